/// Why a transition could not be performed. When it is thrown, nothing was shown.
public enum TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The destination could not be instantiated.
    case storyboard(StoryboardError)
    /// The source's context could not be passed to the destination.
    case propagation(PropagationError)
    /// The source is on none of the navigator's stacks.
    case notShown(source: String)
    /// The source was not instantiated from a storyboard, so it has no segues.
    case notFromStoryboard(source: String)
    /// No declared segue leads from the source to the destination (with this identifier).
    case noSegue(storyboard: String, source: String, destination: String, identifier: String?, declared: [String])
    /// Several segues lead from the source to the destination; pass an identifier.
    case ambiguousSegue(storyboard: String, source: String, destination: String, identifiers: [String])
    /// The destination asks its sources to adopt a protocol this source does not adopt.
    case sourceDoesNotConform(source: String, destination: String, requirement: String)
    /// A preparation step threw.
    case preparationFailed(source: String, destination: String, step: String, reason: String)
    /// `pop()` on a navigation stack holding only its root.
    case nothingToPop(root: String)
    /// `dismiss()` with nothing presented.
    case nothingToDismiss(root: String)

    public var description: String {
        switch self {
        case .storyboard(let error):
            error.description
        case .propagation(let error):
            error.description
        case let .notShown(source):
            "\(source) is not shown by this navigator. Perform segues from a controller on one of its stacks "
                + "(the visible one by default), or push or present \(source) first."
        case let .notFromStoryboard(source):
            "\(source) was not instantiated from a storyboard, so it has no segues. "
                + "Instantiate it with a storyboard's instantiate(_:), or push its destination with Navigator.push(_:)."
        case let .noSegue(storyboard, source, destination, identifier, declared):
            "Storyboard '\(storyboard)' declares no segue from \(source) to \(destination)"
                + (identifier.map { " with identifier \($0)" } ?? "")
                + ". Declare it with board.segue(from: \(source).self, to: \(destination).self, …)"
                + (declared.isEmpty ? "." : "; segues from \(source): \(declared.joined(separator: "; ")).")
        case let .ambiguousSegue(storyboard, source, destination, identifiers):
            "Storyboard '\(storyboard)' declares \(identifiers.count) segues from \(source) to \(destination). "
                + "Pass one of their identifiers to perform: \(identifiers.joined(separator: ", "))."
        case let .sourceDoesNotConform(source, destination, requirement):
            "\(destination) prepares itself from sources that adopt \(requirement), but \(source) does not. "
                + "Make \(source) adopt \(requirement), or remove the segue from \(source) to \(destination)."
        case let .preparationFailed(source, destination, step, reason):
            "Preparing \(destination) from \(source) failed in \(step): \(reason)"
        case let .nothingToPop(root):
            "The navigation stack holds only its root, \(root): there is nothing to pop."
        case let .nothingToDismiss(root):
            "Nothing is presented over \(root): there is nothing to dismiss."
        }
    }
}
