import Testing
import PreparedUIKit
import UIKit
import AdapterTestSupport

@Suite("UIKit adapter, acted out by the stubs")
@MainActor
struct UIKitAdapterTests {
    @Test("Context reaches the root of a navigation controller before its viewDidLoad")
    func navigationRoot() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.prepCtxOrder = 12
            source.performSegue(OrderSegue.edit, sender: nil)
            let navigation = try #require(source.presentedViewController as? UINavigationController)
            let root = try #require(navigation.topViewController as? RecordingDestination)
            #expect(root.prepCtxOrder == 12)
            #expect(EventLog.events == ["awakeFromNib", "prepareAsDestination sees order 12, user none", "viewDidLoad sees order 12"])
            #expect(failures().isEmpty)
        }
    }

    @Test("The selected tab and both columns of a split are prepared; other tabs are not")
    func tabsAndSplit() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.performSegue(withIdentifier: "split", sender: nil)
            let split = try #require(source.presentedViewController as? UISplitViewController)
            let primary = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? RecordingDestination)
            let secondary = try #require(split.viewControllers.last as? RecordingDestination)
            #expect(primary.prepCtxOrder == 7)
            #expect(secondary.prepCtxOrder == 7)
            #expect(UIKitContainers.controllersToPrepare(in: split) == [primary, secondary])

            source.performSegue(withIdentifier: "tabs", sender: nil)
            let tabs = try #require(source.presentedViewController as? UITabBarController)
            let unselected = try #require((tabs.viewControllers?.last as? UINavigationController)?.topViewController as? RecordingDestination)
            #expect(UIKitContainers.controllersToPrepare(in: tabs) == [tabs.viewControllers?.first])
            #expect(unselected.prepCtxOrder == 0, "a tab the user does not see is not prepared")
            #expect(failures().isEmpty)
        }
    }

    @Test("An embed segue (a container view) is prepared before the container's viewDidLoad")
    func embedSegue() throws {
        try withApp(["orders": ordersFile]) { failures in
            let container = try OrdersStoryboard.orders.instantiate(RecordingSource.self, identifier: "Container")
            container.prepCtxOrder = 3
            container.loadViewIfNeeded()
            let embedded = try #require(container.children.first as? RecordingDestination)
            #expect(embedded.prepCtxOrder == 3)
            #expect(EventLog.events.last == "viewDidLoad sees order 3")
            #expect(failures().isEmpty)
        }
    }

    @Test("The embedded child is prepared before the container's own viewDidLoad")
    func embedSegueBeforeContainerViewDidLoad() throws {
        try withApp(["orders": ordersFile]) { failures in
            let container = try OrdersStoryboard.orders.instantiate(RecordingContainer.self)
            container.prepCtxOrder = 3
            #expect(EventLog.events.isEmpty, "nothing is embedded before the container's view loads")
            container.loadViewIfNeeded()
            let events = EventLog.events
            let prepared = try #require(events.firstIndex(of: "prepareAsDestination sees order 3, user none"))
            let containerDidLoad = try #require(events.firstIndex { $0.hasPrefix("container viewDidLoad") })
            #expect(events.firstIndex(of: "container prepare(for: embed)").map { $0 < prepared } == true,
                    "the embed segue reached the container's prepare(for:sender:)")
            #expect(prepared < containerDidLoad, "the embedded child was prepared before the container's viewDidLoad: \(events)")
            #expect(events[containerDidLoad] == "container viewDidLoad sees embedded order 3")
            #expect(events.filter { $0.hasPrefix("container viewDidLoad") }.count == 1)
            #expect(failures().isEmpty)
        }
    }

    @Test("Split: when the secondary refuses, the primary is put back too and the failure reaches the handler")
    func splitSecondaryRefuses() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.prepCtxOrder = 12
            source.workflow[UserKey.self] = "ada"
            source.performSegue(withIdentifier: "refusingSplit", sender: nil)
            let split = try #require(source.presentedViewController as? UISplitViewController, "UIKit still performs the segue")
            let primary = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? RecordingDestination)
            let secondary = try #require(split.viewControllers.last as? RefusingDestination)
            #expect(primary.prepCtxOrder == 0, "the primary's propagated order was put back")
            #expect(primary.workflow[UserKey.self] == nil, "the primary's inherited workflow values were put back")
            #expect(secondary.prepCtxOrder == 0, "the secondary's propagated order was put back")
            #expect(secondary.workflow[UserKey.self] == nil)
            #expect(EventLog.events == [
                "awakeFromNib",
                "prepareAsDestination sees order 12, user ada",  // the primary was prepared in full,
                "RefusingDestination refuses order 12",          // then the secondary failed,
                "viewDidLoad sees order 0",                      // and the primary loads with its old value
            ])
            #expect(failures() == [.preparationFailed(source: "RecordingSource", destination: "RefusingDestination",
                                                      step: "prepareAsDestination(for:)", reason: "refused")])
        }
    }

    @Test("Split: a mismatch in the secondary puts the primary back and reaches the handler with the full report")
    func splitSecondaryMismatch() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.workflow[UserKey.self] = "ada"
            source.performSegue(withIdentifier: "mismatchedSplit", sender: nil)
            let split = try #require(source.presentedViewController as? UISplitViewController)
            let primary = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? RecordingDestination)
            let secondary = try #require(split.viewControllers.last as? TextOrderDestination)
            #expect(primary.prepCtxOrder == 0, "the primary's propagated order was put back")
            #expect(primary.workflow[UserKey.self] == nil, "the primary's inherited workflow values were put back")
            #expect(secondary.prepCtxOrder == "none", "nothing was written into the secondary")
            #expect(EventLog.events == ["awakeFromNib", "prepareAsDestination sees order 7, user ada", "viewDidLoad sees order 0"])
            #expect(failures().count == 1)
            let error = try #require(failures().first)
            guard case .propagation = error else {
                Issue.record("expected a propagation error, got \(error)")
                return
            }
            #expect(error.description.contains("RecordingSource.prepCtxOrder is an Int but TextOrderDestination.prepCtxOrder is a String, and one can never be stored in the other"))
        }
    }

    @Test("A mismatch writes nothing and reaches the handler with the full report")
    func mismatch() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(WrongSource.self)
            source.performSegue(OrderSegue.view, sender: nil)
            let root = try #require((source.presentedViewController as? UINavigationController)?.topViewController as? RecordingDestination)
            #expect(root.prepCtxOrder == 0, "nothing was written")
            let error = try #require(failures().first)
            guard case .propagation = error else {
                Issue.record("expected a propagation error, got \(error)")
                return
            }
            #expect(error.description.contains("WrongSource.prepCtxOrder is a String but RecordingDestination.prepCtxOrder is an Int, and one can never be stored in the other"))
        }
    }

    @Test("Typed segues map to the storyboard's identifiers, and a typed shouldPerformSegue asks the source")
    func typedSegues() throws {
        try withApp(["orders": ordersFile]) { _ in
            let source = try OrdersStoryboard.orders.instantiate(GuardedSource.self)
            source.stubTriggerSegue(withIdentifier: OrderSegue.edit.rawValue, sender: nil)
            #expect(source.presentedViewController == nil, "shouldPerformSegue refused the edit segue")
            #expect(source.shouldPerformSegue(OrderSegue.view, sender: nil))
            #expect(!source.shouldPerformSegue(OrderSegue.edit, sender: nil))
            #expect(source.asked == [.edit, .view, .edit])
            var edited: RecordingDestination?
            source.performSegue(OrderSegue.edit, sender: nil) { (destination: RecordingDestination) in
                destination.prepCtxOrder += 100
                edited = destination
            }
            #expect(edited?.prepCtxOrder == 107, "the one-shot closure ran last")
            #expect(EventLog.events.last == "viewDidLoad sees order 107")
        }
    }

    @Test("A destination reads a storyboard identifier as its typed identifier")
    func identifierAsType() throws {
        try withApp(["orders": ordersFile]) { _ in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            let destination = RecordingDestination()
            let segue = Segue(UIStoryboardSegue(identifier: "editOrder", source: source, destination: destination))
            #expect(segue.name(as: OrderSegue.self) == .edit)
            #expect(segue.identifier == "editOrder")
            #expect(segue.kind.description == "UIStoryboardSegue")
            #expect(try segue.source(as: OrderProviding.self).orderNumber == 7)
        }
    }

    @Test("Any view controller takes part with one line in its prepare(for:sender:)")
    func protocolAdopter() throws {
        try withApp(["orders": ordersFile]) { failures in
            let table = try OrdersStoryboard.orders.instantiate(PlainTableController.self)
            table.workflow[UserKey.self] = "grace"
            table.performSegue(OrderSegue.view, sender: nil)
            let root = try #require((table.presentedViewController as? UINavigationController)?.topViewController as? RecordingDestination)
            #expect(root.prepCtxOrder == 21)
            #expect(root.workflow[UserKey.self] == "grace")
            #expect(failures().isEmpty)
        }
    }

    @Test("Typed storyboards: a wrong class and a missing initial scene are typed errors naming the storyboard")
    func typedStoryboards() throws {
        try withApp(["orders": ordersFile, "empty": StubStoryboardFile(initial: nil, scenes: [])]) { _ in
            let initial = try OrdersStoryboard.orders.instantiateInitial(as: RecordingSource.self)
            #expect(type(of: initial) == RecordingSource.self)
            let error = try #require(throws: StoryboardError.self) {
                try OrdersStoryboard.orders.instantiate(RecordingSource.self, identifier: "RecordingDestination")
            }
            #expect(error == .wrongType(storyboard: "orders", identifier: "RecordingDestination",
                                        expected: "RecordingSource", actual: "RecordingDestination"))
            #expect(error.description.hasPrefix("Scene 'RecordingDestination' of storyboard 'orders' holds a RecordingDestination, not a RecordingSource."))
            #expect(error.description.contains("set this scene's Custom Class to RecordingSource"))
            #expect(!error.description.contains("board.scene"), "a storyboard file is not fixed in a HeadlessStoryboardLayout")
            let empty = try #require(throws: StoryboardError.self) { try EmptyStoryboard.empty.instantiateInitial(as: UIViewController.self) }
            #expect(empty == .noInitialScene(storyboard: "empty"))
        }
    }

    @Test("The container hook resolves once, by the scene's tag with the untagged fallback")
    func dependencies() throws {
        try withApp(["orders": ordersFile]) { failures in
            let container = DependencyContainer()
            let resolutions = Counter()
            container.registerProperties(of: ServedScreen.self) { _, screen in
                resolutions.count += 1
                screen.service = Service()
            }
            let saved = SceneDependencies.appContainers
            SceneDependencies.appContainers = [container]
            defer { SceneDependencies.appContainers = saved }

            let served = try OrdersStoryboard.orders.instantiate(ServedScreen.self) { coder in ServedScreen(coder: coder) }
            served.resolveDependenciesIfNeeded()
            #expect(served.service != nil)
            #expect(resolutions.count == 1, "awakeFromNib, the creator path and an explicit call resolve once")

            let fromStoryboard = try OrdersStoryboard.orders.instantiate(ServedScreen.self)
            #expect(fromStoryboard.service != nil)
            #expect(resolutions.count == 2)
            #expect(failures().isEmpty)
        }
    }

    @Test("A tag no container registers reaches the handler as a storyboard dependency error")
    func missingTag() throws {
        try withApp(["orders": ordersFile]) { failures in
            let screen = ServedScreen()
            screen.dependencyTag = "drafts"
            screen.awakeFromNib()
            let error = try #require(failures().first)
            guard case .storyboard(.dependencies(_, let identifier, _)) = error else {
                Issue.record("expected a dependency error, got \(error)")
                return
            }
            #expect(identifier == "ServedScreen")
            #expect(error.description.contains("could not get its dependencies. No container resolves the properties of ServedScreen under tag 'drafts'"))
        }
    }
}

enum EmptyStoryboard: String, StoryboardName {
    case empty
}
