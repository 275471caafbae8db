import Prepared

/// Registers factories for types and resolves them: the dependencies of
/// controllers the framework instantiates.
///
/// ```swift
/// let container = DependencyContainer()
/// container.register(Logger.self, scope: .shared) { _ in ConsoleLogger() }
/// container.register(Presenter.self) { container in Presenter(logger: try container.resolve()) }
/// let presenter = try container.resolve(Presenter.self)
/// ```
///
/// A controller a storyboard makes cannot take dependencies in its
/// initializer when its creator does not pass them; register a property
/// resolution for its class instead, and list the container in the
/// storyboard's layout (see `HeadlessStoryboardLayout.dependencies` in `PreparedHeadless`).
///
/// Safe to use from many threads. All containers resolve under one recursive
/// lock, so a `.shared` registration makes exactly one instance however many
/// threads ask at once, and no two containers can deadlock each other. The
/// types being resolved are tracked, so a cycle is an error showing the path,
/// never endless recursion. Factories run under that lock: keep them
/// synchronous.
public final class DependencyContainer: Sendable {
    private let state = Locked<State>(State())

    private struct State {
        var registrations: [RegistrationKey: RegistrationBox] = [:]
        var sharedInstances: [RegistrationKey: SharedInstance] = [:]
    }

    /// An empty container: register factories before resolving.
    public init() {}

