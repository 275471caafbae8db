import Testing
@testable import Prepared
import PreparedHeadless

@Suite("Workflow values and registered preparations")
@MainActor
struct WorkflowTests {
    func flow(preparations: Preparations = Preparations()) throws -> (Navigator, FlowStart) {
        let start = try FlowBoard.flow.instantiate(FlowStart.self)
        return (Navigator(root: start, preparations: preparations), start)
    }

    @Test("A value set early reaches a later screen even when the screens in between know nothing of it")
    func contextAcrossScreens() throws {
        let (navigator, start) = try flow()
        start.workflow[SelectedAccount.self] = "ada@example.com"
        let middle = try navigator.perform(FlowMiddle.self)
        let end = try navigator.perform(FlowEnd.self)
        #expect(end.accountAtLoad == "ada@example.com")
        #expect(middle.workflow.contains(SelectedAccount.self), "the middle screen passes it on without reading it")
    }

    @Test("A screen overrides a value for the screens after it; the screens before keep theirs")
    func override() throws {
        let (navigator, start) = try flow()
        start.workflow[SelectedAccount.self] = "ada@example.com"
        let middle = try navigator.perform(FlowMiddle.self)
        middle.workflow[SelectedAccount.self] = "grace@example.com"
        let end = try navigator.perform(FlowEnd.self)
        #expect(end.accountAtLoad == "grace@example.com")
        #expect(start.workflow[SelectedAccount.self] == "ada@example.com")
    }

    @Test("An unset key reads its default; a removed one too")
    func defaults() {
        var context = WorkflowValues()
        #expect(context[SelectedAccount.self] == nil)
        #expect(context[RetryLimit.self] == 3)
        context[RetryLimit.self] = 5
        #expect(context[RetryLimit.self] == 5)
        context.removeValue(for: RetryLimit.self)
        #expect(context[RetryLimit.self] == 3)
        #expect(!context.contains(RetryLimit.self))
    }

    @Test("A preparation between two concrete classes runs on their transitions only")
    func concreteResolver() throws {
        let preparations = Preparations()
        preparations.register { (source: FlowStart, destination: FlowMiddle) in
            destination.note = "from start #\(source.number)"
        }
        let (navigator, _) = try flow(preparations: preparations)
        let middle = try navigator.perform(FlowMiddle.self)
        #expect(middle.note == "from start #1")
        let end = try navigator.perform(FlowEnd.self)
        #expect(end.note == nil)
    }

    @Test("A preparation between protocol types serves every screen that adopts them")
    func protocolResolver() throws {
        let preparations = Preparations()
        preparations.register { (source: any ContactIDConfigurable, destination: any ContactIDConfigurable) in
            destination.contactID = source.contactID
        }
        let (navigator, start) = try flow(preparations: preparations)
        start.contactID = "c-42"
        _ = try navigator.perform(FlowMiddle.self)
        let end = try navigator.perform(FlowEnd.self)
        #expect(end.contactID == nil, "the middle screen does not adopt the protocol, so nothing reaches the end from it")
        let direct = try navigator.perform(FlowEnd.self, from: start)
        #expect(direct.contactID == "c-42")
    }

    @Test("A preparation for a destination alone runs whatever the source")
    func destinationResolver() throws {
        let preparations = Preparations()
        preparations.register(destination: { (destination: FlowEnd) in destination.note = "always" })
        let (navigator, start) = try flow(preparations: preparations)
        #expect(try navigator.perform(FlowEnd.self, from: start).note == "always")
        _ = try navigator.perform(FlowMiddle.self, from: start)
        #expect(try navigator.perform(FlowEnd.self).note == "always")
    }

    @Test("A preparation through the flow fires between a source and a destination later in the flow")
    func contextResolver() throws {
        let preparations = Preparations()
        preparations.registerFromFlowStart { (source: FlowStart, destination: FlowEnd) in
            destination.note = "context from start #\(source.number)"
        }
        let (navigator, _) = try flow(preparations: preparations)
        _ = try navigator.perform(FlowMiddle.self)
        let end = try navigator.perform(FlowEnd.self)
        #expect(end.note == "context from start #1")
    }

