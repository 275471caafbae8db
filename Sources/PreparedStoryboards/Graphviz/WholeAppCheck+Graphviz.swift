import Prepared

extension WholeAppCheck {
    /// The app's flows as a Graphviz DOT graph that `dot -Tsvg` renders:
    /// what each segue passes, and why a failing one fails.
    ///
    /// Nodes are the scenes at the ends of the checked segues, labelled with
    /// their class (and a hosting controller's model), grouped in one cluster
    /// per storyboard. Every checked segue is one edge from its source's scene
    /// to the scene its context reaches (through containers and storyboard
    /// references, as ``segues`` lists them), labelled with its kind, its
    /// identifier and the keys that flow. A failing segue is drawn in red,
    /// with one short line per reason.
    ///
    /// Render it with `dot -Tsvg flows.dot -o flows.svg`.
    ///
    /// - Complexity: O(*g*) in checked segues.
    public var dot: String {
        var lines = GraphvizString.header(graph: "StoryboardFlows")
        var scenes: [Scene] = []
        var drawn: Set<String> = []
        for segue in segues {
            for scene in [segue.ends.source, segue.ends.destination] where drawn.insert(scene.node).inserted {
                scenes.append(scene)
            }
        }
        let storyboards = scenes.map(\.storyboard).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for (index, storyboard) in storyboards.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(GraphvizString.quoted(storyboard));")
            for scene in scenes where scene.storyboard == storyboard {
                lines.append("    \(scene.node) [label=\(GraphvizString.quoted(scene.label))];")
            }
            lines.append("  }")
        }
        for segue in segues {
            var label = segue.kind + (segue.identifier.map { " \"\($0)\"" } ?? "")
            let flows = segue.propagation.flows.map(\.property)
            if !flows.isEmpty { label += "\n" + flows.joined(separator: "\n") }
            if !segue.reasons.isEmpty { label += "\n" + segue.reasons.joined(separator: "\n") }
            let color = segue.reasons.isEmpty ? "" : ", color=red, fontcolor=red"
            lines.append("  \(segue.ends.source.node) -> \(segue.ends.destination.node) [label=\(GraphvizString.quoted(label))\(color)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
