import Foundation
import PreparedStoryboards
import prepared_storyboard
import Testing

@Suite("The prepared-storyboard command")
struct CommandTests {
    private let command = StoryboardCommand()

    @Test("lint exits 0 on clean files")
    func lintClean() throws {
        let outcome = command.run(["lint", try Fixture.url("App").path])
        #expect(outcome.status == 0)
        #expect(outcome.output == "0 findings\n")
        #expect(outcome.errorOutput.isEmpty)
    }

    @Test("lint exits 1 on errors and prints findings as Xcode errors and warnings")
    func lintFindings() throws {
        let outcome = command.run(["lint", try Fixture.url("Lint").path])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("Checks.storyboard:54:"))
        #expect(outcome.output.contains(": error: the storyboard reference leads to Help.storyboard"))
        #expect(outcome.output.contains(": warning: the scene OrphanController [ORP-00-000] is reached from no initial controller"))
        #expect(outcome.output.hasSuffix("6 findings (4 errors, 2 warnings)\n"))
    }

    @Test("Unreadable input exits 2, says why on standard error, and still lints the other files")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.storyboard")
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>".utf8).write(to: broken)
        let outcome = command.run(["lint", folder.path, try Fixture.url("Lint").path])
        #expect(outcome.status == 2)
        #expect(outcome.errorOutput.contains("Broken.storyboard:3:"))
        #expect(outcome.errorOutput.contains("error: the XML is malformed"))
        #expect(outcome.output.hasSuffix("6 findings (4 errors, 2 warnings)\n"))
        let missing = command.run(["map", "/nonexistent/Nowhere.storyboard"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("the file cannot be read"))
    }

    @Test("A usage mistake exits 2 with the usage")
    func usage() {
        let none = command.run([])
        #expect(none.status == 2)
        #expect(none.errorOutput.contains("usage: prepared-storyboard <command>"))
        let unknown = command.run(["check", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.hasPrefix("unknown command 'check'."))
        let option = command.run(["lint", "--fast", "x"])
        #expect(option.errorOutput.hasPrefix("unknown option '--fast'."))
        let noPaths = command.run(["lint"])
        #expect(noPaths.errorOutput.hasPrefix("give at least one .storyboard or .xib file or folder.\nusage: prepared-storyboard lint"))
        let dotJSON = command.run(["dot", "--json", "x"])
        #expect(dotJSON.status == 2)
        #expect(dotJSON.output.isEmpty)
        #expect(dotJSON.errorOutput.hasPrefix("unknown option '--json' for dot.\nusage: prepared-storyboard"))
        let mapOutput = command.run(["map", "--output", "x.swift", "x"])
        #expect(mapOutput.status == 2)
        #expect(mapOutput.errorOutput.hasPrefix("unknown option '--output' for map.\nusage: prepared-storyboard map"))
        let removed = command.run(["lint", "--allow-any-storyboard-id", "x"])
        #expect(removed.status == 2)
        #expect(removed.errorOutput.hasPrefix("unknown option '--allow-any-storyboard-id'."))
    }

    @Test("-h and --help work after every command and before its files: the command's help, exit 0", arguments: ["lint", "map", "dot", "generate", "migrate"])
    func helpAfterEveryCommand(name: String) throws {
        let help = command.run(["help", name])
        #expect(help.status == 0 && help.output.hasPrefix("usage: prepared-storyboard \(name)"))
        for arguments in [[name, "-h"], [name, "--help"], [name, try Fixture.url("App").path, "-h"]] {
            let outcome = command.run(arguments)
            #expect(outcome.status == 0 && outcome.errorOutput.isEmpty, "\(arguments)")
            #expect(outcome.output == help.output, "\(arguments)")
        }
    }

    @Test("A mistake in the configuration exits 2 in lint and in generate --lint alike, found by the same search")
    func configurationMistakeAlike() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixture.write(Fixture.storyboardText(Fixture.scene("HOM-00-000", class: "HomeController"), initial: "HOM-00-000"),
                          to: "App/Main.storyboard", in: folder)
        try Fixture.write(#"{"rules": {"unreachable-scen": "off"}}"#, to: ".prepared-storyboard.json", in: folder)
        let elsewhere = StoryboardCommand(directory: FileManager.default.temporaryDirectory)
        let app = folder.appendingPathComponent("App").path
        let lint = elsewhere.run(["lint", app])
        let generate = elsewhere.run(["generate", app, "--lint"])
        #expect(lint.status == 2 && generate.status == 2)
        #expect(lint.errorOutput.contains("unreachable-scen") && lint.errorOutput == generate.errorOutput, "\(lint.errorOutput)")
        #expect(generate.output.contains("enum Storyboards"), "the Swift is written before the lint's mistake is said")
        #expect(elsewhere.run(["lint", "--no-config", app]).status == 0)
        #expect(elsewhere.run(["generate", app, "--lint", "--no-config"]).status == 0)
        let configWithoutLint = elsewhere.run(["generate", app, "--no-config"])
        #expect(configWithoutLint.status == 2 && configWithoutLint.errorOutput.hasPrefix("--config and --no-config go with --lint."))
    }

    @Test("--json gives findings and the map to machines")
    func json() throws {
        let lint = command.run(["lint", "--json", try Fixture.url("Lint").path])
        #expect(lint.status == 1)
        let decodedLint = try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any]
        let findings = try #require(decodedLint?["findings"] as? [[String: Any]])
        #expect(findings.count == 6)
        #expect(findings.contains { $0["rule"] as? String == "missing-storyboard" && $0["line"] as? Int == 54 && $0["severity"] as? String == "error" })
        #expect(decodedLint?["checked"] as? Int == 2)

        let map = command.run(["map", "--json", try Fixture.url("App").path])
        #expect(map.status == 0)
        let decodedMap = try JSONSerialization.jsonObject(with: Data(map.output.utf8)) as? [String: Any]
        let storyboards = try #require(decodedMap?["storyboards"] as? [[String: Any]])
        #expect(storyboards.compactMap { $0["name"] as? String } == ["Main", "Settings"])
        #expect(storyboards.compactMap { $0["path"] as? String } == ["Main.storyboard", "Settings.storyboard"])
        let segues = try #require(storyboards.first?["segues"] as? [[String: Any]])
        #expect(segues.count == 14)
        #expect(segues.contains { $0["kind"] as? String == "unwind cancelEditing:" && $0["destinationKind"] as? String == "exit" })
        // Every field the docs list is there, `null` where the file has no value.
        let scene = try #require((storyboards.first?["scenes"] as? [[String: Any]])?.first)
        #expect(Set(scene.keys) == ["scene", "id", "kind", "customClass", "customModule", "storyboardIdentifier", "title",
                                    "reference", "line"])
        #expect(scene["reference"] is NSNull, "a scene that is no reference says null")
        #expect(segues.allSatisfy { Set($0.keys) == ["scene", "id", "source", "destination", "destinationKind", "kind",
                                                     "identifier", "trigger", "line"] })
        #expect(segues.contains { $0["identifier"] is NSNull })
        #expect(Set(try #require(storyboards.first).keys) == ["name", "path", "file", "platform", "version", "toolsVersion",
                                                               "initialController", "scenes", "segues"])
    }

    @Test("map and dot print an unreadable file on standard error only, and still print the other files")
    func mapReadErrorsOnStandardError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>".utf8)
            .write(to: folder.appendingPathComponent("Broken.storyboard"))
        for subcommand in ["map", "dot"] {
            let outcome = command.run([subcommand, folder.path, try Fixture.url("Legacy").path])
            #expect(outcome.status == 2)
            #expect(outcome.errorOutput.hasSuffix("Broken.storyboard:3:12: error: the XML is malformed (an end tag does not match "
                                                  + "its start tag, XMLParser error 76). Open the file in Xcode, or fix the line, "
                                                  + "and save it again.\n"))
            #expect(!outcome.output.contains("Broken"), "\(subcommand): \(outcome.output)")
            #expect(outcome.output.contains("Legacy"))
        }
    }

    @Test("map --json lists every scene, one without a controller too, and the scene each segue leaves")
    func jsonSceneWithoutController() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="HOM-00-000">
            <scenes>
            <scene sceneID="hom-sc-001"><objects>
            <viewController id="HOM-00-000" customClass="HomeController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="odd-sc-001"><objects>
            <button id="BTN-aa-001"><connections><segue destination="HOM-00-000" kind="show" id="seg-od-001"/></connections></button>
            </objects></scene>
            </scenes>
            </document>
            """.utf8).write(to: folder.appendingPathComponent("Odd.storyboard"))
        let outcome = command.run(["map", "--json", folder.path])
        #expect(outcome.status == 0)
        let decoded = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        let storyboard = try #require((decoded?["storyboards"] as? [[String: Any]])?.first)
        let scenes = try #require(storyboard["scenes"] as? [[String: Any]])
        #expect(scenes.map { "\($0["scene"] ?? "") \($0["id"] ?? "") \($0["kind"] ?? "")" }
                == ["hom-sc-001 HOM-00-000 view controller", "odd-sc-001  none"])
        let segues = try #require(storyboard["segues"] as? [[String: Any]])
        #expect(segues.map { "\($0["scene"] ?? "") → \($0["destination"] ?? "")" } == ["odd-sc-001 → HOM-00-000"])
    }

    @Test("map prints the text map and exits 0")
    func map() throws {
        let outcome = command.run(["map", try Fixture.url("Legacy").path])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Legacy.storyboard (iOS, format 2.0, initial navigation controller, 4 scenes, 5 segues)"))
        #expect(outcome.output.contains("  segue  MasterViewController → Legacy/DetailViewController: replace \"replaceDetail\""))
    }
}

@Suite("The Graphviz graph of storyboard files")
struct GraphvizTests {
    @Test("Every segue is exactly one edge, labelled with its kind and identifier")
    func oneEdgePerSegue() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App"), try Fixture.url("Odd")])
        let dot = catalog.dot
        let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("label=\"reference\"") }
        #expect(edges.count == catalog.documents.reduce(0) { $0 + $1.segues.count })
        #expect(dot.contains("subgraph cluster_0 {\n    label=\"Main.storyboard\";"))
        #expect(edges.contains { $0.contains("\"Main/LST-00-000\" -> \"Main/DET-00-000\" [label=\"show\\n\\\"view\\\"\"]") })
        #expect(edges.contains { $0.contains("\"Main/NAV-00-000\" -> \"Main/LST-00-000\"") && $0.contains("style=dashed") })
        #expect(edges.contains { $0.contains("\"Main/EDT-00-000\" -> \"Main/exit-edt-sc-001\" [label=\"unwind cancelEditing:\"]") })
        #expect(edges.contains { $0.contains("\"Settings/PRF-00-000\" -> \"Settings/REF-00-MAI\"") })
        #expect(edges.filter { $0.contains("\"Main/TAB-00-000\" -> \"Main/REF-00-SET\"") }.count == 2)
        #expect(edges.contains { $0.contains("\"Main/DET-00-000\" -> \"Main/DET-00-000\"") }, "a segue to its own source")
        #expect(edges.contains { $0.contains("\"Odd/missing-NOP-00-000\"") && $0.contains("color=red") })
        #expect(dot.contains("\"Settings/REF-00-MAI\" -> \"Main/DET-00-000\" [style=dotted"))
    }

    @Test("dot renders the graph to SVG, when Graphviz is installed", .enabled(if: GraphvizTests.dotPath != nil))
    func rendersWithDot() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url(".")])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.dotPath))
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(catalog.dot.utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(complaints)")
        #expect(complaints.isEmpty, "\(complaints)")
        #expect(svg.contains("<svg"))
        #expect(svg.contains("ContactListController"))
    }

    static let dotPath: String? = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite("The prepared-storyboard command's help, version and edge cases")
struct CommandHelpTests {
    private let command = StoryboardCommand()

    @Test("--help, help and help <command> print help and exit 0; --version prints the version")
    func helpAndVersion() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let outcome = command.run(arguments)
            #expect(outcome.status == 0)
            #expect(outcome.output.hasPrefix("usage: prepared-storyboard <command> [options] <files or folders>…"))
            #expect(outcome.errorOutput.isEmpty)
        }
        let lint = command.run(["help", "lint"])
        #expect(lint.status == 0)
        #expect(lint.output.hasPrefix("usage: prepared-storyboard lint [--json] [--strict]"))
        #expect(lint.output.contains("  storyboard-id-convention           off\n"))
        #expect(lint.output.contains("  missing-destination                error\n"))
        #expect(lint.output.contains("  unreachable-scene                  warning\n"))
        // Every rule's id whole, with a space before its severity: the longest too.
        for rule in InterfaceFinding.Rule.allCases {
            #expect(lint.output.contains("  \(rule.rawValue) "), "\(rule.rawValue)")
        }
        #expect(lint.output.contains("  nib-cell-without-reuse-identifier  off\n"))
        #expect(command.run(["lint", "--help"]).output == lint.output)
        #expect(command.run(["help", "dot"]).output.hasPrefix("usage: prepared-storyboard dot"))
        #expect(command.run(["help", "generate"]).output == command.run(["generate", "--help"]).output)
        #expect(command.run(["help", "generate"]).output.hasPrefix("usage: prepared-storyboard generate"))
        let unknown = command.run(["help", "draw"])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.hasPrefix("no help for 'draw': the commands are lint, map, dot, generate and migrate."))
        let version = command.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("prepared-storyboard "))
        let strictForMap = command.run(["map", "--strict", "x"])
        #expect(strictForMap.status == 2)
        #expect(strictForMap.errorOutput.hasPrefix("unknown option '--strict' for map."))
        #expect(command.run(["lint", "--config"]).errorOutput.hasPrefix("--config needs a value."))
        #expect(command.run(["generate", "--output"]).errorOutput.hasPrefix("--output needs a value."))
    }

    @Test("When nothing can be read, lint prints no count, says so, exits 2, and --json still prints JSON")
    func nothingRead() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x01]).write(to: folder.appendingPathComponent("Image.storyboard"))
        let outcome = command.run(["lint", "--no-config", folder.path])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(!outcome.output.contains("0 findings"))
        #expect(outcome.errorOutput.contains("Image.storyboard:1:1: error: the file is not an XML document"))
        #expect(outcome.errorOutput.hasSuffix("no storyboard or XIB could be read: nothing was checked.\n"))
        let json = command.run(["lint", "--no-config", "--json", folder.path])
        #expect(json.status == 2)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(decoded?["checked"] as? Int == 0)
        let unreadable = try #require(decoded?["unreadable"] as? [[String: Any]])
        #expect(unreadable.first?["message"] as? String == "the file is not an XML document: it does not start with '<'. "
                + "A storyboard is Interface Builder's XML; check that the path names one.")
    }

    @Test("macOS's metadata beside a copied file (._Main.storyboard, __MACOSX) is no file of the app: not read, no error")
    func appleDouble() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = Fixture.storyboardText(Fixture.scene("HOM-00-000", class: "HomeController"), initial: "HOM-00-000")
        try Fixture.write(storyboard, to: "App/Main.storyboard", in: folder)
        // AppleDouble files hold a resource fork's bytes, not XML.
        try Fixture.write("\u{0}\u{5}\u{16}\u{7}Mac OS X", to: "App/._Main.storyboard", in: folder)
        try Fixture.write("\u{0}\u{5}\u{16}\u{7}Mac OS X", to: "__MACOSX/App/._Main.storyboard", in: folder)
        let outcome = command.run(["lint", "--no-config", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        #expect(outcome.output == "0 findings\n")
    }

    @Test("A copy in an exported localization catalog (.xcloc) is no file of the app: not read, and not generated over the app's own")
    func localizationCatalog() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let current = Fixture.storyboardText(Fixture.scene("TUN-00-000", class: "TuningsController", inside: """
            <connections><segue destination="TUN-00-000" kind="show" identifier="tuneUp" id="seg-00-001"/></connections>
            """), initial: "TUN-00-000")
        let exported = Fixture.storyboardText(Fixture.scene("TUN-00-000", class: "TuningsController"), initial: "TUN-00-000")
        try Fixture.write(current, to: "Tunings/Base.lproj/Tunings.storyboard", in: folder)
        // Sorted before the app's own copy, as AudioKit Synth One's `Translations` folder is.
        try Fixture.write(exported, to: "Translations/fr.xcloc/Source Contents/Tunings/Base.lproj/Tunings.storyboard", in: folder)
        let outcome = command.run(["generate", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("case tuneUp"))
        #expect(!outcome.output.contains("xcloc"))
    }

    @Test("A WatchKit storyboard or a XIB-typed .storyboard in a folder is skipped with a note, a .xib is read; the run goes on")
    func skippedWithNote() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixture.write(Fixture.storyboardText("", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard"), to: "Watch/Interface.storyboard", in: folder)
        try Fixture.write(Fixture.storyboardText("", type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), to: "Views/Cell.storyboard", in: folder)
        try Fixture.write(Fixture.storyboardText(Fixture.scene("HOM-00-000", class: "HomeController"), initial: "HOM-00-000"),
                          to: "App/Main.storyboard", in: folder)
        let outcome = command.run(["lint", "--no-config", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.output == "0 findings\n")
        #expect(outcome.errorOutput.contains("Watch/Interface.storyboard: note: skipped: the file is a WatchKit storyboard, which this reader does not check"))
        #expect(outcome.errorOutput.contains("Views/Cell.storyboard: note: skipped: the file is a XIB"))
        #expect(!outcome.errorOutput.contains("error"))
        let json = command.run(["lint", "--no-config", "--json", folder.path])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect((decoded?["skipped"] as? [[String: Any]])?.count == 2)
        let alone = command.run(["lint", "--no-config", folder.appendingPathComponent("Watch").path])
        #expect(alone.status == 2)
        #expect(alone.output.isEmpty)
        #expect(alone.errorOutput.contains("no storyboard or XIB checked at"))
        #expect(alone.errorOutput.contains("(1 file skipped)"))
        // A .xib is read as a XIB, found in a folder or named on the command line: no note.
        try Fixture.write(Fixture.storyboardText("", type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), to: "App/Cell.xib", in: folder)
        #expect(command.run(["lint", "--no-config", folder.path]).errorOutput.contains("Cell.xib") == false)
        let named = command.run(["lint", "--no-config", folder.appendingPathComponent("App/Cell.xib").path,
                                 folder.appendingPathComponent("App/Main.storyboard").path])
        #expect(named.status == 0)
        #expect(!named.errorOutput.contains("Cell.xib"))
    }

    @Test("lint reads the .swift files of the folders it is given for cells registered by strings; excluded ones are left out")
    func swiftRegistrations() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixture.write(Fixture.storyboardText(Fixture.scene("HOM-00-000", class: "HomeController"), initial: "HOM-00-000"),
                          to: "App/Main.storyboard", in: folder)
        try Fixture.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504">
            <objects>
            <tableViewCell id="c1" reuseIdentifier="contact" customClass="ContactCell"/>
            </objects>
            </document>
            """, to: "App/ContactCell.xib", in: folder)
        let registration = """
            final class HomeController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "person")
                }
            }
            """
        try Fixture.write(registration, to: "App/HomeController.swift", in: folder)
        try Fixture.write(registration, to: "Pods/Kit/KitController.swift", in: folder)
        try Fixture.write(#"{"exclude": ["Pods"]}"#, to: ".prepared-storyboard.json", in: folder)
        let outcome = StoryboardCommand(directory: folder).run(["lint", "."])
        #expect(outcome.status == 1, "\(outcome.output)\(outcome.errorOutput)")
        #expect(outcome.output.contains("App/HomeController.swift:3:19: error: this registers the nib 'ContactCell' for the reuse "
            + "identifier 'person', and its cell's reuse identifier in "), "\(outcome.output)")
        #expect(outcome.output.hasSuffix("1 finding (1 error, 0 warnings)\n"), "the excluded folder's Swift file is not read")
        // Files named alone: the Swift file is read with the XIB it registers.
        let named = StoryboardCommand(directory: folder).run(["lint", "--no-config", "App/ContactCell.xib", "Pods/Kit/KitController.swift"])
        #expect(named.status == 1)
        #expect(named.output.contains("KitController.swift:3:19: error: this registers the nib 'ContactCell'"))
        // A Swift file named that cannot be read is an unreadable input: exit 2, said on standard error.
        let missing = StoryboardCommand(directory: folder).run(["lint", "--no-config", "App", "App/Gone.swift"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("App/Gone.swift:1:1: error: the file cannot be read. Check the path."))
        // Turned off by the configuration, as any rule.
        try Fixture.write(#"{"exclude": ["Pods"], "rules": {"registered-nib-mismatch": "off"}}"#, to: ".prepared-storyboard.json", in: folder)
        #expect(StoryboardCommand(directory: folder).run(["lint", "."]).output == "0 findings\n")
    }
}
