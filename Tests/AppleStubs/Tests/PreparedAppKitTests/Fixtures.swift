import PreparedAppKit
import AppKit
import AdapterTestSupport

// Fixtures of the AppKit behavior tests: view and window controllers that record
// what happens to them, and storyboard files as Interface Builder would compile them.

/// A window controller that is a segue's source: a toolbar item of its window opens a sheet.
final class RecordingWindowController: PreparedWindowController, OrderProviding {
    var prepCtxOrder = 9
    var orderNumber: Int { prepCtxOrder }
    private(set) var lastDestination: Any?

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastDestination = segue.destinationController
    }
}

/// A window controller with no content view controller: a segue into it prepares the window controller itself.
final class ContentlessWindowController: PreparedWindowController, SegueDestination {
    var prepCtxOrder = 0

    override class var contextTable: ContextTable {
        ContextTable(ContentlessWindowController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxOrder", \.prepCtxOrder)
        }
    }

    func prepareAsDestination(for segue: Segue) throws {
        let isSelf = ObjectIdentifier(segue.destination) == ObjectIdentifier(self)
        EventLog.events.append("window prepareAsDestination sees order \(prepCtxOrder), user \(workflow[UserKey.self] ?? "none"), destination is self: \(isSelf)")
    }

    override func windowDidLoad() {
        super.windowDidLoad()
        EventLog.events.append("windowDidLoad sees order \(prepCtxOrder)")
    }
}

/// A split view controller that takes part through the one-line protocol.
final class PlainSplitController: NSSplitViewController, SeguePreparing, WorkflowCarrying {
    var workflow = WorkflowValues()
    var prepCtxOrder = 21
    private(set) var lastDestination: Any?

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
        lastDestination = segue.destinationController
    }
}

final class ServedWindow: PreparedWindowController {
    var service: Service?
}

@MainActor
let ordersFile = StubStoryboardFile(initial: "RecordingSource", scenes: [
    StubScene("RecordingSource", RecordingSource.self, segues: [
        StubSegue("viewOrder", to: "RecordingDestination", kind: .sheet),
        StubSegue("editOrder", to: "EditWindow", kind: .show),
        StubSegue("popover", to: "RecordingDestination", kind: .popover),
        StubSegue("tabs", to: "Tabs", kind: .modal),
        StubSegue("split", to: "Split", kind: .sheet),
        StubSegue("refusingSplit", to: "RefusingSplit", kind: .sheet),
        StubSegue("mismatchedSplit", to: "MismatchedSplit", kind: .sheet),
        StubSegue("contentlessWindow", to: "ContentlessWindow", kind: .show),
    ]),
    StubScene("GuardedSource", GuardedSource.self, segues: [
        StubSegue("viewOrder", to: "RecordingDestination", kind: .sheet),
        StubSegue("editOrder", to: "EditWindow", kind: .show),
    ]),
    StubScene("PipelineSource", PipelineSource.self, segues: [StubSegue("viewOrder", to: "RecordingDestination", kind: .sheet)]),
    StubScene("WrongSource", WrongSource.self, segues: [StubSegue("viewOrder", to: "EditWindow", kind: .show)]),
    StubScene("PlainSplitController", PlainSplitController.self, segues: [StubSegue("viewOrder", to: "EditWindow", kind: .modal)]),
    StubScene("RecordingWindowController", RecordingWindowController.self, relationships: ["PlainViewController"], segues: [
        StubSegue("viewOrder", to: "RecordingDestination", kind: .sheet),
    ]),
    StubScene("RecordingDestination", RecordingDestination.self),
    StubScene("OtherDestination", RecordingDestination.self),
    StubScene("EditWindow", NSWindowController.self, relationships: ["RecordingDestination"]),
    StubScene("Tabs", NSTabViewController.self, relationships: ["OtherDestination", "RecordingDestination"], selectedTab: 1),
    StubScene("Split", NSSplitViewController.self, relationships: ["RecordingDestination", "OtherDestination"]),
    StubScene("RefusingSplit", NSSplitViewController.self, relationships: ["RecordingDestination", "RefusingDestination"]),
    StubScene("MismatchedSplit", NSSplitViewController.self, relationships: ["RecordingDestination", "TextOrderDestination"]),
    StubScene("RefusingDestination", RefusingDestination.self),
    StubScene("TextOrderDestination", TextOrderDestination.self),
    StubScene("ContentlessWindow", ContentlessWindowController.self),
    StubScene("PlainViewController", NSViewController.self),
    StubScene("ServedScreen", ServedScreen.self),
    StubScene("ServedWindow", ServedWindow.self, relationships: ["PlainViewController"]),
])

enum OrdersStoryboard: String, StoryboardName {
    case orders
}

enum EmptyStoryboard: String, StoryboardName {
    case empty
}
