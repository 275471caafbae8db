import Prepared

/// The controllers of a catalog as numbered nodes and its segues as edges,
/// with storyboard references resolved: what the lint, the text map, the DOT
/// graph and the whole-app check walk.
package struct StoryboardGraph {
    /// A controller of one document.
    package struct Node {
        package let document: Int
        package let scene: Int
        package let controller: StoryboardController
    }

    /// Where a segue's edge ends in the graph.
    package enum End {
        case node(Int)
        case exit
        case missing
    }

    package let catalog: InterfaceCatalog
    package private(set) var nodes: [Node] = []
    /// Node index by document index and controller `id`.
    private var index: [[String: Int]] = []
    /// Node index by document index and scene index; `nil` for a scene without a controller.
    private(set) var sceneNodes: [[Int?]] = []
    /// Document indices by storyboard name, for references.
    private var documentsByName: [String: [Int]] = [:]

    package init(_ catalog: InterfaceCatalog) {
        self.catalog = catalog
        for (documentIndex, document) in catalog.documents.enumerated() {
            var ids: [String: Int] = [:]
            var scenes: [Int?] = []
            for (sceneIndex, scene) in document.scenes.enumerated() {
                guard let controller = scene.controller else {
                    scenes.append(nil)
                    continue
                }
                // A controller without an `id` is no segue's destination (the lint reports it).
                if !controller.id.isEmpty { ids[controller.id] = nodes.count }
                scenes.append(nodes.count)
                nodes.append(Node(document: documentIndex, scene: sceneIndex, controller: controller))
            }
            index.append(ids)
            sceneNodes.append(scenes)
            documentsByName[document.name, default: []].append(documentIndex)
        }
    }

    func node(document: Int, id: String) -> Int? { index[document][id] }

    /// The segues leaving a node.
    package func segues(from node: Int) -> [StoryboardSegue] {
        let found = nodes[node]
        return catalog.documents[found.document].scenes[found.scene].segues
    }

    /// The node a segue's destination is, in the segue's own document (a reference is its placeholder).
    package func end(of segue: StoryboardSegue, in document: Int) -> End {
        switch segue.destination {
        case .controller(let id), .reference(let id, _): node(document: document, id: id).map(End.node) ?? .missing
        case .exit: .exit
        case .element, .missing, .unspecified: .missing
        }
    }

    /// What a storyboard reference leads to: a node, or why it leads nowhere.
    package enum Resolution {
        case node(Int)
        case missingStoryboard(String)
        case missingIdentifier(storyboard: String, identifier: String)
        case noInitialController(storyboard: String)
    }

    package func resolve(_ reference: StoryboardReference, from document: Int) -> Resolution {
        let targetIndex: Int
        let name: String
        if let storyboardName = reference.storyboardName {
            guard let found = storyboard(named: storyboardName, from: document) else {
                return .missingStoryboard(storyboardName)
            }
            targetIndex = found
            name = catalog.identity(of: found)
        } else {
            targetIndex = document
            name = catalog.identity(of: document)
        }
        let target = catalog.documents[targetIndex]
        if let identifier = reference.referencedIdentifier {
            guard let controller = target.controller(storyboardIdentifier: identifier),
                  let found = node(document: targetIndex, id: controller.id) else {
                return .missingIdentifier(storyboard: name, identifier: identifier)
            }
            return .node(found)
        }
        guard let initial = target.initialControllerID, let found = node(document: targetIndex, id: initial) else {
            return .noInitialController(storyboard: name)
        }
        return .node(found)
    }

    /// The storyboard a reference from `document` names: one of the same platform, the closest
    /// to `document` by path (the same folder first, then the longest common folder), so that
    /// `en.lproj/Main` leads to `en.lproj/Settings` before `Base.lproj/Settings`, and an iOS
    /// `Main` never to a macOS `Settings`.
    ///
    /// - Complexity: O(*k*) in the storyboards of that name.
    func storyboard(named name: String, from document: Int) -> Int? {
        let platform = catalog.documents[document].platform
        let from = Array(catalog.paths[document].split(separator: "/").dropLast())
        var best: (index: Int, shared: Int)?
        for candidate in documentsByName[name] ?? [] where catalog.documents[candidate].platform == platform {
            let folders = catalog.paths[candidate].split(separator: "/").dropLast()
            let shared = zip(from, folders).prefix { $0 == $1 }.count
            if best == nil || shared > best?.shared ?? 0 { best = (candidate, shared) }
        }
        return best?.index
    }

    /// The node a reference placeholder leads to, or the node itself for any other controller.
    package func followingReference(_ node: Int) -> Int? {
        guard let reference = nodes[node].controller.reference else { return node }
        if case .node(let target) = resolve(reference, from: nodes[node].document) { return target }
        return nil
    }

    /// The controllers a segue into `node` hands its context to: through
    /// references, and through navigation, tab, split and window containers to
    /// their children (a navigation controller's root, every tab, every column).
    package func reachedControllers(from node: Int) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = []
        var pending = [node]
        while let next = pending.popLast() {
            guard let current = followingReference(next), seen.insert(current).inserted else { continue }
            let controller = nodes[current].controller
            guard controller.kind.isContainer else {
                result.append(current)
                continue
            }
            let children = segues(from: current).filter(\.isRelationship).compactMap { segue -> Int? in
                if case .node(let child) = end(of: segue, in: nodes[current].document) { return child }
                return nil
            }
            if children.isEmpty { result.append(current) }
            pending += children.reversed()
        }
        return result
    }

    /// Nodes reachable from the initial controllers, the controllers with a
    /// storyboard ID (code can make them) and macOS application scenes.
    func reachableNodes() -> Set<Int> {
        var roots: [Int] = []
        for (documentIndex, document) in catalog.documents.enumerated() {
            if let initial = document.initialControllerID, let found = node(document: documentIndex, id: initial) { roots.append(found) }
        }
        for (position, node) in nodes.enumerated()
        where node.controller.storyboardIdentifier != nil || node.controller.kind == .application {
            roots.append(position)
        }
        var seen: Set<Int> = []
        while let next = roots.popLast() {
            guard seen.insert(next).inserted else { continue }
            if let reference = nodes[next].controller.reference,
               case .node(let target) = resolve(reference, from: nodes[next].document) {
                roots.append(target)
            }
            for segue in segues(from: next) {
                if case .node(let target) = end(of: segue, in: nodes[next].document) { roots.append(target) }
            }
        }
        return seen
    }

    /// A node's name in a map: `Main/ContactListController`.
    func name(of node: Int) -> String {
        let found = nodes[node]
        return "\(catalog.identity(of: found.document))/\(found.controller.displayName)"
    }

    /// How a segue's destination reads in a map.
    func destinationName(of segue: StoryboardSegue, in document: Int) -> String {
        switch end(of: segue, in: document) {
        case .node(let target): name(of: target)
        case .exit: "exit"
        case .missing: segue.destination.description
        }
    }

    /// How the source of a scene's segues reads in a map: its controller, else the scene.
    func sourceName(document: Int, scene: Int) -> String {
        if let node = sceneNodes[document][scene] { return nodes[node].controller.displayName }
        return "scene \(catalog.documents[document].scenes[scene].id) (no controller)"
    }

    /// The text map: each storyboard, its scenes, then their segues, one a line.
    /// Read errors are not in it: the command prints them on standard error.
    package func mapText() -> String {
        var lines: [String] = []
        for (documentIndex, document) in catalog.documents.enumerated() {
            let initial = document.initialController.map { " initial \($0.displayName)," } ?? ""
            lines.append("\(catalog.paths[documentIndex]) (\(document.platform), format \(document.version),\(initial) "
                         + "\(Noun.counted(document.scenes.count, "scene")), \(Noun.counted(document.segues.count, "segue")))")
            for (sceneIndex, scene) in document.scenes.enumerated() {
                guard let node = sceneNodes[documentIndex][sceneIndex] else {
                    lines.append("  scene  [\(scene.id)]: no controller")
                    continue
                }
                let controller = nodes[node].controller
                var details = [controller.kind.description]
                if let identifier = controller.storyboardIdentifier { details.append("storyboard ID \(identifier)") }
                if let title = controller.title { details.append("title \(title)") }
                let initialMark = !controller.id.isEmpty && controller.id == document.initialControllerID ? " (initial)" : ""
                let id = controller.id.isEmpty ? "no id" : controller.id
                lines.append("  scene  \(controller.displayName) [\(id)]\(initialMark): \(details.joined(separator: ", "))")
            }
            for (sceneIndex, scene) in document.scenes.enumerated() {
                let source = sourceName(document: documentIndex, scene: sceneIndex)
                for segue in scene.segues {
                    let identifier = segue.identifier.map { " \"\($0)\"" } ?? ""
                    let trigger = segue.trigger.isController ? "" : " from \(segue.trigger.element)"
                    lines.append("  segue  \(source) → \(destinationName(of: segue, in: documentIndex)): "
                                 + "\(segue.kind)\(identifier)\(trigger)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
