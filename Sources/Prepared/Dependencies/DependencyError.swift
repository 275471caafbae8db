/// Why a ``DependencyContainer`` could not resolve a type. Each case shows the
/// resolution path: the types being resolved when it happened, outermost first.
public enum DependencyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing is registered for the type, under the tag or untagged.
    case missingRegistration(type: String, tag: String?, registeredTags: [String], path: [String])
    /// Resolving the type needs the type itself.
    case cycle(path: [String])
    /// The type is registered for property resolution only, without a factory.
    case propertiesOnly(type: String, path: [String])
    /// A factory or a property resolution threw.
    case factoryFailed(type: String, path: [String], reason: String)

    public var description: String {
        switch self {
        case let .missingRegistration(type, tag, registeredTags, path):
            let wanted = tag.map { "\(type) under tag \($0) (nor untagged)" } ?? "\(type)"
            let registered = registeredTags.isEmpty
                ? "Nothing is registered for \(type)."
                : "Registered for \(type): \(registeredTags.joined(separator: ", "))."
            return "No registration for \(wanted)\(Self.while(path)). \(registered) "
                + "Register it with container.register(\(type).self\(tag.map { ", tag: \($0)" } ?? "")) { … }."
        case let .cycle(path):
            return "Dependency cycle: \(path.joined(separator: " → ")). "
                + "Break it: let one of these types take the other through a property resolved later, or through a factory it calls when needed."
        case let .propertiesOnly(type, path):
            return "\(type) is registered only to resolve the properties of instances made elsewhere\(Self.while(path)), "
                + "so the container cannot make one. Register a factory with container.register(\(type).self) { … }."
        case let .factoryFailed(type, path, reason):
            return "Resolving \(type) failed\(Self.while(path)): \(reason)"
        }
    }

    private static func `while`(_ path: [String]) -> String {
        path.count > 1 ? " (resolving \(path.joined(separator: " → ")))" : ""
    }
}