    @Test("One flow per preparation through the flow: a new source starts a new flow")
    func oneLiveContext() throws {
        let preparations = Preparations()
        preparations.registerFromFlowStart { (source: FlowStart, destination: FlowEnd) in
            destination.note = "start #\(source.number)"
        }
        let (navigator, first) = try flow(preparations: preparations)
        _ = try navigator.perform(FlowMiddle.self, from: first)
        let second = try FlowBoard.flow.instantiate(FlowStart.self)
        second.number = 2
        navigator.push(second)
        _ = try navigator.perform(FlowMiddle.self, from: second)
        let end = try navigator.perform(FlowEnd.self)
        #expect(end.note == "start #2")
    }

    @Test("A context holds its source weakly and ends when the source is released")
    func contextEndsWithSource() throws {
        let preparations = Preparations()
        preparations.registerFromFlowStart { (_: FlowStart, destination: FlowEnd) in destination.note = "resolved" }
        weak var released: FlowStart?
        let middle = try FlowBoard.flow.instantiate(FlowMiddle.self)
        do {
            let start = try FlowBoard.flow.instantiate(FlowStart.self)
            released = start
            try preparations.prepare(from: start, to: middle)
        }
        #expect(released == nil)
        let end = FlowEnd()
        try preparations.prepare(from: middle, to: end)
        #expect(end.note == nil)
    }

    @Test("A child set runs its parent's preparations first, then its own; the parent never sees the child's")
    func childCoordinators() throws {
        let parent = Preparations()
        let child = parent.makeChild()
        parent.register { (_: FlowStart, destination: FlowMiddle) in destination.note = (destination.note ?? "") + "parent " }
        child.register { (_: FlowStart, destination: FlowMiddle) in destination.note = (destination.note ?? "") + "child" }
        let fromChild = FlowMiddle()
        try child.prepare(from: FlowStart(), to: fromChild)
        #expect(fromChild.note == "parent child")
        let fromParent = FlowMiddle()
        try parent.prepare(from: FlowStart(), to: fromParent)
        #expect(fromParent.note == "parent ")
        #expect(child.parent === parent)
        #expect(Preparations.shared.parent == nil)
    }

    @Test("Matching preparations run in registration order")
    func registrationOrder() throws {
        let preparations = Preparations()
        preparations.register(destination: { (destination: FlowMiddle) in destination.note = "first" })
        preparations.registerFromFlowStart { (_: FlowStart, destination: FlowMiddle) in destination.note! += ", second" }
        preparations.register { (_: FlowStart, destination: FlowMiddle) in destination.note! += ", third" }
        let middle = FlowMiddle()
        try preparations.prepare(from: FlowStart(), to: middle)
        #expect(middle.note == "first, second, third")
    }

    @Test("Preparing by hand, for controllers made in code: workflow values and registered preparations")
    func manualResolution() throws {
        let preparations = Preparations()
        preparations.register { (source: FlowStart, destination: FlowEnd) in destination.note = "start #\(source.number)" }
        let start = FlowStart()
        start.workflow[SelectedAccount.self] = "manual@example.com"
        let end = FlowEnd()
        try preparations.prepare(from: start, to: end)
        #expect(end.note == "start #1")
        #expect(end.workflow[SelectedAccount.self] == "manual@example.com")
    }

