import Prepared

/// A registration made with ``DependencyContainer/register(_:scope:tag:factory:)``.
public struct DependencyRegistration<Service>: Sendable {
    let box: RegistrationBox

    /// Adds a property resolution, run on instances the container did not
    /// make (Dip's `resolvingProperties`): controllers a storyboard
    /// instantiates, or objects passed to ``SceneDependencies/resolveProperties(of:)``.
    /// Instances the factory makes get their dependencies from the factory.
    ///
    /// ```swift
    /// container.register(Gadget.self) { _ in Gadget() }
    ///     .resolvingProperties { container, gadget in gadget.logger = try container.resolve() }
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
