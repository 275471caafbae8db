import Foundation
import PreparedStoryboards
import prepared_storyboard
import Testing

@Suite("prepared-storyboard migrate")
struct MigrateCommandTests {
    private let command = StoryboardCommand()

    @Test("migrate prints each string use and a count, and exits 0 even with missing names")
    func text() throws {
        let outcome = command.run(["migrate", try Fixture.url("App").path, try Fixture.url("Migration").path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.first?.hasSuffix("/Migration/ContactsBeforePrepared.swift:7:38: resolved: performSegue \"add\": performSegue(.add, sender: sender)") == true)
        #expect(lines.contains { $0.hasSuffix("/Migration/ContactsBeforePrepared.swift:15:38: missing: performSegue \"archive\"") })
        #expect(lines.last == "35 string uses in 1 Swift file: 27 resolved, 4 missing, 4 unknown; 1 cast to a class the storyboard does not have")
    }

    @Test("--json gives each use's place, class, kind, literal, status, replacement, note and cast, and the counts")
    func json() throws {
        let outcome = command.run(["migrate", "--json", try Fixture.url("App").path, try Fixture.url("Migration").path])
        #expect(outcome.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(report["resolved"] as? Int == 27)
        #expect(report["missing"] as? Int == 4)
        #expect(report["unknown"] as? Int == 4)
        let uses = try #require(report["uses"] as? [[String: Any]])
        #expect(uses.count == 35)
        // Outside any `#if`, a use's condition is null.
        #expect(uses.allSatisfy { $0["condition"] is NSNull })
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

    @Test("A use in an #if branch says its condition, in the text under its line and in the JSON")
    func conditions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-conditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("List.swift")
        try """
            class ContactListController: UIViewController {
                func open() {
                    #if os(tvOS)
                    performSegue(withIdentifier: "view", sender: nil)
                    #else
                    performSegue(withIdentifier: "add", sender: nil)
                    #endif
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let text = command.run(["migrate", try Fixture.url("App").path, file.path]).output
        #expect(text.contains("List.swift:6:38: resolved: performSegue \"add\": performSegue(.add, sender: nil)\n    under #if !os(tvOS)\n"))
        let json = command.run(["migrate", "--json", try Fixture.url("App").path, file.path]).output
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let uses = try #require(report["uses"] as? [[String: Any]])
        #expect(uses.map { $0["condition"] as? String } == ["os(tvOS)", "!os(tvOS)"])
    }

    @Test("--name gives the replacements the enums generate was given")
    func name() throws {
        let outcome = command.run(["migrate", "--name", "AppStoryboards", try Fixture.url("App").path, try Fixture.url("Migration").path])
        #expect(outcome.output.contains(": UIStoryboard(AppStoryboards.settings)\n"))
        #expect(outcome.output.contains(": UINib(nibName: AppNibs.noteCell.name, bundle: AppNibs.noteCell.bundle)\n"))
    }

    @Test("--diff prints the patch with paths from the folder given; on the patched folder it prints nothing")
    func diff() throws {
        let outcome = command.run(["migrate", "--diff", try Fixture.url("Migration").path, try Fixture.url("App").path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        #expect(outcome.output.hasPrefix("# prepared-storyboard migrate --diff: 20 uses rewritten in 1 file; 10 left as they are\n"))
        #expect(outcome.output.contains("\n--- a/ContactsBeforePrepared.swift\n+++ b/ContactsBeforePrepared.swift\n@@ -4,11 +4,11 @@\n"))
        #expect(outcome.output.contains("\n-        performSegue(withIdentifier: \"add\", sender: sender)\n+        performSegue(.add, sender: sender)\n"))
        // The app's files are not written.
        let legacy = try String(contentsOf: try Fixture.url("Migration/ContactsBeforePrepared.swift"), encoding: .utf8)
        #expect(legacy.contains("performSegue(withIdentifier: \"add\", sender: sender)"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let patched = try String(contentsOf: Golden.repository.appendingPathComponent("Tests/AppleStubs/Tests/PatchedContacts/ContactsPatched.swift"),
                                 encoding: .utf8)
        try patched.write(to: folder.appendingPathComponent("ContactsPatched.swift"), atomically: true, encoding: .utf8)
        let again = command.run(["migrate", "--diff", folder.path, try Fixture.url("App").path])
        #expect(again.status == 0)
        #expect(again.output.isEmpty)
        #expect(again.errorOutput == "note: nothing to rewrite; 9 string uses stay as they are (`prepared-storyboard migrate` lists why).\n")

        let both = command.run(["migrate", "--diff", "--json", folder.path])
        #expect(both.status == 2)
        #expect(both.errorOutput == "--diff and --json cannot be given together.\n")
    }

    @Test("No storyboard or XIB read: every name is unknown, and standard error says why")
    func swiftAlone() throws {
        let outcome = command.run(["migrate", try Fixture.url("Migration").path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput == "note: no storyboard or XIB read: every name is unknown. Give the app's folder.\n")
        #expect(outcome.output.hasSuffix("35 string uses in 1 Swift file: 0 resolved, 0 missing, 35 unknown\n"))
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
        #expect(help.output.hasPrefix("usage: prepared-storyboard migrate [--json | --diff] [--name <enum>] <files or folders>…\n"))
    }
}
