#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's
    /// destination, or into the controllers it shows when the destination is
    /// a window controller or a container (a window's content, a tab view's
    /// selected tab, each split view item); a failure goes to
    /// ``DestinationPreparing/preparationDidFail(_:)``.
    ///
    /// Call it from `prepare(for:sender:)`, which AppKit calls before
    /// the segue shows its destination as a sheet, a popover, a modal window or in
    /// a window.
    public func prepareDestination(of segue: NSStoryboardSegue) {
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
    public func prepareDestinationOrThrow(of segue: NSStoryboardSegue) throws(TransitionError) {
        try prepareDestinations(through: segue)
    }
}
#endif
