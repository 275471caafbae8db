import Prepared
import PreparedDependencies

/// The platform-neutral base class for screens that receive context.
///
/// Subclass it, declare the values a screen needs as properties whose names
/// start with `prepCtx`, and list them in the class's ``contextTable``.
/// Like UIKit's and AppKit's controllers, it is isolated to the main actor.
///
/// ```swift
/// final class ProfileController: PreparedController {
///     var prepCtxUser: User?
///
///     override class var contextTable: ContextTable {
///         ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
///             keys.add("prepCtxUser", \.prepCtxUser)
///         }
///     }
/// }
/// ```
///
/// A controller that a ``Navigator`` shows is prepared first, then loaded:
/// ``didLoad()`` runs once, after every preparation step of the transition
/// that opened it, so it can rely on its context being set.
@MainActor
open class PreparedController: @MainActor ContextDeclaring {
    /// Whether ``didLoad()`` has run.
    public private(set) var isLoaded = false

    /// The storyboard scene this controller was instantiated from, or `nil`
    /// for a controller made in code.
    public internal(set) var scene: SceneReference?

    /// Values that travel along the flow: inherited from the screen that
    /// opened this one, and passed on to the screens it opens.
    public var workflow = WorkflowValues()

    /// A controller made in code; a storyboard sets ``scene`` when it makes one.
    public init() {}

    /// The context properties this controller can receive; empty unless a
    /// subclass overrides it.
    open class var contextTable: ContextTable { ContextTable() }

    /// Called once, after the transition that opens the controller has run all
    /// its preparation steps: the analog of `viewDidLoad`.
    ///
    /// Override it to configure the screen from its context. The default does nothing.
    open func didLoad() {}

    /// Called when a storyboard has made this controller, if the storyboard
    /// lists dependency containers or the scene names a tag: the
    /// "did instantiate" hook.
    ///
    /// The default runs the property resolution registered for this class
    /// (`DependencyRegistration/resolvingProperties(_:)`). Override it to
    /// resolve in another way, for example as a protocol the class adopts:
    ///
    /// ```swift
    /// override func didInstantiate(with dependencies: SceneDependencies) throws(DependencyError) {
    ///     logger = try dependencies.resolve(Logger.self)
    /// }
    /// ```
    ///
    /// - Throws: `DependencyError`; the storyboard wraps it in
    ///   ``HeadlessStoryboardError/dependencies(storyboard:identifier:error:)``.
    open func didInstantiate(with dependencies: SceneDependencies) throws(DependencyError) {
        try dependencies.resolveProperties(of: self)
    }

    /// Runs ``didLoad()`` unless it has run already.
    func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        didLoad()
    }
}

extension PreparedController: WorkflowCarrying {}
