import Testing
import PreparedHeadless

@Suite("Storyboards and scenes")
@MainActor
struct StoryboardTests {
    @Test("instantiate(_:) returns the requested class, with its scene recorded")
    func instantiateByType() throws {
        let home = try TestBoard.main.instantiate(HomeScreen.self)
        #expect(home.scene?.identifier == "HomeScreen")
        #expect(home.scene?.storyboard.name == "main")
        #expect(!home.isLoaded, "instantiating does not load")
    }

    @Test("A scene's identifier is its class name unless overridden")
    func identifiers() throws {
        let settings = try TestBoard.main.instantiate(SettingsScreen.self)
        #expect(settings.scene?.identifier == "Preferences")
        let byIdentifier = try TestBoard.main.instantiate(SettingsScreen.self, identifier: "Preferences")
        #expect(byIdentifier.scene?.description == "main/Preferences")
    }

    @Test("The initial scene can be instantiated, typed or not")
    func initialScene() throws {
        let initial = try TestBoard.main.instantiateInitial()
        #expect(initial is HomeScreen)
        _ = try TestBoard.main.instantiateInitial(as: HomeScreen.self)
    }

    @Test("A creator closure gives constructor injection with let properties")
    func creatorClosure() throws {
        let detail = try TestBoard.main.instantiate(InjectedScreen.self)
        #expect(detail.service == "injected service")
    }

    @Test("An unknown storyboard name lists the names there are")
    func unknownStoryboard() {
        #expect(throws: HeadlessStoryboardError.unknownStoryboard(name: "Mian", known: ["main", "broken", "empty"])) {
            try TestBoard.named("Mian")
        }
        #expect(HeadlessStoryboardError.unknownStoryboard(name: "Mian", known: ["main"]).description
                == "There is no storyboard named 'Mian'. Use one of: main.")
        #expect(throws: Never.self) { try TestBoard.named("broken") }
    }

    @Test("An unknown scene names the storyboard and the identifier")
    func unknownScene() throws {
        let error = try #require(throws: HeadlessStoryboardError.self) { try TestBoard.main.instantiate(OrphanScreen.self) }
        #expect(error == .noSceneForClass(storyboard: "main", className: "OrphanScreen",
                                          known: ["HomeScreen", "Preferences", "InjectedScreen", "OrderScreen", "RecorderScreen", "PickyScreen", "MismatchScreen"]))
        #expect(error.description.hasPrefix("Storyboard 'main' has no scene for OrphanScreen. Register one with `board.scene(OrphanScreen.init)`, "
                                            + "or use one of its scenes: HomeScreen, Preferences,"))

        let byIdentifier = try #require(throws: HeadlessStoryboardError.self) {
            try TestBoard.main.instantiate(SettingsScreen.self, identifier: "Preferense")
        }
        #expect(byIdentifier == .unknownScene(storyboard: "main", identifier: "Preferense",
                                              known: ["HomeScreen", "Preferences", "InjectedScreen", "OrderScreen", "RecorderScreen", "PickyScreen", "MismatchScreen"]))
        #expect(byIdentifier.description.hasPrefix("Storyboard 'main' has no scene 'Preferense'. Did you mean 'Preferences'? "
                                                   + "Register a scene with this identifier, "
                                                   + "`board.scene(identifier: \"Preferense\") { /* make its controller */ }`, or use one of its scenes:"),
                "an identifier is not suggested as a class")
    }

    @Test("A scene registered twice is an error naming the storyboard and the identifier")
    func duplicateScene() throws {
        let error = try #require(throws: HeadlessStoryboardError.self) { try TestBoard.broken.instantiate(HomeScreen.self) }
        #expect(error == .duplicateScene(storyboard: "broken", identifier: "HomeScreen", count: 2))
        #expect(error.description.contains("registers the scene 'HomeScreen' 2 times"))
    }

    @Test("A scene holding another class than the requested one is an error naming both")
    func wrongType() throws {
        let error = try #require(throws: HeadlessStoryboardError.self) {
            try TestBoard.main.instantiate(HomeScreen.self, identifier: "Preferences")
        }
        #expect(error == .wrongType(storyboard: "main", identifier: "Preferences", expected: "HomeScreen", actual: "SettingsScreen"))
        #expect(error.description == "Scene 'Preferences' of storyboard 'main' holds a SettingsScreen, not a HomeScreen. "
                + "Ask for what it holds, `instantiate(SettingsScreen.self, identifier: \"Preferences\")`, "
                + "or register HomeScreen in a scene of its own, `board.scene(HomeScreen.init)`.")
        #expect(throws: HeadlessStoryboardError.self) { try TestBoard.main.instantiateInitial(as: SettingsScreen.self) }
    }

    @Test("Nested classes with one simple name are found by type; their clashing identifiers are reported")
    func nestedNames() throws {
        #expect(try NestedBoard.nested.instantiate(Drafts.Details.self).scene?.identifier == "Details")
        #expect(try NestedBoard.nested.instantiate(Archive.Details.self).scene?.identifier == "Details")
        let map = HeadlessStoryboardMap(validating: NestedBoard.self)
        #expect(map.problems.contains(.storyboard(.duplicateScene(storyboard: "nested", identifier: "Details", count: 2))))
        #expect(map.segues.count == 1, "the segue between the two is still checked")
    }

    @Test("A segue to a class registered in two scenes, neither named after it, is reported, not skipped")
    func segueToTwinScenes() throws {
        let map = HeadlessStoryboardMap(validating: TwinBoard.self)
        #expect(map.problems == [.storyboard(.ambiguousSceneForClass(storyboard: "twins", className: "SettingsScreen",
                                                                     identifiers: ["Left", "Right"]))])
        let segue = try #require(map.segues.first, "the segue is checked, not skipped")
        #expect(segue.problems == map.problems.map { $0 })
        #expect(!segue.isValid)
        #expect(!map.isValid)
        #expect(map.description.hasPrefix("Storyboard map: 3 scenes, 1 segue, 1 failing"), "the problem is counted once")
    }

    @Test("A storyboard without an initial scene says so")
    func noInitialScene() {
        #expect(throws: HeadlessStoryboardError.noInitialScene(storyboard: "empty")) { try TestBoard.empty.instantiateInitial() }
    }
}

