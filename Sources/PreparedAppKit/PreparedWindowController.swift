#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The base class for AppKit window controllers that take part in segues:
/// its `prepare(for:sender:)` runs Prepared's preparation steps into the
/// segue's destination, as ``PreparedViewController``'s does.
///
/// macOS storyboards segue from window controllers too (a toolbar item that
/// opens a sheet), and a window controller is often a segue's destination;
/// as a destination, its `contentViewController` is prepared, so the window
/// controller's own table is read only when it is a segue's source or has no
/// content view controller.
///
/// ```swift
/// final class DocumentWindowController: PreparedWindowController {
///     var prepCtxDocumentName = "Untitled"
/// }
/// ```
@MainActor
open class PreparedWindowController: NSWindowController, @MainActor ContextDeclaring, SeguePreparing, WorkflowCarrying {
    /// Values that travel along the flow: inherited from the screen that
    /// opened this one, and passed on to the screens it opens.
    public var workflow = WorkflowValues()

    /// The tag this scene's dependencies are resolved under (falling back to
    /// untagged registrations). Set it in Interface Builder as a User Defined
    /// Runtime Attribute `dependencyTag` of type String.
    #if canImport(ObjectiveC)
    @objc public var dependencyTag: String?
    #else
    public var dependencyTag: String?
    #endif

    /// Whether the dependency hook has run (``SceneDependencyResolving``).
    package var hasResolvedDependencies = false

    /// The context properties this controller can receive; empty unless a
    /// subclass overrides it.
    open class var contextTable: ContextTable { ContextTable() }

    /// The steps this controller's segues run: the standard propagator and
    /// `Preparations.shared` unless you override it.
    open var preparationPipeline: PreparationPipeline { PreparationPipeline() }

    /// Called when preparing a destination failed; the destination was left
    /// as it was. The default passes the error to ``PreparationPipeline/failureHandler``.
    open func preparationDidFail(_ error: TransitionError) {
        PreparationPipeline.failureHandler(error)
    }

    /// Calls `super`, then runs the preparation steps into the segue's
    /// destination (``SeguePreparing/prepareDestination(of:)``).
    open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }

    /// Calls `super`, then resolves this controller's dependencies once
    /// (``resolveDependenciesIfNeeded()``).
    open override func awakeFromNib() {
        super.awakeFromNib()
        resolveDependenciesIfNeeded()
    }

    /// The "did instantiate" hook: resolves this controller's dependencies.
    ///
    /// The default runs the property resolution registered for this class
    /// (``DependencyContainer/registerProperties(of:tag:_:)``), under the
    /// scene's tag or untagged, from the first of ``SceneDependencies/appContainers``
    /// that has one. Override it to resolve in another way.
    ///
    /// - Throws: ``DependencyError``; it reaches ``preparationDidFail(_:)``
    ///   as ``StoryboardError/dependencies(storyboard:identifier:reason:)``.
    open func didInstantiate(with dependencies: SceneDependencies) throws(DependencyError) {
        try dependencies.resolveProperties(of: self)
    }

    /// Runs ``didInstantiate(with:)`` unless it has run, when
    /// ``SceneDependencies/appContainers`` is not empty or the scene names a tag.
    ///
    /// `awakeFromNib` calls it; call it yourself from a storyboard factory
    /// that makes controllers another way. It resolves once however often it is called.
    public func resolveDependenciesIfNeeded() {
        resolveDependenciesOnce(loadedBy: Platform.framework.name)
    }
}

extension PreparedWindowController: SceneDependencyResolving {}
#endif
