import Prepared

/// Tells apart registrations of one type, and lets a scene name the
/// registration its controller's properties come from.
///
/// ```swift
/// container.register(Logger.self, tag: "verbose") { _ in VerboseLogger() }
/// ```
public struct DependencyTag: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The tag's name, as written in code and in storyboards.
    public let name: String

    /// A tag named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// A tag written as a string literal: `"console"`.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The name between single quotes, as messages print it: `'console'`.
    public var description: String { "'\(name)'" }
}
