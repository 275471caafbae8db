import PreparedStoryboards

extension GenerationModel {
    /// A segue with an identifier of a source class, as found in one scene.
    struct FoundSegue {
        var description: String
        var destination: Destination?
        var typedClass: String?
        var isEmbed: Bool
    }

    /// The segues of a source class, collected over the scenes that have the class.
    struct CollectedSegues {
        var framework: Framework
        var storyboards: Set<String> = []
        var byIdentifier: [String: [FoundSegue]] = [:]
        /// The descriptions of the segues without identifier that reach one class, by that class.
        var byClass: [String: [String]] = [:]
        var others: [String] = []
    }

    /// Each source class's segues, merged over the scenes that have the class, sorted by class; and,
    /// by storyboard name, the segues with an identifier of the scenes without a custom class.
    static func segueSources(
        of graph: StoryboardGraph, documents: Set<Int>, lackingSegues: [Int: Set<String>] = [:], naming: inout ClassNaming
    ) -> ([Source], [String: [SceneSegue]]) {
        var collected: [String: CollectedSegues] = [:]
        var sceneSegues: [String: [String: [String]]] = [:]
        for (position, node) in graph.nodes.enumerated() where documents.contains(node.document) {
            let document = graph.catalog.documents[node.document]
            guard node.controller.kind != .application else { continue }
            guard let source = naming.name(of: node.controller) else {
                let from = "From \(node.controller.kind)" + (node.controller.storyboardIdentifier.map { " \($0)" } ?? "")
                for segue in graph.segues(from: position) where !segue.isRelationship {
                    guard let identifier = segue.identifier, !identifier.isEmpty,
                          lackingSegues[node.document]?.contains(identifier) != true else { continue }
                    let described = describe(segue, from: node, in: graph, framework: Framework(document.platform), naming: &naming)
                    sceneSegues[document.name, default: [:]][identifier, default: []].append("\(from): \(described.text)")
                }
                continue
            }
            var entry = collected[source] ?? CollectedSegues(framework: Framework(document.platform))
            // A segue a localized copy lacks is left out: the generated code names what every copy has.
            for segue in graph.segues(from: position) where !segue.isRelationship
                && segue.identifier.map({ lackingSegues[node.document]?.contains($0) != true }) ?? true {
                entry.storyboards.insert(document.name)
                let described = describe(segue, from: node, in: graph, framework: entry.framework, naming: &naming)
                if let identifier = segue.identifier, !identifier.isEmpty {
                    entry.byIdentifier[identifier, default: []].append(FoundSegue(
                        description: described.text, destination: described.destination, typedClass: described.typedClass,
                        isEmbed: isEmbed(segue)))
                } else if let destination = described.destination {
                    entry.byClass[destination.className, default: []].append(described.text)
                }
                if segue.identifier?.isEmpty ?? true || isEmbed(segue) {
                    let named = segue.identifier.map { " \"\($0)\"" } ?? ""
                    entry.others.append(described.text + named + (isEmbed(segue) ? ", when the view loads" : ""))
                }
            }
            collected[source] = entry
        }
        let segues = sceneSegues.mapValues { byIdentifier in
            let identifiers = byIdentifier.keys.sorted()
            let names = SwiftIdentifier.unique(identifiers.map(SwiftIdentifier.lowerCamel))
            return zip(names, identifiers).map { name, identifier in
                SceneSegue(name: name, identifier: identifier, description: distinct(byIdentifier[identifier] ?? []).joined(separator: "; "))
            }
        }
        let segueSources = collected.keys.sorted().compactMap { source in collected[source].flatMap { Self.source(source, $0) } }
        return (segueSources, segues)
    }

