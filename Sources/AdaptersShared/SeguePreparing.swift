#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import Prepared

// One body for PreparedUIKit and PreparedAppKit: `_PlatformSegueSource` and
// `PlatformStoryboardSegue` are UIKit's or AppKit's (each adapter's `Platform.swift`);
// `prepareDestination(of:)` takes each platform's segue in its own adapter (`SeguePreparing+UIKit.swift`).

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
/// Its requirements, ``SegueSource/preparationPipeline`` and
/// ``SegueSource/preparationDidFail(_:)``, have defaults.
/// Adopt ``WorkflowCarrying`` too (one stored `var workflow = WorkflowValues()`)
/// for the controller to pass workflow values on.
@MainActor
public protocol SeguePreparing: _PlatformSegueSource, SegueSource {}

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's destination, or into the controllers
    /// it shows: what each adapter's `prepareDestination(of:)` does with its platform's segue.
    func prepareDestinations(through segue: PlatformStoryboardSegue) throws(TransitionError) {
        try prepareDestinations(Platform.controllersToPrepare(through: segue).map { Segue(segue, from: self, preparing: $0) })
    }
}
#endif
