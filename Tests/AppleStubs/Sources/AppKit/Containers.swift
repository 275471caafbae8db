import Foundation

/// Stub of `NSTabViewItem` (Apple: `class NSTabViewItem`, a subclass of NSObject, not main-actor
/// isolated: https://developer.apple.com/documentation/appkit/nstabviewitem).
open class NSTabViewItem: NSObject {
    private var controller: NSViewController?

    // Apple: `convenience init(viewController: NSViewController)` (macOS 10.10+)
    @available(macOS 10.10, *)
    public convenience init(viewController: NSViewController) {
        self.init()
        controller = viewController
    }

    // Not Apple's declaration: the stubs' designated initializer, standing in for NSObject's `init()`.
    public override init() { super.init() }

    // Apple: `var viewController: NSViewController? { get set }` (macOS 10.10+)
    @available(macOS 10.10, *)
    open var viewController: NSViewController? {
        get { controller }
        set { controller = newValue }
    }
}

/// Stub of `NSTabViewController` (Apple: `class NSTabViewController`, a subclass of NSViewController,
/// main-actor isolated as NSResponder is).
@MainActor
open class NSTabViewController: NSViewController {
    private var items: [NSTabViewItem] = []
    private var selected = -1

    // Apple: `var tabViewItems: [NSTabViewItem] { get set }`
    open var tabViewItems: [NSTabViewItem] {
        get { items }
        set {
            items = newValue
            children = newValue.compactMap(\.viewController)
            if !items.indices.contains(selected) { selected = items.isEmpty ? -1 : 0 }
        }
    }

    // Apple: `var selectedTabViewItemIndex: Int { get set }`; -1 when there is no tab.
    open var selectedTabViewItemIndex: Int {
        get { selected }
        set { selected = newValue }
    }

    // The view loads with the selected tab's view (AppKit may load every tab: see Docs/UIKit.md).
    open override func loadView() {
        super.loadView()
        if items.indices.contains(selected) { items[selected].viewController?.stubLoadViewIfNeeded() }
    }
}

/// Stub of `NSSplitViewItem` (Apple: `class NSSplitViewItem`, a subclass of NSObject, not main-actor
/// isolated: https://developer.apple.com/documentation/appkit/nssplitviewitem).
open class NSSplitViewItem: NSObject {
    private var controller: NSViewController

    // Apple: `convenience init(viewController: NSViewController)`; a designated initializer here.
    public init(viewController: NSViewController) {
        controller = viewController
        super.init()
    }

    // Apple: `var viewController: NSViewController { get set }`
    open var viewController: NSViewController {
        get { controller }
        set { controller = newValue }
    }
}

/// Stub of `NSSplitViewController` (Apple: `class NSSplitViewController`, a subclass of NSViewController,
/// main-actor isolated as NSResponder is).
@MainActor
open class NSSplitViewController: NSViewController {
    private var items: [NSSplitViewItem] = []

    // Apple: `var splitViewItems: [NSSplitViewItem] { get set }`
    open var splitViewItems: [NSSplitViewItem] {
        get { items }
        set {
            items = newValue
            children = newValue.map(\.viewController)
        }
    }

    open override func loadView() {
        super.loadView()
        for item in items { item.viewController.stubLoadViewIfNeeded() }
    }
}

/// Stub of `NSPageController` (Apple: `class NSPageController`, a subclass of NSViewController, main-actor
/// isolated as NSResponder is): the class of a storyboard's `<pagecontroller>` scene without a custom class.
@MainActor
open class NSPageController: NSViewController {}
