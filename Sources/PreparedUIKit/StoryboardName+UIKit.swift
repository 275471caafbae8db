#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIStoryboard {
    /// The storyboard file named by a typed value.
    ///
    /// ```swift
    /// let storyboard = UIStoryboard(AppStoryboard.main)
    /// ```
    public convenience init(_ file: some StoryboardName, bundle: Bundle? = nil) {
        self.init(name: file.name, bundle: bundle)
    }
}

@MainActor
extension StoryboardName {
    /// A new controller from the scene whose storyboard ID is `identifier`,
    /// the class name by default.
    ///
    /// ```swift
    /// let profile = try AppStoryboard.main.instantiate(ProfileController.self)
    /// ```
    ///
    /// - Throws: ``StoryboardError/wrongType(storyboard:identifier:expected:actual:declaredIn:)``
    ///   when the scene holds another class. (A missing storyboard ID is an
    ///   Objective-C exception UIKit raises, which Swift cannot catch: check
    ///   your storyboard IDs in a test.)
    public func instantiate<Controller: UIViewController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        try instantiateScene(type, identifier: identifier) { identifier in
            UIStoryboard(self, bundle: bundle).instantiateViewController(withIdentifier: identifier)
        }
    }

    /// A new controller made by `creator` from the scene whose storyboard ID
    /// is `identifier` (the class name by default): constructor injection.
    ///
    /// ```swift
    /// let editor = try AppStoryboard.main.instantiate(EditController.self) { coder in
    ///     EditController(coder: coder, store: store)
    /// }
    /// ```
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiate<Controller: UIViewController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil,
        creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        try instantiateScene(type, identifier: identifier, didMake: { ($0 as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded() }) { identifier in
            UIStoryboard(self, bundle: bundle).instantiateViewController(identifier: identifier) { coder -> UIViewController? in
                creator(coder)
            }
        }
    }

    /// A new controller from the initial scene, which must hold a `Controller`.
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:declaredIn:)``.
    public func instantiateInitial<Controller: UIViewController>(
        as type: Controller.Type, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        try instantiateInitialScene(type) { UIStoryboard(self, bundle: bundle).instantiateInitialViewController() }
    }
}
#endif
