#if canImport(UIKit) && !os(watchOS)
import UIKit

@MainActor
extension StoryboardName {
    /// A new controller made by `creator` from the initial scene, which must
    /// hold a `Controller`: constructor injection for the first screen.
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``.
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiateInitial<Controller: UIViewController>(
        as type: Controller.Type, bundle: Bundle? = nil, creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        let controller = try instantiateInitialScene(type) {
            UIStoryboard(self, bundle: bundle).instantiateInitialViewController { coder -> UIViewController? in creator(coder) }
        }
        (controller as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded()
        return controller
    }
}
#endif