// MARK: - Fixtures

enum TestBoard: String, HeadlessStoryboard, CaseIterable {
    case main, broken, empty

    var layout: HeadlessStoryboardLayout {
        switch self {
        case .main:
            HeadlessStoryboardLayout { board in
                board.initialScene(HomeScreen.init)
                board.scene(identifier: "Preferences", SettingsScreen.init)
                board.scene { InjectedScreen(service: "injected service") }
                board.scene(OrderScreen.init)
                board.scene(RecorderScreen.init)
                board.scene(PickyScreen.init)
                board.scene(MismatchScreen.init)
                board.segue(from: HomeScreen.self, to: SettingsScreen.self, kind: .present)
                board.segue(from: HomeScreen.self, to: InjectedScreen.self)
                board.segue(from: HomeScreen.self, to: OrderScreen.self, kind: .show, identifier: OrderSegue.view)
                board.segue(from: HomeScreen.self, to: OrderScreen.self, kind: .present, identifier: OrderSegue.edit)
                board.segue(from: HomeScreen.self, to: RecorderScreen.self)
                board.segue(from: HomeScreen.self, to: PickyScreen.self)
                board.segue(from: SettingsScreen.self, to: PickyScreen.self)
                board.segue(from: HomeScreen.self, to: MismatchScreen.self)
                board.segue(from: InjectedScreen.self, to: RecorderScreen.self, kind: .custom("replace")) { segue, navigator in
                    if let destination = segue.destination as? PreparedController { navigator.push(destination) }
                }
            }
        case .broken:
            HeadlessStoryboardLayout { board in
                board.initialScene(HomeScreen.init)
                board.initialScene(SettingsScreen.init)
                board.scene(HomeScreen.init)
                board.segue(from: HomeScreen.self, to: SettingsScreen.self)
                board.segue(from: HomeScreen.self, to: SettingsScreen.self)
                board.segue(from: HomeScreen.self, to: OrphanScreen.self)
            }
        case .empty:
            HeadlessStoryboardLayout { _ in }
        }
    }
}

