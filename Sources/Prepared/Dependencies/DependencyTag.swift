/// Tells apart registrations of one type, and lets a scene name the
/// registration its controller's properties come from.
///
/// ```swift
/// container.register(Logger.self, tag: "verbose") { _ in VerboseLogger() }
/// ```
public struct DependencyTag: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { "'\(name)'" }
}
