import PreparedUIKit
import UIKit
import AdapterTestSupport

// Fixtures of the UIKit behavior tests: screens that record what happens to
// them, and storyboard files as Interface Builder would compile them.

/// A controller whose view holds a container view (an embed segue): records its segues and its own viewDidLoad.
final class RecordingContainer: RecordingSource {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        EventLog.events.append("container prepare(for: \(segue.identifier ?? "nil"))")
        super.prepare(for: segue, sender: sender)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let embedded = children.first as? RecordingDestination
        EventLog.events.append("container viewDidLoad sees embedded order \(embedded.map { String($0.prepCtxOrder) } ?? "none: no child")")
    }
}

final class PlainTableController: UIViewController, SeguePreparing, WorkflowCarrying {
    var workflow = WorkflowValues()
    var prepCtxOrder = 21

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
}

@MainActor
let ordersFile = StubStoryboardFile(initial: "RecordingSource", scenes: [
    StubScene("RecordingSource", RecordingSource.self, segues: [
        StubSegue("viewOrder", to: "RecordingDestination", kind: .show),
        StubSegue("editOrder", to: "EditNavigation", kind: .present),
        StubSegue("tabs", to: "Tabs", kind: .present),
        StubSegue("split", to: "Split", kind: .present),
        StubSegue("refusingSplit", to: "RefusingSplit", kind: .present),
        StubSegue("mismatchedSplit", to: "MismatchedSplit", kind: .present),
    ]),
    StubScene("GuardedSource", GuardedSource.self, segues: [
        StubSegue("viewOrder", to: "RecordingDestination", kind: .show),
        StubSegue("editOrder", to: "EditNavigation", kind: .present),
    ]),
    StubScene("PipelineSource", PipelineSource.self, segues: [StubSegue("viewOrder", to: "EditNavigation", kind: .present)]),
    StubScene("WrongSource", WrongSource.self, segues: [StubSegue("viewOrder", to: "EditNavigation", kind: .present)]),
    StubScene("PlainTableController", PlainTableController.self, segues: [StubSegue("viewOrder", to: "EditNavigation", kind: .present)]),
    StubScene("Container", RecordingSource.self, segues: [StubSegue("embed", to: "RecordingDestination", kind: .embed)]),
    StubScene("RecordingContainer", RecordingContainer.self, segues: [StubSegue("embed", to: "RecordingDestination", kind: .embed)]),
    StubScene("RecordingDestination", RecordingDestination.self),
    StubScene("EditNavigation", UINavigationController.self, relationships: ["RecordingDestination"]),
    StubScene("Tabs", UITabBarController.self, relationships: ["PlainViewController", "EditNavigation"]),
    StubScene("Split", UISplitViewController.self, relationships: ["EditNavigation", "RecordingDestination"]),
    StubScene("RefusingSplit", UISplitViewController.self, relationships: ["EditNavigation", "RefusingDestination"]),
    StubScene("MismatchedSplit", UISplitViewController.self, relationships: ["EditNavigation", "TextOrderDestination"]),
    StubScene("RefusingDestination", RefusingDestination.self),
    StubScene("TextOrderDestination", TextOrderDestination.self),
    StubScene("PlainViewController", UIViewController.self),
    StubScene("ServedScreen", ServedScreen.self),
])

enum OrdersStoryboard: String, StoryboardName {
    case orders
}
