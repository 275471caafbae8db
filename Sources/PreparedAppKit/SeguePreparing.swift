#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A view or window controller whose segues run Prepared's preparation steps:
/// for any `NSViewController` or `NSWindowController` subclass, with one line
/// in its `prepare(for:sender:)`.
///
/// ``PreparedViewController`` and ``PreparedWindowController`` adopt it. A
/// split view, tab view or hosting controller, or a window controller of your
/// own, adopts it and calls ``prepareDestination(of:)``:
///
/// ```swift
/// final class SidebarController: NSSplitViewController, SeguePreparing {
///     var prepCtxLibraryID: Int? = 7
///
///     override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
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
public protocol SeguePreparing: NSSeguePerforming, DestinationPreparing {}

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's
    /// destination, or into the controllers it shows when the destination is
    /// a window controller or a container (``AppKitContainers``); a failure
    /// goes to ``preparationDidFail(_:)``.
    ///
    /// Call it from `prepare(for:sender:)`, which AppKit calls before it
    /// performs the segue (shows the sheet, popover, modal window or window).
    public func prepareDestination(of segue: NSStoryboardSegue) {
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
    public func prepareDestinationOrThrow(of segue: NSStoryboardSegue) throws(TransitionError) {
        try prepareDestinations(AppKitContainers.controllersToPrepare(in: segue.destinationController)
            .map { Segue(segue, from: self, preparing: $0) })
    }
}
#endif
