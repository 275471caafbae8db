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
}
#endif
