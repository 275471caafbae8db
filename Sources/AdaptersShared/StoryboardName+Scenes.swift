#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import Prepared
import PreparedDependencies

// One body for PreparedUIKit and PreparedAppKit: `_PlatformSceneController` and
// `Platform`'s storyboard calls are UIKit's or AppKit's (each adapter's `Platform.swift`).

@MainActor
extension StoryboardName {
    /// A new controller from the scene whose storyboard ID is `identifier`,
    /// the class name by default: a `UIViewController` in UIKit, a view or
    /// window controller in AppKit.
    ///
    /// ```swift
    /// let profile = try AppStoryboard.main.instantiate(ProfileController.self)
    /// ```
    ///
    /// - Throws: ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``
    ///   when the scene holds another class. (A missing storyboard ID is an
    ///   Objective-C exception UIKit and AppKit raise, which Swift cannot
    ///   catch: check your storyboard IDs in a test.)
    public func instantiate<Controller: _PlatformSceneController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        try instantiateScene(type, identifier: identifier) { identifier in
            Platform.controller(in: self, bundle: bundle, identifier: identifier)
        }
    }

    /// A new view controller made by `creator` from the scene whose
    /// storyboard ID is `identifier` (the class name by default): constructor
    /// injection.
    ///
    /// ```swift
    /// let editor = try AppStoryboard.main.instantiate(EditController.self) { coder in
    ///     EditController(coder: coder, store: store)
    /// }
    /// ```
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    public func instantiate<Controller: _PlatformViewController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil,
        creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        try instantiateScene(type, identifier: identifier, didMake: { ($0 as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded() }) { identifier in
            Platform.controller(in: self, bundle: bundle, identifier: identifier, creator: creator)
        }
    }

    /// A new view controller made by `creator` from the initial scene, which
    /// must hold a `Controller`: constructor injection for the first screen.
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``.
    public func instantiateInitial<Controller: _PlatformViewController>(
        as type: Controller.Type, bundle: Bundle? = nil, creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        let controller = try instantiateInitialScene(type) { Platform.initialController(in: self, bundle: bundle, creator: creator) }
        (controller as? any SceneDependencyResolving)?.resolveDependenciesIfNeeded()
        return controller
    }

    /// A new controller from the initial scene, which must hold a `Controller`
    /// (for a macOS app's main storyboard, usually a window controller).
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``.
    public func instantiateInitial<Controller: _PlatformSceneController>(
        as type: Controller.Type, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        try instantiateInitialScene(type) { Platform.initialController(in: self, bundle: bundle) }
    }
}
#endif
