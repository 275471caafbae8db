/// Stub of `UIBarItem` (Apple: `@MainActor class UIBarItem`, a subclass of NSObject).
@MainActor
open class UIBarItem: NSObject {}

/// Stub of `UIBarButtonItem` (Apple: `@MainActor class UIBarButtonItem`, a subclass of UIBarItem), for the outlets
/// and actions storyboards connect to navigation bar buttons.
@MainActor
open class UIBarButtonItem: UIBarItem {
    // Apple: `var isEnabled: Bool { get set }` (declared on UIBarItem)
    open var isEnabled = true
}
