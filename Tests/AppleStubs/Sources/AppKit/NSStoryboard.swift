import Foundation

/// Stub of `NSStoryboard` (Apple: `class NSStoryboard`, a subclass of NSObject, not main-actor isolated,
/// unlike UIKit's `@MainActor class UIStoryboard`; the documentation and the SDK's header
/// declare no isolation).
///
/// The scenes come from ``NSStoryboard/stubFiles`` (not AppKit API), standing in
/// for the compiled `.storyboardc` files of an app bundle. Making a controller is main-thread
/// work in AppKit, as it is here: the stub's instantiation assumes the main actor, and traps
/// off it, as AppKit's main-thread checker would report.
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
        guard let file = MainActor.assumeIsolated({ NSStoryboard.stubFiles[name] }) else {
            preconditionFailure("Storyboard (\(name)) not found")  // AppKit raises an exception
        }
        self.init(file: file)
    }

    // Apple: `func instantiateInitialController() -> Any?`
    open func instantiateInitialController() -> Any? {
        nonisolated(unsafe) let storyboard = self  // AppKit instantiates on the main thread: so does the stub
        nonisolated(unsafe) var made: Any?
        MainActor.assumeIsolated { made = storyboard.file.initial.map { storyboard.instantiate($0, creator: nil) } }
        return made
    }

    // Apple: `func instantiateInitialController<Controller>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? where Controller : NSViewController` (macOS 10.15+)
    @available(macOS 10.15, *)
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSViewController {
        nonisolated(unsafe) let storyboard = self, creator = creator
        nonisolated(unsafe) var made: NSResponder?
        MainActor.assumeIsolated {
            made = storyboard.file.initial.map { storyboard.instantiate($0, creator: creator.map { make in { make($0) } }) }
        }
        return made as? Controller
    }

    // Apple: `func instantiateInitialController<Controller>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? where Controller : NSWindowController` (macOS 10.15+)
    @available(macOS 10.15, *)
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSWindowController {
        nonisolated(unsafe) let storyboard = self, creator = creator
        nonisolated(unsafe) var made: NSResponder?
        MainActor.assumeIsolated {
            made = storyboard.file.initial.map { storyboard.instantiate($0, creator: creator.map { make in { make($0) } }) }
        }
        return made as? Controller
    }

    // Apple: `func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any`
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        nonisolated(unsafe) let storyboard = self
        nonisolated(unsafe) var made: NSResponder?
        MainActor.assumeIsolated { made = storyboard.instantiate(identifier, creator: nil) }
        guard let made else { preconditionFailure("Scene '\(identifier)' was not made") }
        return made
    }

    // Apple: `func instantiateController<Controller>(identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil) -> Controller where Controller : NSViewController` (macOS 10.15+)
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSViewController {
        nonisolated(unsafe) let storyboard = self, creator = creator
        nonisolated(unsafe) var made: NSResponder?
        MainActor.assumeIsolated { made = storyboard.instantiate(identifier, creator: creator.map { make in { make($0) } }) }
        guard let controller = made as? Controller else {
            preconditionFailure("Scene '\(identifier)' is not a \(Controller.self)")  // AppKit raises an exception
        }
        return controller
    }

    // Apple: `func instantiateController<Controller>(identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil) -> Controller where Controller : NSWindowController` (macOS 10.15+)
    @available(macOS 10.15, *)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSWindowController {
        nonisolated(unsafe) let storyboard = self, creator = creator
        nonisolated(unsafe) var made: NSResponder?
        MainActor.assumeIsolated { made = storyboard.instantiate(identifier, creator: creator.map { make in { make($0) } }) }
        guard let controller = made as? Controller else {
            preconditionFailure("Scene '\(identifier)' is not a \(Controller.self)")  // AppKit raises an exception
        }
        return controller
    }

    /// As AppKit does: decode the scene (its creator, or the class's `init(coder:)`), its
    /// relationship children first, then call `awakeFromNib`.
    @MainActor
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
