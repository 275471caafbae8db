import Foundation
import PreparedHeadless
import PreparedResources
import Testing

/// Docs/CheckingYourApp.md quotes what each check prints when it fails: each ```text block is an excerpt of
/// a check's output, its lines in order, `…` standing for lines left out (`…/`, for the start of a path).
/// This suite makes the first two checks fail and finds their output on the page; PreparedStoryboardsTests
/// does the whole-app check and the lint, and Tests/AppleStubs the bundle check. The page's snippets stand in the
/// other guides' tests (DocSnippetTests).
@Suite("Docs/CheckingYourApp.md")
@MainActor
struct CheckingYourAppDocTests {
    @Test("The page quotes a failing validate(from:to:) from types as the report prints it")
    func validationReport() throws {
        let report = ContextPropagator.standard.validate(from: DraftsScreen.self, to: ComposeController.self)
        #expect(!report.isValid)
        #expect(try Self.quotes(report.description), "no block of the page quotes:\n\(report)")
    }

    @Test("The page quotes a failing HeadlessStoryboardMap as the map prints it")
    func headlessMap() throws {
        let map = HeadlessStoryboardMap(validating: [OrdersBoard.orders])
        #expect(!map.isValid)
        #expect(try Self.quotes(map.description), "no block of the page quotes:\n\(map)")
    }

    @Test("The page quotes the bundle check's failure of a runtime attribute's key as the check prints it")
    func runtimeAttributeFailure() throws {
        let failure = StoryboardBundleFailure(storyboard: "Main", identifier: "cornerRadius", reason: .runtimeAttributeNotKeyValueCodingCompliant(
            scene: "EditContactController", className: "RoundButton", keyPath: "cornerRadius",
            declaration: "@IBInspectable var cornerRadius: CGFloat = 0"))
        #expect(try Self.quotes(failure.description), "no block of the page quotes:\n\(failure)")
    }

    @Test("The page quotes the bundle check's failure of a class a XIB names without a module that no class has, as the check prints it")
    func unknownClassWithoutModule() throws {
        let failure = StoryboardBundleFailure(nib: "MainWindow", identifier: "3", reason: .missingNibClass(
            element: "customObject", className: "UniversalAppAppDelegate"))
        #expect(try Self.quotes(failure.description), "no block of the page quotes:\n\(failure)")
    }

    @Test("The page quotes one failure for each of its five checks (three for the whole-app check, four for the bundle check), and links to every guide it summarizes")
    func pageShape() throws {
        let page = try Self.page()
        #expect(Self.textBlocks(in: page).count == 10)
        for guide in ["GettingStarted.md", "Transitions.md", "Storyboards.md", "GeneratedSwift.md", "UIKit.md"] {
            #expect(page.contains("](\(guide)#"), "the page links to \(guide)")
        }
    }

    /// Whether a ```text block of the page is an excerpt of `output`.
    nonisolated static func quotes(_ output: String) throws -> Bool {
        let lines = output.components(separatedBy: "\n")
        return try textBlocks(in: page()).contains { isExcerpt($0, of: lines) }
    }

    /// Whether the block's lines, but `…`, are lines of `output` in the same order, and the block quotes something.
    nonisolated static func isExcerpt(_ block: [String], of output: [String]) -> Bool {
        let quoted = block.filter { $0 != "…" }
        guard !quoted.isEmpty else { return false }
        var rest = output[...]
        for line in quoted {
            guard let found = rest.firstIndex(of: line) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// The lines of each ```text block.
    nonisolated static func textBlocks(in markdown: String) -> [[String]] {
        markdown.components(separatedBy: "```text\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
            .map { $0.components(separatedBy: "\n") }
    }

    nonisolated static func page() throws -> String {
        let root = URL(fileURLWithPath: ReadmeLocation.path).deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Docs/CheckingYourApp.md"), encoding: .utf8)
    }
}

/// A source whose unread count is a string: it cannot reach ComposeController's `Int`.
final class DraftsScreen: AccountScreen {
    var prepCtxUnreadCount = "12"

    override class var contextTable: ContextTable {
        ContextTable(DraftsScreen.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxUnreadCount", \.prepCtxUnreadCount)
        }
    }
}

/// A flow in which one of the two sources of the details screen does not adopt the protocol it asks for.
enum OrdersBoard: String, HeadlessStoryboard, CaseIterable {
    case orders

    var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.initialScene(OrderListScreen.init)
            board.scene(OrderDetailsScreen.init)
            board.scene(PreferencesScreen.init)
            board.segue(from: OrderListScreen.self, to: OrderDetailsScreen.self)
            board.segue(from: PreferencesScreen.self, to: OrderDetailsScreen.self)
        }
    }
}

/// What the details screen asks of its source.
@MainActor
protocol OrderSelecting {
    var selectedOrder: Int? { get }
}

final class OrderListScreen: PreparedController, OrderSelecting {
    var selectedOrder: Int? = 7
}

final class OrderDetailsScreen: PreparedController, SegueDestination {
    var order: Int?

    func prepareAsDestination(for segue: Segue) throws {
        order = try segue.source(as: OrderSelecting.self).selectedOrder
    }
}

final class PreferencesScreen: PreparedController {}
