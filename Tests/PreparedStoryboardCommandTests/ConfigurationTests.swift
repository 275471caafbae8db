import Foundation
import PreparedStoryboards
import prepared_storyboard
import Testing

/// `.prepared-storyboard.json`: found from the starting folder upward, rules on and off,
/// severities, excluded paths, and the mistakes a user can make in it.
@Suite("The lint's configuration file")
struct ConfigurationTests {
    private let command = StoryboardCommand()

    /// A storyboard with a dead scene (a warning) and a segue to nothing (an error).
    private static let flawed = Fixture.storyboardText("""
        \(Fixture.scene("HOM-00-000", class: "HomeController", inside: #"<connections><segue destination="NOP-00-000" kind="show" id="seg-hm-001"/></connections>"#))
        \(Fixture.scene("DEA-00-000", class: "DeadController"))
        """, initial: "HOM-00-000")

    /// A storyboard with only a dead scene: a warning.
    private static let deadOnly = Fixture.storyboardText("""
        \(Fixture.scene("HOM-00-000", class: "HomeController"))
        \(Fixture.scene("DEA-00-000", class: "DeadController"))
        """, initial: "HOM-00-000")

    @Test("The file is found in the starting folder or the nearest one above it, and its rules apply")
    func discoveryUpward() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixture.write(Self.flawed, to: "App/Screens/Main.storyboard", in: root)
        try Fixture.write(#"{"rules": {"missing-destination": "warning", "unreachable-scene": "off"}}"#,
                          to: ".prepared-storyboard.json", in: root)
        let start = root.appendingPathComponent("App/Screens")
        #expect(InterfaceLintConfiguration.find(from: start)?.lastPathComponent == ".prepared-storyboard.json")
        let outcome = StoryboardCommand(directory: start).run(["lint", "."])
        #expect(outcome.status == 0, "\(outcome.output)\(outcome.errorOutput)")
        #expect(outcome.output.hasSuffix("1 finding (0 errors, 1 warning)\n"))
        #expect(outcome.output.contains(": warning: the show segue from HomeController leads to 'NOP-00-000'"))
        let ignoring = StoryboardCommand(directory: start).run(["lint", "--no-config", "."])
        #expect(ignoring.status == 1)
        #expect(ignoring.output.hasSuffix("2 findings (1 error, 1 warning)\n"))
    }

    @Test("Without a file anywhere above, the defaults apply")
    func noFile() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixture.write(Self.deadOnly, to: "Main.storyboard", in: root)
        if InterfaceLintConfiguration.find(from: root) == nil {
            let outcome = StoryboardCommand(directory: root).run(["lint", "Main.storyboard"])
            #expect(outcome.status == 0)
            #expect(outcome.output.contains(": warning: the scene DeadController [DEA-00-000] is reached from no initial controller"))
        }
        let configuration = InterfaceLintConfiguration(folder: root)
        #expect(configuration.options == InterfaceLint.Options())
    }

    @Test("Warnings exit 0, errors exit 1, --strict makes warnings exit 1")
    func exitStatuses() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixture.write(Self.deadOnly, to: "Warn/Main.storyboard", in: root)
        try Fixture.write(Self.flawed, to: "Err/Main.storyboard", in: root)
        #expect(StoryboardCommand(directory: root).run(["lint", "--no-config", "Warn"]).status == 0)
        #expect(StoryboardCommand(directory: root).run(["lint", "--no-config", "--strict", "Warn"]).status == 1)
        #expect(StoryboardCommand(directory: root).run(["lint", "--no-config", "Err"]).status == 1)
        try Fixture.write(#"{"rules": {"unreachable-scene": "error"}}"#, to: "strict.json", in: root)
        let configured = StoryboardCommand(directory: root).run(["lint", "--config", "strict.json", "Warn"])
        #expect(configured.status == 1)
        #expect(configured.output.contains(": error: the scene DeadController"))
    }

    @Test("Excluded paths are relative to the file: a folder, a file, or a glob")
    func exclusions() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["App/Main.storyboard", "Pods/Kit/Kit.storyboard", "Legacy/Old/Old.storyboard", "Legacy/Keep.storyboard"] {
            try Fixture.write(Self.flawed, to: path, in: root)
        }
        try Fixture.write(#"{"exclude": ["Pods", "Legacy/**/Old*.storyboard", "./App/Main.storyboard"]}"#,
                          to: ".prepared-storyboard.json", in: root)
        let configuration = try InterfaceLintConfiguration(contentsOf: root.appendingPathComponent(".prepared-storyboard.json"))
        #expect(configuration.isExcluded(root.appendingPathComponent("Pods/Kit/Kit.storyboard")))
        #expect(configuration.isExcluded(root.appendingPathComponent("Legacy/Old/Old.storyboard")))
        #expect(configuration.isExcluded(root.appendingPathComponent("App/Main.storyboard")))
        #expect(!configuration.isExcluded(root.appendingPathComponent("Legacy/Keep.storyboard")))
        #expect(!configuration.isExcluded(root.appendingPathComponent("Podsy/Kit.storyboard")), "a prefix is a whole folder name")
        #expect(!configuration.isExcluded(URL(fileURLWithPath: "/elsewhere/Pods/Kit.storyboard")))
        let catalog = InterfaceCatalog(reading: [root], excluding: configuration.isExcluded)
        #expect(catalog.files.map { $0.hasSuffix("Legacy/Keep.storyboard") } == [true], "a test applies the file's exclusions too")
        let outcome = StoryboardCommand(directory: root).run(["lint", "--json", "."])
        let decoded = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        #expect(decoded?["checked"] as? Int == 1)
        let files = (decoded?["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []
        #expect(!files.isEmpty && files.allSatisfy { $0.hasSuffix("Legacy/Keep.storyboard") })
        let named = StoryboardCommand(directory: root).run(["lint", "--json", "Pods/Kit/Kit.storyboard"])
        let namedDecoded = try JSONSerialization.jsonObject(with: Data(named.output.utf8)) as? [String: Any]
        #expect(namedDecoded?["checked"] as? Int == 1, "a file named on the command line is read, excluded or not")
    }

    @Test("Globs: * stays within a folder, ** crosses folders, ? is one character")
    func globs() {
        let folder = URL(fileURLWithPath: "/project")
        func excluded(_ pattern: String, _ path: String) -> Bool {
            InterfaceLintConfiguration(excluded: [pattern], folder: folder).isExcluded(folder.appendingPathComponent(path))
        }
        #expect(excluded("*.storyboard", "Main.storyboard"))
        #expect(excluded("*/Main.storyboard", "App/Main.storyboard"))
        #expect(!excluded("*/Main.storyboard", "App/Base.lproj/Main.storyboard"))
        #expect(excluded("**/Main.storyboard", "App/Base.lproj/Main.storyboard"))
        #expect(excluded("**/Main.storyboard", "Main.storyboard"))
        #expect(excluded("*.lproj", "Base.lproj/Main.storyboard"), "a glob matching a folder leaves out what it holds")
        #expect(excluded("Ma?n.storyboard", "Main.storyboard"))
        #expect(!excluded("Ma?n.storyboard", "Maiin.storyboard"))
    }

    @Test("A mistake in the file exits 2 and says what to change: an unknown rule with the closest one, a severity, a key, JSON")
    func mistakes() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixture.write(Self.deadOnly, to: "Main.storyboard", in: root)
        let cases: [(String, String)] = [
            (#"{"rules": {"unreachable-scenes": "off"}}"#, "error: the rule 'unreachable-scenes' does not exist. Did you mean 'unreachable-scene'?"),
            (#"{"rules": {"unreachable-scene": "fatal"}}"#, "error: the rule 'unreachable-scene' is set to 'fatal'; give \"off\", \"warning\" or \"error\"."),
            (#"{"rule": {}}"#, "error: the configuration file has the key 'rule'; it takes only \"rules\" and \"exclude\"."),
            (#"{"rules": ["off"]}"#, "error: the configuration file is not JSON of the form"),
        ]
        for (text, message) in cases {
            try Fixture.write(text, to: ".prepared-storyboard.json", in: root)
            let outcome = StoryboardCommand(directory: root).run(["lint", "."])
            #expect(outcome.status == 2, "\(text)")
            #expect(outcome.output.isEmpty)
            #expect(outcome.errorOutput.hasPrefix(root.appendingPathComponent(".prepared-storyboard.json").standardizedFileURL.path + ": " + message),
                    "\(outcome.errorOutput)")
            let json = StoryboardCommand(directory: root).run(["lint", "--json", "."])
            let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
            #expect((decoded?["configurationError"] as? String)?.contains(message) == true)
        }
        let missing = StoryboardCommand(directory: root).run(["lint", "--config", "nowhere.json", "."])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("nowhere.json: error: the configuration file cannot be read"))
    }
}
