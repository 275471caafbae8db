import Foundation
import Prepared
import PreparedStoryboards
import Testing
@testable import StoryboardApp

@Suite("The storyboards' generated Swift")
struct GeneratedStoryboardsTests {
    @Test("Every storyboard file is a case, named as the file is")
    func storyboardsAreTyped() {
        #expect(Storyboards.allCases.map(\.name) == ["Main", "Settings"])
        #expect(Storyboards.main.name == "Main")
    }

    @Test("Every XIB file is a case, named as the file is, looked for in the target's resources")
    func nibsAreTyped() {
        #expect(Nibs.allCases.map(\.name) == ["NoteCell", "NoteEditor"])
        for nib in Nibs.allCases {
            #expect(nib.bundle.bundleURL == Storyboards.main.bundle.bundleURL)
            // Xcode compiles a XIB into a .nib; SwiftPM on Linux copies it as it is.
            #expect(nib.bundle.url(forResource: nib.name, withExtension: "nib") ?? nib.bundle.url(forResource: nib.name, withExtension: "xib")
                    != nil, "\(nib)")
        }
    }

    @Test("The storyboards are looked for in the target's resources, where SwiftPM put them")
    func bundle() {
        #expect(Storyboards.settings.bundle.bundleURL == Storyboards.main.bundle.bundleURL)
        for storyboard in Storyboards.allCases {
            #expect(storyboard.bundle.url(forResource: storyboard.name, withExtension: "storyboard") != nil, "\(storyboard)")
        }
    }

    @Test("The app's hand-written Swift writes no storyboard, scene, segue, nib or reuse identifier string, and no as!: the generated types say them")
    func noStoryboardStrings() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StoryboardApp")
        let catalog = InterfaceCatalog(reading: [sources])
        var strings = Set(catalog.documents.map(\.name))
        for document in catalog.documents {
            strings.formUnion(document.controllers.compactMap(\.storyboardIdentifier))
            strings.formUnion(document.segues.compactMap(\.identifier))
            strings.formUnion(document.scenes.flatMap(\.prototypes).map(\.reuseIdentifier))
        }
        for nib in catalog.nibs {
            strings.insert(nib.name)
            strings.formUnion(nib.topLevelObjects.compactMap(\.reuseIdentifier))
        }
        #expect(strings.isSuperset(of: ["Main", "Settings", "ContactListController", "view", "edit", "add", "qr", "contact", "ContactCell",
                                        "NoteCell", "NoteEditor"]))
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("as!"), "\(file) force-casts")
            for string in strings.sorted() {
                let literal = "\"\(string)\""
                #expect(!text.contains(literal), "\(file) writes \(literal)")
            }
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
/// On a device or a simulator: the built bundle holds what the storyboards name. (UIKit exists on Apple
/// platforms only; on Linux, Tests/AppleStubs acts the same check out on the stubs.)
@Suite("The built bundle")
@MainActor
struct BuiltBundleTests {
    @Test("Every scene with a storyboard ID instantiates as its class, every XIB is compiled in, every class they name is there")
    func builtBundle() {
        let report = Storyboards.checkBundle()
        #expect(report.isValid, "\(report)")
    }
}
#endif
