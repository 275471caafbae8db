import Prepared

/// The containers and tag a storyboard scene resolves its controller's
/// dependencies from: what the "did instantiate" hook of a storyboard-made controller (`didInstantiate(with:)`) receives.
public struct SceneDependencies: Sendable {
    /// The storyboard's containers, searched in this order.
    public let containers: [DependencyContainer]
    /// The tag the scene names, if any.
    public let tag: DependencyTag?

    /// Containers and a tag to resolve from; also for controllers made in
    /// code, to run the property resolution a storyboard would.
    public init(containers: [DependencyContainer], tag: DependencyTag? = nil) {
        self.containers = containers
        self.tag = tag
    }

    /// Resolves `type` from the first container that has a registration for it
    /// under the scene's tag or untagged.
    ///
    /// - Throws: ``DependencyError``; a missing registration lists the tags
    ///   registered for the type in every container.
    public func resolve<Service>(_ type: Service.Type = Service.self) throws(DependencyError) -> Service {
        for container in containers where container.registration(for: type, tag: tag) != nil {
            return try container.resolve(type, tag: tag)
        }
        let requested = DependencyContainer.requestedType(type)
        throw .missingRegistration(type: TypeName.of(requested), tag: tag?.description,
                                   registeredTags: registeredTags(for: requested),
                                   path: [RegistrationKey(type: requested, tag: tag).description])
    }

    /// Runs the property resolution registered for the controller's class, from
    /// the first container that has one under the scene's tag or untagged.
    ///
    /// A scene without a tag whose class no container registers has nothing to
    /// resolve; a scene that names a tag must find a registration.
    ///
    /// - Throws: ``DependencyError``, with the controller's class first in the
    ///   path; ``DependencyError/missingPropertyResolution(type:tag:registeredTags:)``
    ///   when the scene names a tag and nothing resolves the class's properties.
    @MainActor
    public func resolveProperties(of controller: AnyObject) throws(DependencyError) {
        let type: AnyObject.Type = Swift.type(of: controller)
        let lock = ResolutionLock.shared
        let found = try lock.resolving { () throws(DependencyError) -> Bool in
            for container in containers {
                guard let box = container.registration(for: type, tag: tag) else { continue }
                try lock.enter(box.key)
                defer { lock.leave() }
                if try box.resolveProperties(of: controller, in: container, path: lock.path) { return true }
            }
            return false
        }
        if !found, let tag {
            throw .missingPropertyResolution(type: TypeName.of(type), tag: tag.description, registeredTags: registeredTags(for: type))
        }
    }

    private func registeredTags(for type: Any.Type) -> [String] {
        containers.flatMap { $0.registeredTags(for: type) }
    }
}

extension SceneDependencies {
    /// The containers that controllers made by UIKit or AppKit storyboards
    /// resolve their dependencies from, searched in this order (Dip-UI's
    /// `uiContainers`). Set it once, before the first storyboard is loaded:
    ///
    /// ```swift
    /// SceneDependencies.appContainers = [featureContainer, appContainer]
    /// ```
    @MainActor public static var appContainers: [DependencyContainer] = []
}
