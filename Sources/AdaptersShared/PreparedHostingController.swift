#if canImport(SwiftUI) && ((PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst)))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import Prepared
import PreparedDependencies
import PreparedSwiftUI
import SwiftUI

// One body for PreparedUIKit and PreparedAppKit: `_PlatformHostingController` is
// `UIHostingController` or `NSHostingController` (each adapter's `Platform.swift`).

/// The base class for SwiftUI screens in a storyboard: a hosting controller
/// whose model receives the context of the segues into it, and whose view
/// reads the model from the environment.
///
/// The model is an `@Observable` class of yours that declares the screen's
/// context, as a `PreparedViewController` does. A segue into the controller
/// prepares the model in the controller's place (``ContextHosting``): its
/// context table, its workflow values, the registered preparations for its
/// class, a typed `performSegue`'s one-shot closure, all or nothing. Your view
/// reads it with `@Environment(Model.self)`, present from the first `body`:
///
/// ```swift
/// @Observable @MainActor
/// final class QRCodeModel: @MainActor ContextDeclaring, MainActorIsolated {
///     var prepCtxContact = Contact(name: "")
///
///     static var contextTable: ContextTable {
///         ContextTable(QRCodeModel.self) { keys in
///             keys.add("prepCtxContact", \.prepCtxContact)
///         }
///     }
/// }
///
/// struct QRCodeView: View {
///     @Environment(QRCodeModel.self) private var model
///
///     var body: some View {
///         Text(model.prepCtxContact.name)
///     }
/// }
///
/// final class QRCodeHostingController: PreparedHostingController<QRCodeModel, QRCodeView> {
///     required init?(coder: NSCoder) {
///         super.init(coder: coder, model: QRCodeModel(), rootView: QRCodeView())
///     }
/// }
/// ```
///
/// Set the storyboard's Hosting Controller scene's class to your subclass.
/// Its segues pass the model's context on, and its view performs them with
/// ``PerformSegueAction`` (`@Environment(\.performSegue)`).
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, macOS 14.0, *)
@MainActor @preconcurrency
open class PreparedHostingController<Model: AnyObject & Observable & Sendable, Content: View>:
    _PlatformHostingController<PreparedRootView<Model, Content>>, ContextHosting, SeguePreparing {
    /// The model that holds this screen's context, in its view's environment.
    ///
    /// It is `Sendable`, as a main-actor class is: the view reads it on the
    /// main actor.
    public nonisolated let model: Model

    /// The tag this scene's dependencies are resolved under (falling back to
    /// untagged registrations). Set it in your subclass's `init?(coder:)`,
    /// before `awakeFromNib`: unlike `PreparedViewController`'s, it is not an
    /// `@objc` property, so Interface Builder's User Defined Runtime
    /// Attributes cannot set it (this class is generic).
    public var dependencyTag: String?

    /// Whether the dependency hook has run (`SceneDependencyResolving`).
    package var hasResolvedDependencies = false

    /// A controller made in code, showing `rootView` with `model` in its environment.
    public init(model: Model, rootView: Content) {
        self.model = model
        let reference = HostingControllerReference()
        super.init(rootView: PreparedRootView(model: model, content: rootView, performSegue: PerformSegueAction(reference)))
        reference.performer = self
    }

    /// A controller made from a storyboard scene: call it from your
    /// subclass's `init?(coder:)`.
    public init?(coder: NSCoder, model: Model, rootView: Content) {
        self.model = model
        let reference = HostingControllerReference()
        super.init(coder: coder, rootView: PreparedRootView(model: model, content: rootView, performSegue: PerformSegueAction(reference)))
        reference.performer = self
    }

    /// Not for storyboards on its own: a scene needs a subclass whose
    /// `init?(coder:)` calls ``init(coder:model:rootView:)`` with its model and
    /// view. This one reports `StoryboardError.hostingControllerWithoutModel`
    /// through ``PreparationPipeline/failureHandler`` and returns `nil`, which
    /// UIKit or AppKit reports as a scene it could not make.
    public required init?(coder: NSCoder) {
        PreparationPipeline.failureHandler(.storyboard(.hostingControllerWithoutModel(
            storyboard: StoryboardInstantiation.current ?? "(loaded by \(Platform.framework.name))", controller: "\(Self.self)",
            model: "\(Model.self)", view: "\(Content.self)"
        )))
        return nil
    }

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
    /// Calls `super`, then runs the preparation steps from the model into the segue's destination.
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
    #else
    /// Calls `super`, then runs the preparation steps from the model into the segue's destination.
    open override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
    #endif

    /// Calls `super`, then resolves the model's dependencies once
    /// (``resolveDependenciesIfNeeded()``).
    open override func awakeFromNib() {
        super.awakeFromNib()
        resolveDependenciesIfNeeded()
    }

    /// The "did instantiate" hook: resolves the model's dependencies.
    ///
    /// The default runs the property resolution registered for the model's
    /// class (`DependencyContainer.registerProperties(of:tag:_:)`), under the
    /// scene's tag or untagged. Override it to resolve in another way.
    ///
    /// - Throws: `DependencyError`; it reaches ``preparationDidFail(_:)``
    ///   as `StoryboardError.dependencies(storyboard:identifier:reason:)`.
    open func didInstantiate(with dependencies: SceneDependencies) throws(DependencyError) {
        try dependencies.resolveProperties(of: model)
    }

    /// Runs ``didInstantiate(with:)`` unless it has run, when
    /// `SceneDependencies.appContainers` is not empty or the scene names a tag.
    public func resolveDependenciesIfNeeded() {
        resolveDependenciesOnce(loadedBy: Platform.framework.name)
    }
}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, macOS 14.0, *)
extension PreparedHostingController: SceneDependencyResolving {}
#endif
