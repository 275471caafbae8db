import Testing
import PreparedAppKit
import AppKit
import AdapterTestSupport

@Suite("AppKit adapter, acted out by the stubs")
@MainActor
struct AppKitAdapterTests {
    @Test("Context reaches a window controller's content view controller before its viewDidLoad")
    func windowContent() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.prepCtxOrder = 12
            source.performSegue(OrderSegue.edit, sender: nil)
            let window = try #require(source.lastDestination as? NSWindowController)
            let content = try #require(window.contentViewController as? RecordingDestination)
            #expect(content.prepCtxOrder == 12)
            #expect(window.stubShowCount == 1, "the show segue showed the window")
            #expect(EventLog.events == ["awakeFromNib", "prepareAsDestination sees order 12, user none", "viewDidLoad sees order 12"])
            #expect(sameObjects(AppKitContainers.controllersToPrepare(in: window), [content]))
            #expect(failures().isEmpty)
        }
    }

    @Test("The selected tab and every split view item are prepared; other tabs are not")
    func tabsAndSplit() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.performSegue(withIdentifier: "tabs", sender: nil)
            let tabs = try #require(source.presentedViewControllers?.last as? NSTabViewController)
            let selected = try #require(tabs.tabViewItems[1].viewController as? RecordingDestination)
            let unselected = try #require(tabs.tabViewItems[0].viewController as? RecordingDestination)
            #expect(selected.prepCtxOrder == 7)
            #expect(unselected.prepCtxOrder == 0, "a tab the user does not see is not prepared")
            #expect(sameObjects(AppKitContainers.controllersToPrepare(in: tabs), [selected]))

            source.performSegue(withIdentifier: "split", sender: nil)
            let split = try #require(source.presentedViewControllers?.last as? NSSplitViewController)
            let items = split.splitViewItems.compactMap { $0.viewController as? RecordingDestination }
            try #require(items.count == 2)
            #expect(items.map(\.prepCtxOrder) == [7, 7])
            #expect(sameObjects(AppKitContainers.controllersToPrepare(in: split), items))
            #expect(failures().isEmpty)
        }
    }

    @Test("A window controller with no content view controller is prepared itself, before its window loads")
    func contentlessWindowController() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.prepCtxOrder = 12
            source.workflow[UserKey.self] = "ada"
            source.performSegue(withIdentifier: "contentlessWindow", sender: nil)
            let window = try #require(source.lastDestination as? ContentlessWindowController)
            #expect(window.contentViewController == nil)
            #expect(window.prepCtxOrder == 12)
            #expect(window.workflow[UserKey.self] == "ada")
            #expect(window.stubShowCount == 1, "the show segue showed the window")
            #expect(sameObjects(AppKitContainers.controllersToPrepare(in: window), [window]))
            #expect(EventLog.events == ["window prepareAsDestination sees order 12, user ada, destination is self: true",
                                        "windowDidLoad sees order 12"])
            #expect(failures().isEmpty)
        }
    }

    @Test("Split: when a later item refuses, the items before it are put back too and the failure reaches the handler")
    func splitSecondItemRefuses() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.prepCtxOrder = 12
            source.workflow[UserKey.self] = "ada"
            source.performSegue(withIdentifier: "refusingSplit", sender: nil)
            let split = try #require(source.presentedViewControllers?.last as? NSSplitViewController, "AppKit still performs the segue")
            try #require(split.splitViewItems.count == 2)
            let first = try #require(split.splitViewItems[0].viewController as? RecordingDestination)
            let second = try #require(split.splitViewItems[1].viewController as? RefusingDestination)
            #expect(first.prepCtxOrder == 0, "the first item's propagated order was put back")
            #expect(first.workflow[UserKey.self] == nil, "the first item's inherited workflow values were put back")
            #expect(second.prepCtxOrder == 0, "the refusing item's propagated order was put back")
            #expect(second.workflow[UserKey.self] == nil)
            #expect(EventLog.events == [
                "awakeFromNib",
                "prepareAsDestination sees order 12, user ada",  // the first item was prepared in full,
                "RefusingDestination refuses order 12",          // then the second failed,
                "viewDidLoad sees order 0",                      // and the first loads with its old value
            ])
            #expect(failures() == [.preparationFailed(source: "RecordingSource", destination: "RefusingDestination",
                                                      step: "prepareAsDestination(for:)", reason: "refused")])
        }
    }

    @Test("Split: a mismatch in a later item puts the items before it back and reaches the handler with the full report")
    func splitSecondItemMismatch() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.workflow[UserKey.self] = "ada"
            source.performSegue(withIdentifier: "mismatchedSplit", sender: nil)
            let split = try #require(source.presentedViewControllers?.last as? NSSplitViewController)
            try #require(split.splitViewItems.count == 2)
            let first = try #require(split.splitViewItems[0].viewController as? RecordingDestination)
            let second = try #require(split.splitViewItems[1].viewController as? TextOrderDestination)
            #expect(first.prepCtxOrder == 0, "the first item's propagated order was put back")
            #expect(first.workflow[UserKey.self] == nil, "the first item's inherited workflow values were put back")
            #expect(second.prepCtxOrder == "none", "nothing was written into the mismatched item")
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

    @Test("Sheets and popovers are prepared before the destination's view loads")
    func sheetsAndPopovers() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.prepCtxOrder = 4
            source.performSegue(OrderSegue.view, sender: nil)
            let sheet = try #require(source.presentedViewControllers?.last as? RecordingDestination)
            #expect(sheet.prepCtxOrder == 4)
            #expect(sheet.isViewLoaded)
            source.prepCtxOrder = 5
            source.performSegue(withIdentifier: "popover", sender: nil)
            let popover = try #require(source.presentedViewControllers?.last as? RecordingDestination)
            #expect(popover !== sheet)
            #expect(popover.prepCtxOrder == 5)
            #expect(EventLog.events.filter { $0.hasPrefix("viewDidLoad") } == ["viewDidLoad sees order 4", "viewDidLoad sees order 5"])
            #expect(failures().isEmpty)
        }
    }

    @Test("A segue from a window controller passes the window controller's context")
    func windowControllerSource() throws {
        try withApp(["orders": ordersFile]) { failures in
            let windowController = try OrdersStoryboard.orders.instantiate(RecordingWindowController.self)
            windowController.workflow[UserKey.self] = "ada"
            windowController.performSegue(OrderSegue.view, sender: nil) { (sheet: RecordingDestination) in
                sheet.prepCtxOrder += 100
            }
            let sheet = try #require(windowController.lastDestination as? RecordingDestination)
            #expect(sheet.prepCtxOrder == 109, "the window controller's order, then the one-shot closure")
            #expect(sheet.workflow[UserKey.self] == "ada")
            #expect(windowController.contentViewController?.presentedViewControllers?.first === sheet,
                    "the content view controller presented the sheet")
            #expect(windowController.shouldPerformSegue(OrderSegue.view, sender: nil))
            #expect(failures().isEmpty)
        }
    }

    @Test("A mismatch writes nothing and reaches the handler with the full report")
    func mismatch() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(WrongSource.self)
            source.performSegue(OrderSegue.view, sender: nil)
            let error = try #require(failures().first)
            guard case .propagation = error else {
                Issue.record("expected a propagation error, got \(error)")
                return
            }
            #expect(failures().count == 1)
            #expect(error.description.contains("WrongSource.prepCtxOrder is a String but RecordingDestination.prepCtxOrder is an Int, and one can never be stored in the other"))
            #expect(EventLog.events == ["awakeFromNib", "viewDidLoad sees order 0"], "no step after propagation ran; the window still showed")
        }
    }

    @Test("Typed segues map to the storyboard's identifiers, and shouldPerformSegue is asked for a control's segue only")
    func typedSegues() throws {
        try withApp(["orders": ordersFile]) { _ in
            let source = try OrdersStoryboard.orders.instantiate(GuardedSource.self)
            source.stubTriggerSegue(withIdentifier: OrderSegue.edit.rawValue, sender: nil)
            #expect(source.lastDestination == nil, "shouldPerformSegue refused the edit segue before prepare(for:sender:)")
            #expect(source.shouldPerformSegue(OrderSegue.view, sender: nil))
            #expect(!source.shouldPerformSegue(OrderSegue.edit, sender: nil))
            #expect(source.asked == [.edit, .view, .edit])
            var edited: RecordingDestination?
            source.performSegue(OrderSegue.edit, sender: nil) { (destination: RecordingDestination) in
                destination.prepCtxOrder += 100
                edited = destination
            }
            #expect(source.asked == [.edit, .view, .edit], "a programmatic performSegue does not ask")
            #expect(edited?.prepCtxOrder == 107, "the one-shot closure ran last, on the window's content view controller")
            #expect(EventLog.events.last == "viewDidLoad sees order 107")
        }
    }

    @Test("A one-shot closure for another destination class fails the transition and writes nothing")
    func oneShotMismatch() throws {
        try withApp(["orders": ordersFile]) { failures in
            let source = try OrdersStoryboard.orders.instantiate(RecordingSource.self)
            source.performSegue(OrderSegue.view, sender: nil) { (_: ServedScreen) in }
            let sheet = try #require(source.presentedViewControllers?.last as? RecordingDestination)
            #expect(sheet.prepCtxOrder == 0)
            #expect(failures() == [.preparationFailed(
                source: "RecordingSource", destination: "RecordingDestination", step: "the closure passed to perform or show",
                reason: "the closure takes a ServedScreen, and the destination is a RecordingDestination")])
        }
    }

    @Test("A destination reads a storyboard identifier as its typed identifier, and the source as its protocol")
    func identifierAsType() throws {
        try withApp(["orders": ordersFile]) { _ in
            let source = try OrdersStoryboard.orders.instantiate(RecordingWindowController.self)
            let destination = RecordingDestination()
            let segue = Segue(NSStoryboardSegue(identifier: "editOrder", source: source, destination: destination))
            #expect(segue.name(as: OrderSegue.self) == .edit)
            #expect(segue.identifier == "editOrder")
            #expect(segue.kind.description == "NSStoryboardSegue")
            #expect(ObjectIdentifier(segue.source) == ObjectIdentifier(source))
            #expect(ObjectIdentifier(segue.destination) == ObjectIdentifier(destination))
            #expect(try segue.source(as: OrderProviding.self).orderNumber == 9)
        }
    }

    @Test("Any view controller takes part with one line in its prepare(for:sender:)")
    func protocolAdopter() throws {
        try withApp(["orders": ordersFile]) { failures in
            let split = try OrdersStoryboard.orders.instantiate(PlainSplitController.self)
            split.workflow[UserKey.self] = "grace"
            split.performSegue(OrderSegue.view, sender: nil)
            let window = try #require(split.lastDestination as? NSWindowController)
            let content = try #require(window.contentViewController as? RecordingDestination)
            #expect(content.prepCtxOrder == 21)
            #expect(content.workflow[UserKey.self] == "grace")
            #expect(failures().isEmpty)
        }
    }

    @Test("Typed storyboards: view and window controllers by class name; a wrong class and a missing initial scene are typed errors")
    func typedStoryboards() throws {
        try withApp(["orders": ordersFile, "empty": StubStoryboardFile(initial: nil, scenes: [])]) { _ in
            let initial = try OrdersStoryboard.orders.instantiateInitial(as: RecordingSource.self)
            #expect(type(of: initial) == RecordingSource.self)
            let window = try OrdersStoryboard.orders.instantiate(RecordingWindowController.self)
            #expect(window.contentViewController != nil)
            #expect(NSStoryboard(OrdersStoryboard.orders).instantiateController(withIdentifier: "PlainViewController") is NSViewController)
            let error = try #require(throws: StoryboardError.self) {
                try OrdersStoryboard.orders.instantiate(NSWindowController.self, identifier: "RecordingDestination")
            }
            #expect(error == .wrongType(storyboard: "orders", identifier: "RecordingDestination",
                                        expected: "NSWindowController", actual: "RecordingDestination"))
            #expect(error.description.contains("move the Storyboard ID 'RecordingDestination' to the scene whose Custom Class is NSWindowController"))
            #expect(error.description.hasPrefix("Scene 'RecordingDestination' of storyboard 'orders' holds a RecordingDestination, not an NSWindowController."))
            let empty = try #require(throws: StoryboardError.self) { try EmptyStoryboard.empty.instantiateInitial(as: NSWindowController.self) }
            #expect(empty == .noInitialScene(storyboard: "empty"))
        }
    }

    @Test("The container hook resolves once for view and window controllers, from awakeFromNib and from a creator")
    func dependencies() throws {
        try withApp(["orders": ordersFile]) { failures in
            let container = DependencyContainer()
            let resolutions = Counter()
            container.registerProperties(of: ServedScreen.self) { _, screen in
                resolutions.count += 1
                screen.service = Service()
            }
            container.registerProperties(of: ServedWindow.self) { _, window in
                resolutions.count += 10
                window.service = Service()
            }
            let saved = SceneDependencies.appContainers
            SceneDependencies.appContainers = [container]
            defer { SceneDependencies.appContainers = saved }

            let served = try OrdersStoryboard.orders.instantiate(ServedScreen.self) { coder in ServedScreen(coder: coder) }
            served.resolveDependenciesIfNeeded()
            #expect(served.service != nil)
            #expect(resolutions.count == 1, "awakeFromNib, the creator path and an explicit call resolve once")

            let window = try OrdersStoryboard.orders.instantiate(ServedWindow.self) { coder in ServedWindow(coder: coder) }
            window.resolveDependenciesIfNeeded()
            #expect(window.service != nil)
            #expect(resolutions.count == 11)

            let fromStoryboard = try OrdersStoryboard.orders.instantiate(ServedWindow.self)
            #expect(fromStoryboard.service != nil)
            #expect(resolutions.count == 21)
            #expect(failures().isEmpty)
        }
    }

    @Test("A tag no container registers reaches the handler as a storyboard dependency error")
    func missingTag() throws {
        try withApp(["orders": ordersFile]) { failures in
            let window = ServedWindow(window: nil)
            window.dependencyTag = "drafts"
            window.awakeFromNib()
            window.awakeFromNib()
            #expect(failures().count == 1, "the hook runs once")
            let error = try #require(failures().first)
            guard case .storyboard(.dependencies(let storyboard, let identifier, _)) = error else {
                Issue.record("expected a dependency error, got \(error)")
                return
            }
            #expect(storyboard == "(loaded by AppKit)")
            #expect(identifier == "ServedWindow")
            #expect(error.description.contains("could not get its dependencies. No container resolves the properties of ServedWindow under tag 'drafts'"))
        }
    }
}

/// Apple declares `NSStoryboard`, `NSStoryboardSegue` and `NSSeguePerforming` without an
/// isolation (UIKit's storyboard classes are `@MainActor`): code of the app's own may touch them
/// off the main actor, and override `perform()` without one. These compile only against stubs
/// that say what Apple says.
@Suite("AppKit's storyboard classes, isolated as Apple declares them")
struct AppKitIsolationTests {
    @Test("A segue is made and read off the main actor")
    func segueOffTheMainActor() async {
        let identifier = await Task.detached { () -> String? in
            NSStoryboardSegue(identifier: "fade", source: NSObject(), destination: NSObject()).identifier
        }.value
        #expect(identifier == "fade")
    }

    @Test("A segue class of the app's own overrides perform() with no isolation of its own")
    func nonisolatedPerformOverride() async {
        let performed = await Task.detached { () -> Int in
            let segue = CountingSegue(identifier: "count", source: NSObject(), destination: NSObject())
            segue.perform()
            segue.perform()
            return segue.count
        }.value
        #expect(performed == 2)
    }
}

/// A custom segue as an app writes one, overriding `perform()` as AppKit declares it.
private final class CountingSegue: NSStoryboardSegue {
    var count = 0

    override func perform() {
        count += 1
    }
}
