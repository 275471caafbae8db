import PreparedHeadless
import PreparedResources

// What the UIKit and AppKit behavior tests share, with no platform in it: the event
// log, the keys and failures their screens use, and the navigator's pair of screens
// that the pipeline-equivalence tests compare with each platform's segues.

/// Records the events of a transition, in order.
@MainActor
package final class EventLog {
    package static var events: [String] = []
}

@MainActor
package protocol OrderProviding {
    var orderNumber: Int { get }
}

package enum UserKey: WorkflowKey {
    package static let defaultValue: String? = nil
}

package enum RecordedFailure: Error {
    case refused
}

package enum OrderSegue: String, SegueName {
    case view = "viewOrder"
    case edit = "editOrder"
}

package final class Service: Sendable {
    package init() {}
}

@MainActor
package final class Counter {
    package var count = 0

    package init() {}
}

/// Whether two lists hold the same objects in the same order.
package func sameObjects(_ lhs: [AnyObject], _ rhs: [AnyObject]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Installs a failure handler that records, empties the event log, and puts the handler back afterwards.
@MainActor
package func withRecordedFailures<Result>(_ body: (_ failures: () -> [TransitionError]) throws -> Result) rethrows -> Result {
    let savedHandler = PreparationPipeline.failureHandler
    var failures: [TransitionError] = []
    PreparationPipeline.failureHandler = { failures.append($0) }
    EventLog.events = []
    defer { PreparationPipeline.failureHandler = savedHandler }
    return try body { failures }
}

/// Runs `body` with a dequeue failure handler that records, and puts the app's back afterwards.
@MainActor
package func withRecordedDequeueFailures<Result>(_ body: (_ failures: () -> [DequeueError]) throws -> Result) rethrows -> Result {
    let savedHandler = DequeueError.failureHandler
    var failures: [DequeueError] = []
    DequeueError.failureHandler = { failures.append($0) }
    defer { DequeueError.failureHandler = savedHandler }
    return try body { failures }
}

/// The same pair of screens for a navigator, to compare both paths.
package final class NavigatorSource: PreparedController, OrderProviding {
    package var prepCtxOrder = 7
    package var orderNumber: Int { prepCtxOrder }
}

package final class NavigatorDestination: PreparedController, SegueDestination {
    package var prepCtxOrder = 0
    package var failInPrepare = false

    package override class var contextTable: ContextTable {
        ContextTable(NavigatorDestination.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxOrder", \.prepCtxOrder)
        }
    }

    package func prepareAsDestination(for segue: Segue) throws {
        EventLog.events.append("prepareAsDestination sees order \(prepCtxOrder), user \(workflow[UserKey.self] ?? "none")")
        if failInPrepare { throw RecordedFailure.refused }
    }

    package override func didLoad() {
        EventLog.events.append("viewDidLoad sees order \(prepCtxOrder)")
    }
}

package enum NavigatorBoard: String, HeadlessStoryboard {
    case main

    package var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.initialScene(NavigatorSource.init)
            board.scene(NavigatorDestination.init)
            board.scene(NavigatorWrongSource.init)
            board.segue(from: NavigatorSource.self, to: NavigatorDestination.self)
            board.segue(from: NavigatorWrongSource.self, to: NavigatorDestination.self)
        }
    }
}

/// A source whose order is text: a mismatch for the destination's `Int`.
package final class NavigatorWrongSource: PreparedController {
    package var prepCtxOrder = "seven"
}
