import Testing
import PreparedHeadless

@Suite("Going back: pop to root, pop to a controller, dismiss all, unwind")
@MainActor
struct NavigatorStackTests {
    /// List → picker (pushed) → preview (presented) → preview details (pushed on the presented stack).
    func deepNavigator() throws -> (Navigator, ColorListScreen, ColorPickerScreen, ColorPreviewScreen, ColorDetailsScreen) {
        let list = try PaletteBoard.palette.instantiateInitial(as: ColorListScreen.self)
        let navigator = Navigator(root: list)
        let picker = try navigator.perform(ColorPickerScreen.self)
        let preview = try navigator.perform(ColorPreviewScreen.self)
        let details = try navigator.perform(ColorDetailsScreen.self)
        return (navigator, list, picker, preview, details)
    }

    @Test("popToRoot removes every controller above the top stack's root, and releases them")
    func popToRoot() throws {
        let list = try PaletteBoard.palette.instantiateInitial(as: ColorListScreen.self)
        let navigator = Navigator(root: list)
        weak var picker: ColorPickerScreen?
        picker = try navigator.perform(ColorPickerScreen.self)
        navigator.push(ColorPickerScreen())
        let popped = navigator.popToRoot()
        #expect(popped.count == 2)
        #expect(popped.first === picker, "bottom first")
        #expect(navigator.stack.count == 1)
        #expect(navigator.visibleController === list)
        #expect(navigator.popToRoot().isEmpty, "a stack holding only its root has nothing to pop")
    }

    @Test("popToRoot acts on the top stack only")
    func popToRootOfPresentedStack() throws {
        let (navigator, list, picker, preview, _) = try deepNavigator()
        let popped = navigator.popToRoot()
        #expect(popped.count == 1)
        #expect(navigator.visibleController === preview)
        #expect(navigator.stacks.map(\.count) == [2, 1])
        #expect(navigator.stacks[0].first === list && navigator.stacks[0].last === picker)
    }

    @Test("pop(to:) makes a controller of the top stack visible")
    func popToController() throws {
        let list = try PaletteBoard.palette.instantiateInitial(as: ColorListScreen.self)
        let navigator = Navigator(root: list)
        let picker = try navigator.perform(ColorPickerScreen.self)
        navigator.push(ColorPickerScreen())
        navigator.push(ColorPickerScreen())
        let popped = try navigator.pop(to: picker)
        #expect(popped.count == 2)
        #expect(navigator.visibleController === picker)
        #expect(try navigator.pop(to: picker).isEmpty, "the visible controller is already there")
    }

    @Test("pop(to:) a controller that is not on the top stack is an error that removes nothing")
    func popToControllerNotOnTop() throws {
        let (navigator, list, _, _, details) = try deepNavigator()
        let error = try #require(throws: NavigatorError.self) { try navigator.pop(to: list) }
        #expect(error == .notOnTopStack(controller: "ColorListScreen", topStack: ["ColorPreviewScreen", "ColorDetailsScreen"]))
        #expect(error.description == "ColorListScreen is not on the top navigation stack (ColorPreviewScreen → ColorDetailsScreen), "
                + "so pop(to:) cannot go back to it. To go back to a screen under a presented stack, "
                + "use `navigator.unwind(to: ColorListScreen.self)`.")
        #expect(navigator.visibleController === details)
    }

    @Test("dismissAll removes every presented stack and returns them, oldest first")
    func dismissAll() throws {
        let (navigator, _, picker, preview, _) = try deepNavigator()
        weak var released: PreparedController?
        do {
            navigator.present(ColorPreviewScreen())
            released = navigator.visibleController
            let dismissed = navigator.dismissAll()
            #expect(dismissed.map(\.count) == [2, 1])
            #expect(dismissed.first?.first === preview)
            #expect(navigator.stacks.count == 1)
            #expect(navigator.visibleController === picker)
            #expect(navigator.dismissAll().isEmpty, "nothing is presented any more")
        }
        #expect(released == nil, "dismissed controllers are released")
    }

    @Test("unwind(to:) a class hands the visible screen's context back and removes every screen above the target")
    func unwindByClass() throws {
        let (navigator, list, _, _, details) = try deepNavigator()
        details.prepCtxColor = "teal"
        let target = try navigator.unwind(to: ColorListScreen.self)
        #expect(target === list)
        #expect(list.prepCtxColor == "teal", "the context went back through the list's table")
        #expect(navigator.stacks.map(\.count) == [1])
        #expect(navigator.visibleController === list)
    }

    @Test("unwind(to:) finds the nearest earlier screen of the class, in the same stack")
    func unwindToNearest() throws {
        let (navigator, _, _, preview, details) = try deepNavigator()
        let earlierPicker = try #require(navigator.stacks[0].last as? ColorPickerScreen)
        earlierPicker.prepCtxColor = "red"
        details.prepCtxColor = "plum"
        let target = try navigator.unwind(to: ColorPreviewScreen.self)
        #expect(target === preview)
        #expect(preview.prepCtxColor == "plum")
        #expect(navigator.stacks.map(\.count) == [2, 1], "the presented stack stays, down to its root")
        #expect(earlierPicker.prepCtxColor == "red", "screens below the target are not touched")
    }

    @Test("unwind(to:) a controller goes back to exactly that controller")
    func unwindToInstance() throws {
        let (navigator, _, picker, _, details) = try deepNavigator()
        details.prepCtxColor = "amber"
        try navigator.unwind(to: picker)
        #expect(picker.prepCtxColor == "amber")
        #expect(navigator.visibleController === picker)
        #expect(navigator.stacks.count == 1)
    }

    @Test("An unwind whose context cannot be passed writes nothing and removes nothing")
    func unwindIsAllOrNothing() throws {
        let (navigator, list, _, _, _) = try deepNavigator()
        let mismatched = MismatchedColorScreen()
        navigator.push(mismatched)
        let error = try #require(throws: NavigatorError.self) { try navigator.unwind(to: ColorListScreen.self) }
        guard case .preparation(.propagation(let propagation)) = error else {
            Issue.record("expected a propagation error, got \(error)")
            return
        }
        #expect(propagation.problems.map(\.property) == ["prepCtxColor"])
        #expect(list.prepCtxColor == nil, "nothing was written")
        #expect(navigator.visibleController === mismatched, "nothing was removed")
        #expect(navigator.stacks.map(\.count) == [2, 3])
    }

    @Test("Unwinding to a class no earlier screen has is an error naming what is shown")
    func unwindWithoutTarget() throws {
        let (navigator, _, _, _, details) = try deepNavigator()
        let error = try #require(throws: NavigatorError.self) { try navigator.unwind(to: MismatchedColorScreen.self) }
        #expect(error == .noUnwindTarget(target: "MismatchedColorScreen", unwinding: "ColorDetailsScreen",
                                         shown: ["ColorListScreen", "ColorPickerScreen", "ColorPreviewScreen", "ColorDetailsScreen"]))
        #expect(error.description == "No screen shown below ColorDetailsScreen is a MismatchedColorScreen, so there is nothing to unwind to "
                + "(shown, bottom first: ColorListScreen → ColorPickerScreen → ColorPreviewScreen → ColorDetailsScreen). "
                + "Unwind to one of the screens below ColorDetailsScreen, or show a MismatchedColorScreen before it.")
        #expect(navigator.visibleController === details)
    }

    @Test("Unwinding to the visible screen, or to one the navigator does not show, is an error")
    func unwindToVisibleOrForeign() throws {
        let (navigator, _, _, _, details) = try deepNavigator()
        #expect(throws: NavigatorError.self) { try navigator.unwind(to: details) }
        #expect(throws: NavigatorError.self) { try navigator.unwind(to: ColorListScreen()) }
        #expect(throws: NavigatorError.self) { try navigator.unwind(to: ColorDetailsScreen.self) }
        #expect(navigator.stacks.map(\.count) == [2, 2])
    }
}

