import PreparedStoryboards

extension GenerationModel {
    /// What the bundle check asks the platform about one storyboard, by scene: its objects' custom classes, the
    /// actions each target class must implement, the outlets each class must let key-value coding set, the segue
    /// actions each source must implement, and the images and colors its bundle must hold.
    struct ConnectionChecks {
        /// An object of a custom class, neither a scene nor a prototype.
        struct ObjectClass {
            /// The class as the generated code spells it; `nil` for an Objective-C class the storyboard names no module
            /// for, which Swift may not see: it is looked up by its name only.
            let className: String?
            /// `Module.Class`; `nil` for a class of the storyboard's target when the code's module is not given.
            let runtimeName: String?
            let id: String
            let element: String
            let scene: String
        }

        /// The class whose names are asked of the runtime.
        enum Owner: Hashable {
            /// A class the generated code names, as it spells it: one of a module the file names, or a scene's or a
            /// prototype's class, which the generated code types whatever module it has.
            case type(String)
            /// A class looked up at run time by the name the file gives, as UIKit and AppKit look it up: one the file
            /// names without a module (an Objective-C class, which Swift may not see), or the framework class
            /// (`UIView`) an object without a custom class is made as.
            case named(String)
        }

        /// Selectors one class must implement, or, with `target` `nil`, that the first responder must.
        struct Actions {
            let scene: String
            let target: Owner?
            var selectors: [String]
        }

        /// Properties key-value coding must set on one class.
        struct Outlets {
            let scene: String
            let owner: Owner
            var properties: [String]
        }

        /// The User Defined Runtime Attributes set on objects of one class.
        struct RuntimeAttributes {
            let scene: String
            let owner: Owner
            /// Each key path and its type as the file spells it, each key path once.
            var attributes: [(keyPath: String, type: String)]
        }

        /// A segue action its source class must implement.
        struct SegueAction {
            let scene: String
            let className: String
            let selector: String
            /// The segue as a message names it: its identifier, else its `id`.
            let segue: String
        }

        var objectClasses: [ObjectClass] = []
        var actions: [Actions] = []
        var outlets: [Outlets] = []
        var runtimeAttributes: [RuntimeAttributes] = []
        var segueActions: [SegueAction] = []
        var images: [String] = []
        var colors: [String] = []

        /// Whether there is anything to check.
        var isEmpty: Bool {
            objectClasses.isEmpty && actions.isEmpty && outlets.isEmpty && runtimeAttributes.isEmpty && segueActions.isEmpty && images.isEmpty && colors.isEmpty
        }

        init() {}

        /// The checks of `document`, its classes named as the generated code names them.
        init(_ document: StoryboardDocument, module: String?, naming: inout ClassNaming) {
            for scene in document.scenes {
                let sceneName = scene.controller.map { $0.customClass ?? $0.storyboardIdentifier ?? $0.id } ?? scene.id
                var objects: [String: InterfaceObject] = [:]
                for object in scene.objects where !object.id.isEmpty { objects[object.id] = object }
                for object in scene.otherObjects {
                    objectClasses.append(ObjectClass(
                        className: object.namesModule ? naming.name(of: object) : nil,
                        runtimeName: GenerationModel.runtimeName(customClass: object.customClass, module: object.customModule,
                                                                 provider: object.customModuleProvider, codeModule: module),
                        id: object.id, element: object.element, scene: sceneName))
                }
                // The scene's controller and its prototypes are types in the generated code (`sceneClasses`, `prototypeClasses`)
                // whatever module they name, so Swift sees them: their outlets and actions are checked too.
                var typedIDs = Set(scene.prototypes.filter { $0.customClass != nil }.map(\.id))
                if let controller = scene.controller, controller.kind != .application, controller.customClass != nil {
                    typedIDs.insert(controller.id)
                }
                add(scene.connections, objects: objects, typedIDs: typedIDs, firstResponderIDs: Set(scene.firstResponderIDs),
                    scene: sceneName, naming: &naming)
                add(scene.runtimeAttributes, objects: objects, typedIDs: typedIDs, platform: document.platform, scene: sceneName,
                    naming: &naming)
                for segue in scene.segues {
                    guard let selector = segue.destinationCreationSelector, let controller = scene.controller,
                          let className = naming.name(of: controller) else { continue }
                    segueActions.append(SegueAction(scene: sceneName, className: className, selector: selector,
                                                    segue: segue.identifier ?? segue.id))
                }
            }
            add(document.resources)
        }

