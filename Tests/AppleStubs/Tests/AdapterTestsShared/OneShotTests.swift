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
// `Shared` in each): `TestPlatform` is each target's.

@Suite("A typed performSegue's closure runs, or its call fails loudly")
@MainActor
struct OneShotTests {
    @Test("From a plain view controller, the segue is performed and the failure handler hears that the closure never ran")
    func plainControllerReportsClosure() throws {
        try withApp(["plain": plainFile]) { failures in
            let source = try PlainStoryboard.plain.instantiate(PlainSegueSource.self)
            var ran = false
            source.performSegue(PlainSegue.next, sender: nil) { (_: PlainDestination) in ran = true }
            #expect(TestPlatform.presented(by: source) is PlainDestination, "the segue was performed")
            #expect(!ran)
            #expect(failures() == [.oneShotNotRun(source: "PlainSegueSource", segue: "PlainSegue.next", sourcePrepares: false)])
            #expect(failures().first?.description.contains("`extension PlainSegueSource: SeguePreparing {}`") == true)
        }
    }

    @Test("From a PreparedViewController, the closure runs and nothing is reported")
    func preparedControllerRunsClosure() throws {
        try withApp(["plain": plainFile]) { failures in
            let source = try PlainStoryboard.plain.instantiate(PreparedSegueSource.self)
            var ran: [PlainDestination] = []
            source.performSegue(PlainSegue.next, sender: nil) { (destination: PlainDestination) in ran.append(destination) }
            #expect(ran.count == 1)
            #expect(ran.first === TestPlatform.presented(by: source))
            #expect(failures().isEmpty)
        }
    }
}

// MARK: - Fixtures

/// A view controller of the platform's own, which runs no preparation steps.
final class PlainSegueSource: PlatformViewController {}

final class PreparedSegueSource: PreparedViewController {}

final class PlainDestination: PreparedViewController {}

enum PlainSegue: String, SegueName {
    case next
}

enum PlainStoryboard: String, StoryboardName {
    case plain
}

@MainActor
let plainFile = StubStoryboardFile(initial: "PlainSegueSource", scenes: [
    StubScene("PlainSegueSource", PlainSegueSource.self, segues: [
        StubSegue("next", to: "PlainDestination", kind: TestPlatform.presentation),
    ]),
    StubScene("PreparedSegueSource", PreparedSegueSource.self, segues: [
        StubSegue("next", to: "PlainDestination", kind: TestPlatform.presentation),
    ]),
    StubScene("PlainDestination", PlainDestination.self),
])