@Suite("Initial scenes")
@MainActor
struct InitialSceneTests {
    @Test("instantiateInitial with two initial scenes is an error, as the map reports")
    func severalInitialScenes() throws {
        let error = try #require(throws: HeadlessStoryboardError.self) { try TestBoard.broken.instantiateInitial() }
        #expect(error == .severalInitialScenes(storyboard: "broken", identifiers: ["HomeScreen", "SettingsScreen"]))
        #expect(error.description == "Storyboard 'broken' registers 2 initial scenes (HomeScreen, SettingsScreen), "
                + "so it cannot tell which one to instantiate first. "
                + "Keep one initial scene and register the others with `board.scene(_:)`.")
        #expect(throws: HeadlessStoryboardError.severalInitialScenes(storyboard: "broken", identifiers: ["HomeScreen", "SettingsScreen"])) {
            try TestBoard.broken.instantiateInitial(as: HomeScreen.self)
        }
        #expect(throws: HeadlessStoryboardError.self) { try Navigator(initialSceneOf: TestBoard.broken) }
    }
}

// MARK: - Fixtures

enum PaletteBoard: String, HeadlessStoryboard, CaseIterable {
    case palette

    var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.initialScene(ColorListScreen.init)
            board.scene(ColorPickerScreen.init)
            board.scene(ColorPreviewScreen.init)
            board.scene(ColorDetailsScreen.init)
            board.segue(from: ColorListScreen.self, to: ColorPickerScreen.self)
            board.segue(from: ColorPickerScreen.self, to: ColorPreviewScreen.self, kind: .present)
            board.segue(from: ColorPreviewScreen.self, to: ColorDetailsScreen.self)
        }
    }
}

/// The list the other screens unwind to: it receives a color through its table.
final class ColorListScreen: PreparedController {
    var prepCtxColor: String?
    override class var contextTable: ContextTable {
        ContextTable(ColorListScreen.self, inheriting: super.contextTable) { $0.add("prepCtxColor", \.prepCtxColor) }
    }
}

final class ColorPickerScreen: PreparedController {
    var prepCtxColor: String? = "red"
    override class var contextTable: ContextTable {
        ContextTable(ColorPickerScreen.self, inheriting: super.contextTable) { $0.add("prepCtxColor", \.prepCtxColor) }
    }
}

final class ColorPreviewScreen: PreparedController {
    var prepCtxColor: String?
    override class var contextTable: ContextTable {
        ContextTable(ColorPreviewScreen.self, inheriting: super.contextTable) { $0.add("prepCtxColor", \.prepCtxColor) }
    }
}

final class ColorDetailsScreen: PreparedController {
    var prepCtxColor: String?
    override class var contextTable: ContextTable {
        ContextTable(ColorDetailsScreen.self, inheriting: super.contextTable) { $0.add("prepCtxColor", \.prepCtxColor) }
    }
}

/// Holds its color as an `Int`, which the list's `String?` never accepts.
final class MismatchedColorScreen: PreparedController {
    var prepCtxColor = 3
}
