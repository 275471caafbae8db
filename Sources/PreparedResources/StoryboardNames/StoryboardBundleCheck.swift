import Foundation

/// The check of the built bundle that the generated `Storyboards.checkBundle()`
/// runs: what it lists, one ``Item`` a scene or prototype, checked in order.
///
/// Only generated code uses it (`@_spi(Generated) import PreparedResources`); an app
/// calls `Storyboards.checkBundle()` from a test on a device or a simulator:
///
/// ```swift
/// let report = Storyboards.checkBundle()
/// #expect(report.isValid, "\(report)")
/// ```
///
/// A storyboard the bundle lacks is one failure per scene, and its scenes are
/// not instantiated: UIKit and AppKit raise an Objective-C exception, which
/// Swift cannot catch, for a storyboard or a storyboard ID they cannot find.
/// For the same reason a scene whose ID the compiled storyboard does not list,
/// or whose compiled storyboard lists no IDs the check can read, is a failure,
/// not an instantiation.
@_spi(Generated)
public struct StoryboardBundleCheck {
    /// One thing the check looks at.
    public struct Item {
        fileprivate let check: @MainActor (inout StoryboardBundleCheck) -> Void

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

        /// That `runtimeName`, the class the storyboard names for the object `id` (an `element` of the scene `scene`),
        /// is `expected`, the class the generated code names; with `expected` `nil` (an Objective-C class the generated
        /// code cannot name), that a class of that name exists.
        public static func objectClass(
            _ runtimeName: String, _ expected: AnyClass?, id: String, element: String, scene: String, in storyboard: any StoryboardName
        ) -> Item {
            Item { $0.checkObjectClass(runtimeName, expected: expected, id: id, element: element, scene: scene, storyboard: storyboard.name) }
        }

        /// That `target` implements each of `selectors`, the actions the scene's controls send it.
        public static func actions(_ selectors: [String], to target: AnyClass, scene: String, in storyboard: any StoryboardName) -> Item {
            actions(selectors, to: target, at: Place(scene: scene, of: storyboard))
        }

        /// That one of `candidates` (the app's classes the storyboards name, in lists) or of the framework's responders
        /// implements each of `selectors`, the actions the scene sends to the first responder. A selector none of them
        /// implements is left unchecked, never a failure: a class no storyboard names (a document, the app delegate, a
        /// view made in code) may implement it.
        public static func firstResponderActions(_ selectors: [String], candidates: [AnyClass]..., scene: String,
                                                 in storyboard: any StoryboardName) -> Item {
            firstResponderActions(selectors, candidates: candidates.flatMap { $0 }, at: Place(scene: scene, of: storyboard))
        }

        /// That `source` implements `selector`, the `@IBSegueAction` that makes the destination of its segue `segue`.
        public static func segueAction(_ selector: String, of source: AnyClass, segue: String, scene: String,
                                       in storyboard: any StoryboardName) -> Item {
            Item { check in
                let controllerClass = check.framework == "AppKit" ? "NSViewController" : "UIViewController"
                check.ask({ $0.instancesRespond(source, selector) }, failing: .segueActionMissing(
                    scene: scene, source: TypeName.of(source), selector: selector, controllerClass: controllerClass),
                    identifier: segue, at: Place(scene: scene, of: storyboard))
            }
        }

        /// That key-value coding can set each of `properties` on instances of `owner`: the outlets the scene connects.
        public static func outlets(_ properties: [String], of owner: AnyClass, scene: String, in storyboard: any StoryboardName) -> Item {
            outlets(properties, of: owner, at: Place(scene: scene, of: storyboard))
        }

        /// That key-value coding can set the first key of each of `attributes` (a key path and its type as Interface
        /// Builder spells it, `"cornerRadius": "number"`) on instances of `owner`: the User Defined Runtime Attributes
        /// the scene sets.
        public static func runtimeAttributes(_ attributes: KeyValuePairs<String, String>, of owner: AnyClass, scene: String,
                                             in storyboard: any StoryboardName) -> Item {
            runtimeAttributes(attributes, of: owner, at: Place(scene: scene, of: storyboard))
        }

        /// That key-value coding can set the first key of each of `attributes` on instances of the framework class of
        /// the name `className` (`UIView`), which objects without a custom class are made as: keys an app's extension
        /// of that class declares. A class the Objective-C runtime does not find by that name leaves them unchecked.
        public static func runtimeAttributes(_ attributes: KeyValuePairs<String, String>, ofClassNamed className: String, scene: String,
                                             in storyboard: any StoryboardName) -> Item {
            runtimeAttributes(attributes, of: NSClassFromString(className), at: Place(scene: scene, of: storyboard))
        }

