import Testing
import PreparedHeadless
import Foundation

// The snippets of Docs/GettingStarted.md, compiled and run here. The last test
// checks that every ```swift block of README.md and Docs/ stands, line for
// line, in one of this target's files, in the example under Examples/ (which
// a test runs) or in the UIKit and AppKit stub package's tests (Tests/AppleStubs,
// which CI runs), so a doc cannot drift from the code.

// DOC-BEGIN sources
final class InboxController: PreparedController {
    var prepCtxAccount: User? = User(name: "ada@example.com")
    var prepCtxUnreadCount = 12
}
// DOC-END

// DOC-BEGIN inheritance
class AccountScreen: PreparedController {
    var prepCtxAccount: User?

    override class var contextTable: ContextTable {
        ContextTable(AccountScreen.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxAccount", \.prepCtxAccount)
        }
    }
}

final class ComposeController: AccountScreen {
    var prepCtxDraft: String?
    var prepCtxUnreadCount = 0

    override class var contextTable: ContextTable {
        ContextTable(ComposeController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxDraft", \.prepCtxDraft)
            keys.add("prepCtxUnreadCount", \.prepCtxUnreadCount)
        }
    }
}
// DOC-END

// DOC-BEGIN plain classes
final class SettingsModel: ContextDeclaring {
    var prepCtxTheme = "light"

    static var contextTable: ContextTable {
        ContextTable(SettingsModel.self) { keys in
            keys.add("prepCtxTheme", \.prepCtxTheme)
        }
    }
}
// DOC-END

@Suite("Documentation snippets")
@MainActor
struct DocSnippetTests {
    @Test("Getting started: a transition from a table-less source into an inherited table")
    func gettingStarted() throws {
        // DOC-BEGIN propagate
        let inbox = InboxController()
        let compose = ComposeController()
        let report = try ContextPropagator.standard.propagate(from: inbox, to: compose)
        // compose.prepCtxAccount and compose.prepCtxUnreadCount now hold the inbox's values.
        print(report.flows.map(\.property))  // ["prepCtxAccount", "prepCtxUnreadCount"]
        // DOC-END
        #expect(compose.prepCtxAccount == User(name: "ada@example.com"))
        #expect(compose.prepCtxUnreadCount == 12)
        #expect(compose.prepCtxDraft == nil)
        #expect(report.flows.map(\.property) == ["prepCtxAccount", "prepCtxUnreadCount"])
        #expect(report.unfilled == ["prepCtxDraft"])
    }

    @Test("Getting started: catching a propagation error")
    func catchingErrors() {
        final class Wrong { var prepCtxUnreadCount = "twelve" }
        let compose = ComposeController()
        // DOC-BEGIN errors
        do {
            try ContextPropagator.standard.propagate(from: Wrong(), to: compose)
        } catch {
            print(error)
            // Prepared could not pass context from Wrong to ComposeController; nothing was written.
            // - Wrong.prepCtxUnreadCount is a String but ComposeController.prepCtxUnreadCount is an Int, and one can never be stored in the other. …
        }
        // DOC-END
        #expect(compose.prepCtxUnreadCount == 0)
        let error = #expect(throws: PropagationError.self) { try ContextPropagator.standard.propagate(from: Wrong(), to: compose) }
        // The printed error starts as the snippet's comment shows it.
        let lines = error.map { String(describing: $0) }?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count == 2)
        #expect(lines.first == "Prepared could not pass context from Wrong to ComposeController; nothing was written.")
        #expect(lines.last?.hasPrefix(
            "- Wrong.prepCtxUnreadCount is a String but ComposeController.prepCtxUnreadCount is an Int, and one can never be stored in the other. "
        ) == true)
    }

    @Test("Getting started: lenient mode and another prefix")
    func modesAndPrefixes() throws {
        // DOC-BEGIN modes
        let lenient = ContextPropagator(mode: .lenient)
        let custom = try ContextPropagator(prefix: "ctx", mode: .strict)
        // DOC-END
        #expect(lenient.mode == .lenient)
        #expect(custom.prefix == "ctx")
    }

    @Test("Getting started: validation in a test suite")
    func validation() {
        // DOC-BEGIN validation
        // From types: the tables, and a source without one from the properties its type stores:
        let fromTypes = ContextPropagator.standard.validate(from: AccountScreen.self, to: ComposeController.self)
        #expect(fromTypes.isValid, "\(fromTypes)")

        // From instances, to check the values a source holds now too:
        let fromInstances = ContextPropagator.standard.validate(from: InboxController(), to: ComposeController())
        #expect(fromInstances.isValid, "\(fromInstances)")
        // DOC-END
        #expect(fromTypes.flows.map(\.property) == ["prepCtxAccount"])
    }

    @Test("The README's validation snippet runs")
    func readmeValidation() {
        let report = ContextPropagator.standard.validate(from: ListController(), to: ProfileController())
        #expect(report.isValid, "\(report)")
    }

    @Test("Every swift block of README.md and Docs/ stands in a test file")
    nonisolated func everySnippetIsTested() throws {
        let root = URL(fileURLWithPath: ReadmeLocation.path).deletingLastPathComponent()
        let testSources = try ["Tests", "Examples"]
            .flatMap { try Self.swiftFiles(under: root.appendingPathComponent($0)) }
            .map { try String(contentsOf: $0, encoding: .utf8) }
            .map(Self.normalizedLines)
        let docsFolder = root.appendingPathComponent("Docs")
        let docs = try [root.appendingPathComponent("README.md")]
            + FileManager.default.contentsOfDirectory(atPath: docsFolder.path)
                .filter { $0.hasSuffix(".md") }
                .map { docsFolder.appendingPathComponent($0) }
        var checked = 0
        for doc in docs {
            let text = try String(contentsOf: doc, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                let lines = Self.normalizedLines(block).filter { !$0.hasPrefix("import Prepared") }
                let found = testSources.contains { Self.contains($0, run: lines) }
                #expect(found, "a swift block of \(doc.lastPathComponent) is in no test file:\n\(block)")
                checked += 1
            }
        }
        #expect(checked >= 6)
    }

    nonisolated static func swiftFiles(under folder: URL) throws -> [URL] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
    }

    nonisolated static func swiftBlocks(in text: String) -> [String] {
        text.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    nonisolated static func normalizedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    nonisolated static func contains(_ lines: [String], run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
        return (0...(lines.count - run.count)).contains { start in Array(lines[start..<start + run.count]) == run }
    }
}
