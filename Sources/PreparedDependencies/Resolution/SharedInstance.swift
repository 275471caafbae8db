import Prepared

/// A shared instance, held by its container and handed to every resolution.
///
/// `@unchecked Sendable` because it is stored as `Any`: only `Sendable`
/// types can be registered in the `.shared` scope
/// (`DependencyContainer.register(_:scope:tag:factory:)` requires it).
struct SharedInstance: @unchecked Sendable {
    let value: Any
}
