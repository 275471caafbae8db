/// The name of the storyboard file being instantiated through the typed API,
/// for the errors of the controllers it makes.
///
/// UIKit and AppKit run `awakeFromNib`, and with it the dependency hook
/// (``SceneDependencyResolving``), inside their `instantiate…` calls; the
/// hook reads the name from here.
@MainActor
package enum StoryboardInstantiation {
    /// The storyboard file being instantiated, or `nil` when UIKit or AppKit
    /// loads a scene by itself (a segue's destination, the main storyboard).
    package private(set) static var current: String?

    /// Runs `body` with `name` as ``current``, then restores the outer name.
    package static func run<Result>(_ name: String, _ body: () -> Result) -> Result {
        let outer = current
        current = name
        defer { current = outer }
        return body()
    }
}
