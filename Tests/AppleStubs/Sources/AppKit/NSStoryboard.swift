import Foundation

/// Stub of `NSStoryboard` (Apple: `@MainActor class NSStoryboard : NSObject`).
///
/// The scenes come from ``NSStoryboard/stubFiles`` (not AppKit API), standing in
/// for the compiled `.storyboardc` files of an app bundle.
@MainActor
open class NSStoryboard: NSObject {
    // Apple: `typealias Name = String`
    public typealias Name = String
    // Apple: `typealias SceneIdentifier = String`
    public typealias SceneIdentifier = String

    let file: StubStoryboardFile

    private init(file: StubStoryboardFile) {
        self.file = file
        super.init()
    }

    // Apple: `convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?)`
    public convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        guard let file = NSStoryboard.stubFiles[name] else {
            preconditionFailure("Storyboard (\(name)) not found")  // AppKit raises an exception
        }
        self.init(file: file)
    }

    // Apple: `func instantiateInitialController() -> Any?`
    open func instantiateInitialController() -> Any? {
        file.initial.map { instantiate($0, creator: nil) }
    }

    // Apple: `func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any`
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        instantiate(identifier, creator: nil)
    }

    // Apple: `@available(macOS 10.15, *) func instantiateController<Controller>(identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil) -> Controller where Controller : NSViewController`
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSViewController {
        guard let controller = instantiate(identifier, creator: creator.map { make in { make($0) } }) as? Controller else {
            preconditionFailure("Scene '\(identifier)' is not a \(Controller.self)")  // AppKit raises an exception
        }
        return controller
    }

    // Apple: `@available(macOS 10.15, *) func instantiateController<Controller>(identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil) -> Controller where Controller : NSWindowController`
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSWindowController {
        guard let controller = instantiate(identifier, creator: creator.map { make in { make($0) } }) as? Controller else {
            preconditionFailure("Scene '\(identifier)' is not a \(Controller.self)")  // AppKit raises an exception
        }
        return controller
    }

    /// As AppKit does: decode the scene (its creator, or the class's `init(coder:)`), its
    /// relationship children first, then call `awakeFromNib`.
    private func instantiate(_ identifier: String, creator: ((NSCoder) -> NSResponder?)?) -> NSResponder {
        guard let scene = file.scenes.first(where: { $0.identifier == identifier }) else {
            preconditionFailure("Storyboard doesn't contain a controller with identifier '\(identifier)'")  // AppKit raises
        }
        let coder = NSCoder()
        guard let controller = creator?(coder) ?? scene.controllerClass.init(coder: coder) else {
            preconditionFailure("Scene '\(identifier)' could not be decoded")
        }
        controller.stubScene = (self, identifier)
        let children = scene.relationships.map { instantiate($0, creator: nil) }.compactMap { $0 as? NSViewController }
        if let window = controller as? NSWindowController {
            window.contentViewController = children.first
        } else if let tabs = controller as? NSTabViewController {
            tabs.tabViewItems = children.map(NSTabViewItem.init(viewController:))
            tabs.selectedTabViewItemIndex = scene.selectedTab
        } else if let split = controller as? NSSplitViewController {
            split.splitViewItems = children.map(NSSplitViewItem.init(viewController:))
        }
        controller.awakeFromNib()
        return controller
    }

    func stubSegue(_ identifier: String, from scene: String) -> StubSegue? {
        file.scenes.first { $0.identifier == scene }?.segues.first { $0.identifier == identifier }
    }
}
