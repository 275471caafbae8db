#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#if canImport(SwiftUI)
import SwiftUI
#endif

// AppKit under the names of the code PreparedAppKit shares with PreparedUIKit
// (`Sources/AdaptersShared`, a symbolic link `Shared` in each adapter): every
// difference between the two adapters' base classes is in this file and in
// PreparedUIKit's `Platform.swift`.
//
// The type aliases are public because the shared classes' declarations name
// them (a public class's superclass and its open methods' parameters must be
// public); an app writes AppKit's own names.

/// The segue a storyboard passes to `prepare(for:sender:)`: `NSStoryboardSegue`.
public typealias PlatformStoryboardSegue = NSStoryboardSegue

/// What a ``SeguePreparing`` controller is: an `NSSeguePerforming`, a view
/// or a window controller.
public typealias PlatformSegueSource = NSSeguePerforming

/// The superclass of ``PreparedViewController``.
public typealias PlatformViewController = NSViewController

/// What a scene holds, and so what `instantiate(_:)` returns: a view or a
/// window controller (`NSResponder`, their common superclass).
public typealias PlatformSceneController = NSResponder

#if canImport(SwiftUI)
/// The superclass of ``PreparedHostingController``.
public typealias PlatformHostingController<Content: View> = NSHostingController<Content>
#endif

/// What the shared base classes ask of AppKit.
enum Platform {
    /// The framework's name, for the error of a scene it loaded without the
    /// typed storyboard API.
    static let framework = "AppKit"

    /// A new controller from the scene `identifier` of `storyboard`.
    @MainActor
    static func controller(in storyboard: some StoryboardName, bundle: Bundle?, identifier: String) -> Any {
        NSStoryboard(storyboard, bundle: bundle).instantiateController(withIdentifier: identifier)
    }

    /// A new view controller made by `creator` from the scene `identifier` of `storyboard`.
    @MainActor
    static func controller<Controller: NSViewController>(
        in storyboard: some StoryboardName, bundle: Bundle?, identifier: String, creator: @escaping (NSCoder) -> Controller?
    ) -> Any {
        NSStoryboard(storyboard, bundle: bundle).instantiateController(identifier: identifier) { coder -> NSViewController? in
            creator(coder)
        }
    }

    /// A new controller from the initial scene of `storyboard`, if it has one.
    @MainActor
    static func initialController(in storyboard: some StoryboardName, bundle: Bundle?) -> Any? {
        NSStoryboard(storyboard, bundle: bundle).instantiateInitialController()
    }

    /// A new view controller made by `creator` from the initial scene of `storyboard`, if it has one.
    @MainActor
    static func initialController<Controller: NSViewController>(
        in storyboard: some StoryboardName, bundle: Bundle?, creator: @escaping (NSCoder) -> Controller?
    ) -> Any? {
        NSStoryboard(storyboard, bundle: bundle).instantiateInitialController { coder -> NSViewController? in creator(coder) }
    }

    /// What a segue shows: its destination, as the framework gives it.
    @MainActor
    static func destination(of segue: PlatformStoryboardSegue) -> AnyObject {
        segue.destinationController as AnyObject
    }

    /// The controllers a segue prepares: its destination, or those a container destination shows.
    @MainActor
    static func controllersToPrepare(through segue: PlatformStoryboardSegue) -> [AnyObject] {
        AppKitContainers.controllersToPrepare(in: segue.destinationController)
    }
}
#endif
