import Prepared

extension StoryboardCatalog {
    /// The storyboards as a Graphviz DOT graph that `dot -Tsvg` renders.
    ///
    /// Scenes are nodes, grouped in one cluster per storyboard; the initial
    /// controller has a double border, storyboard references are folders. Every
    /// segue of the files is exactly one edge, labelled with its kind and
    /// identifier: relationships dashed, unwinds into an exit node of their
    /// scene, segues into a storyboard reference to that reference's node, and
    /// a segue whose destination is missing to a red node.
    public var dot: String {
        let graph = StoryboardGraph(self)
        var lines = ["digraph Storyboards {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
                     "  edge [fontname=\"Helvetica\", fontsize=10];"]
        var edges: [String] = []
        var extraNodes: [String] = []
        for (documentIndex, document) in documents.enumerated() {
            lines.append("  subgraph cluster_\(documentIndex) {")
            lines.append("    label=\(GraphvizString.quoted("\(document.name).storyboard"));")
            for (position, node) in graph.nodes.enumerated() where node.document == documentIndex {
                let controller = node.controller
                var attributes = ["label=\(GraphvizString.quoted(controller.displayName))"]
                if controller.id == document.initialControllerID { attributes.append("peripheries=2") }
                if controller.reference != nil { attributes.append("shape=folder") }
                lines.append("    \(GraphvizString.quoted(Self.nodeID(document.name, controller.id))) [\(attributes.joined(separator: ", "))];")
                for segue in graph.segues(from: position) {
                    let from = GraphvizString.quoted(Self.nodeID(document.name, controller.id))
                    var label = segue.kind.description
                    if let identifier = segue.identifier { label += "\n\"\(identifier)\"" }
                    var style = ["label=\(GraphvizString.quoted(label))"]
                    let to: String
                    switch graph.end(of: segue, in: documentIndex) {
                    case .node(let target):
                        to = GraphvizString.quoted(Self.nodeID(document.name, graph.nodes[target].controller.id))
                    case .exit:
                        let exit = Self.nodeID(document.name, "exit-\(document.scenes[node.scene].id)")
                        to = GraphvizString.quoted(exit)
                        let declaration = "    \(to) [label=\"exit\", shape=circle, style=dashed];"
                        if !lines.contains(declaration) { lines.append(declaration) }
                    case .missing:
                        to = GraphvizString.quoted(Self.nodeID(document.name, "missing-\(segue.destination.id)"))
                        extraNodes.append("  \(to) [label=\(GraphvizString.quoted("missing \(segue.destination.id)")), color=red, fontcolor=red];")
                        style.append("color=red")
                    }
                    if segue.isRelationship { style.append("style=dashed") }
                    edges.append("  \(from) -> \(to) [\(style.joined(separator: ", "))];")
                }
            }
            lines.append("  }")
        }
        // A reference's target, dotted, so the graph crosses files as the app does.
        for (position, node) in graph.nodes.enumerated() where node.controller.reference != nil {
            guard let target = graph.followingReference(position), target != position else { continue }
            let from = Self.nodeID(documents[node.document].name, node.controller.id)
            let to = Self.nodeID(documents[graph.nodes[target].document].name, graph.nodes[target].controller.id)
            edges.append("  \(GraphvizString.quoted(from)) -> \(GraphvizString.quoted(to)) [style=dotted, arrowhead=empty, label=\"reference\"];")
        }
        return (lines + extraNodes + edges + ["}"]).joined(separator: "\n") + "\n"
    }

    private static func nodeID(_ storyboard: String, _ id: String) -> String { "\(storyboard)/\(id)" }
}
