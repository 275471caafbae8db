import Foundation

/// Stub of `NSViewController` (Apple: `class NSViewController`, a subclass of NSResponder, main-actor
/// isolated as it is, adopting `NSSeguePerforming`).
@MainActor
open class NSViewController: NSResponder, NSSeguePerforming {
    private var loadedView: NSView?
    weak var parentController: NSViewController?
    var childControllers: [NSViewController] = []
    var presented: [NSViewController] = []

    // Apple: `init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { super.init() }
    // Apple: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // Apple: `init()` reaches NSViewController through NSObject; a convenience initializer here.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // Apple: `@IBOutlet var view: NSView { get set }`; `@IBOutlet` needs Objective-C, which Linux lacks.
    // The getter loads the view on first access.
    open var view: NSView {
        get {
            stubLoadViewIfNeeded()
            return loadedView ?? NSView()
        }
        set { loadedView = newValue }
    }

    // Apple: `var isViewLoaded: Bool { get }`
    open var isViewLoaded: Bool { loadedView != nil }

    // Apple: `func loadView()`
    open func loadView() { loadedView = NSView() }

    // Apple: `func viewDidLoad()` (macOS 10.10+)
    @available(macOS 10.10, *)
    open func viewDidLoad() {}

    // Apple: `func viewWillLayout()` (macOS 10.10+)
    @available(macOS 10.10, *)
    open func viewWillLayout() {}

    // Apple: `var storyboard: NSStoryboard? { get }` (macOS 10.10+)
    @available(macOS 10.10, *)
    open var storyboard: NSStoryboard? { stubScene?.storyboard }

    // Apple: `var parent: NSViewController? { get }` (macOS 10.10+)
    @available(macOS 10.10, *)
    open var parent: NSViewController? { parentController }

    // Apple: `var children: [NSViewController] { get set }` (macOS 10.10+)
    @available(macOS 10.10, *)
    open var children: [NSViewController] {
        get { childControllers }
        set {
            childControllers = newValue
            for child in newValue { child.parentController = self }
        }
    }

    // Apple: `func addChild(_ childViewController: NSViewController)` (macOS 10.10+)
    @available(macOS 10.10, *)
    open func addChild(_ childViewController: NSViewController) {
        children.append(childViewController)
    }

    // Apple: `var presentedViewControllers: [NSViewController]? { get }` (macOS 10.10+)
    @available(macOS 10.10, *)
    open var presentedViewControllers: [NSViewController]? { presented.isEmpty ? nil : presented }

    // Apple: `func presentAsSheet(_ viewController: NSViewController)` (macOS 10.10+)
    @available(macOS 10.10, *)
    open func presentAsSheet(_ viewController: NSViewController) { stubPresent(viewController) }

    // Apple: `func presentAsModalWindow(_ viewController: NSViewController)` (macOS 10.10+)
    @available(macOS 10.10, *)
    open func presentAsModalWindow(_ viewController: NSViewController) { stubPresent(viewController) }

    // Apple: `@MainActor optional func prepare(for segue: NSStoryboardSegue, sender: Any?)` of
    // NSSeguePerforming, which NSViewController adopts: Swift imports it as a method of the class.
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    // Apple: `@MainActor optional func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)`
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        stubPerformSegue(withIdentifier: identifier, sender: sender, from: self,
                         shouldPerform: shouldPerformSegue(withIdentifier:sender:), prepare: prepare(for:sender:))
    }

    // Apple: `@MainActor optional func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool`
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }

    /// Not AppKit API: loads the view as the `view` getter does: `loadView()`, then `viewDidLoad()`.
    func stubLoadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
        // The stubs lay a view out once, when it loads.
        viewWillLayout()
    }

    /// Not AppKit API: what every presentation does here: keep the controller and load its view.
    func stubPresent(_ viewController: NSViewController) {
        presented.append(viewController)
        viewController.stubLoadViewIfNeeded()
    }
}
