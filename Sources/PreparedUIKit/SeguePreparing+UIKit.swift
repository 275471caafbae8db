#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SeguePreparing {
    /// Runs the preparation steps from this controller into the segue's
    /// destination, or into the controllers it shows when the destination is
    /// a container (a navigation controller's top controller, a tab bar's
    /// selected tab, a split view's controllers); a failure goes to
    /// ``SegueSource/preparationDidFail(_:)``.
    ///
    /// Call it from `prepare(for:sender:)`, which UIKit calls before
    /// the segue shows its destination, before it loads the destination's view,
    /// so the destination's `viewDidLoad` runs after every step.
    public func prepareDestination(of segue: UIStoryboardSegue) {
        do {
            try prepareDestinations(through: segue)
        } catch {
            preparationDidFail(error)
        }
    }
}
#endif