    @Test("A registered preparation that throws abandons the transition and names the step")
    func failingResolver() throws {
        let preparations = Preparations()
        preparations.register(destination: { (_: FlowMiddle) in throw FlowFailure.noAccount })
        let (navigator, start) = try flow(preparations: preparations)
        let error = try #require(throws: NavigatorError.self) { try navigator.perform(FlowMiddle.self) }
        #expect(error == .preparation(.preparationFailed(source: "FlowStart", destination: "FlowMiddle",
                                            step: "the registered preparations", reason: "noAccount")))
        #expect(navigator.visibleController === start)
    }

    @Test("Every step runs in the documented order: propagation, workflow, preparations, destination, one-shot, didLoad")
    func fullOrder() throws {
        let preparations = Preparations()
        preparations.register { (_: FlowStart, destination: FlowEnd) in
            destination.events.append("resolver sees number \(destination.prepCtxNumber), account \(destination.workflow[SelectedAccount.self] ?? "none")")
        }
        let (navigator, start) = try flow(preparations: preparations)
        start.workflow[SelectedAccount.self] = "ada"
        let end = try navigator.perform(FlowEnd.self) { $0.events.append("one-shot") }
        #expect(end.events == ["resolver sees number 1, account ada", "prepareAsDestination", "one-shot", "didLoad"])
    }

    @Test("Neither a preparations nor a finished flow keeps its controllers alive")
    func noLeaks() throws {
        let preparations = Preparations()
        preparations.register { (_: FlowStart, destination: FlowMiddle) in destination.note = "resolved" }
        preparations.registerFromFlowStart { (_: FlowStart, destination: FlowEnd) in destination.note = "context" }
        weak var weakStart: FlowStart?
        weak var weakMiddle: FlowMiddle?
        weak var weakEnd: FlowEnd?
        do {
            let (navigator, start) = try flow(preparations: preparations)
            weakStart = start
            weakMiddle = try navigator.perform(FlowMiddle.self)
            weakEnd = try navigator.perform(FlowEnd.self)
            #expect(weakEnd?.note == "context")
        }
        #expect(weakStart == nil)
        #expect(weakMiddle == nil)
        #expect(weakEnd == nil)
    }

    @Test("Preparations are indexed: a pair of classes is matched once, however many are registered")
    func indexedLookup() throws {
        let preparations = Preparations()
        for index in 0..<1_000 {
            if index.isMultiple(of: 2) {
                preparations.register { (_: FlowMiddle, destination: FlowEnd) in destination.hits += 1 }
            } else {
                preparations.register { (_: FlowEnd, destination: FlowMiddle) in destination.note = "unused" }
            }
        }
        #expect(preparations.count == 1_000)
        let end = FlowEnd()
        try preparations.prepare(from: FlowMiddle(), to: end)
        let scansAfterFirst = preparations.indexScans
        #expect(scansAfterFirst == 1, "one scan for the pair")
        try preparations.prepare(from: FlowMiddle(), to: end)
        try preparations.prepare(from: FlowMiddle(), to: FlowEnd())
        #expect(preparations.indexScans == scansAfterFirst, "classes already seen are looked up, not scanned")
        #expect(end.hits == 1_000)
        preparations.register(destination: { (_: FlowEnd) in })
        try preparations.prepare(from: FlowMiddle(), to: FlowEnd())
        #expect(preparations.indexScans == scansAfterFirst + 1, "registering clears the index")
    }

    @Test("A failed transition leaves every flow as it was")
    func failedTransitionKeepsContext() throws {
        let preparations = Preparations()
        preparations.registerFromFlowStart { (source: FlowStart, destination: FlowEnd) in
            destination.note = "start #\(source.number)"
        }
        let (navigator, first) = try flow(preparations: preparations)
        let middle = try navigator.perform(FlowMiddle.self, from: first)
        let second = try FlowBoard.flow.instantiate(FlowStart.self)
        second.number = 2
        navigator.push(second)
        #expect(throws: NavigatorError.self) {
            try navigator.perform(FlowMiddle.self, from: second) { _ in throw FlowFailure.noAccount }
        }
        let end = try navigator.perform(FlowEnd.self, from: middle)
        #expect(end.note == "start #1")
    }

    @Test("A segue from a controller the navigator does not show is refused")
    func notShown() throws {
        let (navigator, _) = try flow()
        let stranger = try FlowBoard.flow.instantiate(FlowStart.self)
        let error = try #require(throws: NavigatorError.self) { try navigator.perform(FlowMiddle.self, from: stranger) }
        #expect(error == .notShown(source: "FlowStart"))
        #expect(error.description.hasPrefix("FlowStart is not shown by this navigator."))
        #expect(navigator.stack.count == 1)
    }

    @Test("An error thrown by user code inside a step is reported as that step's failure")
    func errorsNameTheirStep() throws {
        let (navigator, start) = try flow()
        let error = try #require(throws: NavigatorError.self) {
            try navigator.perform(FlowMiddle.self) { _ in
                try navigator.perform(FlowStart.self, from: start)  // no such segue: a NavigatorError, inside the one-shot step
            }
        }
        guard case .preparation(.preparationFailed(_, _, let step, _)) = error else {
            Issue.record("expected preparationFailed, got \(error)")
            return
        }
        #expect(step == PipelineStep.oneShot.description, "not relabelled as the nested call's noSegue")
    }

    @Test("A main-actor controller passed from another thread is refused before anything is read")
    func offMainActor() async throws {
        let list = ListController()
        let profile = ProfileController()
        let propagator = ContextPropagator()
        let problems = await Task.detached { () -> [PropagationProblem] in
            do {
                try propagator.propagate(from: list, to: profile)
                return []
            } catch let error as PropagationError {
                return error.problems
            } catch {
                return []
            }
        }.value
        #expect(problems == [.offMainActor(className: "ProfileController")])
        #expect(problems.first?.description.contains("Call propagate(from:to:) and validate(from:to:) on the main actor") == true)
        #expect(profile.prepCtxUser == nil)
        try propagator.propagate(from: list, to: profile)
        #expect(profile.prepCtxUser == User(name: "Ada"), "on the main actor the same pair works")
    }
}

