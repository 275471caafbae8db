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

    /// A new window controller made by `creator` from the initial scene (a
    /// macOS app's main storyboard starts with one).
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedWindowController/resolveDependenciesIfNeeded()``).
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``.
    @available(macOS 10.15, *)
    public func instantiateInitial<Controller: NSWindowController>(
        as type: Controller.Type, bundle: Bundle? = nil, creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        let controller = try instantiateInitialScene(type) {
            NSStoryboard(self, bundle: bundle).instantiateInitialController { coder -> NSWindowController? in creator(coder) }
        }
        (controller as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded()
        return controller
    }
}
#endif
