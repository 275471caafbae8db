import Testing
#if PREPARED_UIKIT
import PreparedUIKit
import UIKit
#else
import AppKit
import PreparedAppKit
#endif
import AdapterTestSupport

// One source for PreparedUIKitTests and PreparedAppKitTests (a symbolic link
// `Shared` in each): what both adapters do alike, on the platform's segue.

@Suite("What both adapters do alike")
@MainActor
struct AdapterTests {
    @Test("A step that fails after propagation puts the destination back as it was")
    func restoresOnLaterFailure() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.workflow[UserKey.self] = "ada"
            let destination = try OrdersStoryboard.orders.instantiate(RecordingDestination.self)
            destination.failInPrepare = true
            let segue = PlatformStoryboardSegue(identifier: "viewOrder", source: source, destination: destination)
            source.prepare(for: segue, sender: nil)
            #expect(destination.prepCtxOrder == 0, "the propagated order was put back")
            #expect(destination.workflow[UserKey.self] == nil, "the inherited workflow values were put back")
            #expect(EventLog.events.contains("prepareAsDestination sees order 7, user ada"), "the step saw the values before they were put back")
            #expect(failures() == [.preparationFailed(source: "RecordingSource", destination: "RecordingDestination",
                                                      step: "prepareAsDestination(for:)", reason: "refused")])
        }
    }
}
