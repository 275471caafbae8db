import Foundation
import Prepared
import PreparedResources
@testable import PreparedStoryboardGeneration
import PreparedStoryboards
import prepared_storyboard
import Testing

@Suite("prepared-storyboard generate")
struct GenerateCommandTests {
    private let command = StoryboardCommand()

    @Test("generate prints the Swift and exits 0")
    func printsCode() throws {
        let outcome = command.run(["generate", try Fixture.url("App").path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        #expect(outcome.output == (try SwiftGenerator().code(reading: [Fixture.url("App")])))
        let options = command.run(["generate", "--access", "public", "--module", "PreparedStoryboardsTests", try Fixture.url("App").path])
        #expect(options.output == (try Golden.text("Golden/AppPublic.swift")))
    }

    @Test("--bundle module reads the storyboards from the module's resources, with no bundle token")
    func moduleBundle() throws {
        let app = try Fixture.url("App").path
        let module = command.run(["generate", app, "--bundle", "module"])
        #expect(module.status == 0)
        #expect(module.output.contains("    /// The bundle that holds the storyboards: the module's resources.\n    var bundle: Bundle { Bundle.module }\n"))
        #expect(!module.output.contains("StoryboardsBundleToken"))
        let byClass = command.run(["generate", app, "--bundle", "class"])
        #expect(byClass.output == (try SwiftGenerator().code(reading: [Fixture.url("App")])))
        #expect(byClass.output.contains("var bundle: Bundle { Bundle(for: StoryboardsBundleToken.self) }"))
        let wrong = command.run(["generate", app, "--bundle", "main"])
        #expect(wrong.status == 2)
        #expect(wrong.errorOutput.hasPrefix("--bundle is class or module, not 'main'."))
    }

    @Test("--name names the storyboards' enum, so that one module holds two generated files (compiled side by side on the stubs)")
    func name() throws {
        let main = try Fixture.url("App/Main.storyboard").path
        let named = command.run(["generate", main, "--name", "MainStoryboards"])
        #expect(named.status == 0)
        #expect(named.output.contains("nonisolated enum MainStoryboards: String, StoryboardName, CaseIterable {\n"))
        #expect(named.output.contains("\nextension MainStoryboards {\n"))
        #expect(named.output.contains("static let initial = TypedScene<UITabBarController>(initialOf: MainStoryboards.main)"))
        #expect(named.output.contains("/// The scenes of `Main.storyboard`: `try MainStoryboards.MainScene.<scene>.instantiate()`."))
        #expect(!named.output.contains(" Storyboards.") && !named.output.contains("enum Storyboards")
                && !named.output.contains("extension Storyboards"), "no other name for the enum")
        let stubs = "Tests/AppleStubs/Tests/GeneratedTwoFiles"
        #expect(try Golden.matches(named.output, file: "\(stubs)/MainStoryboards.swift"))
        let settings = command.run(["generate", try Fixture.url("App/Settings.storyboard").path, "--name", "SettingsStoryboards"])
        #expect(try Golden.matches(settings.output, file: "\(stubs)/SettingsStoryboards.swift"))
        // A XIB of Xcode 4's archive format, named as the build plugin names every XIB of a target, is left out with a note.
        let archive = try Fixture.url("RealXibs/SWRevealViewController/RevealControllerExample2/RevealControllerProject2/en.lproj/FrontViewController.xib")
        let withArchive = command.run(["generate", archive.path, try Fixture.url("App/NoteCell.xib").path])
        #expect(withArchive.status == 0)
        #expect(withArchive.errorOutput.contains("FrontViewController.xib: note: skipped: the file is a XIB in the archive format"))
        #expect(withArchive.output.contains("case noteCell = \"NoteCell\""))
        // The app's XIBs, in a third file: its `Nibs` enum beside the two storyboards' enums.
        let nibs = command.run(["generate", try Fixture.url("App/NoteCell.xib").path, try Fixture.url("App/NoteEditor.xib").path])
        #expect(nibs.status == 0)
        #expect(nibs.output.contains("nonisolated enum Nibs: String, NibName, CaseIterable {\n") && !nibs.output.contains("enum Storyboards"))
        #expect(try Golden.matches(nibs.output, file: "\(stubs)/Nibs.swift"))
        let wrong = command.run(["generate", main, "--name", "Main Storyboards"])
        #expect(wrong.status == 2)
        #expect(wrong.errorOutput.hasPrefix("--name is a Swift type name, such as SettingsStoryboards, not 'Main Storyboards'.\n"))
        #expect(command.run(["generate", main, "--name", "class"]).status == 2, "a keyword")
        let taken = command.run(["generate", main, "--name", "Bundle"])
        #expect(taken.status == 2)
        #expect(taken.errorOutput.hasPrefix("--name Bundle names a type or module the generated code uses itself; choose another, "
                                            + "such as SettingsStoryboards.\n"))
        #expect(command.run(["generate", main, "--name", "CellPrototype"]).status == 2)
        #expect(command.run(["generate", main, "--name", "2Storyboards"]).status == 2, "a leading digit")
    }

    @Test("--output writes the file, and writes it again only when its text changed")
    func outputOnlyWhenChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Generated/Storyboards.swift")
        let app = try Fixture.url("App").path
        let first = command.run(["generate", app, "--output", file.path])
        #expect(first.status == 0)
        #expect(first.output.isEmpty, "the code goes to the file only")
        #expect(try String(contentsOf: file, encoding: .utf8) == (try SwiftGenerator().code(reading: [Fixture.url("App")])))

        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        #expect(command.run(["generate", app, "--output", file.path]).status == 0)
        let unchanged = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(unchanged == past, "the same text is not written again")

        #expect(command.run(["generate", app, "--access", "public", "--output", file.path]).status == 0)
        let changed = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(changed != past)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("nonisolated public enum Storyboards"))
    }

    @Test("--lint prints the files' findings as file:line:column: lines a build shows; an error exits 1 after the Swift is written")
    func lintAsBuildDiagnostics() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Storyboards.swift")
        let lint = try Fixture.url("Lint")
        let outcome = command.run(["generate", lint.path, "--output", file.path, "--lint"])
        #expect(outcome.status == 1, "the Lint fixture has error-severity findings")
        #expect(FileManager.default.fileExists(atPath: file.path), "the Swift is written first")
        let lines = outcome.errorOutput.split(separator: "\n").map(String.init)
        let expected = InterfaceLint(InterfaceCatalog(reading: [lint])).findings.map(\.description)
        #expect(lines == expected)
        #expect(lines.contains { $0.contains(".storyboard:") && $0.contains(": error: ") })

        let healthy = command.run(["generate", try Fixture.url("App").path, "--lint"])
        #expect(healthy.status == 0)
        #expect(!healthy.errorOutput.contains(": error: "))
        #expect(healthy.output == (try SwiftGenerator().code(reading: [Fixture.url("App")])), "the Swift is the same with --lint")
    }

    @Test("A WatchKit storyboard found in a folder is left out with a note, as the lint leaves it out; named itself, it fails")
    func watchKitStoryboardInAFolder() throws {
        let kingfisher = try Fixture.url("RealApps/Kingfisher")
        let outcome = command.run(["generate", kingfisher.path])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.hasSuffix("Kingfisher-watchOS-Demo/Base.lproj/Interface.storyboard: note: skipped: the file is a "
                                              + "WatchKit storyboard, which this reader does not check: it reads iOS, tvOS and macOS storyboards.\n"))
        #expect(!outcome.output.contains("Interface.storyboard"), "the watch storyboard names no case")
        #expect(outcome.output.contains("enum Storyboards"))
        let watch = kingfisher.appendingPathComponent("Demo/Demo/Kingfisher-watchOS-Demo/Base.lproj/Interface.storyboard")
        #expect(command.run(["generate", watch.path]).status == 2)
    }

    @Test("Unreadable input exits 2 with the reader's error and writes nothing")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.storyboard")
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>".utf8).write(to: broken)
        let output = folder.appendingPathComponent("Storyboards.swift")
        let outcome = command.run(["generate", try Fixture.url("App").path, broken.path, "--output", output.path])
        #expect(outcome.status == 2)
        #expect(outcome.errorOutput.contains("Broken.storyboard:3:"))
        #expect(outcome.errorOutput.contains("error: the XML is malformed"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let missing = command.run(["generate", "/nonexistent/Nowhere.storyboard"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("the file cannot be read"))
        let emptyFolder = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
        let empty = command.run(["generate", emptyFolder.path])
        #expect(empty.status == 2)
        #expect(empty.errorOutput == "no .storyboard or .xib file at \(emptyFolder.path).\n")
    }

    @Test("A usage mistake exits 2 with generate's usage; --help exits 0")
    func usage() {
        let access = command.run(["generate", "--access", "private", "x"])
        #expect(access.status == 2)
        #expect(access.errorOutput.hasPrefix("--access is internal or public, not 'private'.\nusage: prepared-storyboard generate"))
        let noValue = command.run(["generate", "x", "--output"])
        #expect(noValue.status == 2)
        #expect(noValue.errorOutput.hasPrefix("--output needs a value."))
        let unknown = command.run(["generate", "--json", "x"])
        #expect(unknown.errorOutput.hasPrefix("unknown option '--json' for generate."))
        let noPaths = command.run(["generate", "--module", "App"])
        #expect(noPaths.errorOutput.hasPrefix("give at least one .storyboard or .xib file or folder."))
        let help = command.run(["generate", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--access LEVEL"))
        #expect(command.run([]).errorOutput.contains("generate  write Swift that names the storyboards"))
    }

    @Test("The generated scene classes check the whole app in one line")
    @MainActor
    func wholeAppCheckFromSceneClasses() throws {
        let sceneClasses: [AnyClass] = [
            ContactDetailsController.self, ContactListController.self, ContactMapController.self, EditContactController.self,
            ProfileController.self, QRCodeHostingController.self, SettingsController.self,
            PlainObject.self,  // declares no context: left out
        ]
        let map = WholeAppCheck(reading: [try Fixture.url("App")], appClasses: AppClasses(scenes: sceneClasses))
        #expect(map.isValid, "\(map)")
        #expect(map.segues.count == 9)
    }
}

/// A class that declares no context: not a scene class the whole-app check can check.
private final class PlainObject {}
