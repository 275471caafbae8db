#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import Prepared

// One body for PreparedUIKit and PreparedAppKit: `Platform` names the framework.

/// A check of the built app, run in its test target on a device or a
/// simulator: every scene with a storyboard ID is in the bundle and
/// instantiates from it as its class, and every scene's and prototype
/// cell's custom class is the one its storyboard names at run time.
///
/// `prepared-storyboard generate` writes `Storyboards.checkBundle()`, which
/// runs one check per scene and prototype; call it from a test:
///
/// ```swift
/// let report = Storyboards.checkBundle()
/// #expect(report.isValid, "\(report)")
/// ```
///
/// A storyboard the bundle lacks is one failure, and its scenes are not
/// instantiated: UIKit and AppKit raise an Objective-C exception, which Swift
/// cannot catch, for a storyboard or a storyboard ID they cannot find. For the
/// same reason a scene whose ID the compiled storyboard does not list, or
/// whose compiled storyboard lists no IDs the check can read, is a failure,
/// not an instantiation.
@MainActor
public struct StoryboardBundleCheck {
    /// What failed, one a line in the report.
    public private(set) var failures: [StoryboardBundleFailure] = []
    /// How many scenes and prototypes were checked.
    public private(set) var checkedCount = 0
    /// Whether scenes with a storyboard ID are instantiated, or only looked up.
    public let instantiatesScenes: Bool

    /// An empty check.
    ///
    /// - Parameter instantiatingScenes: Whether each scene with a storyboard
    ///   ID is made from the bundle. Pass `false` when a scene's
    ///   `init?(coder:)` cannot run alone (its controller takes its
    ///   dependencies from a creator, and its coder initializer traps): its ID
    ///   is still looked up in the compiled storyboard, and its class by name.
    public init(instantiatingScenes: Bool = true) {
        instantiatesScenes = instantiatingScenes
    }

    /// Whether everything checked passed.
    public var isValid: Bool { failures.isEmpty }

    /// Checks the scene `identifier` of `storyboard` in `bundle`: that the
    /// compiled storyboard is there and lists the ID, and that `instantiate`
    /// (the generated function) makes it as its class.
    public mutating func scene(
        _ identifier: String, of storyboard: some StoryboardName, in bundle: Bundle, instantiate: () throws -> AnyObject
    ) {
        checkedCount += 1
        switch Self.identifiers(of: storyboard.name, in: bundle) {
        case .missing:
            failures.append(StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier,
                                                    reason: .storyboardMissing(bundle: bundle.bundlePath)))
            return
        case .listed(let identifiers) where !identifiers.contains(identifier):
            failures.append(StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier, reason: .sceneMissing))
            return
        case .unlisted:
            failures.append(StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier, reason: .identifiersUnreadable))
            return
        case .listed:
            break
        }
        guard instantiatesScenes else { return }
        do {
            _ = try instantiate()
        } catch let error as StoryboardError {
            failures.append(StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier, reason: .storyboard(error)))
        } catch {
            failures.append(StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier,
                                                    reason: .instantiation(String(describing: error))))
        }
    }

    /// Checks that the class the storyboard names for the scene `scene`,
    /// `runtimeName` (`Module.Class`, as UIKit and AppKit look it up), is
    /// `expected`, the class the generated code names.
    public mutating func sceneClass(_ scene: String, in storyboard: some StoryboardName, runtimeName: String, expected: AnyClass) {
        checkedCount += 1
        if let reason = Self.classProblem(runtimeName, expected: expected, scene: scene, isPrototype: false) {
            failures.append(StoryboardBundleFailure(storyboard: storyboard.name, identifier: scene, reason: reason))
        }
    }

    /// Checks that the class the storyboard names for the prototype
    /// `identifier` of `scene`, `runtimeName` (`Module.Class`, as UIKit and
    /// AppKit look it up), is `expected`, the class the generated code names.
    public mutating func prototype(
        _ identifier: String, of scene: String, in storyboard: some StoryboardName, runtimeName: String, expected: AnyClass
    ) {
        checkedCount += 1
        if let reason = Self.classProblem(runtimeName, expected: expected, scene: scene, isPrototype: true) {
            failures.append(StoryboardBundleFailure(storyboard: storyboard.name, identifier: identifier, reason: reason))
        }
    }

    /// What is wrong with the class a storyboard names, `runtimeName`, against `expected`; `nil` when it is that class.
    private static func classProblem(_ runtimeName: String, expected: AnyClass, scene: String, isPrototype: Bool)
        -> StoryboardBundleFailure.Reason? {
        guard let found = NSClassFromString(runtimeName) else {
            return isPrototype ? .prototypeClassMissing(scene: scene, className: runtimeName) : .sceneClassMissing(className: runtimeName)
        }
        guard ObjectIdentifier(found) != ObjectIdentifier(expected) else { return nil }
        let (expectedName, foundName) = (String(reflecting: expected), String(reflecting: found))
        return isPrototype
            ? .prototypeClassDiffers(scene: scene, className: runtimeName, expected: expectedName, found: foundName)
            : .sceneClassDiffers(className: runtimeName, expected: expectedName, found: foundName)
    }

    /// The report of the check: what was checked, and each failure with its storyboard and identifier.
    public var report: StoryboardBundleReport {
        StoryboardBundleReport(failures: failures, checkedCount: checkedCount, framework: Platform.framework)
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
#endif
