import PreparedUIKit
import UIKit

// Fixtures of the UIKit behavior tests: screens that record what happens to
// them, and storyboard files as Interface Builder would compile them.

/// Records the events of a transition, in order.
@MainActor
final class EventLog {
    static var events: [String] = []
}

class RecordingSource: PreparedViewController, OrderProviding {
    var prepCtxOrder = 7
    var orderNumber: Int { prepCtxOrder }
}

final class RecordingDestination: PreparedViewController, SegueDestination {
    var prepCtxOrder = 0
    var failInPrepare = false

    override class var contextTable: ContextTable {
        ContextTable(RecordingDestination.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxOrder", \.prepCtxOrder)
        }
    }

    func prepareAsDestination(for segue: Segue) throws {
        EventLog.events.append("prepareAsDestination sees order \(prepCtxOrder), user \(workflow[UserKey.self] ?? "none")")
        if failInPrepare { throw RecordedFailure.refused }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        EventLog.events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        EventLog.events.append("viewDidLoad sees order \(prepCtxOrder)")
    }
}

/// The same pair of screens for a navigator, to compare both paths.
final class NavigatorSource: PreparedController, OrderProviding {
    var prepCtxOrder = 7
    var orderNumber: Int { prepCtxOrder }
}

final class NavigatorDestination: PreparedController, SegueDestination {
    var prepCtxOrder = 0
    var failInPrepare = false

    override class var contextTable: ContextTable {
        ContextTable(NavigatorDestination.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxOrder", \.prepCtxOrder)
        }
    }

    func prepareAsDestination(for segue: Segue) throws {
        EventLog.events.append("prepareAsDestination sees order \(prepCtxOrder), user \(workflow[UserKey.self] ?? "none")")
        if failInPrepare { throw RecordedFailure.refused }
    }

    override func didLoad() {
        EventLog.events.append("viewDidLoad sees order \(prepCtxOrder)")
    }
}

enum NavigatorBoard: String, Storyboard {
    case main

    var layout: StoryboardLayout {
        StoryboardLayout { board in
            board.initialScene(NavigatorSource.init)
            board.scene(NavigatorDestination.init)
            board.scene(NavigatorWrongSource.init)
            board.segue(from: NavigatorSource.self, to: NavigatorDestination.self)
            board.segue(from: NavigatorWrongSource.self, to: NavigatorDestination.self)
        }
    }
}

final class NavigatorWrongSource: PreparedController {
    var prepCtxOrder = "seven"
}

@MainActor
protocol OrderProviding {
    var orderNumber: Int { get }
}

/// A source whose order is text: a mismatch for the destination's `Int`.
final class WrongSource: PreparedViewController {
    var prepCtxOrder = "seven"
}

enum UserKey: WorkflowKey {
    static let defaultValue: String? = nil
}

enum RecordedFailure: Error {
    case refused
}

enum OrderSegue: String, SegueIdentifier {
    case view = "viewOrder"
    case edit = "editOrder"
}

final class PlainTableController: UIViewController, SeguePreparing, WorkflowCarrying {
    var workflow = WorkflowValues()
    var prepCtxOrder = 21

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
}

final class GuardedSource: RecordingSource {
    var allowsEdit = false
    private(set) var asked: [OrderSegue] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let segue = OrderSegue(rawValue: identifier) else { return true }
        asked.append(segue)
        return segue != .edit || allowsEdit
    }
}

final class Service: Sendable {}

final class ServedScreen: PreparedViewController {
    var service: Service?
}

/// Installs storyboard files and a failure handler that records, and puts both back afterwards.
@MainActor
func withApp<Result>(_ files: [String: StubStoryboardFile], _ body: (_ failures: () -> [TransitionError]) throws -> Result) rethrows -> Result {
    let savedFiles = UIStoryboard.stubFiles
    let savedHandler = PreparationFailures.handler
    var failures: [TransitionError] = []
    UIStoryboard.stubFiles = files
    PreparationFailures.handler = { failures.append($0) }
    EventLog.events = []
    defer {
        UIStoryboard.stubFiles = savedFiles
        PreparationFailures.handler = savedHandler
    }
    return try body { failures }
}

@MainActor
let ordersFile = StubStoryboardFile(initial: "RecordingSource", scenes: [
    StubScene("RecordingSource", RecordingSource.self, segues: [
        StubSegue("viewOrder", to: "RecordingDestination", kind: .show),
        StubSegue("editOrder", to: "EditNavigation", kind: .present),
        StubSegue("tabs", to: "Tabs", kind: .present),
        StubSegue("split", to: "Split", kind: .present),
    ]),
    StubScene("GuardedSource", GuardedSource.self, segues: [
        StubSegue("viewOrder", to: "RecordingDestination", kind: .show),
        StubSegue("editOrder", to: "EditNavigation", kind: .present),
    ]),
    StubScene("PipelineSource", PipelineSource.self, segues: [StubSegue("viewOrder", to: "EditNavigation", kind: .present)]),
    StubScene("WrongSource", WrongSource.self, segues: [StubSegue("viewOrder", to: "EditNavigation", kind: .present)]),
    StubScene("PlainTableController", PlainTableController.self, segues: [StubSegue("viewOrder", to: "EditNavigation", kind: .present)]),
    StubScene("Container", RecordingSource.self, segues: [StubSegue("embed", to: "RecordingDestination", kind: .embed)]),
    StubScene("RecordingDestination", RecordingDestination.self),
    StubScene("EditNavigation", UINavigationController.self, relationships: ["RecordingDestination"]),
    StubScene("Tabs", UITabBarController.self, relationships: ["PlainViewController", "EditNavigation"]),
    StubScene("Split", UISplitViewController.self, relationships: ["EditNavigation", "RecordingDestination"]),
    StubScene("PlainViewController", UIViewController.self),
    StubScene("ServedScreen", ServedScreen.self),
])

enum OrdersStoryboard: String, StoryboardFile {
    case orders
}
