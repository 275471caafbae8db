import Foundation
import PreparedStoryboards
import Testing

/// Docs/CheckingYourApp.md quotes what each check prints when it fails (PreparedTests' CheckingYourAppDocTests
/// says how): here, the whole-app check and the lint.
@Suite("Docs/CheckingYourApp.md: the storyboard checks")
@MainActor
struct CheckingYourAppDocTests {
    @Test("The page quotes a failing whole-app check as it prints itself")
    func wholeAppCheck() throws {
        let map = try WholeAppCheckGraphvizTests.appWithMistypedScene()
        #expect(!map.isValid)
        #expect(try Self.quotes(map.description), "no block of the page quotes:\n\(map)")
    }

    @Test("The page quotes an outlet renamed in Swift as the whole-app check reports it")
    func renamedOutlet() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Main", "Settings"] {
            let text = try String(contentsOf: Fixture.url("App/\(name).storyboard"), encoding: .utf8)
            try Fixture.write(text.replacingOccurrences(of: #"<outlet property="saveButton""#, with: #"<outlet property="saveItem""#),
                              to: "\(name).storyboard", in: folder)
        }
        let map = WholeAppCheck(reading: [folder], classes: [EditContactController.self])
        let outlet = try #require(map.problems.first { if case .missingOutlet = $0 { true } else { false } })
        #expect(try Self.quotes(outlet.description), "no block of the page quotes:\n\(outlet)")
    }

    @Test("The page quotes a runtime attribute's value its property cannot hold as the whole-app check reports it")
    func runtimeAttributeMismatch() throws {
        let map = try RuntimeAttributeCheckTests.duckDuckGo(editing: "DuckDuckGo/Base.lproj/OmniBar.xib") {
            $0.replacingOccurrences(of: #"type="color" keyPath="borderColor""#, with: #"type="color" keyPath="cornerRadius""#)
        }
        let problem = try #require(RuntimeAttributeCheckTests.problems(map).first)
        #expect(try Self.quotes(problem.description), "no block of the page quotes:\n\(problem)")
    }

    @Test("The page quotes the lint's findings as the command prints them")
    func lint() throws {
        let folder = try Fixture.url("Lint")
        let lint = InterfaceLint(InterfaceCatalog(reading: [folder]))
        #expect(!lint.errors.isEmpty)
        #expect(try Self.quotes(lint.description), "no block of the page quotes:\n\(lint)")
    }

    /// Whether a ```text block of the page is an excerpt of `output`: its lines but `…`, in order, a line
    /// that starts `…/` standing for one that ends with the rest (a path shortened).
    static func quotes(_ output: String) throws -> Bool {
        let page = try String(contentsOf: Golden.repository.appendingPathComponent("Docs/CheckingYourApp.md"), encoding: .utf8)
        let lines = output.components(separatedBy: "\n")
        let blocks = page.components(separatedBy: "```text\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
        return blocks.contains { block in
            let quoted = block.components(separatedBy: "\n").filter { $0 != "…" }
            var rest = lines[...]
            for line in quoted {
                let shortened = line.hasPrefix("…/") ? String(line.dropFirst()) : nil
                guard let found = rest.firstIndex(where: { $0 == line || shortened.map($0.hasSuffix) == true }) else { return false }
                rest = rest[(found + 1)...]
            }
            return !quoted.isEmpty
        }
    }
}
