import Prepared

/// Why a ``DependencyContainer`` could not resolve a type. Each case shows the
/// resolution path: the types being resolved when it happened, outermost first.
///
/// Each description says what to change; code it suggests is between
/// backticks and can be pasted.
public enum DependencyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing is registered for the type under the tag (nor untagged, unless
    /// the lookup was ``DependencyContainer/resolve(_:exactlyTagged:)``).
    case missingRegistration(type: String, tag: String?, registeredTags: [String], path: [String])
    /// A scene names a tag, and no container resolves the properties of its
    /// controller's class under that tag or untagged.
    case missingPropertyResolution(type: String, tag: String, registeredTags: [String])
    /// Resolving the type needs the type itself.
    case cycle(path: [String])
    /// The type is registered for property resolution only, without a factory.
    case propertiesOnly(type: String, path: [String])
    /// A factory or a property resolution threw.
    case factoryFailed(type: String, path: [String], reason: String)

    /// What went wrong, with the resolution path and the registration that would fix it.
    public var description: String {
        switch self {
        case let .missingRegistration(type, tag, registeredTags, path):
            let wanted = tag.map { "\(type) under tag \($0)" } ?? type
            return "No registration for \(wanted)\(Self.while(path)). \(Self.registered(registeredTags, for: type)) "
                + "Register it with `container.register(\(SwiftCode.metatype(type))\(tag.map { ", tag: \(SwiftCode.tagLiteral($0))" } ?? "")) "
                + "{ container in /* return \(Self.instance(of: type)) */ }`."
        case let .missingPropertyResolution(type, tag, registeredTags):
            return "No container resolves the properties of \(type) under tag \(tag), which its scene names. "
                + "\(Self.registered(registeredTags, for: type)) Register a property resolution, "
                + "`container.registerProperties(of: \(SwiftCode.metatype(type)), tag: \(SwiftCode.tagLiteral(tag))) "
                + "{ container, controller in /* set its dependencies */ }`, or remove the scene's dependency tag."
        case let .cycle(path):
            return "Dependency cycle: \(path.joined(separator: " → ")). "
                + "Break it: let one of these types take the other through a property resolved later, or through a factory it calls when needed."
        case let .propertiesOnly(type, path):
            return "\(type) is registered only to resolve the properties of instances made elsewhere\(Self.while(path)), "
                + "so the container cannot make one. Register a factory, "
                + "`container.register(\(SwiftCode.metatype(type))) { container in /* return \(Self.instance(of: type)) */ }`."
        case let .factoryFailed(type, path, reason):
            return "Resolving \(type) failed\(Self.while(path)): \(reason)"
        }
    }

    private static func `while`(_ path: [String]) -> String {
        path.count > 1 ? " (resolving \(path.joined(separator: " → ")))" : ""
    }

    /// "Registered for Logger: untagged, 'verbose'." or "Nothing is registered for Logger."
    private static func registered(_ tags: [String], for type: String) -> String {
        tags.isEmpty ? "Nothing is registered for \(type)." : "Registered for \(type): \(tags.joined(separator: ", "))."
    }

    /// "a Logger" for the comment in a suggested factory; an existential is named by its protocol.
    private static func instance(of type: String) -> String {
        TypeName.withArticle(SwiftCode.protocolName(type))
    }
}
