#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSStoryboard {
    /// The storyboard file named by a typed value.
    ///
    /// ```swift
    /// let storyboard = NSStoryboard(MacStoryboard.main)
    /// ```
    /// - Parameters:
    ///   - file: The storyboard's typed name.
    ///   - bundle: The bundle that holds it; `nil` for the file's own (``StoryboardName/bundle``).
    public convenience init(_ file: some StoryboardName, bundle: Bundle? = nil) {
        self.init(name: file.name, bundle: bundle ?? file.bundle)
    }
}

@MainActor
extension StoryboardName {
    /// A new window controller made by `creator` from the scene whose
    /// storyboard ID is `identifier` (the class name by default).
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedWindowController/resolveDependenciesIfNeeded()``).
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

@MainActor
extension TypedScene where Controller: NSWindowController {
    /// A new window controller made by `creator` from the scene: initializer injection.
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedWindowController/resolveDependenciesIfNeeded()``).
    ///
    /// - Parameters:
    ///   - bundle: The bundle that holds the storyboard; `nil` for its own (``StoryboardName/bundle``).
    ///   - creator: Makes the controller from the scene's coder.
    /// - Throws: As ``TypedScene/instantiate(bundle:)``.
    public func instantiate(bundle: Bundle? = nil, creator: @escaping (NSCoder) -> Controller?) throws(StoryboardError) -> Controller {
        guard let identifier else { return try storyboard.instantiateInitial(as: Controller.self, bundle: bundle, creator: creator) }
        return try storyboard.instantiate(Controller.self, identifier: identifier, bundle: bundle, creator: creator)
    }
}
#endif
