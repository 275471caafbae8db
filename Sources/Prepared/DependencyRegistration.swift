/// A registration made with ``DependencyContainer/register(_:scope:tag:factory:)``.
public struct DependencyRegistration<Service>: Sendable {
    let box: RegistrationBox

    /// Adds a property resolution, run on instances the container did not make:
    /// controllers a storyboard instantiates (seed 001's `resolvingProperties`).
    ///
    /// ```swift
    /// container.register(tag: "profile") { _ in ProfileController() }
    ///     .resolvingProperties { container, controller in
    ///         controller.logger = try container.resolve()
    ///     }
    /// ```
    @discardableResult
    public func resolvingProperties(
        _ resolve: @escaping @MainActor @Sendable (DependencyContainer, Service) throws -> Void
    ) -> DependencyRegistration<Service> {
        box.setPropertyResolution { container, instance in
            guard let instance = instance as? Service else { return }
            try resolve(container, instance)
        }
        return self
    }
}
