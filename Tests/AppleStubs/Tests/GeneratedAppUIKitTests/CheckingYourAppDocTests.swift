import Foundation
@_spi(Generated) import Prepared
@_spi(Generated) import PreparedResources
import PreparedUIKit
import Testing
import UIKit

/// Docs/CheckingYourApp.md quotes what each check prints when it fails (the root package's
/// PreparedTests/Guides/CheckingYourAppDocTests says how): here, the generated bundle check.
@Suite("Docs/CheckingYourApp.md: the bundle check")
@MainActor
struct CheckingYourAppDocTests {
    @Test("The page quotes a failing Storyboards.checkBundle() as the report prints it")
    func bundleCheck() throws {
        try withFixtureApp { _ in
            // A bundle as Xcode builds one, whose compiled Main storyboard lacks the edit scene's ID.
            let folder = try Self.builtBundle(leavingOut: "EditContactController")
            defer { try? FileManager.default.removeItem(at: folder) }
            let report = Storyboards.checkBundle(bundle: Bundle(path: folder.path))
            #expect(report.failures.count == 1)
            #expect(try Self.quotes(report.description), "no block of the page quotes:\n\(report)")
        }
    }

    @Test("The page quotes an action renamed in Swift, as the check reports it where the Objective-C runtime answers")
    func renamedAction() throws {
        try withFixtureApp { _ in
            let folder = try Self.builtBundle(leavingOut: nil)
            defer { try? FileManager.default.removeItem(at: folder) }
            // What a device answers once `save(_:)` is renamed `saveContact(_:)` in Swift but not in Interface Builder.
            let device = StoryboardRuntime(
                instancesRespond: { type, selector in !(type == EditContactController.self && selector == "save:") },
                anyClassResponds: { _, _ in true }, setsKey: { _, _ in true }, hasImage: { _, _ in true }, hasColor: { _, _ in true })
            let report = StoryboardRuntime.$replacement.withValue(device) { Storyboards.checkBundle(bundle: Bundle(path: folder.path)) }
            #expect(report.failures.map(\.identifier) == ["save:"])
            #expect(try Self.quotes(report.description), "no block of the page quotes:\n\(report)")
        }
    }

    /// A bundle as Xcode builds one of the fixture app's two storyboards and two XIBs, whose compiled storyboards list
    /// their scenes' IDs but `leavingOut`.
    static func builtBundle(leavingOut missing: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-check-\(UUID().uuidString)")
        let storyboards = [
            "Main": ["ContactDetailsController", "ContactListController", "EditContactController"],
            "Settings": ["ProfileController", "SettingsController"],
        ]
        for (name, identifiers) in storyboards {
            let compiled = folder.appendingPathComponent("\(name).storyboardc")
            try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
            let listed = identifiers.filter { $0 != missing }
            let info = ["UIViewControllerIdentifiersToNibNames": Dictionary(uniqueKeysWithValues: listed.map { ($0, "\($0)-nib") })]
            try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
                .write(to: compiled.appendingPathComponent("Info.plist"))
        }
        // And its XIBs, which the same check checks.
        for nib in Nibs.allCases {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(nib.name).nib"), withIntermediateDirectories: true)
        }
        return folder
    }

    /// Whether a ```text block of the page is an excerpt of `output`: its lines but `…`, in order.
    static func quotes(_ output: String) throws -> Bool {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Docs/CheckingYourApp.md"), encoding: .utf8)
        let lines = output.components(separatedBy: "\n")
        let blocks = page.components(separatedBy: "```text\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
        return blocks.contains { block in
            let quoted = block.components(separatedBy: "\n").filter { $0 != "…" }
            var rest = lines[...]
            for line in quoted {
                guard let found = rest.firstIndex(of: line) else { return false }
                rest = rest[(found + 1)...]
            }
            return !quoted.isEmpty
        }
    }
}