        /// That the storyboard's bundle holds each of `images` and each of `colors` (its asset catalog's named colors).
        public static func resources(images: [String], colors: [String], in storyboard: any StoryboardName) -> Item {
            resources(images: images, colors: colors, at: Place(scene: "", of: storyboard))
        }

        /// That the bundle holds `nib` compiled (`Name.nib`).
        public static func nib(_ nib: some NibName) -> Item {
            Item { check in
                check.checkedCount += 1
                let bundle = check.bundle ?? nib.bundle
                guard bundle.url(forResource: nib.name, withExtension: "nib") == nil else { return }
                check.failures.append(Place(nib).failure(nib.name, .nibMissing(bundle: bundle.bundlePath)))
            }
        }

        /// That `runtimeName` (`Module.Class`), the class `nib` names for its File's Owner or the object `id` (an
        /// `element`), is `expected`, the class the generated code names.
        public static func nibClass(_ runtimeName: String, _ expected: AnyClass, id: String, element: String, in nib: some NibName) -> Item {
            Item { check in
                check.checkedCount += 1
                let reason: StoryboardBundleFailure.Reason
                if let found = NSClassFromString(runtimeName) {
                    guard ObjectIdentifier(found) != ObjectIdentifier(expected) else { return }
                    reason = .nibClassDiffers(element: element, className: runtimeName, expected: String(reflecting: expected),
                                              found: String(reflecting: found))
                } else {
                    reason = .nibClassMissing(element: element, className: runtimeName)
                }
                check.failures.append(Place(nib).failure(id, reason))
            }
        }

        /// That key-value coding can set each of `properties` on instances of `owner` (File's Owner's class, or an
        /// object's): the outlets `nib` connects.
        public static func outlets(_ properties: [String], of owner: AnyClass, in nib: some NibName) -> Item {
            outlets(properties, of: owner, at: Place(nib))
        }

        /// That key-value coding can set the first key of each of `attributes` on instances of `owner`: the User
        /// Defined Runtime Attributes `nib` sets.
        public static func runtimeAttributes(_ attributes: KeyValuePairs<String, String>, of owner: AnyClass, in nib: some NibName) -> Item {
            runtimeAttributes(attributes, of: owner, at: Place(nib))
        }

        /// That key-value coding can set the first key of each of `attributes` on instances of the framework class of
        /// the name `className`, as for a storyboard.
        public static func runtimeAttributes(_ attributes: KeyValuePairs<String, String>, ofClassNamed className: String,
                                             in nib: some NibName) -> Item {
            runtimeAttributes(attributes, of: NSClassFromString(className), at: Place(nib))
        }

        /// That `target` implements each of `selectors`, the actions `nib`'s controls send it.
        public static func actions(_ selectors: [String], to target: AnyClass, in nib: some NibName) -> Item {
            actions(selectors, to: target, at: Place(nib))
        }

        /// That one of `candidates` or of the framework's responders implements each of `selectors`, the actions `nib`
        /// sends to the first responder; one none of them implements is left unchecked, as for a storyboard.
        public static func firstResponderActions(_ selectors: [String], candidates: [AnyClass], in nib: some NibName) -> Item {
            firstResponderActions(selectors, candidates: candidates, at: Place(nib))
        }

        /// That the nib's bundle holds each of `images` and each of `colors`.
        public static func resources(images: [String], colors: [String], in nib: some NibName) -> Item {
            resources(images: images, colors: colors, at: Place(nib))
        }

        // The bodies a storyboard's scene and a nib share.

        private static func actions(_ selectors: [String], to target: AnyClass, at place: Place) -> Item {
            Item { check in
                for selector in selectors {
                    check.ask({ $0.instancesRespond(target, selector) }, failing: .actionMissing(
                        scene: place.scene, target: TypeName.of(target), selector: selector), identifier: selector, at: place)
                }
            }
        }

        private static func firstResponderActions(_ selectors: [String], candidates: [AnyClass], at place: Place) -> Item {
            Item { check in
                for selector in selectors {
                    check.ask({ $0.anyClassResponds(candidates, selector) == true ? true : nil }, failing: .actionMissing(
                        scene: place.scene, target: "the first responder", selector: selector), identifier: selector, at: place)
                }
            }
        }

