import Prepared

extension HeadlessStoryboardMap {
    /// The map as a Graphviz DOT graph: scenes as nodes, one cluster per
    /// storyboard, and every declared segue as an edge labelled with its kind,
    /// identifier and the keys that flow.
    ///
    /// A failing segue is drawn in red, with the reasons in its label: an end
    /// that is no scene or cannot be made, another segue `perform` cannot tell
    /// it from, a type problem, a source that does not adopt the destination's
    /// protocol. A segue end that is no scene is a dashed red node.
    ///
    /// Render it with `dot -Tsvg map.dot -o map.svg`.
    public var dot: String {
        var lines = GraphvizString.header(graph: "Prepared")
        let boards = (scenes.map(\.storyboard) + segues.map(\.storyboard))
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for (index, board) in boards.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(GraphvizString.quoted(board));")
            let boardScenes = scenes.filter { $0.storyboard == board }
            for scene in boardScenes {
                let shape = scene.isInitial ? ", peripheries=2" : ""
                lines.append("    \(GraphvizString.quoted(Self.node(board, scene.className))) [label=\(GraphvizString.quoted(scene.identifier))\(shape)];")
            }
            let sceneClasses = Set(boardScenes.map(\.className))
            let ends = segues.filter { $0.storyboard == board }.flatMap { [$0.sourceClass, $0.destinationClass] }
            var missing: [String] = []
            for end in ends where !sceneClasses.contains(end) && !missing.contains(end) {
                missing.append(end)
                lines.append("    \(GraphvizString.quoted(Self.node(board, end))) [label=\(GraphvizString.quoted("\(end)\n(no scene)")), "
                             + "style=dashed, color=red, fontcolor=red];")
            }
            lines.append("  }")
        }
        for segue in segues {
            var label = segue.kind + (segue.identifier.map { " \($0)" } ?? "")
            let flows = segue.propagation.flows.map(\.property)
            if !flows.isEmpty { label += "\n" + flows.joined(separator: "\n") }
            let reasons = Self.reasons(segue)
            if !reasons.isEmpty { label += "\n" + reasons.joined(separator: "\n") }
            let color = reasons.isEmpty ? "" : ", color=red, fontcolor=red"
            lines.append("  \(GraphvizString.quoted(Self.node(segue.storyboard, segue.sourceClass))) -> "
                         + "\(GraphvizString.quoted(Self.node(segue.storyboard, segue.destinationClass))) [label=\(GraphvizString.quoted(label))\(color)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Why a segue fails, one short line per problem; empty for a valid segue.
    static func reasons(_ segue: SegueCheck) -> [String] {
        var reasons = segue.problems.map { reason(for: $0) }
        reasons += segue.propagation.problems.map(GraphvizString.reason)
        return reasons.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    private static func reason(for problem: NavigatorError) -> String {
        switch problem {
        case .storyboard(.noSceneForClass(_, let className, _)):
            "fails: \(className) is no scene"
        case .storyboard(.ambiguousSceneForClass(_, let className, let identifiers)):
            "fails: \(className) is in \(identifiers.count) scenes"
        case .storyboard(.duplicateScene(_, let identifier, let count)):
            "fails: scene '\(identifier)' is registered \(count) times"
        case .storyboard(.dependencies(_, let identifier, _)):
            "fails: scene '\(identifier)' cannot get its dependencies"
        case .ambiguousSegue(_, _, _, let identifiers):
            identifiers.allSatisfy { $0 == "(none)" }
                ? "fails: \(identifiers.count) segues without identifiers"
                : "fails: perform cannot tell it from \(identifiers.count == 2 ? "another segue" : "\(identifiers.count - 1) other segues")"
        case .preparation(.sourceDoesNotConform(let source, _, let requirement)):
            "fails: \(source) does not adopt \(requirement)"
        default:
            "fails: \(GraphvizString.firstSentence(of: problem.description))"
        }
    }

    private static func node(_ storyboard: String, _ className: String) -> String {
        "\(storyboard)/\(className)"
    }
}
