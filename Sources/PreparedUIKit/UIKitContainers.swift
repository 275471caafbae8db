#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Which controllers a segue into a container prepares: the ones the user will see.
///
/// - a `UINavigationController`: its top controller, which for a navigation
///   controller fresh from a storyboard is its root;
/// - a `UITabBarController`: its selected tab (the first, unless the
///   storyboard selects another);
/// - a `UISplitViewController`: each of its `viewControllers`, the primary
///   first, then the secondary;
///
/// each looked into again when it is itself a container (a tab holding a
/// navigation controller prepares that navigation controller's root). Any
/// other controller is prepared itself.
package enum UIKitContainers {
    /// The controllers a segue whose destination is `controller` prepares, in order.
    @MainActor
    package static func controllersToPrepare(in controller: UIViewController) -> [UIViewController] {
        if let navigation = controller as? UINavigationController {
            return navigation.topViewController.map(controllersToPrepare) ?? []
        }
        if let tabs = controller as? UITabBarController {
            return tabs.selectedViewController.map(controllersToPrepare) ?? []
        }
        if let split = controller as? UISplitViewController {
            return split.viewControllers.flatMap(controllersToPrepare)
        }
        return [controller]
    }
}
#endif
