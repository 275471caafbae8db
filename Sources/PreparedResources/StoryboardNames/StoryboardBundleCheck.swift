import Foundation

/// The check of the built bundle that the generated `Storyboards.checkBundle()`
/// runs: what it lists, one ``Item`` a scene, a class or a class's connections,
/// checked in order (the items are in `StoryboardBundleCheck+Item.swift`).
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
    // What the items (`StoryboardBundleCheck+Item.swift`) read and add to.

    /// The framework that loads the storyboards and nibs.
    let framework: InterfaceFramework
    /// The bundle to check; `nil` for each storyboard's own.
    let bundle: Bundle?
    /// Whether scenes with a storyboard ID are instantiated, or only looked up.
    private let instantiatesScenes: Bool
    /// What the platform answers of class names, selectors, keys and named resources.
    let runtime: StoryboardRuntime
    var failures: [StoryboardBundleFailure] = []
    var checkedCount = 0
    var uncheckedCount = 0

    /// A check of `bundle` (each storyboard's own when `nil`) for `framework`.
    ///
    /// - Parameters:
    ///   - framework: The framework that loads the files, UIKit or AppKit.
    ///   - bundle: The bundle to check; `nil` for each storyboard's own.
    ///   - instantiatingScenes: Whether each scene with a storyboard ID is made from the bundle. With `false` (a scene
    ///     whose `init?(coder:)` cannot run alone), its ID is still looked up in the compiled storyboard, and its class
    ///     by name.
    ///   - runtime: What the platform answers of selectors, keys and named resources.
    package init(framework: InterfaceFramework, bundle: Bundle?, instantiatingScenes: Bool, runtime: StoryboardRuntime = .unknown) {
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
        StoryboardBundleReport(failures: failures, checkedCount: checkedCount, uncheckedCount: uncheckedCount, framework: framework.name)
    }

    /// Checks `items` in order, and reports what failed.
    @MainActor
    public func report(checking items: [Item]) -> StoryboardBundleReport {
        var check = self
        for item in items { check.add(item) }
        return check.report
    }

    @MainActor
    mutating func checkScene(
        _ identifier: String, of storyboard: some StoryboardName, instantiate: @MainActor (Bundle) throws -> AnyObject
    ) {
        checkedCount += 1
        let bundle = bundle ?? storyboard.bundle
        let failure = { (reason: StoryboardBundleFailure.Reason) in
            StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier, reason: reason)
        }
        switch Self.identifiers(of: storyboard.name, in: bundle) {
        case .missing:
            failures.append(failure(.missingStoryboard(bundle: bundle.bundlePath)))
            return
        case .listed(let identifiers) where !identifiers.contains(identifier):
            failures.append(failure(.missingScene))
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
    @MainActor
    mutating func checkClass(
        _ runtimeName: String, expected: AnyClass, identifier: String, storyboard: String, prototypeOf scene: String?
    ) {
        checkedCount += 1
        let reason: StoryboardBundleFailure.Reason
        if let found = runtime.classNamed(runtimeName) {
            guard ObjectIdentifier(found) != ObjectIdentifier(expected) else { return }
            let (expectedName, foundName) = (String(reflecting: expected), String(reflecting: found))
            reason = if let scene {
                .prototypeClassDiffers(scene: scene, className: runtimeName, expected: expectedName, found: foundName)
            } else {
                .sceneClassDiffers(className: runtimeName, expected: expectedName, found: foundName)
            }
        } else {
            reason = if let scene { .missingPrototypeClass(scene: scene, className: runtimeName) } else { .missingSceneClass(className: runtimeName) }
        }
        failures.append(StoryboardBundleFailure(storyboard: storyboard, identifier: identifier, reason: reason))
    }

    /// Checks the class a file names for an object, `runtimeName`, against `expected`, the class the generated code
    /// names; with `expected` `nil` (an Objective-C class the generated code cannot name), that a class of that name
    /// exists. The object is `id` of `place`: a storyboard's scene, or a nib.
    @MainActor
    mutating func checkObjectClass(_ runtimeName: String, expected: AnyClass?, id: String, element: String, at place: Item.Place) {
        checkedCount += 1
        let reason: StoryboardBundleFailure.Reason
        if let found = runtime.classNamed(runtimeName) {
            guard let expected, ObjectIdentifier(found) != ObjectIdentifier(expected) else { return }
            let (expectedName, foundName) = (String(reflecting: expected), String(reflecting: found))
            reason = place.isNib
                ? .nibClassDiffers(element: element, className: runtimeName, expected: expectedName, found: foundName)
                : .objectClassDiffers(scene: place.scene, element: element, className: runtimeName, expected: expectedName,
                                      found: foundName)
        } else {
            reason = place.isNib ? .missingNibClass(element: element, className: runtimeName)
                : .missingObjectClass(scene: place.scene, element: element, className: runtimeName)
        }
        failures.append(place.failure(id, reason))
    }

    /// The class `owner` names, found through the runtime when the file gives only its name, and the name a message
    /// gives it; `nil` for a name no class has.
    @MainActor
    func resolve(_ owner: Item.Owner) -> (type: AnyClass, name: String)? {
        switch owner {
        case .type(let type): (type, TypeName.of(type))
        case .named(let name): runtime.classNamed(name).map { ($0, name) }
        }
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
