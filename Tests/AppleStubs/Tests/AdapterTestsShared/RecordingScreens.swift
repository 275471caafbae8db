#if PREPARED_UIKIT
import PreparedUIKit
import UIKit
#else
import AppKit
import PreparedAppKit
#endif
import AdapterTestSupport

// One source for PreparedUIKitTests and PreparedAppKitTests (a symbolic link
// `Shared` in each): the screens both adapters' tests record with. Each
// target's `Fixtures.swift` adds its platform's screens and storyboard files.

class RecordingSource: PreparedViewController, OrderProviding {
    var prepCtxOrder = 7
    var orderNumber: Int { prepCtxOrder }
    private(set) var lastDestination: Any?

    override func prepare(for segue: PlatformStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastDestination = TestPlatform.destination(of: segue)
    }
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

/// A container's child (a split's secondary, a split view item) that refuses in `prepareAsDestination(for:)`, after the ones before it were prepared.
final class RefusingDestination: PreparedViewController, SegueDestination {
    var prepCtxOrder = 0

    override class var contextTable: ContextTable {
        ContextTable(RefusingDestination.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxOrder", \.prepCtxOrder)
        }
    }

    func prepareAsDestination(for segue: Segue) throws {
        EventLog.events.append("RefusingDestination refuses order \(prepCtxOrder)")
        throw RecordedFailure.refused
    }
}

/// A container's child whose order is text: a mismatch for the source's `Int`.
final class TextOrderDestination: PreparedViewController {
    var prepCtxOrder = "none"

    override class var contextTable: ContextTable {
        ContextTable(TextOrderDestination.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxOrder", \.prepCtxOrder)
        }
    }
}

/// A source whose order is text: a mismatch for the destination's `Int`.
final class WrongSource: PreparedViewController {
    var prepCtxOrder = "seven"
}

/// A source whose pipeline a test chooses.
final class PipelineSource: RecordingSource {
    var pipeline = PreparationPipeline()
    override var preparationPipeline: PreparationPipeline { pipeline }
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

final class ServedScreen: PreparedViewController {
    var service: Service?
}
