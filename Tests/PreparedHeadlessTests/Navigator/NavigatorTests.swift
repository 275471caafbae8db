import Testing
import PreparedHeadless

@Suite("Segues and navigation")
@MainActor
struct NavigatorTests {
    func homeNavigator() throws -> (Navigator, HomeScreen) {
        let home = try TestBoard.main.instantiate(HomeScreen.self)
        return (Navigator(root: home), home)
    }

    @Test("A segue without identifier: instantiate, propagate, load, show")
    func performWithoutIdentifier() throws {
        let (navigator, home) = try homeNavigator()
        #expect(home.isLoaded, "the root is loaded by the navigator")
        let settings = try navigator.perform(SettingsScreen.self)
        #expect(settings.prepCtxTitle == "From home")
        #expect(settings.isLoaded)
        #expect(navigator.visibleController === settings)
        #expect(navigator.stacks.count == 2, "a present segue opens a new stack")
    }

    @Test("Two segues to one destination are told apart by typed identifiers")
    func typedIdentifiers() throws {
        let (navigator, _) = try homeNavigator()
        let viewed = try navigator.perform(OrderScreen.self, identifier: OrderSegue.view)
        #expect(!viewed.editing)
        #expect(navigator.stack.count == 2, "show pushes")
        try navigator.pop()
        let edited = try navigator.perform(OrderScreen.self, identifier: OrderSegue.edit)
        #expect(edited.editing)
        #expect(edited.prepCtxOrder == 7)
        #expect(navigator.stacks.count == 2, "present presents")
    }

