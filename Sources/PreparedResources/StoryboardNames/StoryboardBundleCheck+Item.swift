import Foundation

extension StoryboardBundleCheck {
    /// One thing the check looks at: a scene, a class a file names, a class's connections, or a file's resources.
    ///
    /// Each kind of item has one factory. What a storyboard's scene and a nib both hold (objects, connections,
    /// resources) takes where it is, a ``Place``: `at: .scene("EditContactController", of: Storyboards.main)` or
    /// `at: .nib(Nibs.noteCell)`. A class's connections are asked of the type the generated code names
    /// (`of: .type(EditContactController.self)`), or, for a class the file names without a module (an Objective-C
    /// class, an `@objc(Name)` Swift class) or an object without a custom class, of the class the runtime finds by that
    /// name (`of: .named("SWRevealViewController")`), as UIKit and AppKit find it. A name no class has leaves them
    /// unchecked: the object's own item reports the class.
    public struct Item {
        let check: @MainActor (inout StoryboardBundleCheck) -> Void

        /// The class a check's names belong to.
        public enum Owner: Sendable {
            /// The class the generated code names.
            case type(AnyClass)
            /// The class the runtime finds by the name the file gives (`SWRevealViewController`, `UIView`).
            case named(String)
        }

        /// The scene `identifier` of `storyboard`: that the compiled storyboard
        /// is in the bundle and lists the ID, and that `instantiate` makes it
        /// from that bundle as its class. The UIKit and AppKit adapters make
        /// one of a ``TypedScene`` (their `Item.scene(_:)`).
        public static func scene(
            _ identifier: String, of storyboard: some StoryboardName,
            instantiate: @escaping @MainActor (Bundle) throws -> AnyObject
        ) -> Item {
            Item { $0.checkScene(identifier, of: storyboard, instantiate: instantiate) }
        }

        /// That `runtimeName` (`Module.Class`, as UIKit and AppKit look up the
        /// class a storyboard names for the scene `scene`) is `expected`, the
        /// class the generated code names.
        public static func sceneClass(
            _ runtimeName: String, _ expected: AnyClass, scene: String, in storyboard: any StoryboardName
        ) -> Item {
            Item { $0.checkClass(runtimeName, expected: expected, identifier: scene, storyboard: storyboard.name, prototypeOf: nil) }
        }

        /// That `runtimeName`, the class the file names for the object `id` (an `element` of a storyboard's scene, or of a
        /// nib: its File's Owner or another object), is `expected`, the class the generated code names; with `expected`
        /// `nil` (an Objective-C class the generated code cannot name, or an object's class a nib names without a
        /// module), that a class of that name exists.
        public static func objectClass(
            _ runtimeName: String, _ expected: AnyClass?, id: String, element: String, at place: Place
        ) -> Item {
            Item { $0.checkObjectClass(runtimeName, expected: expected, id: id, element: element, at: place) }
        }

        /// That `target` implements each of `selectors`, the actions the controls of `place` send it.
        public static func actions(_ selectors: [String], to target: Owner, at place: Place) -> Item {
            ask(about: selectors, of: target, at: place, { $0.instancesRespond($1, $2) }) { className, selector, _ in
                .missingAction(scene: place.scene, target: className, selector: selector)
            }
        }

        /// That one of `candidates` (the app's classes the files name, in lists) or of the framework's responders
        /// implements each of `selectors`, the actions `place` sends to the first responder. A selector none of them
        /// implements is left unchecked, never a failure: a class no file names (a document, the app delegate, a view
        /// made in code) may implement it.
        public static func firstResponderActions(_ selectors: [String], candidates: [AnyClass]..., at place: Place) -> Item {
            let candidates = candidates.flatMap { $0 }
            return Item { check in
                for selector in selectors {
                    check.ask({ $0.anyClassResponds(candidates, selector) == true ? true : nil }, failing: .missingAction(
                        scene: place.scene, target: "the first responder", selector: selector), identifier: selector, at: place)
                }
            }
        }

        /// That `source` implements `selector`, the `@IBSegueAction` that makes the destination of its segue `segue`, in
        /// the scene `place`.
        public static func segueAction(_ selector: String, of source: AnyClass, segue: String, at place: Place) -> Item {
            Item { check in
                check.ask({ $0.instancesRespond(source, selector) }, failing: .missingSegueAction(
                    scene: place.scene, source: TypeName.of(source), selector: selector,
                    controllerClass: check.framework.viewControllerClass), identifier: segue, at: place)
            }
        }

        /// That key-value coding can set each of `properties` on instances of `owner` (a scene's class, File's Owner's
        /// or an object's): the outlets `place` connects.
        public static func outlets(_ properties: [String], of owner: Owner, at place: Place) -> Item {
            ask(about: properties, of: owner, at: place, { $0.setsKey($1, $2) }) { className, property, _ in
                .outletNotKeyValueCodingCompliant(scene: place.scene, className: className, property: property)
            }
        }

