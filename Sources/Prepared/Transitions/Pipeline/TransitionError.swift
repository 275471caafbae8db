/// Why the preparation of a destination failed, naming the classes and the
/// step. When it is thrown, the destination was left as it was.
public enum TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A storyboard file could not give a controller or a prototype cell, or
    /// the controller it made could not get its dependencies.
    case storyboard(StoryboardError)
    /// The source's context could not be passed to the destination.
    case propagation(PropagationError)
    /// The destination asks its sources to adopt a protocol this source does not adopt.
    case sourceDoesNotConform(source: String, destination: String, requirement: String)
    /// A preparation step threw.
    case preparationFailed(source: String, destination: String, step: String, reason: String)
    /// A typed `performSegue(_:sender:prepare:)` performed its segue, but its
    /// closure never ran: the source's `prepare(for:sender:)` does not run
    /// Prepared's preparation steps, or, when `sourcePrepares` (it adopts
    /// `SegueSource`), did not run them for this segue.
    case oneShotNotRun(source: String, segue: String, sourcePrepares: Bool)
    /// A controller shown from code (the adapters' `show(_:as:prepare:)`) could not be shown the way asked, so it
    /// was neither prepared nor shown. `reason` says why and what to change.
    case notShown(source: String, destination: String, presentation: String, reason: String)

    /// What went wrong, naming the classes, and what to change.
    public var description: String {
        switch self {
        case .storyboard(let error):
            error.description
        case .propagation(let error):
            error.description
        case let .sourceDoesNotConform(source, destination, requirement):
            "\(destination) prepares itself from sources that adopt \(SwiftCode.protocolName(requirement)), but \(source) does not. "
                + "Make \(source) adopt it, `extension \(source): \(SwiftCode.protocolName(requirement)) {}` with its requirements, "
                + "or remove the segue from \(source) to \(destination)."
        case let .preparationFailed(source, destination, step, reason):
            "Preparing \(destination) from \(source) failed in \(step): \(reason)"
        case let .oneShotNotRun(source, segue, sourcePrepares) where sourcePrepares:
            "The closure passed to performSegue(\(segue), sender:prepare:) never ran: \(source) runs Prepared's preparation steps, "
                + "but its prepare(for:sender:) did not run them for this segue, so the segue was performed without it. "
                + "Call `prepareDestination(of: segue)` in its prepare(for:sender:) for every segue, "
                + "after `super.prepare(for: segue, sender: sender)`."
        case let .oneShotNotRun(source, segue, _):
            "The closure passed to performSegue(\(segue), sender:prepare:) never ran: \(source)'s prepare(for:sender:) does not run "
                + "Prepared's preparation steps, so the segue was performed without it. Make \(source) adopt SeguePreparing, "
                + "`extension \(source): SeguePreparing {}`, and call `prepareDestination(of: segue)` in its prepare(for:sender:) "
                + "after `super.prepare(for: segue, sender: sender)`; or make it a subclass of PreparedViewController "
                + "(PreparedWindowController for a window controller)."
        case let .notShown(source, destination, presentation, reason):
            "\(source) could not show \(destination) with `.\(presentation)`, so it was neither prepared nor shown: \(reason)"
        }
    }
}
