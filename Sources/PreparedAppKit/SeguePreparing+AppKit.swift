#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's
    /// destination, or into the controllers it shows when the destination is
    /// a window controller or a container (a window's content, a tab view's
    /// selected tab, each split view item); a failure goes to
    /// ``SegueSource/preparationDidFail(_:)``.
    ///
    /// Call it from `prepare(for:sender:)`, which AppKit calls before
    /// the segue shows its destination as a sheet, a popover, a modal window or in
    /// a window.
    public func prepareDestination(of segue: NSStoryboardSegue) {
        do {
            try prepareDestinations(through: segue)
        } catch {
            preparationDidFail(error)
        }
    }
}
#endif