        private static func outlets(_ properties: [String], of owner: AnyClass, at place: Place) -> Item {
            Item { check in
                for property in properties {
                    check.ask({ $0.setsKey(owner, property) }, failing: .outletNotKeyValueCodingCompliant(
                        scene: place.scene, className: TypeName.of(owner), property: property), identifier: property, at: place)
                }
            }
        }

        private static func runtimeAttributes(_ attributes: KeyValuePairs<String, String>, of owner: AnyClass?, at place: Place) -> Item {
            Item { check in
                for (keyPath, type) in attributes {
                    let key = String(keyPath.prefix { $0 != "." })
                    guard let found = owner else {
                        check.uncheckedCount += 1
                        continue
                    }
                    let declaration = RuntimeAttributeDeclaration.of(key, type: type, appKit: check.framework == "AppKit")
                    check.ask({ $0.setsKey(found, key) }, failing: .runtimeAttributeNotKeyValueCodingCompliant(
                        scene: place.scene, className: TypeName.of(found), keyPath: keyPath, declaration: declaration),
                        identifier: keyPath, at: place)
                }
            }
        }

        private static func resources(images: [String], colors: [String], at place: Place) -> Item {
            Item { check in
                let bundle = check.bundle ?? place.bundle
                for name in images {
                    check.ask({ $0.hasImage(name, bundle) }, failing: .imageMissing(name: name), identifier: name, at: place)
                }
                for name in colors {
                    check.ask({ $0.hasColor(name, bundle) }, failing: .colorMissing(name: name), identifier: name, at: place)
                }
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
    }

    /// The framework that loads the storyboards, for the report.
    private let framework: String
    /// The bundle to check; `nil` for each storyboard's own.
    private let bundle: Bundle?
    /// Whether scenes with a storyboard ID are instantiated, or only looked up.
    private let instantiatesScenes: Bool
    /// What the platform answers of selectors, keys and named resources.
    private let runtime: StoryboardRuntime
    private var failures: [StoryboardBundleFailure] = []
    private var checkedCount = 0
    private var uncheckedCount = 0

    /// A check of `bundle` (each storyboard's own when `nil`) for `framework`.
    ///
    /// - Parameter instantiatingScenes: Whether each scene with a storyboard
    ///   ID is made from the bundle. With `false` (a scene whose
    ///   `init?(coder:)` cannot run alone), its ID is still looked up in the
    ///   compiled storyboard, and its class by name.
    ///   - runtime: What the platform answers of selectors, keys and named resources.
    public init(framework: String, bundle: Bundle?, instantiatingScenes: Bool, runtime: StoryboardRuntime = .unknown) {
        self.framework = framework
        self.bundle = bundle
        instantiatesScenes = instantiatingScenes
        self.runtime = runtime
    }

    /// Checks `item` now. The generated `checkBundle()` adds its items one statement each, which the compiler
    /// type-checks one at a time: one array literal of them costs it more the longer it grows.
    @MainActor
    public mutating func add(_ item: Item) {
        item.check(&self)
    }

    /// What the items added so far found.
    public var report: StoryboardBundleReport {
        StoryboardBundleReport(failures: failures, checkedCount: checkedCount, uncheckedCount: uncheckedCount, framework: framework)
    }

    /// Checks `items` in order, and reports what failed.
    @MainActor
    public func report(checking items: [Item]) -> StoryboardBundleReport {
        var check = self
        for item in items { check.add(item) }
        return check.report
    }

    @MainActor
    private mutating func checkScene(
        _ identifier: String, of storyboard: some StoryboardName, instantiate: @MainActor (Bundle) throws -> AnyObject
    ) {
        checkedCount += 1
        let bundle = bundle ?? storyboard.bundle
        let failure = { (reason: StoryboardBundleFailure.Reason) in
            StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier, reason: reason)
        }
        switch Self.identifiers(of: storyboard.name, in: bundle) {
        case .missing:
            failures.append(failure(.storyboardMissing(bundle: bundle.bundlePath)))
            return
        case .listed(let identifiers) where !identifiers.contains(identifier):
            failures.append(failure(.sceneMissing))
            return
        case .unlisted:
            failures.append(failure(.identifiersUnreadable))
            return
        case .listed:
            break
        }
        guard instantiatesScenes else { return }
        do {
            _ = try instantiate(bundle)
        } catch let error as StoryboardError {
            failures.append(failure(.storyboard(error)))
        } catch {
            failures.append(failure(.instantiation(String(describing: error))))
        }
    }

