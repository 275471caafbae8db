import Prepared

/// How often a ``DependencyContainer`` calls a registration's factory.
public enum DependencyScope: Sendable, Hashable {
    /// A new instance for every resolution.
    case unique
    /// One instance, made on first resolution and returned ever after, even
    /// when many threads resolve it at once.
    case shared
}
