import Foundation

/// Stub of `UIViewController` (Apple: `@MainActor class UIViewController`, a subclass of UIResponder).
@MainActor
open class UIViewController: UIResponder {
    var loadedView: UIView?
    var stubScene: (storyboard: UIStoryboard, identifier: String)?
    weak var parentController: UIViewController?
    var childControllers: [UIViewController] = []
    var presented: UIViewController?

    // Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }
    // Apple: `var nibName: String? { get }`, which a subclass overrides to name its nib.
    open var nibName: String? { givenNibName }
    /// Not UIKit API: the name `init(nibName:bundle:)` was given.
    private var givenNibName: String?
    // Apple: `var title: String? { get set }`
    open var title: String?
    // Apple: `var isEditing: Bool { get set }`
    open var isEditing: Bool = false
    // Apple: `var nibBundle: Bundle? { get }`
    public private(set) var nibBundle: Bundle?
    // Apple: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init() }
    // Apple: `init()` reaches UIViewController through NSObject; a convenience initializer here.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // Apple: `var view: UIView! { get set }`
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    // Apple: `var isViewLoaded: Bool { get }`
    open var isViewLoaded: Bool { loadedView != nil }

    // Apple: `func loadViewIfNeeded()` (iOS 9.0+)
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        // As UIKit does while it loads a storyboard scene's view: embed segues (container views), then viewDidLoad.
        stubPerformEmbedSegues()
        viewDidLoad()
        // The stubs lay a view out once, when it loads.
        viewWillLayoutSubviews()
    }

    // Apple: `func loadView()`
    open func loadView() { loadedView = UIView() }

    // Apple: `func viewDidLoad()`
    open func viewDidLoad() {}

    // Apple: `func viewWillLayoutSubviews()` (iOS 5.0+)
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}

    // Apple: `var storyboard: UIStoryboard? { get }` (iOS 5.0+)
    @available(iOS 5.0, *)
    open var storyboard: UIStoryboard? { stubScene?.storyboard }

    // Apple: `weak var parent: UIViewController? { get }`; a computed property here, over weak storage,
    // which reads the same.
    open var parent: UIViewController? { parentController }

    // Apple: `var children: [UIViewController] { get }` (iOS 5.0+)
    @available(iOS 5.0, *)
    open var children: [UIViewController] { childControllers }

    // Apple: `func addChild(_ childController: UIViewController)` (iOS 5.0+)
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        childController.parentController = self
        childControllers.append(childController)
    }

    // Apple: `var navigationController: UINavigationController? { get }`
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    // Apple: `var presentedViewController: UIViewController? { get }` (iOS 5.0+)
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { presented }

    // Apple: `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented = viewControllerToPresent
        stubAppear(viewControllerToPresent)
        completion?()
    }

    // Apple: `func show(_ vc: UIViewController, sender: Any?)` (iOS 8.0+). UIKit asks the containers above
    // (`targetViewController(forAction:sender:)`): a navigation controller pushes; with none, it presents.
    @available(iOS 8.0, *)
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    // Apple: `func showDetailViewController(_ vc: UIViewController, sender: Any?)` (iOS 8.0+). A split view
    // controller above installs it as its secondary; with none, UIKit presents it. (The stubs have no split
    // view controller that overrides it: it presents.)
    @available(iOS 8.0, *)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Not UIKit API: the children a container shows, whose views load with its own.
    func stubVisibleChildren() -> [UIViewController] { [] }

    // Apple: `func prepare(for segue: UIStoryboardSegue, sender: Any?)`
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // Apple: `func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool` (iOS 6.0+)
    @available(iOS 6.0, *)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // Apple: `func performSegue(withIdentifier identifier: String, sender: Any?)` (iOS 5.0+)
    @available(iOS 5.0, *)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        // As UIKit does: instantiate the destination (init(coder:), awakeFromNib), make the segue, call the
        // source's prepare(for:sender:), then perform it; shouldPerformSegue is not called for a
        // programmatic performSegue (see `stubTriggerSegue`).
        guard let scene = stubScene, let definition = scene.storyboard.stubSegue(identifier, from: scene.identifier) else {
            preconditionFailure("Receiver (\(self)) has no segue with identifier '\(identifier)'")  // UIKit raises an exception
        }
        let destination = scene.storyboard.instantiateViewController(withIdentifier: definition.destination)
        let segue = definition.kind.makeSegue(identifier: identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
