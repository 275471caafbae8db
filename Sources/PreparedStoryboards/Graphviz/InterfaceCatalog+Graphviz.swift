import Prepared

extension InterfaceCatalog {
    /// The storyboards as a Graphviz DOT graph that `dot -Tsvg` renders.
    ///
    /// Scenes are nodes, grouped in one cluster per storyboard; the initial
    /// controller has a double border, storyboard references are folders. Every
    /// segue of the files is exactly one edge, labelled with its kind and
    /// identifier: relationships dashed, unwinds into an exit node of their
    /// scene, segues into a storyboard reference to that reference's node, and
    /// a segue whose destination is missing, is no controller or is not given to
    /// a red node. A scene without a controller is a red dashed node. Clusters
    /// are labelled by the storyboard's path (``paths``); scenes of one class
    /// in one storyboard are told apart by their storyboard ID, else their title.
    ///
    /// - Complexity: O(*s* + *g*) in scenes and segues.
    public var dot: String {
        let graph = StoryboardGraph(self)
        var lines = GraphvizString.header(graph: "Storyboards")
        var edges: [String] = []
        var extraNodes: [String] = []
        var declared: Set<String> = []
        for (documentIndex, document) in documents.enumerated() {
            lines.append("  subgraph cluster_\(documentIndex) {")
            lines.append("    label=\(GraphvizString.quoted(paths[documentIndex]));")
            let storyboard = identity(of: documentIndex)
            var classCounts: [String: Int] = [:]
            for controller in document.controllers { classCounts[controller.displayName, default: 0] += 1 }
            for (sceneIndex, scene) in document.scenes.enumerated() {
                let from: String
                if let position = graph.sceneNodes[documentIndex][sceneIndex] {
                    let controller = graph.nodes[position].controller
                    from = Self.nodeID(graph, position)
                    var label = controller.displayName
                    if classCounts[label, default: 0] > 1, let distinct = controller.storyboardIdentifier ?? controller.title {
                        label += "\n(\(distinct))"
                    }
                    var attributes = ["label=\(GraphvizString.quoted(label))"]
                    if !controller.id.isEmpty, controller.id == document.initialControllerID { attributes.append("peripheries=2") }
                    if controller.reference != nil { attributes.append("shape=folder") }
                    lines.append("    \(from) [\(attributes.joined(separator: ", "))];")
                } else {
                    // A scene without a controller is still a node, so that its segues are edges.
                    from = GraphvizString.quoted("\(storyboard)/scene-\(sceneIndex)-without-controller")
                    let label = GraphvizString.quoted("scene \(scene.id)\n(no controller)")
                    lines.append("    \(from) [label=\(label), style=dashed, color=red, fontcolor=red];")
                }
                for segue in scene.segues {
                    var label = segue.kind.description
                    if let identifier = segue.identifier { label += "\n\"\(identifier)\"" }
                    var style = ["label=\(GraphvizString.quoted(label))"]
                    let to: String
                    switch graph.end(of: segue, in: documentIndex) {
                    case .node(let target):
                        to = Self.nodeID(graph, target)
                    case .exit:
                        to = GraphvizString.quoted("\(storyboard)/exit-\(scene.id)")
                        if declared.insert(to).inserted { lines.append("    \(to) [label=\"exit\", shape=circle, style=dashed];") }
                    case .missing:
                        // One red node per missing id; a segue without a destination gets its own.
                        let key = segue.destination == .unspecified ? "no-destination-\(edges.count)" : "missing-\(segue.destination.id)"
                        to = GraphvizString.quoted("\(storyboard)/\(key)")
                        if declared.insert(to).inserted {
                            extraNodes.append("  \(to) [label=\(GraphvizString.quoted(segue.destination.description)), color=red, fontcolor=red];")
                        }
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
            edges.append("  \(Self.nodeID(graph, position)) -> \(Self.nodeID(graph, target)) [style=dotted, arrowhead=empty, label=\"reference\"];")
        }
        return (lines + extraNodes + edges + ["}"]).joined(separator: "\n") + "\n"
    }

    /// A node's quoted DOT name, `"Main/BYZ-38-t0r"`; a controller without an `id` is named by its place,
    /// so that two of them stay two nodes.
    static func nodeID(_ graph: StoryboardGraph, _ position: Int) -> String {
        let node = graph.nodes[position]
        let storyboard = graph.catalog.identity(of: node.document)
        let id = node.controller.id.isEmpty ? "scene-\(node.scene)-without-id" : node.controller.id
        return GraphvizString.quoted("\(storyboard)/\(id)")
    }
}
