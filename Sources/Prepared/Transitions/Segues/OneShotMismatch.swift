/// A one-shot closure written for another destination class.
package struct OneShotMismatch: Error, CustomStringConvertible {
    /// The class the closure takes.
    package let expected: String
    /// The class of the destination the segue prepares.
    package let actual: String

    package var description: String { "the closure takes a \(expected), and the destination is a \(actual)" }
}
