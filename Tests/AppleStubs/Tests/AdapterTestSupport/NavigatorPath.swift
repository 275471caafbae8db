import Foundation
import PreparedHeadless

/// The navigator half of the pipeline-equivalence tests: the same transitions as each
/// platform's `SharedPipelineTests` perform through `prepare(for:sender:)`, run by a `Navigator`.
@MainActor
package enum NavigatorPath {
    /// What the navigator, and each platform after it, records for `events(with:)`.
    package static let expectedEvents = [
        "registered preparation sees source order 7, user ada",
        "prepareAsDestination sees order 7, user ada",
        "one-shot sees order 7",
        "viewDidLoad sees order 7",
    ]

    /// Registers a preparation that records what it sees, and runs `body` with it.
    package static func withRecordingPreparations<Result>(_ body: (Preparations) throws -> Result) rethrows -> Result {
        let preparations = Preparations()
        preparations.register { (source: any OrderProviding, destination: AnyObject) in
            let user = (destination as? any WorkflowCarrying)?.workflow[UserKey.self] ?? "none"
            EventLog.events.append("registered preparation sees source order \(source.orderNumber), user \(user)")
        }
        return try body(preparations)
    }

    /// Performs the navigator transition for user "ada", with a one-shot closure that records; returns the events.
    package static func events(with preparations: Preparations) throws -> [String] {
        let root = try NavigatorBoard.main.instantiateInitial(as: NavigatorSource.self)
        root.workflow[UserKey.self] = "ada"
        try Navigator(root: root, preparations: preparations).perform(NavigatorDestination.self) { destination in
            EventLog.events.append("one-shot sees order \(destination.prepCtxOrder)")
        }
        return EventLog.events
    }

    /// A mismatch: the source's order is text.
    package static func performFromWrongSource() throws {
        let wrongRoot = try NavigatorBoard.main.instantiate(NavigatorWrongSource.self)
        try preparationError { () throws(NavigatorError) in _ = try Navigator(root: wrongRoot).perform(NavigatorDestination.self) }
    }

    /// Has `preparations` set up the navigator's destination to refuse in prepareAsDestination(for:).
    package static func refuseInPrepare(_ preparations: Preparations) {
        preparations.register(destination: { (destination: NavigatorDestination) in destination.failInPrepare = true })
    }

    /// A transition whose destination `preparations` may set up to refuse.
    package static func perform(with preparations: Preparations) throws {
        let root = try NavigatorBoard.main.instantiateInitial(as: NavigatorSource.self)
        try preparationError { () throws(NavigatorError) in _ = try Navigator(root: root, preparations: preparations).perform(NavigatorDestination.self) }
    }

    /// A navigator error's text with the navigator fixtures' class names replaced by the platform sources'.
    package static func renamed(_ error: TransitionError) -> String {
        error.description
            .replacingOccurrences(of: "NavigatorWrongSource", with: "WrongSource")
            .replacingOccurrences(of: "NavigatorSource", with: "PipelineSource")
            .replacingOccurrences(of: "NavigatorDestination", with: "RecordingDestination")
    }

    /// Runs a navigator call and rethrows a preparation failure as the
    /// `TransitionError` the adapters report, so both paths compare alike.
    private static func preparationError(_ body: () throws(NavigatorError) -> Void) throws {
        do {
            try body()
        } catch .preparation(let error) {
            throw error
        }
    }
}
