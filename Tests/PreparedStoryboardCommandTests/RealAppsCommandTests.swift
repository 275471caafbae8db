import Foundation
import PreparedStoryboards
import prepared_storyboard
import Testing

/// `prepared-storyboard lint` on the storyboards of public apps (`Fixtures/RealApps`), as an app's CI runs it.
@Suite("The lint command on real apps")
struct RealAppsCommandTests {
    private let command = StoryboardCommand()

    @Test("Each healthy app lints quiet by default and exits 0", arguments: Fixture.healthyRealApps)
    func healthyAppIsQuiet(app: String) throws {
        let outcome = command.run(["lint", try Fixture.url("RealApps/\(app)").path])
        #expect(outcome.status == 0, "\(outcome.errorOutput)")
        #expect(outcome.output == "0 findings\n")
    }

    @Test("The two WatchKit storyboards are skipped, each with a note")
    func watchKitNotes() throws {
        let outcome = command.run(["lint", try Fixture.url("RealApps").path])
        #expect(outcome.errorOutput.components(separatedBy: "note: skipped: the file is a WatchKit storyboard").count == 3)
    }

    @Test("Dead scenes are warnings: exit 0, and 1 with --strict")
    func deadScenesAreWarnings() throws {
        let ibDecodable = try Fixture.url("RealApps/IBDecodable").path
        let outcome = command.run(["lint", ibDecodable])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("15 findings (0 errors, 15 warnings)\n"))
        #expect(command.run(["lint", "--strict", ibDecodable]).status == 1)
        let duckDuckGo = command.run(["lint", try Fixture.url("RealApps/DuckDuckGo-iOS").path])
        #expect(duckDuckGo.status == 0)
        #expect(duckDuckGo.output.hasSuffix("2 findings (0 errors, 2 warnings)\n"))
    }
}
