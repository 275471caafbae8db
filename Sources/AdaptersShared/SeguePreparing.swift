#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import Prepared

// One body for PreparedUIKit and PreparedAppKit: `PlatformSegueSource` and
// `PlatformStoryboardSegue` are UIKit's or AppKit's (each adapter's `Platform.swift`).

/// A controller whose segues run Prepared's preparation steps: for any
/// `UIViewController` subclass, or any `NSViewController` or
/// `NSWindowController` subclass, with one line in its `prepare(for:sender:)`.
///
/// ``PreparedViewController`` adopts it (and `PreparedWindowController` in
/// `PreparedAppKit`). A table, collection, page, tab bar, split, tab view or
/// hosting controller adopts it and calls ``prepareDestination(of:)``:
///
/// ```swift
/// final class ContactsTableController: UITableViewController, SeguePreparing {
///     var prepCtxContactID: Int? = 7
///
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         super.prepare(for: segue, sender: sender)
///         prepareDestination(of: segue)
///     }
/// }
/// ```
///
/// (In AppKit, the same with `NSSplitViewController` and `NSStoryboardSegue`.)
/// Its requirements, ``DestinationPreparing/preparationPipeline`` and
/// ``DestinationPreparing/preparationDidFail(_:)``, have defaults.
/// Adopt ``WorkflowCarrying`` too (one stored `var workflow = WorkflowValues()`)
/// for the controller to pass workflow values on.
@MainActor
public protocol SeguePreparing: PlatformSegueSource, DestinationPreparing {}

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's
    /// destination, or into the controllers it shows when the destination is
    /// a window controller or a container (`UIKitContainers`,
    /// `AppKitContainers`); a failure goes to
    /// ``DestinationPreparing/preparationDidFail(_:)``.
    ///
    /// Call it from `prepare(for:sender:)`, which the framework calls before
    /// the segue shows its destination: UIKit before it loads the
    /// destination's view, so the destination's `viewDidLoad` runs after
    /// every step; AppKit before it shows the sheet, popover, modal window or
    /// window.
    public func prepareDestination(of segue: PlatformStoryboardSegue) {
        do {
            try prepareDestinationOrThrow(of: segue)
        } catch {
            preparationDidFail(error)
        }
    }

    /// Runs the preparation steps as ``prepareDestination(of:)`` does, and
    /// throws instead of calling ``DestinationPreparing/preparationDidFail(_:)``.
    ///
    /// - Throws: ``TransitionError`` naming the step that failed; every
    ///   destination is left as it was.
    public func prepareDestinationOrThrow(of segue: PlatformStoryboardSegue) throws(TransitionError) {
        try prepareDestinations(Platform.controllersToPrepare(through: segue).map { Segue(segue, from: self, preparing: $0) })
    }
}
#endif
