#if canImport(UIKit) && !os(watchOS)
// The files this adapter shares with the other one (`Shared`) compile only under PREPARED_UIKIT, which
// the manifest sets for this target: without it they would compile to nothing, and the adapter
// would lose its base classes without a word.
#if !PREPARED_UIKIT
#error("PreparedUIKit is built without the define PREPARED_UIKIT, which its target in Package.swift sets: swiftSettings: [.define(\"PREPARED_UIKIT\")].")
#endif
import UIKit
#if canImport(SwiftUI)
import SwiftUI
#endif

// UIKit under the names of the code PreparedUIKit shares with PreparedAppKit
// (`Sources/AdaptersShared`, a symbolic link `Shared` in each adapter): every
// difference between the two adapters' base classes is in this file and in
// PreparedAppKit's `Platform.swift`.
//
// The `_Platform…` type aliases are public because the shared declarations'
// headers name them (a public class's superclass, a public protocol's
// refinement and a public function's generic constraint must be public), and
// underscored, which keeps them out of the API reference, whose declarations
// show the platform's own type in their place. Every public parameter names
// UIKit's own types, in this adapter's own files (`SeguePreparing+UIKit.swift`,
// `SegueMatch+UIKit.swift`) or, inside a shared class, under `#if PREPARED_UIKIT`.

/// The segue a storyboard passes to `prepare(for:sender:)`: `UIStoryboardSegue`.
typealias PlatformStoryboardSegue = UIStoryboardSegue

/// A nib, as a table or collection view registers it: `UINib`.
typealias PlatformNib = UINib

/// What a ``SeguePreparing`` controller is: a `UIViewController`.
public typealias _PlatformSegueSource = UIViewController

/// The superclass of ``PreparedViewController``.
public typealias _PlatformViewController = UIViewController

/// What a scene holds, and so what `instantiate(_:)` returns: a `UIViewController`.
public typealias _PlatformSceneController = UIViewController

#if canImport(SwiftUI)
/// The superclass of ``PreparedHostingController``.
public typealias _PlatformHostingController<Content: View> = UIHostingController<Content>
#endif

/// What the shared base classes ask of UIKit.
enum Platform {
    /// The framework, for the bundle check's report and the error of a scene
    /// it loaded without the typed storyboard API.
    static let framework = InterfaceFramework.uiKit

    /// A new controller from the scene `identifier` of `storyboard`.
    @MainActor
    static func controller(in storyboard: some StoryboardName, bundle: Bundle?, identifier: String) -> Any {
        UIStoryboard(storyboard, bundle: bundle).instantiateViewController(withIdentifier: identifier)
    }

    /// A new controller made by `creator` from the scene `identifier` of `storyboard`.
    @MainActor
    static func controller<Controller: UIViewController>(
        in storyboard: some StoryboardName, bundle: Bundle?, identifier: String, creator: @escaping (NSCoder) -> Controller?
    ) -> Any {
        UIStoryboard(storyboard, bundle: bundle).instantiateViewController(identifier: identifier) { coder -> UIViewController? in
            creator(coder)
        }
    }

    /// A new controller from the initial scene of `storyboard`, if it has one.
    @MainActor
    static func initialController(in storyboard: some StoryboardName, bundle: Bundle?) -> Any? {
        UIStoryboard(storyboard, bundle: bundle).instantiateInitialViewController()
    }

    /// A new view controller made by `creator` from the initial scene of `storyboard`, if it has one.
    @MainActor
    static func initialController<Controller: UIViewController>(
        in storyboard: some StoryboardName, bundle: Bundle?, creator: @escaping (NSCoder) -> Controller?
    ) -> Any? {
        UIStoryboard(storyboard, bundle: bundle).instantiateInitialViewController { coder -> UIViewController? in creator(coder) }
    }

    /// What a segue shows: its destination, as the framework gives it.
    @MainActor
    static func destination(of segue: PlatformStoryboardSegue) -> AnyObject {
        segue.destination
    }

    /// The nib `nib` names, for a view to register. UIKit reads the file when it first makes a view from it, so
    /// this is never `nil`.
    @MainActor
    static func nib(_ nib: any NibName) -> UINib? {
        UINib(nib)
    }

    /// The framework's classes that may receive an action sent to the first responder, besides the app's.
    static var responderClasses: [AnyClass] {
        var classes: [AnyClass] = [UIApplication.self, UIResponder.self, UIViewController.self, UIView.self]
        #if canImport(ObjectiveC)
        classes += [UITextField.self, UITextView.self]
        #endif
        return classes
    }

    /// Whether `bundle` holds an image named `name`, as a storyboard's image view loads it.
    @MainActor
    static func hasImage(named name: String, in bundle: Bundle) -> Bool? {
        UIImage(named: name, in: bundle, compatibleWith: nil) != nil
    }

    /// Whether `bundle`'s asset catalog holds a color named `name`.
    @MainActor
    static func hasColor(named name: String, in bundle: Bundle) -> Bool? {
        UIColor(named: name, in: bundle, compatibleWith: nil) != nil
    }

    /// The controllers a segue prepares: its destination, or those a container destination shows.
    @MainActor
    static func controllersToPrepare(through segue: PlatformStoryboardSegue) -> [AnyObject] {
        UIKitContainers.controllersToPrepare(in: segue.destination)
    }

    /// The controllers showing `destination` prepares: itself, or those it shows when it is a container.
    @MainActor
    static func controllersToPrepare(in destination: AnyObject) -> [AnyObject] {
        (destination as? UIViewController).map(UIKitContainers.controllersToPrepare) ?? [destination]
    }
}

extension UINib {
    /// The nib named by a typed value, in its own bundle.
    convenience init(_ nib: any NibName) {
        self.init(nibName: nib.name, bundle: nib.bundle)
    }
}
#endif