    @Test("Without an identifier, two segues to one destination are ambiguous")
    func ambiguous() throws {
        let (navigator, _) = try homeNavigator()
        let error = try #require(throws: NavigatorError.self) { try navigator.perform(OrderScreen.self) }
        #expect(error == .ambiguousSegue(storyboard: "main", source: "HomeScreen", destination: "OrderScreen",
                                         identifiers: ["OrderSegue.view", "OrderSegue.edit"]))
        #expect(error.description.hasSuffix("Pass one of their identifiers to perform: "
                + "`navigator.perform(OrderScreen.self, identifier: OrderSegue.view)` or "
                + "`navigator.perform(OrderScreen.self, identifier: OrderSegue.edit)`."))
    }

    @Test("Preparation runs in the documented order, and didLoad sees the context")
    func preparationOrder() throws {
        let (navigator, _) = try homeNavigator()
        let recorder = try navigator.perform(RecorderScreen.self) { $0.record("one-shot closure sees order \($0.prepCtxOrder)") }
        #expect(recorder.events == [
            "prepareAsDestination sees order 7",
            "one-shot closure sees order 7",
            "didLoad",
        ])
        #expect(recorder.orderAtLoad == 7)
        #expect(PipelineStep.allCases == [.propagation, .workflow, .preparations, .destination, .oneShot])
    }

    @Test("A source that does not adopt the destination's protocol is a typed error naming both")
    func sourceDoesNotConform() throws {
        let (navigator, _) = try homeNavigator()
        let settings = try navigator.perform(SettingsScreen.self)
        let error = try #require(throws: NavigatorError.self) { try navigator.perform(PickyScreen.self, from: settings) }
        #expect(error == .preparation(.sourceDoesNotConform(source: "SettingsScreen", destination: "PickyScreen", requirement: "OrderProviding")))
        #expect(error.description == "PickyScreen prepares itself from sources that adopt OrderProviding, but SettingsScreen does not. "
                + "Make SettingsScreen adopt it, `extension SettingsScreen: OrderProviding {}` with its requirements, "
                + "or remove the segue from SettingsScreen to PickyScreen.")
        #expect(navigator.visibleController === settings, "nothing was shown")
    }

    @Test("A destination that adopts its source protocol gets the source's values")
    func doubleDispatch() throws {
        let (navigator, _) = try homeNavigator()
        let picky = try navigator.perform(PickyScreen.self)
        #expect(picky.order == 7)
    }

    @Test("A failing step abandons the transition: nothing is loaded or shown, and the error names the step")
    func failingStep() throws {
        let (navigator, home) = try homeNavigator()
        weak var abandoned: RecorderScreen?
        let error = try #require(throws: NavigatorError.self) {
            try navigator.perform(RecorderScreen.self) { recorder in
                abandoned = recorder
                throw RecorderFailure.requested
            }
        }
        #expect(error == .preparation(.preparationFailed(source: "HomeScreen", destination: "RecorderScreen",
                                            step: "the closure passed to perform or show", reason: "requested")))
        #expect(navigator.visibleController === home)
        #expect(abandoned == nil, "the abandoned destination is released")
    }

    @Test("A propagation failure stops the transition before any other step; nothing is shown")
    func propagationFailure() throws {
        let (navigator, home) = try homeNavigator()
        var closureRan = false
        let error = try #require(throws: NavigatorError.self) {
            try navigator.perform(MismatchScreen.self) { _ in closureRan = true }
        }
        guard case .preparation(.propagation(let propagation)) = error else {
            Issue.record("expected a propagation error, got \(error)")
            return
        }
        #expect(propagation.problems == [.typeMismatch(property: "prepCtxTitle", source: "HomeScreen", sourceType: "String",
                                                       destination: "MismatchScreen", destinationType: "Int")])
        #expect(error.description.contains("HomeScreen.prepCtxTitle is a String but MismatchScreen.prepCtxTitle is an Int"))
        #expect(!closureRan)
        #expect(navigator.visibleController === home)
    }

    @Test("No declared segue: the error lists the segues the source has")
    func noSegue() throws {
        let (navigator, _) = try homeNavigator()
        let settings = try navigator.perform(SettingsScreen.self)
        let error = try #require(throws: NavigatorError.self) { try navigator.perform(OrderScreen.self, from: settings) }
        #expect(error == .noSegue(storyboard: "main", source: "SettingsScreen", destination: "OrderScreen", identifier: nil,
                                  declared: ["SettingsScreen → PickyScreen (show)"]))
        #expect(error.description.contains("Declare it with `board.segue(from: SettingsScreen.self, to: OrderScreen.self)`; "
                + "segues from SettingsScreen: SettingsScreen → PickyScreen (show)."))
    }

    @Test("A controller made in code has no segues")
    func notFromStoryboard() throws {
        let navigator = Navigator(root: HomeScreen())
        #expect(throws: NavigatorError.notFromStoryboard(source: "HomeScreen")) { try navigator.perform(SettingsScreen.self) }
    }

    @Test("A custom segue kind shows the destination its own way")
    func customKind() throws {
        let injected = try TestBoard.main.instantiate(InjectedScreen.self)
        let navigator = Navigator(root: injected)
        let recorder = try navigator.perform(RecorderScreen.self)
        #expect(navigator.stack.last === recorder)
        #expect(recorder.isLoaded)
    }

    @Test("Popped and dismissed controllers are released")
    func releasedWhenRemoved() throws {
        let (navigator, _) = try homeNavigator()
        weak var pushed: OrderScreen?
        weak var presented: SettingsScreen?
        pushed = try navigator.perform(OrderScreen.self, identifier: OrderSegue.view)
        #expect(pushed != nil)
        try navigator.pop()
        #expect(pushed == nil)
        presented = try navigator.perform(SettingsScreen.self)
        #expect(presented != nil)
        try navigator.dismiss()
        #expect(presented == nil)
    }

    @Test("Pop and dismiss with nothing to remove say so")
    func nothingToRemove() throws {
        let (navigator, _) = try homeNavigator()
        #expect(throws: NavigatorError.nothingToPop(root: "HomeScreen")) { try navigator.pop() }
        #expect(throws: NavigatorError.nothingToDismiss(root: "HomeScreen")) { try navigator.dismiss() }
        #expect(NavigatorError.nothingToPop(root: "HomeScreen").description
                == "The navigation stack holds only its root, HomeScreen: there is nothing to pop.")
    }

    @Test("A navigator can start from a storyboard's initial scene")
    func initialNavigator() throws {
        let navigator = try Navigator(initialSceneOf: TestBoard.main)
        #expect(navigator.visibleController is HomeScreen)
        #expect(throws: HeadlessStoryboardError.noInitialScene(storyboard: "empty")) { try Navigator(initialSceneOf: TestBoard.empty) }
    }
}
