#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import Prepared
import PreparedDependencies

// One body for PreparedUIKit and PreparedAppKit: `_PlatformViewController` is
// `UIViewController` or `NSViewController` (each adapter's `Platform.swift`).

/// The base class for screens that receive context: its
/// `prepare(for:sender:)` runs Prepared's preparation steps into the segue's
/// destination.
///
/// ```swift
/// class ViewController: PreparedViewController {
///     var prepCtxFloat: Float = 40.5
/// }
///
/// class SecondViewController: PreparedViewController {
///     var prepCtxFloat: Float = 0
///
///     override class var contextTable: ContextTable {
///         ContextTable(SecondViewController.self, inheriting: super.contextTable) { keys in
///             keys.add("prepCtxFloat", \.prepCtxFloat)
///         }
///     }
/// }
/// ```
///
/// It is a `UIViewController` in `PreparedUIKit` and an `NSViewController`
/// in `PreparedAppKit`. The framework calls the source's
/// `prepare(for:sender:)` before the segue shows its destination: UIKit
/// before it loads the destination's view, so the destination's
/// `viewDidLoad` runs after every step; AppKit before it shows the
/// destination as a sheet, a popover, a modal window or in a window. A
/// failure goes to ``preparationDidFail(_:)`` and writes nothing.
@MainActor
open class PreparedViewController: _PlatformViewController, @MainActor ContextDeclaring, SeguePreparing, WorkflowCarrying {
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

    /// Whether the dependency hook has run (`SceneDependencyResolving`).
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

    // The override names each platform's own segue type, so that the API reference and an override
    // completion show `UIStoryboardSegue` or `NSStoryboardSegue`, never an alias.
    #if PREPARED_UIKIT
    /// Calls `super`, then runs the preparation steps into the segue's
    /// destination (``SeguePreparing/prepareDestination(of:)``).
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
    #else
    /// Calls `super`, then runs the preparation steps into the segue's
    /// destination (``SeguePreparing/prepareDestination(of:)``).
    open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
    #endif

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

extension PreparedViewController: SceneDependencyResolving {}
#endif
