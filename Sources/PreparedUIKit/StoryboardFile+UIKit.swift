#if canImport(UIKit)
import UIKit

extension UIStoryboard {
    /// The storyboard file named by a typed value.
    ///
    /// ```swift
    /// let storyboard = UIStoryboard(AppStoryboard.main)
    /// ```
    public convenience init(_ file: some StoryboardFile, bundle: Bundle? = nil) {
        self.init(name: file.name, bundle: bundle)
    }
}

@MainActor
extension StoryboardFile {
    /// A new controller from the scene whose storyboard ID is `identifier`,
    /// the class name by default.
    ///
    /// ```swift
    /// let profile = try AppStoryboard.main.instantiate(ProfileController.self)
    /// ```
    ///
    /// - Throws: ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``
    ///   when the scene holds another class. (A missing storyboard ID is an
    ///   Objective-C exception UIKit raises, which Swift cannot catch: check
    ///   your storyboard IDs in a test.)
    public func instantiate<Controller: UIViewController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        let identifier = identifier ?? String(describing: type)
        let made = StoryboardInstantiation.run(name) {
            UIStoryboard(self, bundle: bundle).instantiateViewController(withIdentifier: identifier)
        }
        return try cast(made, identifier: identifier)
    }

    /// A new controller made by `creator` from the scene whose storyboard ID
    /// is `identifier` (the class name by default): constructor injection.
    ///
    /// ```swift
    /// let editor = try AppStoryboard.main.instantiate(EditController.self) { coder in
    ///     EditController(coder: coder, store: store)
    /// }
    /// ```
    ///
    /// The controller's dependencies are resolved once, as for any scene
    /// (``PreparedViewController/resolveDependenciesIfNeeded()``).
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiate<Controller: UIViewController>(
        _ type: Controller.Type, identifier: String? = nil, bundle: Bundle? = nil,
        creator: @escaping (NSCoder) -> Controller?
    ) throws(StoryboardError) -> Controller {
        let identifier = identifier ?? String(describing: type)
        let made = StoryboardInstantiation.run(name) {
            UIStoryboard(self, bundle: bundle).instantiateViewController(identifier: identifier) { coder -> UIViewController? in
                creator(coder)
            }
        }
        (made as? PreparedViewController)?.resolveDependenciesIfNeeded()
        return try cast(made, identifier: identifier)
    }

    /// A new controller from the initial scene, which must hold a `Controller`.
    ///
    /// - Throws: ``StoryboardError/noInitialScene(storyboard:)`` or
    ///   ``StoryboardError/wrongType(storyboard:identifier:expected:actual:)``.
    public func instantiateInitial<Controller: UIViewController>(
        as type: Controller.Type, bundle: Bundle? = nil
    ) throws(StoryboardError) -> Controller {
        let made = StoryboardInstantiation.run(name) { UIStoryboard(self, bundle: bundle).instantiateInitialViewController() }
        guard let made else { throw .noInitialScene(storyboard: name) }
        return try cast(made, identifier: "initial scene")
    }

    private func cast<Controller: UIViewController>(_ made: UIViewController, identifier: String) throws(StoryboardError) -> Controller {
        guard let controller = made as? Controller else {
            throw .wrongType(storyboard: name, identifier: identifier,
                             expected: String(describing: Controller.self), actual: String(describing: type(of: made)))
        }
        return controller
    }
}

/// The name of the storyboard file being instantiated through the typed API,
/// for the errors of the controllers it makes.
@MainActor
enum StoryboardInstantiation {
    static var current: String?

    static func run<Result>(_ name: String, _ body: () -> Result) -> Result {
        let outer = current
        current = name
        defer { current = outer }
        return body()
    }
}
#endif