        /// That key-value coding can set the first key of each of `attributes` (a key path and its type as Interface
        /// Builder spells it, `"cornerRadius": "number"`) on instances of `owner`: the User Defined Runtime Attributes
        /// `place` sets. An object without a custom class is asked about as the framework class it is made as
        /// (`.named("UIView")`), whose keys an app's extension of that class declares.
        public static func runtimeAttributes(_ attributes: KeyValuePairs<String, String>, of owner: Owner, at place: Place) -> Item {
            let types = Dictionary(attributes.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let setsFirstKey: @MainActor (StoryboardRuntime, AnyClass, String) -> Bool? = { $0.setsKey($1, firstKey(of: $2)) }
            return ask(about: attributes.map(\.key), of: owner, at: place, setsFirstKey) { className, keyPath, framework in
                let declaration = RuntimeAttributeDeclaration.of(firstKey(of: keyPath), type: types[keyPath] ?? "",
                                                                 appKit: framework == .appKit)
                return .runtimeAttributeNotKeyValueCodingCompliant(scene: place.scene, className: className, keyPath: keyPath,
                                                                   declaration: declaration)
            }
        }

        /// That the bundle of `place`'s file holds each of `images` and each of `colors` (its asset catalog's named colors).
        public static func resources(images: [String], colors: [String], at place: Place) -> Item {
            Item { check in
                let bundle = check.bundle ?? place.bundle
                for name in images {
                    check.ask({ $0.hasImage(name, bundle) }, failing: .missingImage(name: name), identifier: name, at: place)
                }
                for name in colors {
                    check.ask({ $0.hasColor(name, bundle) }, failing: .missingColor(name: name), identifier: name, at: place)
                }
            }
        }

        /// That the bundle holds `nib` compiled (`Name.nib`).
        public static func nib(_ nib: some NibName) -> Item {
            Item { check in
                check.checkedCount += 1
                let bundle = check.bundle ?? nib.bundle
                guard bundle.url(forResource: nib.name, withExtension: "nib") == nil else { return }
                check.failures.append(Place.nib(nib).failure(nib.name, .missingNib(bundle: bundle.bundlePath)))
            }
        }

        /// That `runtimeName`, the class the storyboard names for `prototype`, is the prototype's class.
        public static func prototype<Cell: AnyObject>(_ prototype: CellPrototype<Cell>, runtimeName: String) -> Item {
            Item {
                $0.checkClass(runtimeName, expected: Cell.self, identifier: prototype.reuseIdentifier,
                              storyboard: prototype.storyboard, prototypeOf: prototype.scene)
            }
        }

        /// That `runtimeName`, the class the storyboard names for `prototype`, is the view's class.
        public static func prototype<View: AnyObject>(_ prototype: SupplementaryViewPrototype<View>, runtimeName: String) -> Item {
            Item {
                $0.checkClass(runtimeName, expected: View.self, identifier: prototype.reuseIdentifier,
                              storyboard: prototype.storyboard, prototypeOf: prototype.scene)
            }
        }

        /// Asks `question` of the class `owner` names (the runtime, the class, a name) about each of `names`: a `false`
        /// is the failure `failure` makes of the class's name, the name and the framework. A class the runtime does not
        /// find leaves every name unchecked.
        private static func ask(
            about names: [String], of owner: Owner, at place: Place,
            _ question: @escaping @MainActor (StoryboardRuntime, AnyClass, String) -> Bool?,
            failing failure: @escaping @Sendable (_ className: String, _ name: String, _ framework: InterfaceFramework)
                -> StoryboardBundleFailure.Reason
        ) -> Item {
            Item { check in
                guard let found = check.resolve(owner) else {
                    check.uncheckedCount += names.count
                    return
                }
                for name in names {
                    check.ask({ question($0, found.type, name) }, failing: failure(found.name, name, check.framework),
                              identifier: name, at: place)
                }
            }
        }

        /// `layer` of `layer.cornerRadius`: the key key-value coding sets on the object itself.
        private static func firstKey(of keyPath: String) -> String {
            String(keyPath.prefix { $0 != "." })
        }
    }
}

extension StoryboardBundleCheck {
    /// Asks the runtime one question: `true` passes, `false` is `failure` at `place`, `nil` leaves it to a device.
    @MainActor
    fileprivate mutating func ask(_ question: @MainActor (StoryboardRuntime) -> Bool?, failing failure: StoryboardBundleFailure.Reason,
                                  identifier: String, at place: Item.Place) {
        switch question(runtime) {
        case true?: checkedCount += 1
        case false?:
            checkedCount += 1
            failures.append(place.failure(identifier, failure))
        case nil: uncheckedCount += 1
        }
    }
}
