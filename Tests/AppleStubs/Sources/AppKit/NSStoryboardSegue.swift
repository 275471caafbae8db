import Foundation

/// Stub of `NSSeguePerforming` (Apple: `protocol NSSeguePerforming : NSObjectProtocol`, not
/// main-actor isolated: the documentation and the SDK's header declare no isolation).
///
/// Its three requirements are `optional` in AppKit, which Swift without Objective-C cannot declare:
/// the stub declares none, and `NSViewController` and `NSWindowController` declare the methods, as
/// Swift imports them into both classes.
public protocol NSSeguePerforming: NSObjectProtocol {}

/// Stub of `NSStoryboardSegue` (Apple: `class NSStoryboardSegue`, a subclass of NSObject, not main-actor
/// isolated, unlike UIKit's `@MainActor class UIStoryboardSegue`). Its stand-ins below show
/// their destinations on the main actor, which AppKit calls `perform()` on.
open class NSStoryboardSegue: NSObject {
    // Apple: `typealias Identifier = String`
    public typealias Identifier = String

    private let segueIdentifier: NSStoryboardSegue.Identifier
    private let source: Any
    private let destination: Any

    // Apple: `init(identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any)`
    public init(identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any) {
        segueIdentifier = identifier
        source = sourceController
        destination = destinationController
        super.init()
    }

    // Apple: `var identifier: NSStoryboardSegue.Identifier? { get }`
    open var identifier: NSStoryboardSegue.Identifier? { segueIdentifier }
    // Apple: `var sourceController: Any { get }`
    open var sourceController: Any { source }
    // Apple: `var destinationController: Any { get }`
    open var destinationController: Any { destination }

    // Apple: `func perform()`
    open func perform() {}

    /// Not AppKit API: the view controller that presents from the source: the source itself, or a
    /// window controller's content view controller.
    @MainActor
    var stubPresenter: NSViewController? {
        (sourceController as? NSViewController) ?? (sourceController as? NSWindowController)?.contentViewController
    }
}

// AppKit's segue classes for storyboard kinds are private; these stand-ins carry their names.

/// Stand-in for AppKit's show segue: a window controller shows its window; a view controller is
/// shown in a new window.
final class NSStoryboardShowSegue: NSStoryboardSegue {
    override func perform() {
        nonisolated(unsafe) let segue = self  // AppKit performs a segue on the main thread: so does the stub
        MainActor.assumeIsolated {
            if let window = segue.destinationController as? NSWindowController {
                window.showWindow(nil)
            } else if let controller = segue.destinationController as? NSViewController {
                NSWindowController(window: NSWindow(contentViewController: controller)).showWindow(nil)
            }
        }
    }
}

/// Stand-in for AppKit's sheet segue: the source presents the destination as a sheet.
final class NSStoryboardSheetSegue: NSStoryboardSegue {
    override func perform() {
        nonisolated(unsafe) let segue = self  // AppKit performs a segue on the main thread: so does the stub
        MainActor.assumeIsolated {
            guard let controller = segue.destinationController as? NSViewController else { return }
            segue.stubPresenter?.presentAsSheet(controller)
        }
    }
}

/// Stand-in for AppKit's modal segue: a modal window.
final class NSStoryboardModalSegue: NSStoryboardSegue {
    override func perform() {
        nonisolated(unsafe) let segue = self  // AppKit performs a segue on the main thread: so does the stub
        MainActor.assumeIsolated {
            if let window = segue.destinationController as? NSWindowController {
                window.showWindow(nil)
            } else if let controller = segue.destinationController as? NSViewController {
                segue.stubPresenter?.presentAsModalWindow(controller)
            }
        }
    }
}

/// Stand-in for AppKit's popover segue (`present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)`,
/// which the stubs do not declare: the adapter does not call it).
final class NSStoryboardPopoverSegue: NSStoryboardSegue {
    override func perform() {
        nonisolated(unsafe) let segue = self  // AppKit performs a segue on the main thread: so does the stub
        MainActor.assumeIsolated {
            guard let controller = segue.destinationController as? NSViewController else { return }
            segue.stubPresenter?.stubPresent(controller)
        }
    }
}