        /// The checks of `nib`: its File's Owner's and its objects' outlets and actions, and its images and colors.
        init(_ nib: NibDocument, naming: inout ClassNaming) {
            var objects: [String: InterfaceObject] = [:]
            for object in nib.objects where !object.id.isEmpty { objects[object.id] = object }
            if let owner = nib.filesOwner, let customClass = owner.customClass {
                objects[owner.id] = InterfaceObject(id: owner.id, element: owner.element, customClass: customClass,
                                                     customModule: owner.customModule, customModuleProvider: owner.customModuleProvider,
                                                     location: owner.location)
            }
            add(nib.connections, objects: objects, typedIDs: [], firstResponderIDs: Set(nib.firstResponderIDs), scene: nib.name,
                naming: &naming)
            add(nib.runtimeAttributes, objects: objects, typedIDs: [], platform: nib.platform, scene: nib.name, naming: &naming)
            add(nib.resources)
        }

        /// The outlets and actions of `connections` between `objects` (by id), in the scene `scene`. An object of a class
        /// the file names no module for is asked of by that name, unless its id is among `typedIDs`, the objects the
        /// generated code names by type (a scene's or a prototype's class).
        private mutating func add(_ connections: [InterfaceConnection], objects: [String: InterfaceObject], typedIDs: Set<String>,
                                  firstResponderIDs: Set<String>, scene sceneName: String, naming: inout ClassNaming) {
            for connection in connections {
                switch connection.kind {
                case .outlet(let property), .outletCollection(let property):
                    guard !property.isEmpty, let object = objects[connection.sourceID],
                          let owner = Self.owner(of: object, typedIDs: typedIDs, naming: &naming) else { continue }
                    if let index = outlets.firstIndex(where: { $0.scene == sceneName && $0.owner == owner }) {
                        if !outlets[index].properties.contains(property) { outlets[index].properties.append(property) }
                    } else {
                        outlets.append(Outlets(scene: sceneName, owner: owner, properties: [property]))
                    }
                case .action(let selector, _):
                    guard !selector.isEmpty, let destination = connection.destinationID else { continue }
                    let target: Owner?
                    if firstResponderIDs.contains(destination) {
                        target = nil
                    } else if let object = objects[destination], let owner = Self.owner(of: object, typedIDs: typedIDs, naming: &naming) {
                        target = owner
                    } else {
                        continue  // a framework object's action: the framework declares it
                    }
                    if let index = actions.firstIndex(where: { $0.scene == sceneName && $0.target == target }) {
                        if !actions[index].selectors.contains(selector) { actions[index].selectors.append(selector) }
                    } else {
                        actions.append(Actions(scene: sceneName, target: target, selectors: [selector]))
                    }
                }
            }
        }

        /// The class `object`'s names are asked of: the type the generated code names for a class of a module, or for
        /// an object among `typedIDs`; else the class the runtime finds by the name the file gives.
        private static func owner(of object: InterfaceObject, typedIDs: Set<String>, naming: inout ClassNaming) -> Owner? {
            guard object.namesModule || typedIDs.contains(object.id) else { return .named(object.customClass) }
            return naming.name(of: object).map(Owner.type)
        }

        /// The runtime attributes of `attributes` on `objects` (by id), asked of their classes as their outlets are, and
        /// on objects without a custom class, of their framework class by its name, in the scene `scene`.
        private mutating func add(_ attributes: [InterfaceRuntimeAttribute], objects: [String: InterfaceObject], typedIDs: Set<String>,
                                  platform: InterfacePlatform, scene sceneName: String, naming: inout ClassNaming) {
            for attribute in attributes where !attribute.firstKey.isEmpty {
                let owner: Owner
                if attribute.customClass != nil {
                    guard let object = objects[attribute.objectID],
                          let found = Self.owner(of: object, typedIDs: typedIDs, naming: &naming) else { continue }
                    owner = found
                } else {
                    guard !ConnectionCheck.approximatedElements.contains(attribute.objectElement) else { continue }
                    owner = .named(FrameworkClasses.elementClass(of: attribute.objectElement, on: platform))
                }
                let pair = (keyPath: attribute.keyPath, type: attribute.type.description)
                if let index = runtimeAttributes.firstIndex(where: { $0.scene == sceneName && $0.owner == owner }) {
                    if !runtimeAttributes[index].attributes.contains(where: { $0.keyPath == pair.keyPath }) {
                        runtimeAttributes[index].attributes.append(pair)
                    }
                } else {
                    runtimeAttributes.append(RuntimeAttributes(scene: sceneName, owner: owner, attributes: [pair]))
                }
            }
        }

        /// The images and colors of `resources`, each once.
        private mutating func add(_ resources: [InterfaceResource]) {
            for resource in resources {
                switch resource.kind {
                case .image where !images.contains(resource.name): images.append(resource.name)
                case .color where !colors.contains(resource.name): colors.append(resource.name)
                default: break
                }
            }
        }
    }
}
