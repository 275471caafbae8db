/// A segue that a generated `TypedSegue` has no case for, and why: the
/// `unmatched` case of every `TypedSegue` carries one.
///
/// `prepared-storyboard generate` gives each class that is the source of
/// segues a `TypedSegue` enum, one case per segue with the controller it
/// prepares. At run time a segue can still fail to match: its storyboard
/// changed after the Swift was generated, or its scene's class is not the one
/// the storyboard names. The segue is then not a crash but this value, which
/// says what was expected and what came:
///
/// ```swift
/// case .unmatched(let segue):
///     assertionFailure("\(segue)")
/// ```
public struct UnmatchedSegue: Sendable, Hashable, CustomStringConvertible {
    /// Why a segue matches no case.
    public enum Reason: Sendable, Hashable {
        /// The storyboards the Swift was generated from give the source no
        /// segue with this identifier (or, without identifier, none that
        /// prepares a controller of this class).
        case unknownSegue
        /// The segue is one of the source's, and what it prepares is not of the
        /// class its storyboard names, `expected`.
        case wrongDestination(expected: String)
    }

    /// The class of the segue's source, as the generated code names it.
    public let sourceClass: String
    /// The segue's identifier, or `nil` for a segue without one.
    public let identifier: String?
    /// The class of the controller the segue prepares (the first, when it prepares several).
    public let destinationClass: String
    /// Why the segue matches no case.
    public let reason: Reason

    /// A segue that matches no case of its source's `TypedSegue`.
    ///
    /// - Parameters:
    ///   - sourceClass: The class of the segue's source.
    ///   - identifier: The segue's identifier, or `nil`.
    ///   - destinationClass: The class of the controller the segue prepares.
    ///   - reason: Why it matches no case.
    package init(sourceClass: String, identifier: String?, destinationClass: String, reason: Reason) {
        self.sourceClass = sourceClass
        self.identifier = identifier
        self.destinationClass = destinationClass
        self.reason = reason
    }

    /// What came, what was expected, and what to change.
    public var description: String {
        let named = identifier.map { "segue \(SwiftCode.stringLiteral($0))" } ?? "segue without identifier"
        switch reason {
        case .unknownSegue where identifier == nil:
            // A segue without identifier has a case only when it reaches a custom class: one to a scene without
            // one is in the storyboards, and still has none; an unwind segue without identifier never has one.
            return "\(sourceClass) has no typed case for a segue without identifier to \(destinationClass): a segue without "
                + "identifier has one only when it leads to a scene of a custom class, and an unwind segue has one only with an "
                + "identifier. Give the segue an identifier in the storyboard (or its scene a custom class); if the storyboard "
                + "changed, generate the Swift again."
        case .unknownSegue:
            return "\(sourceClass) has no \(named) to \(destinationClass) in the storyboards its Swift was generated from: "
                + "generate the Swift again."
        case .wrongDestination(let expected):
            return "The \(named) of \(sourceClass) prepares a controller of class \(destinationClass), not \(expected), the class "
                + "its storyboard names: set the scene's class to \(expected) in the storyboard, or generate the Swift again."
        }
    }
}
