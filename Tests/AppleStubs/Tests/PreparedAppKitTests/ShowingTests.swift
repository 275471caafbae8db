import AdapterTestSupport
import AppKit
import PreparedAppKit
import Testing

/// `show(_:as:prepare:)` and `showWindow(_:prepare:)`: a controller made in code, prepared as a segue's
/// destination, then presented or shown.
@Suite("Showing a controller from code prepares it first")
@MainActor
struct ShowingTests {
    @Test("As a sheet or a modal window: every step and the closure run before its view loads, the closure last",
          arguments: Presentation.allCases)
    func presented(presentation: Presentation) {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            source.prepCtxOrder = 12
            source.workflow[UserKey.self] = "ada"
            let details = RecordingDestination()
            let shown = source.show(details, as: presentation) { details in
                EventLog.events.append("closure sees order \(details.prepCtxOrder), user \(details.workflow[UserKey.self] ?? "none")")
            }
            #expect(shown)
            #expect(source.presentedViewControllers?.last === details)
            #expect(EventLog.events == [
                "prepareAsDestination sees order 12, user ada",
                "closure sees order 12, user ada",
                "viewDidLoad sees order 12",
            ])
            #expect(failures().isEmpty)
        }
    }

    @Test("From a window controller, a sheet is presented from its content view controller, with the window controller's context")
    func fromWindowController() {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingWindowController(window: nil)
            source.prepCtxOrder = 4
            let content = NSViewController()
            source.contentViewController = content
            let details = RecordingDestination()
            #expect(source.show(details, as: .sheet))
            #expect(content.presentedViewControllers?.last === details)
            #expect(details.prepCtxOrder == 4)
            #expect(failures().isEmpty)
        }
    }

    @Test("From a window controller with no content view controller: nothing is prepared or presented, and the error says what to do")
    func noPresenter() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = RecordingWindowController(window: nil)
            let details = RecordingDestination()
            #expect(!source.show(details, as: .sheet))
            #expect(details.prepCtxOrder == 0)
            #expect(EventLog.events.isEmpty, "no step ran")
            let failure = try #require(failures().first)
            #expect(failure.description == "RecordingWindowController could not show RecordingDestination with `.sheet`, so it was "
                + "neither prepared nor shown: RecordingWindowController has no view controller to present it from. Present it from "
                + "a view controller, or set the contentViewController of RecordingWindowController.")
        }
    }

    @Test("A failing step leaves it unpresented and as it was, and the error reaches the failure handler")
    func failingStep() {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            source.prepCtxOrder = 12
            source.workflow[UserKey.self] = "ada"
            let details = RecordingDestination()
            details.failInPrepare = true
            #expect(!source.show(details, as: .sheet))
            #expect(source.presentedViewControllers == nil)
            #expect(!details.isViewLoaded)
            #expect(details.prepCtxOrder == 0, "the propagated order was put back")
            #expect(details.workflow[UserKey.self] == nil, "the inherited workflow values were put back")
            #expect(failures() == [.preparationFailed(source: "RecordingSource", destination: "RecordingDestination",
                                                      step: "prepareAsDestination(for:)", reason: "refused")])
        }
    }

    @Test("A window controller: its content view controller is prepared before its window loads, then the window is shown")
    func window() {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            source.prepCtxOrder = 3
            let details = RecordingDestination()
            let window = NSWindowController(window: nil)
            window.contentViewController = details
            var closureSaw: NSWindowController?
            #expect(source.showWindow(window) { closureSaw = $0 })
            #expect(window.stubShowCount == 1)
            #expect(closureSaw === window)
            #expect(EventLog.events == ["prepareAsDestination sees order 3, user none", "viewDidLoad sees order 3"])
            #expect(failures().isEmpty)
        }
    }

    @Test("A window controller with no content view controller is prepared itself; one that fails is not shown")
    func contentlessWindow() {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            source.prepCtxOrder = 6
            let window = ContentlessWindowController(window: nil)
            #expect(source.showWindow(window))
            #expect(window.prepCtxOrder == 6)
            #expect(EventLog.events.first == "window prepareAsDestination sees order 6, user none, destination is self: true")

            let refused = ContentlessWindowController(window: nil)
            #expect(!source.showWindow(refused) { _ in throw RecordedFailure.refused })
            #expect(refused.stubShowCount == 0)
            #expect(refused.prepCtxOrder == 0)
            #expect(failures() == [.preparationFailed(source: "RecordingSource", destination: "ContentlessWindowController",
                                                      step: "the closure passed to perform or show", reason: "refused")])
        }
    }
}