enum OrderSegue: SegueName {
    case view, edit
}

/// What `PickyScreen` asks its sources to adopt.
@MainActor
protocol OrderProviding {
    var orderNumber: Int { get }
}

final class HomeScreen: PreparedController, OrderProviding {
    var prepCtxOrder = 7
    var prepCtxTitle = "From home"
    var orderNumber: Int { prepCtxOrder }
}

final class SettingsScreen: PreparedController {
    var prepCtxTitle: String?
    override class var contextTable: ContextTable {
        ContextTable(SettingsScreen.self, inheriting: super.contextTable) { $0.add("prepCtxTitle", \.prepCtxTitle) }
    }
}

final class InjectedScreen: PreparedController {
    let service: String
    init(service: String) {
        self.service = service
        super.init()
    }
}

final class OrderScreen: PreparedController, SegueDestination {
    var prepCtxOrder = 0
    private(set) var editing = false
    override class var contextTable: ContextTable {
        ContextTable(OrderScreen.self, inheriting: super.contextTable) { $0.add("prepCtxOrder", \.prepCtxOrder) }
    }
    func prepareAsDestination(for segue: Segue) throws {
        editing = segue.name(as: OrderSegue.self) == .edit
    }
}

/// Records the order of its preparation steps and what it saw when it loaded.
final class RecorderScreen: PreparedController, SegueDestination {
    var prepCtxOrder = 0
    private(set) var events: [String] = []
    private(set) var orderAtLoad: Int?

    override class var contextTable: ContextTable {
        ContextTable(RecorderScreen.self, inheriting: super.contextTable) { $0.add("prepCtxOrder", \.prepCtxOrder) }
    }

    func prepareAsDestination(for segue: Segue) throws {
        events.append("prepareAsDestination sees order \(prepCtxOrder)")
    }

    func record(_ event: String) { events.append(event) }

    override func didLoad() {
        events.append("didLoad")
        orderAtLoad = prepCtxOrder
    }
}

enum RecorderFailure: Error { case requested }

/// Prepares itself only from sources that adopt `OrderProviding`.
final class PickyScreen: PreparedController, SegueDestination {
    private(set) var order: Int?
    func prepareAsDestination(for segue: Segue) throws {
        order = try segue.source(as: OrderProviding.self).orderNumber
    }
}

final class OrphanScreen: PreparedController {}

enum TwinBoard: String, HeadlessStoryboard, CaseIterable {
    case twins

    var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.initialScene(HomeScreen.init)
            board.scene(identifier: "Left", SettingsScreen.init)
            board.scene(identifier: "Right", SettingsScreen.init)
            board.segue(from: HomeScreen.self, to: SettingsScreen.self)
        }
    }
}

enum Drafts { final class Details: PreparedController {} }
enum Archive { final class Details: PreparedController {} }

enum NestedBoard: String, HeadlessStoryboard, CaseIterable {
    case nested

    var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.scene(Drafts.Details.init)
            board.scene(Archive.Details.init)
            board.segue(from: Drafts.Details.self, to: Archive.Details.self)
        }
    }
}

/// Declares `prepCtxTitle` as an `Int`, where `HomeScreen` gives a `String`.
final class MismatchScreen: PreparedController {
    var prepCtxTitle = 0
    override class var contextTable: ContextTable {
        ContextTable(MismatchScreen.self, inheriting: super.contextTable) { $0.add("prepCtxTitle", \.prepCtxTitle) }
    }
}
