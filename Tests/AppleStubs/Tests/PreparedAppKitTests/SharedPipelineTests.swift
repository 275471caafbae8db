import Testing
import PreparedAppKit
import AppKit

@Suite("One pipeline for the navigator and AppKit")
@MainActor
struct SharedPipelineTests {
    /// Registers a preparation that records what it sees, and runs `body` with it.
    func withRecordingPreparations<Result>(_ body: (Preparations) throws -> Result) rethrows -> Result {
        let preparations = Preparations()
        preparations.register { (source: any OrderProviding, destination: AnyObject) in
            let user = (destination as? any WorkflowCarrying)?.workflow[UserKey.self] ?? "none"
            EventLog.events.append("registered preparation sees source order \(source.orderNumber), user \(user)")
        }
        return try body(preparations)
    }

    @Test("The same steps run in the same order through the navigator and through AppKit's prepare(for:sender:)")
    func sameOrder() throws {
        try withApp(["orders": ordersFile]) { failures in
            try withRecordingPreparations { preparations in
                let root = try NavigatorBoard.main.instantiateInitial(as: NavigatorSource.self)
                root.workflow[UserKey.self] = "ada"
                try Navigator(root: root, preparations: preparations).perform(NavigatorDestination.self) { destination in
                    EventLog.events.append("one-shot sees order \(destination.prepCtxOrder)")
                }
                let throughNavigator = EventLog.events

                EventLog.events = []
                let source = try OrdersStoryboard.orders.instantiate(PipelineSource.self)
                source.pipeline = PreparationPipeline(preparations: preparations)
                source.workflow[UserKey.self] = "ada"
                source.performSegue(OrderSegue.view, sender: nil) { (destination: RecordingDestination) in
                    EventLog.events.append("one-shot sees order \(destination.prepCtxOrder)")
                }
                let throughAppKit = EventLog.events.filter { $0 != "awakeFromNib" }

                #expect(throughNavigator == [
                    "registered preparation sees source order 7, user ada",
                    "prepareAsDestination sees order 7, user ada",
                    "one-shot sees order 7",
                    "viewDidLoad sees order 7",
                ])
                #expect(throughAppKit == throughNavigator)
                #expect(failures().isEmpty)
            }
        }
    }

    @Test("The same bad transitions fail with the same errors through both")
    func sameErrors() throws {
        try withApp(["orders": ordersFile]) { failures in
            // A mismatch: the source's order is text.
            let wrongRoot = try NavigatorBoard.main.instantiate(NavigatorWrongSource.self)
            let navigatorMismatch = try #require(throws: TransitionError.self) {
                try Navigator(root: wrongRoot).perform(NavigatorDestination.self)
            }
            let wrong = try OrdersStoryboard.orders.instantiate(WrongSource.self)
            wrong.performSegue(OrderSegue.view, sender: nil)

            // A destination that refuses in prepareAsDestination(for:), set up by a registered preparation.
            let preparations = Preparations()
            preparations.register(destination: { (destination: NavigatorDestination) in destination.failInPrepare = true })
            preparations.register(destination: { (destination: RecordingDestination) in destination.failInPrepare = true })
            let root = try NavigatorBoard.main.instantiateInitial(as: NavigatorSource.self)
            let navigatorRefusal = try #require(throws: TransitionError.self) {
                try Navigator(root: root, preparations: preparations).perform(NavigatorDestination.self)
            }
            let source = try OrdersStoryboard.orders.instantiate(PipelineSource.self)
            source.pipeline = PreparationPipeline(preparations: preparations)
            source.performSegue(OrderSegue.view, sender: nil)

            let throughAppKit = failures()
            try #require(throughAppKit.count == 2)
            #expect(Self.renamed(navigatorMismatch) == throughAppKit[0].description)
            #expect(throughAppKit[0].description.contains("WrongSource.prepCtxOrder is a String but RecordingDestination.prepCtxOrder is an Int"))
            #expect(navigatorRefusal == .preparationFailed(source: "NavigatorSource", destination: "NavigatorDestination",
                                                           step: "prepareAsDestination(for:)", reason: "refused"))
            #expect(Self.renamed(navigatorRefusal) == throughAppKit[1].description)
        }
    }

    /// A navigator error's text with the navigator fixtures' class names replaced by the AppKit sources'.
    static func renamed(_ error: TransitionError) -> String {
        error.description
            .replacingOccurrences(of: "NavigatorWrongSource", with: "WrongSource")
            .replacingOccurrences(of: "NavigatorSource", with: "PipelineSource")
            .replacingOccurrences(of: "NavigatorDestination", with: "RecordingDestination")
    }
}
