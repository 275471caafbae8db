import Prepared

import Foundation

/// One registration: its factory and, once added, its property resolution.
///
/// `@unchecked Sendable`: `key`, `scope` and `factory` are immutable and
/// `Sendable`; the property resolution is set once, after creation, behind a lock.
final class RegistrationBox: @unchecked Sendable {
    typealias PropertyResolution = @MainActor @Sendable (DependencyContainer, Any) throws -> Void

    let key: RegistrationKey
    let scope: DependencyScope
    /// `nil` for a registration made with `registerProperties(of:tag:_:)`.
    private let factory: (@Sendable (DependencyContainer) throws -> Any)?
    private let propertyResolution = Locked<PropertyResolution?>(nil)

    init(key: RegistrationKey, scope: DependencyScope, factory: (@Sendable (DependencyContainer) throws -> Any)?) {
        self.key = key
        self.scope = scope
        self.factory = factory
    }

    /// Whether the container can make instances from this registration.
    var hasFactory: Bool { factory != nil }

    func setPropertyResolution(_ resolution: @escaping PropertyResolution) {
        propertyResolution.withLock { $0 = resolution }
    }

    /// Runs the factory; an error it throws is wrapped with the resolution path,
    /// unless it is already a ``DependencyError`` from a nested resolution.
    func make(_ container: DependencyContainer, path: [RegistrationKey]) throws(DependencyError) -> Any {
        guard let factory else {
            throw .propertiesOnly(type: key.description, path: path.map(\.description))
        }
        do {
            return try factory(container)
        } catch let error as DependencyError {
            throw error
        } catch {
            throw .factoryFailed(type: key.description, path: path.map(\.description), reason: String(describing: error))
        }
    }

    /// Runs the property resolution on `instance`; `false` when there is none.
    @MainActor
    func resolveProperties(of instance: AnyObject, in container: DependencyContainer, path: [RegistrationKey]) throws(DependencyError) -> Bool {
        guard let resolution = propertyResolution.withLock({ $0 }) else { return false }
        do {
            try resolution(container, instance)
        } catch let error as DependencyError {
            throw error
        } catch {
            throw .factoryFailed(type: key.description, path: path.map(\.description), reason: String(describing: error))
        }
        return true
    }
}

/// A shared instance, held by its container and handed to every resolution.
///
/// `@unchecked Sendable` because it is stored as `Any`: only `Sendable`
/// types can be registered in the `.shared` scope
/// (`DependencyContainer.register(_:scope:tag:factory:)` requires it).
struct SharedInstance: @unchecked Sendable {
    let value: Any
}
