#if canImport(AppKit)
import AppKit

/// The "did instantiate" hook that ``PreparedViewController`` and
/// ``PreparedWindowController`` share: resolves a storyboard-made
/// controller's dependencies from ``SceneDependencies/appContainers``.
@MainActor
enum SceneDependencyHook {
    /// Runs `didInstantiate` when the app has containers or the scene names a
    /// tag, and hands a failure to `didFail` as a storyboard dependency error.
    static func resolve(
        _ controller: AnyObject, tag: String?,
        didInstantiate: (SceneDependencies) throws(DependencyError) -> Void,
        didFail: (TransitionError) -> Void
    ) {
        let containers = SceneDependencies.appContainers
        let tag = tag.map { DependencyTag($0) }
        guard !containers.isEmpty || tag != nil else { return }
        do throws(DependencyError) {
            try didInstantiate(SceneDependencies(containers: containers, tag: tag))
        } catch {
            didFail(.storyboard(.dependencies(
                storyboard: StoryboardInstantiation.current ?? "(loaded by AppKit)",
                identifier: String(describing: type(of: controller)), error: error
            )))
        }
    }
}
#endif
