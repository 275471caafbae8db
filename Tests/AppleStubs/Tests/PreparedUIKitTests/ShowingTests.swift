import AdapterTestSupport
import PreparedUIKit
import Testing
import UIKit

/// `show(_:as:animated:prepare:)`: a controller made in code, prepared as a segue's destination, then shown.
@Suite("Showing a controller from code prepares it first")
@MainActor
struct ShowingTests {
    /// A source of order 12 and user "ada", the root of a navigation controller.
    static func sourceInNavigation() -> (RecordingSource, UINavigationController) {
        let source = RecordingSource()
        source.prepCtxOrder = 12
        source.workflow[UserKey.self] = "ada"
        return (source, UINavigationController(rootViewController: source))
    }

    @Test("Pushed: every step and the closure run before its view loads, and the closure comes last")
    func pushed() {
        withApp(["orders": ordersFile]) { failures in
            let (source, navigation) = Self.sourceInNavigation()
            let details = RecordingDestination()
            let shown = source.show(details, as: .push) { details in
                EventLog.events.append("closure sees order \(details.prepCtxOrder), user \(details.workflow[UserKey.self] ?? "none")")
            }
            #expect(shown)
            #expect(navigation.topViewController === details)
            #expect(EventLog.events == [
                "prepareAsDestination sees order 12, user ada",
                "closure sees order 12, user ada",
                "viewDidLoad sees order 12",
            ])
            #expect(failures().isEmpty)
        }
    }

    @Test("Shown: pushed in a navigation controller, presented without one, as UIKit's show(_:sender:) does",
          arguments: [true, false])
    func shown(inNavigation: Bool) {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            let navigation = inNavigation ? UINavigationController(rootViewController: source) : nil
            let details = RecordingDestination()
            #expect(source.show(details, as: .show))
            if let navigation {
                #expect(navigation.topViewController === details)
            } else {
                #expect(source.presentedViewController === details)
            }
            #expect(details.prepCtxOrder == 7)
            #expect(failures().isEmpty)
        }
    }

    @Test("Presented, or shown as a detail: a container's controllers are prepared, and the closure gets the container",
          arguments: [Presentation.present, .showDetail])
    func presentedContainer(presentation: Presentation) {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            source.prepCtxOrder = 5
            let details = RecordingDestination()
            let navigation = UINavigationController(rootViewController: details)
            var closureSaw: UINavigationController?
            #expect(source.show(navigation, as: presentation, animated: false) { closureSaw = $0 })
            #expect(source.presentedViewController === navigation)
            #expect(closureSaw === navigation)
            #expect(details.prepCtxOrder == 5, "the navigation controller's root got the context")
            #expect(failures().isEmpty)
        }
    }

    @Test("A failing step leaves it unshown and as it was, and the error reaches the failure handler")
    func failingStep() {
        withApp(["orders": ordersFile]) { failures in
            let (source, navigation) = Self.sourceInNavigation()
            let details = RecordingDestination()
            details.failInPrepare = true
            #expect(!source.show(details, as: .push))
            #expect(navigation.topViewController === source, "not pushed")
            #expect(!details.isViewLoaded)
            #expect(details.prepCtxOrder == 0, "the propagated order was put back")
            #expect(details.workflow[UserKey.self] == nil, "the inherited workflow values were put back")
            #expect(failures() == [.preparationFailed(source: "RecordingSource", destination: "RecordingDestination",
                                                      step: "prepareAsDestination(for:)", reason: "refused")])
        }
    }

    @Test("A closure that throws leaves it unshown, and names the closure")
    func failingClosure() {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            let details = RecordingDestination()
            #expect(!source.show(details, as: .present) { _ in throw RecordedFailure.refused })
            #expect(source.presentedViewController == nil)
            #expect(details.prepCtxOrder == 0)
            #expect(failures() == [.preparationFailed(source: "RecordingSource", destination: "RecordingDestination",
                                                      step: "the closure passed to perform or show", reason: "refused")])
        }
    }

    @Test("Pushed from a controller in no navigation controller: nothing is prepared or shown, and the error says what to do")
    func pushWithoutNavigation() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            let details = RecordingDestination()
            #expect(!source.show(details, as: .push))
            #expect(details.prepCtxOrder == 0)
            #expect(EventLog.events.isEmpty, "no step ran")
            let failure = try #require(failures().first)
            #expect(failure.description == "RecordingSource could not show RecordingDestination with `.push`, so it was neither "
                + "prepared nor shown: RecordingSource is in no navigation controller. Show it with `.show`, which presents it where "
                + "there is no navigation controller to push it on, or embed RecordingSource in a UINavigationController.")
        }
    }

    @Test("A scene of a storyboard, made and shown in one call; one that cannot be made is reported and nothing is shown")
    func scene() {
        withApp(["orders": ordersFile]) { failures in
            let source = RecordingSource()
            source.prepCtxOrder = 9
            let details = TypedScene<RecordingDestination>(OrdersStoryboard.orders, identifier: "RecordingDestination")
            var shown: RecordingDestination?
            #expect(source.show(details, as: .present) { shown = $0 })
            #expect(source.presentedViewController === shown)
            #expect(shown?.prepCtxOrder == 9)
            #expect(EventLog.events.prefix(2) == ["awakeFromNib", "prepareAsDestination sees order 9, user none"])

            let other = RecordingSource()
            let wrong = TypedScene<RecordingDestination>(OrdersStoryboard.orders, identifier: "PlainViewController")
            #expect(!other.show(wrong, as: .present))
            #expect(other.presentedViewController == nil)
            #expect(failures() == [.storyboard(.wrongType(storyboard: "orders", identifier: "PlainViewController",
                                                          expected: "RecordingDestination", actual: "UIViewController"))])
        }
    }
}
