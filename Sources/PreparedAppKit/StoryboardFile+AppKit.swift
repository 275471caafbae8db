#if canImport(AppKit)
import AppKit

extension NSStoryboard {
    /// The storyboard file named by a typed value.
    ///
    /// ```swift
    /// let storyboard = NSStoryboard(MacStoryboard.main)
    /// ```
    public convenience init(_ file: some StoryboardFile, bundle: Bundle? = nil) {
        self.init(name: file.name, bundle: bundle)
    }
}

@MainActor
extension StoryboardFile {
    /// A new view or window controller from the scene whose storyboard ID is
    /// `identifier`, the class name by default.
    ///
    /// ```swift
    /// let library = try MacStoryboard.main.instantiate(LibraryController.self)
    /// ```
    ///
    /// - Throws: ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``
    ///   when the scene holds another class. (A missing storyboard ID is an
    ///   Objective-C exception AppKit raises, which Swift cannot catch: check
    ///   your storyboard IDs in a test.)
    public func instantiate<Controller: NSResponder>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        let identifier = identifier ?? String(describing: type)
        let made = StoryboardInstantiation.run(name) {
            NSStoryboard(self, bundle: bundle).instantiateController(withIdentifier: identifier)
        }
        return try cast(made, identifier: identifier)
    }

    /// A new view controller made by `creator` from the scene whose storyboard
    /// ID is `identifier` (the class name by default): constructor injection.
    ///
    /// ```swift
    /// let book = try MacStoryboard.main.instantiate(BookController.self) { coder in
    ///     BookController(coder: coder)
    /// }
    /// ```
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    @available(macOS 10.15, *)
    public func instantiate<Controller: NSViewController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil,
        creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        let identifier = identifier ?? String(describing: type)
        let made = StoryboardInstantiation.run(name) {
            NSStoryboard(self, bundle: bundle).instantiateController(identifier: identifier) { coder -> NSViewController? in
                creator(coder)
            }
        }
        (made as? PreparedViewController)?.resolveDependenciesIfNeeded()
        return try cast(made, identifier: identifier)
    }

    /// A new window controller made by `creator` from the scene whose
    /// storyboard ID is `identifier` (the class name by default).
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedWindowController/resolveDependenciesIfNeeded()``).
    @available(macOS 10.15, *)
    public func instantiate<Controller: NSWindowController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil,
        creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        let identifier = identifier ?? String(describing: type)
        let made = StoryboardInstantiation.run(name) {
            NSStoryboard(self, bundle: bundle).instantiateController(identifier: identifier) { coder -> NSWindowController? in
                creator(coder)
            }
        }
        (made as? PreparedWindowController)?.resolveDependenciesIfNeeded()
        return try cast(made, identifier: identifier)
    }

    /// A new controller from the initial scene, which must hold a `Controller`
    /// (for a macOS app's main storyboard, usually a window controller).
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``.
    public func instantiateInitial<Controller: NSResponder>(
        as type: Controller.Type, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        let made = StoryboardInstantiation.run(name) { NSStoryboard(self, bundle: bundle).instantiateInitialController() }
        guard let made else { throw .noInitialScene(storyboard: name) }
        return try cast(made, identifier: "initial scene")
    }

    private func cast<Controller: NSResponder>(_ made: Any, identifier: String) throws(StoryboardError) -> Controller {
        guard let controller = made as? Controller else {
            throw .wrongType(storyboard: name, identifier: identifier,
                             expected: String(describing: Controller.self), actual: String(describing: type(of: made)))
        }
        return controller
    }
}

/// The name of the storyboard file being instantiated through the typed API,
/// for the errors of the controllers it makes.
@MainActor
enum StoryboardInstantiation {
    static var current: String?

    static func run<Result>(_ name: String, _ body: () -> Result) -> Result {
        let outer = current
        current = name
        defer { current = outer }
        return body()
    }
}
#endif