    /// Checks the class a storyboard names, `runtimeName`, against `expected`: a scene's, or
    /// (`prototypeOf` its scene) a prototype's.
    private mutating func checkClass(
        _ runtimeName: String, expected: AnyClass, identifier: String, storyboard: String, prototypeOf scene: String?
    ) {
        checkedCount += 1
        let reason: StoryboardBundleFailure.Reason
        if let found = NSClassFromString(runtimeName) {
            guard ObjectIdentifier(found) != ObjectIdentifier(expected) else { return }
            let (expectedName, foundName) = (String(reflecting: expected), String(reflecting: found))
            reason = if let scene {
                .prototypeClassDiffers(scene: scene, className: runtimeName, expected: expectedName, found: foundName)
            } else {
                .sceneClassDiffers(className: runtimeName, expected: expectedName, found: foundName)
            }
        } else {
            reason = if let scene { .prototypeClassMissing(scene: scene, className: runtimeName) } else { .sceneClassMissing(className: runtimeName) }
        }
        failures.append(StoryboardBundleFailure(storyboard: storyboard, identifier: identifier, reason: reason))
    }

    /// Asks the runtime one question: `true` passes, `false` is `failure` at `place`, `nil` leaves it to a device.
    @MainActor
    private mutating func ask(_ question: @MainActor (StoryboardRuntime) -> Bool?, failing failure: StoryboardBundleFailure.Reason,
                              identifier: String, at place: Place) {
        switch question(runtime) {
        case true?: checkedCount += 1
        case false?:
            checkedCount += 1
            failures.append(place.failure(identifier, failure))
        case nil: uncheckedCount += 1
        }
    }

    /// Checks the class a storyboard names for an object, `runtimeName`, against `expected`.
    private mutating func checkObjectClass(
        _ runtimeName: String, expected: AnyClass?, id: String, element: String, scene: String, storyboard: String
    ) {
        checkedCount += 1
        let reason: StoryboardBundleFailure.Reason
        if let found = NSClassFromString(runtimeName) {
            guard let expected, ObjectIdentifier(found) != ObjectIdentifier(expected) else { return }
            reason = .objectClassDiffers(scene: scene, element: element, className: runtimeName, expected: String(reflecting: expected),
                                         found: String(reflecting: found))
        } else {
            reason = .objectClassMissing(scene: scene, element: element, className: runtimeName)
        }
        failures.append(StoryboardBundleFailure(storyboard: storyboard, identifier: id, reason: reason))
    }

    /// What a bundle says of a storyboard's IDs.
    private enum Identifiers {
        /// The bundle has no compiled storyboard of that name.
        case missing
        /// The compiled storyboard lists its IDs.
        case listed(Set<String>)
        /// The compiled storyboard is there, in a layout that lists no IDs the check can read.
        case unlisted
    }

    /// The IDs `<name>.storyboardc/Info.plist` maps to their compiled files (its
    /// `…IdentifiersToNibNames` dictionary), when the compiled storyboard is in `bundle`.
    private static func identifiers(of name: String, in bundle: Bundle) -> Identifiers {
        guard let compiled = bundle.url(forResource: name, withExtension: "storyboardc") else { return .missing }
        guard let data = try? Data(contentsOf: compiled.appendingPathComponent("Info.plist")),
              let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let names = info.first(where: { $0.key.hasSuffix("IdentifiersToNibNames") })?.value as? [String: Any]
        else { return .unlisted }
        return .listed(Set(names.keys))
    }
}

/// Where a check's names are: a scene of a storyboard, or a nib; and the bundle that holds the file.
private struct Place {
    /// The storyboard's or the nib's name.
    let name: String
    /// The scene, for a storyboard's failure; the nib's name for a nib's.
    let scene: String
    let isNib: Bool
    let bundle: Bundle

    /// The scene `scene` of `storyboard`.
    init(scene: String, of storyboard: any StoryboardName) {
        (name, self.scene, isNib, bundle) = (storyboard.name, scene, false, storyboard.bundle)
    }

    /// The nib `nib`.
    init(_ nib: some NibName) {
        (name, scene, isNib, bundle) = (nib.name, nib.name, true, nib.bundle)
    }

    /// A failure of `identifier` here.
    func failure(_ identifier: String, _ reason: StoryboardBundleFailure.Reason) -> StoryboardBundleFailure {
        isNib ? StoryboardBundleFailure(nib: name, identifier: identifier, reason: reason)
              : StoryboardBundleFailure(storyboard: name, identifier: identifier, reason: reason)
    }
}
