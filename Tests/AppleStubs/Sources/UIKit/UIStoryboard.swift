import Foundation

/// Stub of `UIStoryboard` (Apple: `@MainActor class UIStoryboard`, a subclass of NSObject).
///
/// The scenes come from ``UIStoryboard/stubFiles`` (not UIKit API), standing in
/// for the compiled `.storyboardc` files of an app bundle.
@MainActor
open class UIStoryboard: NSObject {
    let file: StubStoryboardFile

    private init(file: StubStoryboardFile) {
        self.file = file
        super.init()
    }

    // Apple: `convenience init(name: String, bundle storyboardBundleOrNil: Bundle?)`
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let file = UIStoryboard.stubFiles[name] else {
            preconditionFailure("Could not find a storyboard named '\(name)'")  // UIKit raises an exception
        }
        self.init(file: file)
    }

    // Apple: `func instantiateInitialViewController() -> UIViewController?`
    open func instantiateInitialViewController() -> UIViewController? {
        file.initial.map { instantiateViewController(withIdentifier: $0) }
    }

    // Apple: `func instantiateViewController(withIdentifier identifier: String) -> UIViewController`
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(identifier, creator: nil)
    }

    // Apple: `@MainActor @preconcurrency func instantiateViewController<ViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController where ViewController : UIViewController`
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiateViewController<ViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController where ViewController: UIViewController {
        guard let controller = instantiate(identifier, creator: creator.map { make in { make($0) } }) as? ViewController else {
            preconditionFailure("Scene '\(identifier)' is not a \(ViewController.self)")  // UIKit raises an exception
        }
        return controller
    }

    // Apple: `@MainActor @preconcurrency func instantiateInitialViewController<ViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? where ViewController : UIViewController`
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiateInitialViewController<ViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? where ViewController: UIViewController {
        file.initial.flatMap { instantiate($0, creator: creator.map { make in { make($0) } }) as? ViewController }
    }

    /// As UIKit does: decode the scene (its creator, or the class's `init(coder:)`), its
    /// relationship children first, then call `awakeFromNib`.
    private func instantiate(_ identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        guard let scene = file.scenes.first(where: { $0.identifier == identifier }) else {
            preconditionFailure("Storyboard doesn't contain a view controller with identifier '\(identifier)'")  // UIKit raises
        }
        let coder = NSCoder()
        guard let controller = creator?(coder) ?? scene.controllerClass.init(coder: coder) else {
            preconditionFailure("Scene '\(identifier)' could not be decoded")
        }
        controller.stubScene = (self, identifier)
        if let table = controller as? UITableViewController {
            table.tableView = UITableView(stubPrototypes: scene.tableViewPrototypes)
        }
        let children = scene.relationships.map { instantiate($0, creator: nil) }
        if let navigation = controller as? UINavigationController {
            navigation.viewControllers = children
        } else if let tabs = controller as? UITabBarController {
            tabs.viewControllers = children
        } else if let split = controller as? UISplitViewController {
            split.viewControllers = children
        }
        controller.awakeFromNib()
        return controller
    }

    func stubSegue(_ identifier: String, from scene: String) -> StubSegue? {
        file.scenes.first { $0.identifier == scene }?.segues.first { $0.identifier == identifier }
    }
}
