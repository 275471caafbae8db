extension InterfaceReadingPass {
    /// The attributes of a controller element this reader uses, found in one
    /// pass over its attributes rather than one hashed lookup each.
    private struct ControllerAttributes {
        var id: String?, customClass: String?, customModule: String?, customModuleProvider: String?
        var storyboardIdentifier: String?, title: String?
        var storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String?

        init(_ attributes: [String: String]) {
            for (name, value) in attributes {
                switch name {
                case "id": id = value
                case "customClass": customClass = value
                case "customModule": customModule = value
                case "customModuleProvider": customModuleProvider = value
                case "storyboardIdentifier": storyboardIdentifier = value
                case "title": title = value
                case "storyboardName": storyboardName = value
                case "referencedIdentifier": referencedIdentifier = value
                case "bundleIdentifier": bundleIdentifier = value
                default: break
                }
            }
        }
    }

    mutating func startController(_ elementName: String, _ attributes: [String: String], depth: Int) {
        let location = self.location
        let kind = StoryboardController.Kind(element: elementName)
        if case .unknown = kind {
            unrecognized.append(UnrecognizedItem(category: .controller, name: elementName, location: location))
        }
        let attributes = ControllerAttributes(attributes)
        let reference: StoryboardReference? = kind == .storyboardReference
            ? StoryboardReference(storyboardName: attributes.storyboardName,
                                  referencedIdentifier: attributes.referencedIdentifier,
                                  bundleIdentifier: attributes.bundleIdentifier)
            : nil
        scene?.controllerDepth = depth
        scene?.controllerFrame = Frame(name: elementName, id: attributes.id)
        scene?.controller = StoryboardController(
            id: attributes.id ?? "", kind: kind, customClass: attributes.customClass,
            customModule: attributes.customModule, customModuleProvider: attributes.customModuleProvider,
            // `storyboardIdentifier=""`, which Xcode writes when an ID is cleared, is no ID.
            storyboardIdentifier: attributes.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }, title: attributes.title,
            reference: reference, location: location
        )
    }

    /// The attributes of a `<segue>` this reader uses, found in one pass over
    /// its attributes rather than one hashed lookup each.
    private struct SegueAttributes {
        var id: String?, identifier: String?, kind: String?, destination: String?, reference: String?
        var inheritsFrom: String?, unwindAction: String?, customClass: String?, relationship: String?
        var destinationCreationSelector: String?

        init(_ attributes: [String: String]) {
            for (name, value) in attributes {
                switch name {
                case "id": id = value
                case "identifier": identifier = value
                case "kind": kind = value
                case "destination": destination = value
                case "reference": reference = value
                case "inheritsFrom": inheritsFrom = value
                case "unwindAction": unwindAction = value
                case "customClass": customClass = value
                case "relationship": relationship = value
                case "destinationCreationSelector": destinationCreationSelector = value
                default: break
                }
            }
        }
    }

    mutating func startSegue(_ attributes: [String: String]) {
        let attributes = SegueAttributes(attributes)
        let kindName = attributes.kind
        let destination = attributes.destination.flatMap { $0.isEmpty ? nil : $0 }  // `destination=""` names nothing
        // `<segue reference="…"/>` points back at a segue declared elsewhere: it is not one. Nor is a
        // `<segue key="commit" inheritsFrom="parent"/>` or `key="preview"` inside a segue: the peek and
        // pop (preview and commit) settings Xcode writes for its enclosing segue.
        guard scene != nil, kindName != nil || destination != nil || attributes.reference == nil,
              stack.last?.name != "segue", attributes.inheritsFrom == nil else { return }
        let kind = kindName.map {
            StoryboardSegue.Kind(attribute: $0, unwindAction: attributes.unwindAction,
                                 customClass: attributes.customClass, relationship: attributes.relationship)
        } ?? .unspecified
        switch kind {
        case .unknown(let name):
            unrecognized.append(UnrecognizedItem(category: .segueKind, name: name, location: location))
        case .relationship(.unknown(let name)):
            unrecognized.append(UnrecognizedItem(category: .relationship, name: name, location: location))
        default:
            break
        }
        // The stack holds …, the trigger, its <connections>.
        let owner = stack.count >= 2 ? stack[stack.count - 2] : Frame(name: "document", id: nil)
        // The controller itself, not an object beside it in <objects> (a gesture recognizer) at its depth.
        let isController = scene?.controllerDepth == stack.count - 2
            && scene?.controllerFrame?.name == owner.name && scene?.controllerFrame?.id == owner.id
        let trigger = StoryboardSegue.Trigger(element: owner.name, id: owner.id, isController: isController)
        let location = self.location
        scene?.segues.append(PendingSegue(
            id: attributes.id ?? "", identifier: attributes.identifier, kind: kind,
            destinationID: destination, trigger: trigger,
            destinationCreationSelector: attributes.destinationCreationSelector.flatMap { $0.isEmpty ? nil : $0 }, location: location
        ))
    }
}