// MARK: - Fixtures

enum SelectedAccount: WorkflowKey {
    static let defaultValue: String? = nil
}

enum RetryLimit: WorkflowKey {
    static let defaultValue = 3
}

enum FlowFailure: Error { case noAccount }

/// The seed's "configurable" protocol, adopted by several screens.
@MainActor
protocol ContactIDConfigurable: AnyObject {
    var contactID: String? { get set }
}

enum FlowBoard: String, HeadlessStoryboard, CaseIterable {
    case flow

    var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.initialScene(FlowStart.init)
            board.scene(FlowMiddle.init)
            board.scene(FlowEnd.init)
            board.segue(from: FlowStart.self, to: FlowMiddle.self)
            board.segue(from: FlowMiddle.self, to: FlowEnd.self)
            board.segue(from: FlowStart.self, to: FlowEnd.self)
        }
    }
}

final class FlowStart: PreparedController, ContactIDConfigurable {
    var prepCtxNumber = 1
    var number: Int {
        get { prepCtxNumber }
        set { prepCtxNumber = newValue }
    }
    var contactID: String?
}

final class FlowMiddle: PreparedController {
    var note: String?
}

final class FlowEnd: PreparedController, ContactIDConfigurable, SegueDestination {
    var prepCtxNumber = 0
    var contactID: String?
    var note: String?
    var hits = 0
    var events: [String] = []
    private(set) var accountAtLoad: String?

    override class var contextTable: ContextTable {
        ContextTable(FlowEnd.self, inheriting: super.contextTable) { $0.add("prepCtxNumber", \.prepCtxNumber) }
    }

    func prepareAsDestination(for segue: Segue) throws {
        events.append("prepareAsDestination")
    }

    override func didLoad() {
        events.append("didLoad")
        accountAtLoad = workflow[SelectedAccount.self]
    }
}

@Suite("Workflow values print their keys")
struct WorkflowValuesDescriptionTests {
    @Test("Printing workflow values lists each key set by name with its value, sorted")
    func printsKeysAndValues() {
        var values = WorkflowValues()
        #expect("\(values)" == "[]")
        values[SelectedAccount.self] = "ada@example.com"
        values[PrintedThemeKey.self] = "dark"
        #expect("\(values)" == #"[PrintedThemeKey: dark, SelectedAccount: Optional("ada@example.com")]"#)
        #expect(values.keyNames == ["PrintedThemeKey", "SelectedAccount"])
        values.removeValue(for: PrintedThemeKey.self)
        #expect(values.keyNames == ["SelectedAccount"])
    }
}

private enum PrintedThemeKey: WorkflowKey {
    static let defaultValue = "light"
}
