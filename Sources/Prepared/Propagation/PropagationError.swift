/// The error a transition throws when its context cannot be passed.
///
/// A transition checks every value before it writes any, so when this error is
/// thrown the destination is unchanged.
public struct PropagationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source's class name.
    public let source: String
    /// The destination's class name.
    public let destination: String
    /// Every reason found, in the order of the keys; never empty.
    public let problems: [PropagationProblem]

    public var description: String {
        var lines = ["Prepared could not pass context from \(source) to \(destination); nothing was written."]
        lines += problems.map { "- \($0)" }
        return lines.joined(separator: "\n")
    }
}
