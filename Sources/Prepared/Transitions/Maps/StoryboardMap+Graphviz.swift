extension StoryboardMap {
    /// The map as a Graphviz DOT graph: scenes as nodes, one cluster per
    /// storyboard, segues as edges labelled with their kind, identifier and the
    /// keys that flow. A failing segue is drawn in red.
    ///
    /// Render it with `dot -Tsvg map.dot -o map.svg`.
    public var dot: String {
        var lines = ["digraph Prepared {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
                     "  edge [fontname=\"Helvetica\", fontsize=10];"]
        let boards = scenes.map(\.storyboard).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for (index, board) in boards.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(Self.quoted(board));")
            for scene in scenes where scene.storyboard == board {
                let shape = scene.isInitial ? ", peripheries=2" : ""
                lines.append("    \(Self.quoted(Self.node(board, scene.className))) [label=\(Self.quoted(scene.identifier))\(shape)];")
            }
            lines.append("  }")
        }
        for segue in segues {
            var label = segue.kind + (segue.identifier.map { " \($0)" } ?? "")
            let flows = segue.propagation.flowingKeys
            if !flows.isEmpty { label += "\n" + flows.joined(separator: "\n") }
            let color = segue.isValid ? "" : ", color=red, fontcolor=red"
            lines.append("  \(Self.quoted(Self.node(segue.storyboard, segue.sourceClass))) -> "
                         + "\(Self.quoted(Self.node(segue.storyboard, segue.destinationClass))) [label=\(Self.quoted(label))\(color)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func node(_ storyboard: String, _ className: String) -> String {
        "\(storyboard)/\(className)"
    }

    /// A DOT string literal.
    private static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
