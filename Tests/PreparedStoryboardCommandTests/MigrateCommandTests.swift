import Foundation
import PreparedStoryboards
import prepared_storyboard
import Testing

@Suite("prepared-storyboard migrate")
struct MigrateCommandTests {
    private let command = StoryboardCommand()

    @Test("migrate prints each string use and a count, and exits 0 even with stale names")
    func text() throws {
        let outcome = command.run(["migrate", try Fixture.url("App").path, try Fixture.url("Migration").path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.first?.hasSuffix("/Migration/ContactsBeforePrepared.swift:7:38: resolved: performSegue \"add\": performSegue(.add, sender: sender)") == true)
        #expect(lines.contains { $0.hasSuffix("/Migration/ContactsBeforePrepared.swift:15:38: stale: performSegue \"archive\"") })
        #expect(lines.last == "31 string uses in 1 Swift file: 23 resolved, 4 stale, 4 unknown; 1 cast to a class the storyboard does not have")
    }

    @Test("--json gives each use's place, class, kind, literal, status, replacement, note and cast, and the counts")
    func json() throws {
        let outcome = command.run(["migrate", "--json", try Fixture.url("App").path, try Fixture.url("Migration").path])
        #expect(outcome.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(report["resolved"] as? Int == 23)
        #expect(report["stale"] as? Int == 4)
        #expect(report["unknown"] as? Int == 4)
        let uses = try #require(report["uses"] as? [[String: Any]])
        #expect(uses.count == 31)
        let cast = try #require(uses.first { $0["kind"] as? String == "destinationCast" && $0["literal"] as? String == "related" })
        #expect(cast["line"] as? Int == 47)
        #expect(cast["column"] as? Int == 75)
        #expect(cast["type"] as? String == "ContactDetailsController")
        #expect(cast["status"] as? String == "resolved")
        #expect(cast["castClass"] as? String == "ProfileController")
        #expect(cast["storyboardClass"] as? String == "ContactDetailsController")
        #expect(cast["replacement"] is NSNull)
        let runTime = try #require(uses.first { $0["status"] as? String == "unknown" && $0["kind"] as? String == "segueCase" })
        #expect(runTime["literal"] is NSNull)
        #expect(runTime["note"] as? String == "the string is built at run time")
        #expect((runTime["file"] as? String)?.hasSuffix("/Migration/ContactsBeforePrepared.swift") == true)
    }

    @Test("--name gives the replacements the enums generate was given")
    func name() throws {
        let outcome = command.run(["migrate", "--name", "AppStoryboards", try Fixture.url("App").path, try Fixture.url("Migration").path])
        #expect(outcome.output.contains(": UIStoryboard(AppStoryboards.settings)\n"))
        #expect(outcome.output.contains(": UINib(nibName: AppNibs.noteCell.name, bundle: AppNibs.noteCell.bundle)\n"))
    }

    @Test("No storyboard or XIB read: every name is unknown, and standard error says why")
    func swiftAlone() throws {
        let outcome = command.run(["migrate", try Fixture.url("Migration").path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput == "note: no storyboard or XIB read: every name is unknown. Give the app's folder.\n")
        #expect(outcome.output.hasSuffix("31 string uses in 1 Swift file: 0 resolved, 0 stale, 31 unknown\n"))
    }

    @Test("No Swift file, or a path that does not exist, exits 2 with the reason")
    func unreadable() throws {
        let noSwift = command.run(["migrate", try Fixture.url("App").path])
        #expect(noSwift.status == 2)
        #expect(noSwift.output.isEmpty)
        #expect(noSwift.errorOutput.hasSuffix("/App.\n") && noSwift.errorOutput.hasPrefix("no Swift file read at "))
        let missing = command.run(["migrate", try Fixture.url("Migration").path, "/nowhere/Old.swift"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput == "/nowhere/Old.swift:1:1: error: the file cannot be read as UTF-8 text. Check the path and the encoding.\n"
            + "note: no storyboard or XIB read: every name is unknown. Give the app's folder.\n")
        // A folder that does not exist is said once; a Swift file in a folder that is not UTF-8 text is said too.
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: folder.appendingPathComponent("Latin1.swift"))
        let mixed = command.run(["migrate", try Fixture.url("Migration").path, folder.path, "/nowhere/App"])
        #expect(mixed.status == 2)
        #expect(mixed.errorOutput.components(separatedBy: "/nowhere/App").count == 2, "\(mixed.errorOutput)")
        #expect(mixed.errorOutput.contains("Latin1.swift:1:1: error: the file cannot be read as UTF-8 text."))
        #expect(!missing.output.isEmpty)
        let usage = command.run(["migrate"])
        #expect(usage.status == 2)
        #expect(usage.errorOutput.hasPrefix("give at least one Swift file or folder.\nusage: prepared-storyboard migrate"))
        let help = command.run(["help", "migrate"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: prepared-storyboard migrate [--json] [--name <enum>] <files or folders>…\n"))
    }
}