    /// Registers a factory for `type`, in either scope.
    ///
    /// Registering the same type and tag again replaces the registration. A
    /// `.shared` instance is handed to every resolution, on any thread, so
    /// this form requires a `Sendable` type; register other types with
    /// ``register(_:tag:factory:)``, which makes a new instance each time.
    ///
    /// - Parameters:
    ///   - type: The type resolved, often a protocol the instance is registered as.
    ///   - scope: A new instance each time, or one shared instance.
    ///   - tag: Tells this registration apart from others of the type.
    ///   - factory: Makes an instance; resolve its own dependencies from the
    ///     container it receives.
    /// - Returns: The registration, to add ``DependencyRegistration/resolvingProperties(_:)``.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, scope: DependencyScope, tag: DependencyTag? = nil,
        factory: @escaping @Sendable (DependencyContainer) throws -> Service
    ) -> DependencyRegistration<Service> {
        add(type, scope: scope, tag: tag, factory: factory)
    }

    /// Registers a factory for `type` that makes a new instance for every
    /// resolution (``DependencyScope/unique``); the type need not be `Sendable`.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type = Service.self, tag: DependencyTag? = nil,
        factory: @escaping @Sendable (DependencyContainer) throws -> Service
    ) -> DependencyRegistration<Service> {
        add(type, scope: .unique, tag: tag, factory: factory)
    }

    private func add<Service>(
        _ type: Service.Type, scope: DependencyScope, tag: DependencyTag?,
        factory: @escaping @Sendable (DependencyContainer) throws -> Service
    ) -> DependencyRegistration<Service> {
        let key = RegistrationKey(type: type, tag: tag)
        let box = RegistrationBox(key: key, scope: scope) { container in try factory(container) }
        state.withLock {
            $0.registrations[key] = box
            $0.sharedInstances[key] = nil
        }
        return DependencyRegistration(box: box)
    }

    /// Registers a property resolution for instances the container does not
    /// make: controllers a storyboard instantiates (as Dip-UI's
    /// `resolvingProperties`, without a factory that a main-actor controller
    /// could not offer a nonisolated container anyway).
    ///
    /// ```swift
    /// container.registerProperties(of: ProfileController.self) { container, profile in
    ///     profile.logger = try container.resolve()
    /// }
    /// ```
    ///
    /// Resolving `type` itself from the container is an error: register a
    /// factory with ``register(_:scope:tag:factory:)`` for that.
    public func registerProperties<Instance: AnyObject>(
        of type: Instance.Type, tag: DependencyTag? = nil,
        _ resolve: @escaping @MainActor @Sendable (DependencyContainer, Instance) throws -> Void
    ) {
        let key = RegistrationKey(type: type, tag: tag)
        let box = RegistrationBox(key: key, scope: .unique, factory: nil)
        DependencyRegistration<Instance>(box: box).resolvingProperties(resolve)
        state.withLock {
            $0.registrations[key] = box
            $0.sharedInstances[key] = nil
        }
    }

    /// Resolves `type`: the registration under `tag`, or the untagged one.
    ///
    /// - Throws: ``DependencyError`` for a missing registration (listing the
    ///   tags registered for the type), a cycle, or a factory that threw.
    public func resolve<Service>(_ type: Service.Type = Service.self, tag: DependencyTag? = nil) throws(DependencyError) -> Service {
        try ResolutionLock.shared.resolving { () throws(DependencyError) in
            try resolveLocked(type, tag: tag)
        }
    }

    /// Resolves `type` from its registration under `tag` only, never from the
    /// untagged one.
    ///
    /// ```swift
    /// let console = try container.resolve(Logger.self, exactlyTagged: "console")
    /// ```
    ///
    /// - Throws: ``DependencyError``; a missing registration lists the tags
    ///   registered for the type, `untagged` included.
    public func resolve<Service>(_ type: Service.Type = Service.self, exactlyTagged tag: DependencyTag) throws(DependencyError) -> Service {
        try ResolutionLock.shared.resolving { () throws(DependencyError) in
            try resolveLocked(type, tag: tag, fallsBackToUntagged: false)
        }
    }

    /// Whether ``resolve(_:tag:)`` finds a registration for `type`, under
    /// `tag` or untagged, without making an instance.
    ///
    /// A registration made with ``registerProperties(of:tag:_:)`` has no
    /// factory, so it does not count.
    public func canResolve<Service>(_ type: Service.Type, tag: DependencyTag? = nil) -> Bool {
        registration(for: type, tag: tag)?.hasFactory ?? false
    }

    /// Whether ``resolve(_:exactlyTagged:)`` finds a registration for `type`
    /// under `tag`, without making an instance.
    public func canResolve<Service>(_ type: Service.Type, exactlyTagged tag: DependencyTag) -> Bool {
        registration(for: type, tag: tag, fallsBackToUntagged: false)?.hasFactory ?? false
    }

    /// Removes the registration for `type` under `tag` (the untagged one when
    /// `tag` is `nil`), with its shared instance and its property resolution.
    ///
    /// - Returns: Whether there was such a registration.
    @discardableResult
    public func unregister<Service>(_ type: Service.Type, tag: DependencyTag? = nil) -> Bool {
        let key = RegistrationKey(type: type, tag: tag)
        return state.withLock {
            $0.sharedInstances[key] = nil
            return $0.registrations.removeValue(forKey: key) != nil
        }
    }

    /// Removes every registration and every shared instance, for example
    /// between tests that share a container.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The tags registered for a type, `untagged` for the untagged registration.
    func registeredTags(for type: Any.Type) -> [String] {
        state.withLock { state in
            state.registrations.keys.filter { $0.type == ObjectIdentifier(type) }
                .map { $0.tag?.description ?? "untagged" }.sorted()
        }
    }

    /// The registration for `type` under `tag`, or the untagged one. For an
    /// `Optional<T>` with no registration of its own, the registration for `T`,
    /// so that `logger = try container.resolve()` works for a `Logger?` property.
    func registration(for type: Any.Type, tag: DependencyTag?, fallsBackToUntagged: Bool = true) -> RegistrationBox? {
        state.withLock { state in
            func lookup(_ type: Any.Type) -> RegistrationBox? {
                if let tag, let tagged = state.registrations[RegistrationKey(type: type, tag: tag)] {
                    return tagged
                }
                return tag == nil || fallsBackToUntagged ? state.registrations[RegistrationKey(type: type, tag: nil)] : nil
            }
            return lookup(type) ?? (type as? any AnyOptional.Type).flatMap { lookup($0.wrappedType) }
        }
    }

    /// The type named in messages: `T` for an `Optional<T>` request.
    static func requestedType(_ type: Any.Type) -> Any.Type {
        (type as? any AnyOptional.Type)?.wrappedType ?? type
    }

    /// Resolves with the lock held.
    private func resolveLocked<Service>(
        _ type: Service.Type, tag: DependencyTag?, fallsBackToUntagged: Bool = true
    ) throws(DependencyError) -> Service {
        let resolution = ResolutionLock.shared
        guard let box = registration(for: type, tag: tag, fallsBackToUntagged: fallsBackToUntagged) else {
            let requested = Self.requestedType(type)
            throw .missingRegistration(type: TypeName.of(requested), tag: tag?.description,
                                       registeredTags: registeredTags(for: requested),
                                       path: (resolution.path + [RegistrationKey(type: requested, tag: tag)]).map(\.description))
        }
        if let shared = state.withLock({ $0.sharedInstances[box.key] }), let instance = shared.value as? Service {
            return instance
        }
        try resolution.enter(box.key)
        defer { resolution.leave() }
        let instance = try box.make(self, path: resolution.path)
        guard let typed = instance as? Service else {
            throw .factoryFailed(type: box.key.description, path: resolution.path.map(\.description),
                                 reason: "the factory returned \(TypeName.withArticle(Swift.type(of: instance))), "
                                     + "not \(TypeName.withArticle(Service.self))")
        }
        if box.scope == .shared {
            state.withLock { $0.sharedInstances[box.key] = SharedInstance(value: typed) }
        }
        return typed
    }
}
