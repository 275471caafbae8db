#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view controller whose segues run Prepared's preparation steps: for any
/// `UIViewController` subclass, with one line in its `prepare(for:sender:)`.
///
/// ``PreparedViewController`` adopts it. A table, collection, page, tab bar,
/// split or hosting controller adopts it and calls ``prepareDestination(of:)``:
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
/// Its requirements, ``DestinationPreparing/preparationPipeline`` and
/// ``DestinationPreparing/preparationDidFail(_:)``, have defaults.
/// Adopt ``WorkflowCarrying`` too (one stored `var workflow = WorkflowValues()`)
/// for the controller to pass workflow values on.
@MainActor
public protocol SeguePreparing: UIViewController, DestinationPreparing {}

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's
    /// destination, or into the controllers it shows when the destination is
    /// a container (``UIKitContainers``); a failure goes to ``preparationDidFail(_:)``.
    ///
    /// Call it from `prepare(for:sender:)`, which UIKit calls before it loads
    /// the destination's view, so the destination's `viewDidLoad` runs after
    /// every step.
    public func prepareDestination(of segue: UIStoryboardSegue) {
        do {
            try prepareDestinationOrThrow(of: segue)
        } catch {
            preparationDidFail(error)
        }
    }

    /// Runs the preparation steps as ``prepareDestination(of:)`` does, and
    /// throws instead of calling ``preparationDidFail(_:)``.
    ///
    /// - Throws: ``TransitionError`` naming the step that failed; every
    ///   destination is left as it was.
    public func prepareDestinationOrThrow(of segue: UIStoryboardSegue) throws(TransitionError) {
        try prepareDestinations(UIKitContainers.controllersToPrepare(in: segue.destination).map { Segue(segue, preparing: $0) })
    }
}
#endif
