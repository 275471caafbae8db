/// One problem the lint found in a storyboard file, with where it is and what to change.
public struct StoryboardFinding: Sendable, Hashable, CustomStringConvertible {
    /// The rules of the lint.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// An element, controller kind, segue kind or relationship the reader does not know.
        case unrecognized
        /// Two scenes of one storyboard share a storyboard ID.
        case duplicateStoryboardIdentifier = "duplicate-storyboard-id"
        /// Two segues of one source share an identifier.
        case duplicateSegueIdentifier = "duplicate-segue-identifier"
        /// One source reaches one destination by several segues that identifiers do not tell apart.
        case ambiguousSegues = "ambiguous-segues"
        /// A cell's segue has no identifier, and its scene has other segues that code must tell it from.
        case cellSegueWithoutIdentifier = "cell-segue-without-identifier"
        /// A storyboard reference names a storyboard that is not among the files.
        case missingStoryboard = "missing-storyboard"
        /// A storyboard reference names a storyboard ID, or an initial controller, that its storyboard lacks.
        case missingReferencedScene = "missing-referenced-scene"
        /// A segue's destination `id` names nothing in its file.
        case missingDestination = "missing-destination"
        /// A segue's destination `id` names an element of its file that is no scene's controller, such as a view.
        case destinationNotAController = "destination-not-a-controller"
        /// A segue without a `kind` or `destination` attribute, or a controller without an `id`.
        case missingAttribute = "missing-attribute"
        /// Two controllers of one storyboard share an `id`, as a bad merge leaves them.
        case duplicateControllerID = "duplicate-controller-id"
        /// A scene that no segue or reference reaches from an initial controller, and that has no storyboard ID.
        case unreachableScene = "unreachable-scene"
        /// A storyboard ID that is not the scene's class name (the typed-storyboard convention).
        case storyboardIdentifierConvention = "storyboard-id-convention"
    }

    /// The rule that found it.
    public let rule: Rule
    /// The file's path.
    public let file: String
    /// Where it is.
    public let location: SourceLocation
    /// What is wrong and what to change.
    public let message: String

    /// `Main.storyboard:12:5: warning: … [ambiguous-segues]`, the form Xcode and CI annotate.
    public var description: String {
        "\(file):\(location.line):\(location.column): warning: \(message) [\(rule.rawValue)]"
    }
}
