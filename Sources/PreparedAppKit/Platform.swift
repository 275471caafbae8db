#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// The files this adapter shares with the other one (`Shared`) compile only under PREPARED_APPKIT, which
// the manifest sets for this target: without it they would compile to nothing, and the adapter
// would lose its base classes without a word.
#if !PREPARED_APPKIT
#error("PreparedAppKit is built without the define PREPARED_APPKIT, which its target in Package.swift sets: swiftSettings: [.define(\"PREPARED_APPKIT\")].")
#endif
import AppKit
#if canImport(SwiftUI)
import SwiftUI
#endif

// AppKit under the names of the code PreparedAppKit shares with PreparedUIKit
// (`Sources/AdaptersShared`, a symbolic link `Shared` in each adapter): every
// difference between the two adapters' base classes is in this file and in
// PreparedUIKit's `Platform.swift`.
//
// The `_Platform…` type aliases are public because the shared declarations'
// headers name them (a public class's superclass, a public protocol's
// refinement and a public function's generic constraint must be public), and
// underscored, which keeps them out of the API reference, whose declarations
// show the platform's own type in their place. Every public parameter names
// AppKit's own types, in this adapter's own files (`SeguePreparing+AppKit.swift`,
// `SegueMatch+AppKit.swift`) or, inside a shared class, under `#if PREPARED_APPKIT`.

/// The segue a storyboard passes to `prepare(for:sender:)`: `NSStoryboardSegue`.
typealias PlatformStoryboardSegue = NSStoryboardSegue

/// A nib, as a table or collection view registers it: `NSNib`.
typealias PlatformNib = NSNib

/// What a ``SeguePreparing`` controller is: an `NSSeguePerforming`, a view
/// or a window controller.
public typealias _PlatformSegueSource = NSSeguePerforming

/// The superclass of ``PreparedViewController``.
public typealias _PlatformViewController = NSViewController

/// What a scene holds, and so what `instantiate(_:)` returns: a view or a
/// window controller (`NSResponder`, their common superclass).
public typealias _PlatformSceneController = NSResponder

#if canImport(SwiftUI)
/// The superclass of ``PreparedHostingController``.
public typealias _PlatformHostingController<Content: View> = NSHostingController<Content>
#endif

/// What the shared base classes ask of AppKit.
enum Platform {
    /// The framework, for the bundle check's report and the error of a scene
    /// it loaded without the typed storyboard API.
    static let framework = InterfaceFramework.appKit

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

    /// The nib `nib` names, loaded from its bundle; `nil` when the bundle lacks it.
    static func nib(_ nib: any NibName) -> NSNib? {
        NSNib(nibNamed: nib.name, bundle: nib.bundle)
    }

    /// The framework's classes that may receive an action sent to the first responder, besides the app's: the
    /// application, windows and their controllers, views, and where AppKit is real, its text and document classes.
    static var responderClasses: [AnyClass] {
        var classes: [AnyClass] = [NSApplication.self, NSResponder.self, NSWindow.self, NSWindowController.self, NSViewController.self,
                                   NSView.self, NSSplitViewController.self, NSTabViewController.self]
        #if canImport(ObjectiveC)
        classes += [NSTextView.self, NSTextField.self, NSDocument.self, NSDocumentController.self, NSFontManager.self]
        #endif
        return classes
    }

    /// Whether `bundle` holds an image named `name`, as a storyboard's image view loads it.
    @MainActor
    static func hasImage(named name: String, in bundle: Bundle) -> Bool? {
        // AppKit's own named images (`NSTrashEmpty`, `NSApplicationIcon`) are in no bundle of the app.
        bundle.image(forResource: name) != nil || NSImage(named: name) != nil
    }

    /// Whether `bundle`'s asset catalog holds a color named `name`.
    @MainActor
    static func hasColor(named name: String, in bundle: Bundle) -> Bool? {
        NSColor(named: name, bundle: bundle) != nil
    }

    /// The controllers a segue prepares: its destination, or those a container destination shows.
    @MainActor
    static func controllersToPrepare(through segue: PlatformStoryboardSegue) -> [AnyObject] {
        AppKitContainers.controllersToPrepare(in: segue.destinationController)
    }

    /// The controllers showing `destination` prepares: itself, or those it shows when it is a container.
    @MainActor
    static func controllersToPrepare(in destination: AnyObject) -> [AnyObject] {
        AppKitContainers.controllersToPrepare(in: destination)
    }
}
#endif
