import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import PreparedSwiftReading
import Testing

/// `migrate --diff`: the patch of the fixture app's legacy file (which the stubs package compiles and runs beside the
/// original), where a `try` fits, and the real apps' files patched twice.
@Suite("The migration patch")
struct MigrationPatchTests {
    /// Where the stubs package compiles the patched legacy file.
    static let patchedPath = "Tests/AppleStubs/Tests/PatchedContacts/ContactsPatched.swift"

    /// The patch of `sources` against `catalog`, as `migrate --diff` makes it.
    private static func patch(_ sources: [(path: String, text: String)], catalog: InterfaceCatalog) -> MigrationPatch {
        MigrationPatch(MigrationReport(catalog: catalog, sources: sources), sources: sources)
    }

    private static func legacy() throws -> [(path: String, text: String)] {
        SwiftSources.read([try Fixture.url("Migration")], onlySwift: true).map { (path: "ContactsBeforePrepared.swift", text: $0.text) }
    }

    @Test("The legacy file's patch rewrites each resolved use where it is safe, and lists the others with why")
    func legacyFile() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let patch = Self.patch(try Self.legacy(), catalog: catalog)
        #expect(patch.rewritten == 20)
        let kept = patch.kept.map { "\($0.use.location.line): \($0.reason)" }
        #expect(kept == [
            "15: missing: no segue has this identifier in the storyboards read",
            "36: the string is built at run time",
            "63: `instantiate()` throws, and no throwing function or `do` block that catches every error holds the call",
            "68: `instantiate()` throws, and no throwing function or `do` block that catches every error holds the call",
            "70: `instantiate()` throws, and no throwing function or `do` block that catches every error holds the call",
            "72: missing: no storyboard has this name among the files read",
            "77: the string is built at run time",
            "78: missing: no scene has this storyboard ID in the storyboards read",
            "87: unknown: the nib is in another bundle",
            "88: missing: no XIB has this name among the files read",
        ])
        let patched = try #require(patch.files.first?.patched)
        let header = "// The legacy file of Tests/PreparedStoryboardsTests/Fixtures/Migration after `prepared-storyboard migrate --diff`\n"
            + "// with ../App. Written by MigrationPatchTests; do not edit.\n"
        #expect(try Golden.matches(header + patched, file: Self.patchedPath), "run PREPARED_REGENERATE_GOLDEN=1 swift test, then build Tests/AppleStubs")
        // The typed scene where the code throws already: in a throwing function, and in a `do` block that catches all.
        #expect(patched.contains("let profile = try Storyboards.SettingsScene.profileController.instantiate()\n        show(profile"))
        #expect(patched.contains("let list = try Storyboards.MainScene.contactListController.instantiate()\n            show(list"))
    }

    @Test("The patch Docs/Migration.md quotes is the legacy file's: its header lines, and its first hunk whole")
    func documentedDiff() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let diff = Self.patch(try Self.legacy(), catalog: catalog).diff
        let page = try String(contentsOf: Golden.repository.appendingPathComponent("Docs/Migration.md"), encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```diff\n").dropFirst().first?.components(separatedBy: "```").first)
        let header = block.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(header.count == 2)
        #expect(header.allSatisfy { diff.contains($0 + "\n") })
        let hunk = block.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("#") }.joined(separator: "\n")
        #expect(diff.contains(hunk))
    }

    @Test("The classes the fixture app's files name that the legacy file does not declare have stand-ins in the stubs")
    func standIns() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let legacy = try #require(try Self.legacy().first)
        let scopes = SwiftScopes(SwiftTokens(legacy.text))
        let declared = Set(scopes.scopes.compactMap { scope -> String? in
            if case .type(let type) = scope.declaration { type.simpleName } else { nil }
        })
        let code = MigrationReplacementsTests.standIns(catalog, app: "the contacts app", framework: .uiKit, declared: declared,
                                                       folder: "Tests/PreparedStoryboardsTests/Fixtures/App", writer: "MigrationPatchTests")
        #expect(try Golden.matches(code, file: "Tests/AppleStubs/Tests/ContactsShared/StandIns.swift"))
    }

    @Test("Patching the patched file finds nothing to rewrite, and leaves the same uses")
    func twice() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let first = Self.patch(try Self.legacy(), catalog: catalog)
        let patched = try #require(first.files.first?.patched)
        let second = Self.patch([(path: "ContactsBeforePrepared.swift", text: patched)], catalog: catalog)
        #expect(second.files.isEmpty)
        #expect(second.diff.isEmpty)
        // The initial scene of a storyboard the patch typed is no string use any more; every other use stays, with its reason.
        let firstKept = first.kept.map { "\($0.use.location.line): \($0.reason)" }
        // The lines after the typed `switch` moved down by 3.
        let moved = firstKept.filter { !$0.hasPrefix("68:") }.map { line -> String in
            guard let number = Int(line.prefix { $0 != ":" }), number > 30 else { return line }
            return "\(number + 3)" + line.drop { $0 != ":" }
        }
        #expect(second.kept.map { "\($0.use.location.line): \($0.reason)" } == moved)
    }

    @Test("A typed scene's `try` is written only where the code already handles errors, with no closure between",
          arguments: [
            ("func f() throws { let a = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController; _ = a }", true),
            ("func f() rethrows { let a = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController; _ = a }", true),
            ("func f() { do { let a = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController; _ = a } catch {} }", true),
            ("func f() { do { if true { show(UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController) } } catch let error { _ = error } }", true),
            ("func f() { do { _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController } catch is CancellationError {} }", false),
            ("func f() throws { items.forEach { _ in _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController } }", false),
            ("func f() throws { let a = b ?? UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController; _ = a }", false),
            ("func f() -> () throws -> Void { let a = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as! UITabBarController; _ = a }", false),
            ("func f() throws { let a = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() as? UITabBarController; _ = a }", false),
          ])
    func throwingContexts(code: String, rewritten: Bool) throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let source = "import UIKit\nfinal class Launcher: UIViewController {\n    \(code)\n}\n"
        let patch = Self.patch([(path: "Launcher.swift", text: source)], catalog: catalog)
        let patched = patch.files.first?.patched ?? source
        #expect(patched.contains("try Storyboards.MainScene.initial.instantiate()") == rewritten)
        // Where the scene stays, its storyboard's name is typed on its own.
        #expect(patched.contains("UIStoryboard(Storyboards.main).instantiateInitialViewController()") == !rewritten)
    }

    @Test("A `prepare(for:sender:)` that chooses by identifier, in an `if` chain or a `switch`, switches over `TypedSegue` with the same bodies; an identifier seen twice starts another")
    func typedSwitch() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let source = """
            final class ContactListController: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    if segue.identifier == "add" {
                        isEditing = true
                    } else if segue.identifier == "edit" {
                        title = "Edit"
                    } else {
                        title = nil
                    }
                    if segue.identifier == "view" {
                        title = "View"
                    }
                    if segue.identifier == "view" {
                        title = "Again"
                    }
                }
            }

            extension ContactListController {
                func prepareForSegue(_ segue: UIStoryboardSegue, sender: AnyObject?) {
                    switch segue.identifier {
                    case "view", "edit":
                        title = "Contact"
                    default:
                        break
                    }
                }

                func prepare(for segue: UIStoryboardSegue, other: Any?) {
                    if segue.identifier == "view", isEditing {
                        title = "Both"
                    }
                    if segue.identifier == "qr" {
                        title = "Another class's"
                    }
                    if segue.identifier == "edit" { title = "One line" }
                }
            }

            """
        let patch = Self.patch([(path: "List.swift", text: source)], catalog: catalog)
        #expect(patch.files.first?.patched == """
            final class ContactListController: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    switch TypedSegue(segue) {
                    case .add:
                        isEditing = true
                    case .edit:
                        title = "Edit"
                    default:
                        title = nil
                    }
                    switch TypedSegue(segue) {
                    case .view:
                        title = "View"
                    default:
                        break
                    }
                    switch TypedSegue(segue) {
                    case .view:
                        title = "Again"
                    default:
                        break
                    }
                }
            }

            extension ContactListController {
                func prepareForSegue(_ segue: UIStoryboardSegue, sender: AnyObject?) {
                    switch TypedSegue(segue) {
                    case .view, .edit:
                        title = "Contact"
                    default:
                        break
                    }
                }

                func prepare(for segue: UIStoryboardSegue, other: Any?) {
                    if segue.identifier == Segues.view.rawValue, isEditing {
                        title = "Both"
                    }
                    if segue.identifier == ContactDetailsController.Segues.qr.rawValue {
                        title = "Another class's"
                    }
                    if segue.identifier == Segues.edit.rawValue { title = "One line" }
                }
            }

            """)
    }

    @Test("A segue `Segues` lacks (an embed segue) is a case of the `switch` over `TypedSegue`, not a use left")
    func embedSegueInSwitch() throws {
        let storyboard = try Fixture.storyboard(
            Fixture.scene("PAR-00-000", class: "ParentController", inside: """
                <connections><segue destination="CHI-00-000" kind="embed" identifier="child" id="seg-00-001"/></connections>
                """)
            + Fixture.scene("CHI-00-000", class: "ChildController"),
            name: "Main")
        let catalog = InterfaceCatalog(documents: [storyboard])
        let source = """
            final class ParentController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "child" {
                        title = "Embedded"
                    }
                }
            }

            """
        let patch = Self.patch([(path: "Parent.swift", text: source)], catalog: catalog)
        #expect(patch.kept.isEmpty)
        #expect(patch.rewritten == 1)
        #expect(patch.files.first?.patched.contains("switch TypedSegue(segue) {\n        case .child:\n") == true)
    }

    @Test("A segue performed where no typed `performSegue` names it stays, and says why")
    func untypedPerform() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let source = """
            extension UIViewController {
                func addContact() { performSegue(withIdentifier: "add", sender: nil) }
            }

            """
        let patch = Self.patch([(path: "Any.swift", text: source)], catalog: catalog)
        #expect(patch.files.isEmpty)
        #expect(patch.kept.map(\.reason) == ["no typed `performSegue(_:sender:)` of the class it is performed on names it: "
                                               + "a segue of ContactListController's scenes"])
    }

    @Test("The diff applies with `git apply` and with `patch -p1` in the folder given, and gives the patched file")
    func applies() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        // A folder whose name has a space: `patch` needs the tab `git diff` writes after such a name.
        let sources = try Self.legacy().map { (path: "App Sources/\($0.path)", text: $0.text) }
        let patch = Self.patch(sources, catalog: catalog)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migration-patch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(patch.diff.contains("\n--- a/App Sources/ContactsBeforePrepared.swift\t\n+++ b/App Sources/ContactsBeforePrepared.swift\t\n"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try patch.diff.write(to: folder.appendingPathComponent("migrate.diff"), atomically: true, encoding: .utf8)
        let patchTool = FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") ? [["patch", "-p1", "-i", "migrate.diff"]] : []
        for command in [["git", "apply", "migrate.diff"]] + patchTool {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App Sources"), withIntermediateDirectories: true)
            try sources[0].text.write(to: folder.appendingPathComponent(sources[0].path), atomically: true, encoding: .utf8)
            let tool = Process()
            tool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            tool.arguments = command
            tool.currentDirectoryURL = folder
            tool.standardOutput = Pipe()
            try tool.run()
            tool.waitUntilExit()
            #expect(tool.terminationStatus == 0, "\(command)")
            let applied = try String(contentsOf: folder.appendingPathComponent(sources[0].path), encoding: .utf8)
            #expect(applied == patch.files.first?.patched, "\(command)")
        }
    }

    /// An app of the test data: its Swift files, and the folders of the storyboards and XIBs they use.
    struct RealApp: Sendable, CustomTestStringConvertible {
        let sources: String
        let interfaceFolders: [String]
        var testDescription: String { sources }
    }

    /// The apps whose Swift files the test data holds: beside their storyboards and XIBs (`RealSources`, `RealCorpus`),
    /// or with them in `RealApps` and `RealXibs`.
    static func realApps() throws -> [RealApp] {
        var apps: [RealApp] = []
        for folder in ["RealSources", "RealCorpus"] {
            let root = try Fixture.url(folder)
            for app in try FileManager.default.contentsOfDirectory(atPath: root.path).filter({ !$0.contains(".") }).sorted() {
                apps.append(RealApp(sources: "\(folder)/\(app)", interfaceFolders: ["\(folder)/\(app)"]))
            }
        }
        return apps + MigrationReplacementsTests.realChecks.map {
            RealApp(sources: "RealSources/\($0.sources)", interfaceFolders: $0.interfaceFolders)
        }
    }

    @Test("The real apps' patches change only the lines that hold the uses, parse as Swift, and patching again finds nothing")
    func realApps() throws {
        var rewritten = 0
        let parsed = FileManager.default.temporaryDirectory.appendingPathComponent("migration-parse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parsed) }
        try FileManager.default.createDirectory(at: parsed, withIntermediateDirectories: true)
        var patchedFiles: [URL] = []
        for app in try Self.realApps() {
            let base = try Fixture.url("RealSources").deletingLastPathComponent().standardizedFileURL.path + "/"
            let sources = SwiftSources.read([try Fixture.url(app.sources)], onlySwift: true)
                .map { (path: String($0.path.dropFirst(base.count)), text: $0.text) }
            let catalog = InterfaceCatalog(reading: try app.interfaceFolders.map(Fixture.url))
            let report = MigrationReport(catalog: catalog, sources: sources)
            let patch = MigrationPatch(report, sources: sources)
            rewritten += patch.rewritten
            for file in patch.files {
                // Each rewrite replaces code on the lines of the string it is listed for, and with one line.
                let bytes = Array(file.original.utf8)
                for use in report.uses where use.file == file.path {
                    guard case .replace(let edit)? = use.rewrite else { continue }
                    let (range, text) = (edit.range, edit.text)
                    let firstLine = bytes[..<range.lowerBound].count { $0 == UInt8(ascii: "\n") } + 1
                    let lastLine = firstLine + bytes[range].count { $0 == UInt8(ascii: "\n") }
                    #expect((firstLine...lastLine).contains(use.location.line), "\(file.path):\(use.location)")
                    #expect(!text.contains("\n"), "\(file.path):\(use.location)")
                }
                let again = MigrationPatch(MigrationReport(catalog: catalog, sources: [(file.path, file.patched)]), sources: [(file.path, file.patched)])
                #expect(again.files.isEmpty, "\(file.path) patched twice")
                // A `main.swift` keeps its name, which lets it hold top-level code; the others get one of their own.
                let name = (file.path as NSString).lastPathComponent
                let folder = parsed.appendingPathComponent(name == "main.swift" ? "\(patchedFiles.count)" : "")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let copy = folder.appendingPathComponent(name == "main.swift" ? name : "\(patchedFiles.count)-\(name)")
                try file.patched.write(to: copy, atomically: true, encoding: .utf8)
                patchedFiles.append(copy)
            }
        }
        #expect(rewritten == 255)
        // Every patched file parses: `swiftc -parse` reports no syntax error. A `main.swift` is parsed on its own.
        let mains = patchedFiles.filter { $0.lastPathComponent == "main.swift" }
        for files in [patchedFiles.filter { $0.lastPathComponent != "main.swift" }] + mains.map({ [$0] }) where !files.isEmpty {
            let swiftc = Process()
            swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            swiftc.arguments = ["swiftc", "-parse"] + files.map(\.path)
            let errors = Pipe()
            swiftc.standardError = errors
            try swiftc.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            swiftc.waitUntilExit()
            #expect(swiftc.terminationStatus == 0, "\(output)")
        }
    }
}
