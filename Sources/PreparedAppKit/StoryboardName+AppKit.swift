#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSStoryboard {
    /// The storyboard file named by a typed value.
    ///
    /// ```swift
    /// let storyboard = NSStoryboard(MacStoryboard.main)
    /// ```
    public convenience init(_ file: some StoryboardName, bundle: Bundle? = nil) {
        self.init(name: file.name, bundle: bundle)
    }
}

@MainActor
extension StoryboardName {
    /// A new view or window controller from the scene whose storyboard ID is
    /// `identifier`, the class name by default.
    ///
    /// ```swift
    /// let library = try MacStoryboard.main.instantiate(LibraryController.self)
    /// ```
    ///
    /// - Throws: ``StoryboardError/wrongType(storyboard:identifier:expected:actual:declaredIn:)``
    ///   when the scene holds another class. (A missing storyboard ID is an
    ///   Objective-C exception AppKit raises, which Swift cannot catch: check
    ///   your storyboard IDs in a test.)
    public func instantiate<Controller: NSResponder>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        try instantiateScene(type, identifier: identifier) { identifier in
            NSStoryboard(self, bundle: bundle).instantiateController(withIdentifier: identifier)
        }
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
        try instantiateScene(type, identifier: identifier, didMake: { ($0 as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded() }) { identifier in
            NSStoryboard(self, bundle: bundle).instantiateController(identifier: identifier) { coder -> NSViewController? in
                creator(coder)
            }
        }
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
        try instantiateScene(type, identifier: identifier, didMake: { ($0 as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded() }) { identifier in
            NSStoryboard(self, bundle: bundle).instantiateController(identifier: identifier) { coder -> NSWindowController? in
                creator(coder)
            }
        }
    }

    /// A new controller from the initial scene, which must hold a `Controller`
    /// (for a macOS app's main storyboard, usually a window controller).
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:declaredIn:)``.
    public func instantiateInitial<Controller: NSResponder>(
        as type: Controller.Type, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        try instantiateInitialScene(type) { NSStoryboard(self, bundle: bundle).instantiateInitialController() }
    }
}
#endif
