import Foundation

/// Stub of `UIWindow` (Apple: `@MainActor class UIWindow`, a subclass of UIView): shows its root view
/// controller's view. Its other initializers (`init(frame:)`) are left out.
@MainActor
open class UIWindow: UIView {
    private weak var scene: UIWindowScene?
    private var isKey = false

    // Apple: `init(windowScene: UIWindowScene)` (iOS 13.0+)
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        scene = windowScene
        super.init()
    }

    // Apple: `weak var windowScene: UIWindowScene? { get set }` (iOS 13.0+); a computed property here, over
    // weak storage, which reads the same.
    @available(iOS 13.0, *)
    open var windowScene: UIWindowScene? {
        get { scene }
        set { scene = newValue }
    }

    // Apple: `var rootViewController: UIViewController? { get set }` (iOS 4.0+). A root set on a visible
    // window is shown at once.
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        didSet {
            if isKey, let rootViewController { rootViewController.stubAppear(rootViewController) }
        }
    }

    // Apple: `var isKeyWindow: Bool { get }`
    open var isKeyWindow: Bool { isKey }

    // Apple: `func makeKeyAndVisible()`. The stub shows the root: its view loads, then its visible children's.
    open func makeKeyAndVisible() {
        isKey = true
        if let rootViewController { rootViewController.stubAppear(rootViewController) }
    }
}
