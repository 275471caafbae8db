#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's
    /// destination, or into the controllers it shows when the destination is
    /// a container (a navigation controller's top controller, a tab bar's
    /// selected tab, a split view's controllers); a failure goes to
    /// ``DestinationPreparing/preparationDidFail(_:)``.
    ///
    /// Call it from `prepare(for:sender:)`, which UIKit calls before
    /// the segue shows its destination, before it loads the destination's view,
    /// so the destination's `viewDidLoad` runs after every step.
    public func prepareDestination(of segue: UIStoryboardSegue) {
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
    public func prepareDestinationOrThrow(of segue: UIStoryboardSegue) throws(TransitionError) {
        try prepareDestinations(through: segue)
    }
}
#endif
