import Foundation

/// Stub of `UINavigationController` (Apple: `@MainActor class UINavigationController`, a subclass of UIViewController).
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    // Apple: `init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    // Apple: `init?(coder aDecoder: NSCoder)`
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    // Apple: `var viewControllers: [UIViewController] { get set }`
    open var viewControllers: [UIViewController] {
        get { stack }
        set {
            stack = newValue
            for controller in newValue { controller.parentController = self }
        }
    }

    // Apple: `var topViewController: UIViewController? { get }`
    open var topViewController: UIViewController? { stack.last }

    // Apple: `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        stubAppear(viewController)
    }

    override func stubVisibleChildren() -> [UIViewController] { topViewController.map { [$0] } ?? [] }
}

/// Stub of `UITabBarController` (Apple: `@MainActor class UITabBarController`, a subclass of UIViewController).
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?

    // Apple: `var viewControllers: [UIViewController]? { get set }`
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set {
            tabs = newValue
            for controller in newValue ?? [] { controller.parentController = self }
        }
    }

    // Apple: `var selectedIndex: Int { get set }`
    open var selectedIndex: Int = 0

    // Apple: `unowned(unsafe) var selectedViewController: UIViewController? { get set }`; a computed
    // property here, which reads the same.
    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { controller in tabs?.firstIndex { $0 === controller } } ?? selectedIndex }
    }

    override func stubVisibleChildren() -> [UIViewController] { selectedViewController.map { [$0] } ?? [] }
}

/// Stub of `UISplitViewController` (Apple: `@MainActor class UISplitViewController`, a subclass of UIViewController).
@MainActor
open class UISplitViewController: UIViewController {
    private var columns: [UIViewController] = []

    // Apple: `var viewControllers: [UIViewController] { get set }`
    open var viewControllers: [UIViewController] {
        get { columns }
        set {
            columns = newValue
            for controller in newValue { controller.parentController = self }
        }
    }

    override func stubVisibleChildren() -> [UIViewController] { columns }
}

/// Stub of `UITableViewController` (Apple: `@MainActor class UITableViewController`, a subclass of
/// UIViewController adopting UITableViewDataSource and UITableViewDelegate).
@MainActor
open class UITableViewController: UIViewController {
    // Apple: `var tableView: UITableView! { get set }`. UIKit decodes it, with its prototypes, from the
    // storyboard; a stub scene sets it (`StubScene`'s `tableViewPrototypes`).
    open var tableView: UITableView! = UITableView(stubPrototypes: [:])

    // Apple: `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`
    // (UITableViewDataSource, which UITableViewController implements)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    // Apple: `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`
    // (UITableViewDataSource, which UITableViewController implements)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "", for: indexPath)
    }

    // Apple: `func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?`
    // (UITableViewDelegate, which UITableViewController implements); `nil`: no header.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
}

/// Stub of `UICollectionViewController` (Apple: `@MainActor class UICollectionViewController`, a subclass of
/// UIViewController adopting UICollectionViewDataSource and UICollectionViewDelegate): the class of a storyboard's
/// `<collectionViewController>` scene without a custom class.
@MainActor
open class UICollectionViewController: UIViewController {
    // Apple: `var collectionView: UICollectionView! { get set }`. UIKit decodes it, with its prototypes, from the
    // storyboard; the stub starts with an empty one, which a test may replace.
    open var collectionView: UICollectionView! = UICollectionView(stubCells: [:])
}

/// Stub of `UIPageViewController` (Apple: `@MainActor class UIPageViewController`, a subclass of UIViewController):
/// the class of a storyboard's `<pageViewController>` scene without a custom class. Its designated initializers
/// are `init(transitionStyle:navigationOrientation:options:)`, left out with the types it takes, and
/// `init?(coder:)`, inherited here.
@MainActor
open class UIPageViewController: UIViewController {}
