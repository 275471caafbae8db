extension InterfaceReadingPass {
    /// The element each connection's destination is, and the index of the objects it is in: one pass over the file's
    /// ids, hashing only those that connections name against the set of them.
    func connectionDestinations() -> [String: (element: String, scene: Int)] {
        var destinations: [String: (element: String, scene: Int)] = [:]
        let connected = Set(finishedObjects.flatMap { $0.connections.compactMap(\.destinationID) })
        if !connected.isEmpty {
            for (id, element, scene) in elementIDs where destinations[id] == nil && connected.contains(id) {
                destinations[id] = (element, scene)
            }
        }
        return destinations
    }

    /// The scenes with every segue's source and destination resolved.
    func resolvedScenes() -> [StoryboardScene] {
        // What a segue's destination needs of each controller: its reference, if it is one; not a copy of it.
        var controllers: [String: StoryboardReference?] = [:]
        var exits: Set<String> = []
        for scene in finishedScenes {
            if let id = scene.controller?.id, !id.isEmpty { controllers[id] = scene.controller?.reference }
            if !scene.exitIDs.isEmpty { exits.formUnion(scene.exitIDs) }
        }
        let destinations = connectionDestinations()
        // Each scene's objects finished with it, so the two lists are in step.
        return zip(finishedScenes, finishedObjects).enumerated().map { index, finished in
            let (scene, objects) = finished
            var controller = scene.controller
            if let found = controller, found.title == nil, let title = scene.controllerTitle {
                controller = StoryboardController(
                    id: found.id, kind: found.kind, customClass: found.customClass, customModule: found.customModule,
                    customModuleProvider: found.customModuleProvider, storyboardIdentifier: found.storyboardIdentifier,
                    title: title, reference: found.reference, location: found.location
                )
            }
            let sourceID = controller?.id ?? ""
            let segues = scene.segues.map { pending in
                let destination: StoryboardSegue.Destination
                if let id = pending.destinationID {
                    if let reference = controllers[id] {
                        destination = reference.map { .reference(id: id, $0) } ?? .controller(id: id)
                    } else if exits.contains(id) {
                        destination = .exit(id: id)
                    } else if let element = elementIDs.first(where: { $0.id == id })?.element {
                        destination = .element(id: id, name: element)
                    } else {
                        destination = .missing(id: id)
                    }
                } else {
                    destination = .unspecified
                }
                return StoryboardSegue(id: pending.id, identifier: pending.identifier, kind: pending.kind, sourceID: sourceID,
                                       destination: destination, trigger: pending.trigger,
                                       destinationCreationSelector: pending.destinationCreationSelector, location: pending.location)
            }
            return StoryboardScene(id: scene.id, controller: controller, segues: segues,
                                   exitIDs: scene.exitIDs, prototypes: objects.prototypes, objects: objects.objects,
                                   connections: objects.connections.map { $0.resolving(destinations, scene: index, repeating: objects.repeatingIDs) },
                                   runtimeAttributes: objects.runtimeAttributes,
                                   firstResponderIDs: objects.firstResponderIDs,
                                   location: scene.location)
        }
    }
}
