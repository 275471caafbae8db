import Foundation
import Prepared
import PreparedStoryboards
import Testing

/// The snippets of Docs/Storyboards.md, run against the App fixture
/// (DocSnippetTests checks that each one stands here line for line).
@Suite("Docs/Storyboards.md")
@MainActor
struct StoryboardDocTests {
    @Test("The test-target check of the whole app, with makers")
    func appCheck() throws {
        let storyboards = try Fixture.url("App")
        let appModule = "PreparedStoryboardsTests"
        // DOC-BEGIN app-check
        let check = WholeAppCheck(reading: [storyboards], making: [
            ContactListController.init, ContactDetailsController.init, ContactMapController.init,
            QRCodeModel.init, EditContactController.init, SettingsController.init, ProfileController.init,
        ], module: appModule)
        #expect(check.isValid, "\(check)")
        // DOC-END
        let hosting = try #require(check.segues.first { $0.identifier == "qr" })
        #expect(hosting.propagation.destinationClass == "QRCodeModel", "the hosting scene is checked against its model")
        #expect(check.segues.count == 9)
        let lines = check.description.split(separator: "\n")
        #expect(lines.first == "Whole-app check: 2 storyboards, 15 scenes, 9 segues checked, all valid")
        #expect(lines.dropFirst().first == "  segue  Main: ContactListController → ContactDetailsController (show, \"view\"): flows prepCtxContact")
        #expect(lines.dropFirst(2).first
                == "  segue  Main: ContactListController → ContactDetailsController (presentation, \"edit\"): flows prepCtxContact")
    }

    @Test("The app's flows written as DOT from its test")
    func flows() throws {
        let check = try WholeAppCheckGraphvizTests.appWithMistypedScene()
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // DOC-BEGIN flows
        let flows = folder.appendingPathComponent("flows.dot")
        try check.dot.write(to: flows, atomically: true, encoding: .utf8)
        // DOC-END
        #expect(try String(contentsOf: flows, encoding: .utf8) == check.dot)
        #expect(check.dot.contains("fails: prepCtxContact is Contact?, never String"))
    }

    @Test("The test-target check by module name")
    func moduleCheck() throws {
        let storyboards = try Fixture.url("App")
        let appModule = "PreparedStoryboardsTests"
        // DOC-BEGIN module-check
        let check = WholeAppCheck(reading: [storyboards], module: appModule)
        #expect(check.isValid, "\(check)")
        // DOC-END
        #expect(check.segues.count == 9)
    }

    @Test("The lint in a test, and reading one file")
    func lintAndRead() throws {
        let storyboards = try Fixture.url("App")
        // DOC-BEGIN lint
        let lint = InterfaceLint(InterfaceCatalog(reading: [storyboards]))
        #expect(lint.findings.isEmpty, "\(lint)")
        // DOC-END
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // DOC-BEGIN read
        let document = try StoryboardDocument(contentsOf: storyboards.appendingPathComponent("Main.storyboard"))
        for segue in document.segues where !segue.isRelationship {
            print(segue.sourceID, segue.kind, segue.identifier ?? "-", segue.destination)
        }
        // LST-00-000 show view controller DET-00-000
        // …
        // EDT-00-000 unwind cancelEditing: - exit
        // DOC-END
        #expect(printed.first == "LST-00-000 show view controller DET-00-000")
        #expect(printed.last == "EDT-00-000 unwind cancelEditing: - exit")
    }

    @Test("The lint's rules in a test: a convention on, a rule off")
    func lintOptions() throws {
        let storyboards = try Fixture.url("App")
        // DOC-BEGIN lint-options
        var options = InterfaceLint.Options()
        options.set(.storyboardIdentifierConvention, to: .warning)
        options.set(.unreachableScene, to: nil)
        let lint = InterfaceLint(InterfaceCatalog(reading: [storyboards]), options: options)
        #expect(lint.errors.isEmpty, "\(lint)")
        // DOC-END
        #expect(options.severity(of: .storyboardIdentifierConvention) == .warning)
        #expect(lint.findings.isEmpty, "the App fixture names its storyboard IDs after its classes: \(lint)")
    }
}
