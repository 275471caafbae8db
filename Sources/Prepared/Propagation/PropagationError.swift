/// The error a transition throws when its context cannot be passed.
///
/// A transition checks every value before it writes any, so when this error is
/// thrown the destination is unchanged.
public struct PropagationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name of the source's class.
    public let sourceClass: String
    /// The name of the destination's class.
    public let destinationClass: String
    /// Every reason found, in the order of the keys; never empty.
    public let problems: [PropagationProblem]

    /// The classes, then every problem on its own line.
    public var description: String {
        var lines = ["Prepared could not pass context from \(sourceClass) to \(destinationClass); nothing was written."]
        lines += problems.map { "- \($0)" }
        return lines.joined(separator: "\n")
    }
}
