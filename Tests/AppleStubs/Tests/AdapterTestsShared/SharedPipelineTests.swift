import Testing
#if PREPARED_UIKIT
import PreparedUIKit
import UIKit
#else
import AppKit
import PreparedAppKit
#endif
import AdapterTestSupport

@Suite("One pipeline for the navigator and the adapter")
@MainActor
struct SharedPipelineTests {
    @Test("The same steps run in the same order through the navigator and through prepare(for:sender:)")
    func sameOrder() throws {
        try withApp(["orders": ordersFile]) { failures in
            try NavigatorPath.withRecordingPreparations { preparations in
                let throughNavigator = try NavigatorPath.events(with: preparations)

                EventLog.events = []
                let source = try OrdersStoryboard.orders.instantiate(PipelineSource.self)
                source.pipeline = PreparationPipeline(preparations: preparations)
                source.workflow[UserKey.self] = "ada"
                source.performSegue(OrderSegue.view, sender: nil) { (destination: RecordingDestination) in
                    EventLog.events.append("one-shot sees order \(destination.prepCtxOrder)")
                }
                let throughAdapter = EventLog.events.filter { $0 != "awakeFromNib" }

                #expect(throughNavigator == NavigatorPath.expectedEvents)
                #expect(throughAdapter == throughNavigator)
                #expect(failures().isEmpty)
            }
        }
    }

    @Test("The same bad transitions fail with the same errors through both")
    func sameErrors() throws {
        try withApp(["orders": ordersFile]) { failures in
            // A mismatch: the source's order is text.
            let navigatorMismatch = try #require(throws: TransitionError.self) {
                try NavigatorPath.performFromWrongSource()
            }
            let wrong = try OrdersStoryboard.orders.instantiate(WrongSource.self)
            wrong.performSegue(OrderSegue.view, sender: nil)

            // A destination that refuses in prepareAsDestination(for:), set up by a registered preparation.
            let preparations = Preparations()
            NavigatorPath.refuseInPrepare(preparations)
            preparations.register(destination: { (destination: RecordingDestination) in destination.failInPrepare = true })
            let navigatorRefusal = try #require(throws: TransitionError.self) {
                try NavigatorPath.perform(with: preparations)
            }
            let source = try OrdersStoryboard.orders.instantiate(PipelineSource.self)
            source.pipeline = PreparationPipeline(preparations: preparations)
            source.performSegue(OrderSegue.view, sender: nil)

            let throughAdapter = failures()
            try #require(throughAdapter.count == 2)
            #expect(NavigatorPath.renamed(navigatorMismatch) == throughAdapter[0].description)
            #expect(throughAdapter[0].description.contains("WrongSource.prepCtxOrder is a String but RecordingDestination.prepCtxOrder is an Int"))
            #expect(navigatorRefusal == .preparationFailed(source: "NavigatorSource", destination: "NavigatorDestination",
                                                           step: "prepareAsDestination(for:)", reason: "refused"))
            #expect(NavigatorPath.renamed(navigatorRefusal) == throughAdapter[1].description)
        }
    }
}