    /// The segues of the class `className` as the generated code declares them; `nil` when it has none.
    static func source(_ className: String, _ entry: CollectedSegues) -> Source? {
        guard !entry.byIdentifier.isEmpty || !entry.others.isEmpty else { return nil }
        let identifiers = entry.byIdentifier.keys.sorted()
        let names = SwiftIdentifier.unique(identifiers.map(SwiftIdentifier.lowerCamel), reserved: ["unmatched"])
        // The cases of segues without identifier are named after their class, after the identifiers' cases.
        let classes = entry.byClass.keys.sorted()
        let classNames = Array(SwiftIdentifier.unique(
            names + classes.map { SwiftIdentifier.lowerCamel(String($0.split(separator: ".").last ?? Substring($0))) },
            reserved: ["unmatched"]
        ).dropFirst(names.count))
        var cases: [SegueCase] = []
        var typedCases: [TypedCase] = []
        for (name, identifier) in zip(names, identifiers) {
            let found = entry.byIdentifier[identifier] ?? []
            let typedClasses = Set(found.map(\.typedClass))
            let typedClass = typedClasses.count == 1 ? typedClasses.first.flatMap { $0 } : nil
            typedCases.append(TypedCase(name: name, identifier: identifier, description: distinct(found.map(\.description)).joined(separator: "; "),
                                        className: typedClass ?? baseClass(in: entry.framework)))
            let performed = found.filter { !$0.isEmbed }
            guard !performed.isEmpty else { continue }
            // A helper only when every segue with the identifier reaches the same one class.
            let destinations = Set(performed.map(\.destination))
            let destination = destinations.count == 1 ? performed.first?.destination : nil
            cases.append(SegueCase(name: name, identifier: identifier,
                                   description: distinct(performed.map(\.description)).joined(separator: "; "),
                                   destination: destination))
        }
        for (name, typedClass) in zip(classNames, classes) {
            let description = distinct(entry.byClass[typedClass] ?? []).joined(separator: "; ")
            typedCases.append(TypedCase(name: name, identifier: nil, description: description, className: typedClass))
        }
        return Source(className: className, framework: entry.framework, storyboards: entry.storyboards.sorted(), cases: cases,
                      typedCases: typedCases, others: distinct(entry.others.sorted()))
    }

    /// `values` without repeats, in order.
    static func distinct(_ values: [String]) -> [String] {
        var result: [String] = []
        for value in values where !result.contains(value) { result.append(value) }
        return result
    }

    static func isEmbed(_ segue: StoryboardSegue) -> Bool {
        if case .embed = segue.kind { true } else { false }
    }

    /// A segue's kind and where it leads; the one class its context reaches when there is one; and the
    /// class a `TypedSegue` case carries for it: that class, the framework's class of a scene without one,
    /// or, when the context reaches several, the destination's; `nil` when the storyboards do not say.
    static func describe(
        _ segue: StoryboardSegue, from node: StoryboardGraph.Node, in graph: StoryboardGraph, framework: Framework,
        naming: inout ClassNaming
    ) -> (text: String, destination: Destination?, typedClass: String?) {
        let kind = segue.kind.description
        switch graph.end(of: segue, in: node.document) {
        case .exit:
            return (kind, nil, nil)
        case .missing:
            return ("\(kind) to \(segue.destination), not found", nil, nil)
        case .node(let target):
            guard let followed = graph.followingReference(target) else {
                guard let reference = graph.nodes[target].controller.reference else { return ("\(kind) to nothing", nil, nil) }
                let reason = switch graph.resolve(reference, from: node.document) {
                case .missingStoryboard: "not among the files read"
                case .missingIdentifier: "which has no scene with that storyboard ID"
                case .noInitialController: "which has no initial controller"
                case .node: "not found"
                }
                return ("\(kind) to \(reference), \(reason)", nil, nil)
            }
            let reached = graph.reachedControllers(from: target)
            let names = reached.map { graph.nodes[$0].controller.customClass ?? graph.nodes[$0].controller.kind.description }
            var text = "\(kind) to \(names.isEmpty ? "nothing" : names.joined(separator: ", "))"
            let container = graph.nodes[followed].controller.kind
            if container.isContainer, reached != [followed] { text += " through a \(container)" }
            let document = graph.nodes[followed].document
            if document != node.document { text += " in \(graph.catalog.documents[document].name).storyboard" }
            // The `@IBSegueAction` that makes the destination, which the source must implement (the bundle check asks).
            if let selector = segue.destinationCreationSelector { text += ", made by \(selector)" }
            let destination = reached.count == 1 ? reached.first.flatMap { position in
                let controller = graph.nodes[position].controller
                return naming.name(of: controller).map { Destination(className: $0, isHosting: controller.kind == .hosting) }
            } : nil
            let typedNode = graph.nodes[reached.count == 1 ? reached[0] : followed]
            let typedClass = destination?.className ?? naming.name(of: typedNode.controller)
                ?? FrameworkClasses.controllerClass(of: typedNode.controller.kind, on: graph.catalog.documents[typedNode.document].platform)
            return (text, destination, typedClass)
        }
    }
}
