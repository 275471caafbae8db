#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

@MainActor
extension StoryboardName {
    /// A new view controller made by `creator` from the initial scene, which
    /// must hold a `Controller`: constructor injection for the first screen.
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``.
    @available(macOS 10.15, *)
    public func instantiateInitial<Controller: NSViewController>(
        as type: Controller.Type, bundle: Bundle? = nil, creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        let controller = try instantiateInitialScene(type) {
            NSStoryboard(self, bundle: bundle).instantiateInitialController { coder -> NSViewController? in creator(coder) }
        }
        (controller as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded()
        return controller
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
