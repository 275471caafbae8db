import Prepared

/// A storyboard-made controller that resolves its dependencies once, after
/// UIKit or AppKit has made it: the adapters' base classes
/// (`PreparedViewController`, `PreparedWindowController`).
///
/// The classes keep the public members, which subclasses override; the
/// extension holds the "did instantiate" hook they share.
@MainActor
package protocol SceneDependencyResolving: SegueSource {
    /// The tag the scene's dependencies are resolved under, from Interface
    /// Builder's User Defined Runtime Attribute `dependencyTag`.
    var dependencyTag: String? { get }

    /// The "did instantiate" hook itself.
    func didInstantiate(with dependencies: SceneDependencies) throws(DependencyError)

    /// Runs the hook unless it has run.
    func resolveDependenciesIfNeeded()

    /// Whether the hook has run: one stored property of each base class.
    var hasResolvedDependencies: Bool { get set }
}

extension SceneDependencyResolving {
    /// The body of every base class's `resolveDependenciesIfNeeded()`: runs
    /// ``resolveDependencies(loadedBy:)`` the first time only.
    ///
    /// - Parameter framework: `UIKit` or `AppKit`, for the error of a scene
    ///   that the framework loaded without the typed storyboard API.
    package func resolveDependenciesOnce(loadedBy framework: String) {
        guard !hasResolvedDependencies else { return }
        hasResolvedDependencies = true
        resolveDependencies(loadedBy: framework)
    }

    /// Runs ``didInstantiate(with:)`` when ``SceneDependencies/appContainers``
    /// is not empty or the scene names a tag, and hands a failure to
    /// ``SegueSource/preparationDidFail(_:)`` as
    /// ``StoryboardError/dependencies(storyboard:identifier:reason:)``.
    ///
    /// - Parameter framework: `UIKit` or `AppKit`, for the error of a scene
    ///   that the framework loaded without the typed storyboard API.
    package func resolveDependencies(loadedBy framework: String) {
        let containers = SceneDependencies.appContainers
        let tag = dependencyTag.map { DependencyTag($0) }
        guard !containers.isEmpty || tag != nil else { return }
        do throws(DependencyError) {
            try didInstantiate(with: SceneDependencies(containers: containers, tag: tag))
        } catch {
            preparationDidFail(.storyboard(.dependencies(
                storyboard: StoryboardInstantiation.current ?? "(loaded by \(framework))",
                identifier: String(describing: type(of: self)), reason: error.description
            )))
        }
    }
}
