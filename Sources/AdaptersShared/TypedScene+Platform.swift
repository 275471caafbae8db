#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
@_spi(Generated) import PreparedResources

// One body for PreparedUIKit and PreparedAppKit: `_PlatformSceneController` and
// `_PlatformViewController` are UIKit's or AppKit's (each adapter's `Platform.swift`).

@MainActor
extension TypedScene where Controller: _PlatformSceneController {
    /// A new controller from the scene, as its class.
    ///
    /// ```swift
    /// let details = try Storyboards.MainScene.contactDetailsController.instantiate()
    /// ```
    ///
    /// - Parameter bundle: The bundle that holds the storyboard; `nil` for its own (``StoryboardName/bundle``).
    /// - Throws: ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)`` when the scene holds
    ///   another class, or ``StoryboardError/noInitialScene(storyboard:)`` for an initial scene the file lacks.
    ///   (A missing storyboard ID is an Objective-C exception, which Swift cannot catch: the generated
    ///   `Storyboards.checkBundle()` checks every ID in a test.)
    public func instantiate(bundle: Bundle? = nil) throws(StoryboardError) -> Controller {
        guard let identifier else { return try storyboard.instantiateInitial(as: Controller.self, bundle: bundle) }
        return try storyboard.instantiate(Controller.self, identifier: identifier, bundle: bundle)
    }
}

@MainActor
extension TypedScene where Controller: _PlatformViewController {
    /// A new view controller made by `creator` from the scene: initializer injection.
    ///
    /// ```swift
    /// let editor = try Storyboards.MainScene.editContactController.instantiate { coder in
    ///     EditContactController(coder: coder, store: store)
    /// }
    /// ```
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    ///
    /// - Parameters:
    ///   - bundle: The bundle that holds the storyboard; `nil` for its own (``StoryboardName/bundle``).
    ///   - creator: Makes the controller from the scene's coder.
    /// - Throws: As ``instantiate(bundle:)``.
    public func instantiate(bundle: Bundle? = nil, creator: @escaping (NSCoder) -> Controller?) throws(StoryboardError) -> Controller {
        guard let identifier else { return try storyboard.instantiateInitial(as: Controller.self, bundle: bundle, creator: creator) }
        return try storyboard.instantiate(Controller.self, identifier: identifier, bundle: bundle, creator: creator)
    }
}

@_spi(Generated)
extension StoryboardBundleCheck {
    /// A check of `bundle` (each storyboard's own when `nil`) as this adapter's framework loads it, asking this
    /// platform's runtime (or the ``StoryboardRuntime/replacement`` a test sets).
    public init(bundle: Bundle?, instantiatingScenes: Bool) {
        self.init(framework: Platform.framework, bundle: bundle, instantiatingScenes: instantiatingScenes,
                  runtime: StoryboardRuntime.replacement ?? .platform)
    }
}

@_spi(Generated)
extension StoryboardBundleCheck.Item {
    /// `scene`, a scene with a storyboard ID: in the bundle, listed, and made as its class. (The generated code
    /// passes no initial scene: one without an ID is not looked up by one.)
    @MainActor
    public static func scene<Controller: _PlatformSceneController>(_ scene: TypedScene<Controller>) -> Self {
        .scene(scene.identifier ?? "", of: scene.storyboard) { bundle in try scene.instantiate(bundle: bundle) }
    }
}
#endif
