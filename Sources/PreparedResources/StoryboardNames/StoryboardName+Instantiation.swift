/// What the UIKit and AppKit adapters' typed storyboard API shares: the
/// default identifier, the name recorded for the dependency hook, and the
/// check of the class the platform's storyboard returned.
@MainActor
extension StoryboardName {
    /// A controller made by `make` from the scene whose storyboard ID is
    /// `identifier` (the class name when `nil`), which must be a `Controller`.
    ///
    /// - Parameters:
    ///   - type: The class the caller asked for.
    ///   - identifier: The scene's storyboard ID, or `nil` for the class name.
    ///   - didMake: Runs on what `make` returned, before the check of its
    ///     class: the adapters run the dependency hook of a controller a
    ///     creator made here.
    ///   - make: The platform's `instantiate…` call, given the storyboard ID.
    /// - Throws: `StoryboardError.wrongType`
    ///   when the scene holds another class.
    package func instantiateScene<Controller>(
        _ type: Controller.Type, identifier: String?, didMake: (Any) -> Void = { _ in }, make: (String) -> Any
    ) throws(StoryboardError) -> Controller {
        let identifier = identifier ?? String(describing: type)
        let made = StoryboardInstantiation.run(name) { make(identifier) }
        didMake(made)
        return try cast(made, identifier: identifier)
    }

    /// The controller `make` returns for the initial scene, which must be a `Controller`.
    ///
    /// - Throws: `StoryboardError.noInitialScene` when `make`
    ///   returns `nil`, or `StoryboardError.wrongType`.
    package func instantiateInitialScene<Controller>(
        _ type: Controller.Type, make: () -> Any?
    ) throws(StoryboardError) -> Controller {
        guard let made = StoryboardInstantiation.run(name, make) else { throw .noInitialScene(storyboard: name) }
        return try cast(made, identifier: "initial scene")
    }

    private func cast<Controller>(_ made: Any, identifier: String) throws(StoryboardError) -> Controller {
        guard let controller = made as? Controller else {
            throw .wrongType(storyboard: name, identifier: identifier, expected: String(describing: Controller.self),
                             actual: String(describing: type(of: made)))
        }
        return controller
    }
}
