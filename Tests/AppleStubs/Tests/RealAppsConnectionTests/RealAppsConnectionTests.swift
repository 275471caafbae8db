import Foundation
@testable import GeneratedRealAppsA
@testable import GeneratedRealAppsB
@testable import GeneratedRealAppsC
import PreparedStoryboards
import Testing

/// The whole-app check of the real apps' outlets and object classes (Tests/PreparedStoryboardsTests/Fixtures/RealApps),
/// with the generated class lists and the stand-in classes beside them, which declare every outlet the storyboards
/// connect on a class of a module they name (a third of them `private`, as apps often declare them).
@Suite("The real apps' outlets, checked against their classes")
@MainActor
struct RealAppsConnectionTests {
    /// An app module: its folders under RealApps, and its generated class lists.
    struct App: Sendable, CustomTestStringConvertible {
        let name: String
        let folders: [String]
        let sceneClasses: @MainActor @Sendable () -> [AnyClass]
        let prototypeClasses: @MainActor @Sendable () -> [AnyClass]
        let objectClasses: @MainActor @Sendable () -> [AnyClass]
        var testDescription: String { name }

        @MainActor
        func map(_ locations: [URL]) -> StoryboardFileMap {
            StoryboardFileMap(reading: locations, sceneClasses: sceneClasses(), prototypeClasses: prototypeClasses(),
                              objectClasses: objectClasses())
        }
    }

    // MonitorControl's storyboard names its module, `MonitorControl`, and its stand-ins are of `GeneratedRealAppsB`: its
    // classes are found by name only in the app itself, so it is left out here.
    nonisolated static let apps: [App] = [
        App(name: "DuckDuckGo", folders: ["DuckDuckGo-iOS/DuckDuckGo"], sceneClasses: { DuckDuckGoStoryboards.sceneClasses },
            prototypeClasses: { DuckDuckGoStoryboards.prototypeClasses }, objectClasses: { DuckDuckGoStoryboards.objectClasses }),
        App(name: "RxExampleiOS", folders: ["RxSwift/RxExample/RxExample/iOS", "RxSwift/RxExample/RxExample/Examples"],
            sceneClasses: { RxExampleiOSStoryboards.sceneClasses }, prototypeClasses: { RxExampleiOSStoryboards.prototypeClasses },
            objectClasses: { RxExampleiOSStoryboards.objectClasses }),
        App(name: "HeroLegacyExamples", folders: ["Hero/LegacyExamples"], sceneClasses: { HeroLegacyExamplesStoryboards.sceneClasses },
            prototypeClasses: { HeroLegacyExamplesStoryboards.prototypeClasses }, objectClasses: { HeroLegacyExamplesStoryboards.objectClasses }),
        App(name: "Rectangle", folders: ["Rectangle/Rectangle"], sceneClasses: { RectangleStoryboards.sceneClasses },
            prototypeClasses: { RectangleStoryboards.prototypeClasses }, objectClasses: { RectangleStoryboards.objectClasses }),
        App(name: "KingfisherDemo", folders: ["Kingfisher/Demo/Demo/Kingfisher-Demo"], sceneClasses: { KingfisherDemoStoryboards.sceneClasses },
            prototypeClasses: { KingfisherDemoStoryboards.prototypeClasses }, objectClasses: { KingfisherDemoStoryboards.objectClasses }),
        App(name: "KingfisherMacDemo", folders: ["Kingfisher/Demo/Demo/Kingfisher-macOS-Demo"],
            sceneClasses: { KingfisherMacDemoStoryboards.sceneClasses }, prototypeClasses: { KingfisherMacDemoStoryboards.prototypeClasses },
            objectClasses: { KingfisherMacDemoStoryboards.objectClasses }),
    ]

    nonisolated static let realApps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PreparedStoryboardsTests/Fixtures/RealApps")

    /// The problems of the outlets and the objects' classes.
    static func connectionProblems(_ map: StoryboardFileMap) -> [StoryboardFileMap.Problem] {
        map.problems.filter {
            switch $0 {
            case .missingOutlet, .outletTypeMismatch, .outletCollectionNotArray, .unknownObjectClass: true
            default: false
            }
        }
    }

    @Test("Every outlet of a real app names a property of its class, and every object's class is in the generated list", arguments: apps)
    func healthyApp(app: App) {
        let map = app.map(app.folders.map { Self.realApps.appendingPathComponent($0) })
        #expect(Self.connectionProblems(map).isEmpty, "\(Self.connectionProblems(map).map(\.description).joined(separator: "\n"))")
    }

    /// The apps whose first outlet on a class of a module they name is one their code declares (in the others, that
    /// outlet sits in the `<connections>` of a view without a custom class, which the framework declares).
    nonisolated static let renamingApps = apps.filter { ["DuckDuckGo", "HeroLegacyExamples", "KingfisherDemo"].contains($0.name) }

    @Test("An outlet renamed in the storyboard is reported once, naming the storyboard, the scene, the class and the property",
          arguments: renamingApps)
    func renamedOutlet(app: App) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-outlets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var renamed: String?
        for source in app.folders.map({ Self.realApps.appendingPathComponent($0) }) {
            let files = try #require(FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "storyboard" {
                var text = try String(contentsOf: file, encoding: .utf8)
                // The first outlet of the app whose property a stand-in declares: its owner is a class of the app.
                if renamed == nil, let range = Self.firstAppOutlet(in: text) {
                    renamed = String(text[range])
                    text.replaceSubrange(range, with: renamed! + "Renamed")
                }
                let copy = folder.appendingPathComponent(file.path.replacingOccurrences(of: Self.realApps.path, with: ""))
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: copy, atomically: true, encoding: .utf8)
            }
        }
        let property = try #require(renamed)
        let problems = Self.connectionProblems(app.map([folder]))
        #expect(problems.count == 1, "\(problems.map(\.description).joined(separator: "\n"))")
        guard case let .missingOutlet(place, _, _, _) = try #require(problems.first) else { return }
        #expect(place.property == property + "Renamed")
        #expect(problems.first?.description.contains("names no property of \(place.className): loading the scene raises "
                                                     + "NSUnknownKeyException") == true)
    }

    /// The range of the property name of the first `<outlet property="…">` whose owner names a custom class of a module.
    static func firstAppOutlet(in text: String) -> Range<String.Index>? {
        let pattern = #/customClass="[A-Za-z0-9_]+"[^>]*customModule[^>]*>(?:(?!customClass=)[\s\S])*?<connections>\s*<outlet property="([A-Za-z0-9_]+)"/#
        guard let name = text.firstMatch(of: pattern)?.output.1 else { return nil }
        return name.startIndex..<name.endIndex
    }
}
