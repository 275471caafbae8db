#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Which controllers a segue prepares: the ones the user will see.
///
/// - an `NSWindowController`: its `contentViewController` (the window
///   controller itself when it has none);
/// - an `NSTabViewController`: the view controller of its selected tab (the
///   first, unless the storyboard selects another);
/// - an `NSSplitViewController`: the view controller of each split view item,
///   in order;
///
/// each looked into again when it is itself a container (a window whose
/// content is a split view prepares each split item). Any other controller is
/// prepared itself.
package enum AppKitContainers {
    /// The controllers a segue whose `destinationController` is `destination`
    /// prepares, in order.
    @MainActor
    package static func controllersToPrepare(in destination: Any) -> [AnyObject] {
        if let window = destination as? NSWindowController {
            return window.contentViewController.map(controllersToPrepare) ?? [window]
        }
        if let tabs = destination as? NSTabViewController {
            let index = tabs.selectedTabViewItemIndex
            guard tabs.tabViewItems.indices.contains(index), let selected = tabs.tabViewItems[index].viewController else { return [] }
            return controllersToPrepare(in: selected)
        }
        if let split = destination as? NSSplitViewController {
            return split.splitViewItems.flatMap { controllersToPrepare(in: $0.viewController) }
        }
        guard type(of: destination) is AnyClass else { return [] }
        return [destination as AnyObject]
    }
}
#endif
