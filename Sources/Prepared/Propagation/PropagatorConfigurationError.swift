/// The error thrown for a ``ContextPropagator`` configuration that cannot work.
public enum PropagatorConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The prefix is empty or is not the start of a Swift identifier.
    case invalidPrefix(String)

    /// Why the configuration cannot work, and what a valid one looks like.
    public var description: String {
        switch self {
        case .invalidPrefix(let prefix):
            "'\(prefix)' cannot be a context prefix: a prefix must be the start of a Swift identifier "
                + "(a letter or underscore, then letters, digits or underscores), such as 'prepCtx'."
        }
    }
}
