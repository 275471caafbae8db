import Foundation
@testable import GeneratedRealAppsA
@testable import GeneratedRealAppsB
@testable import GeneratedRealAppsC
@testable import MonitorControl
import Prepared
import PreparedResources
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
        /// Whether the app is a macOS app, whose images and colors AppKit looks up.
        let appKit: Bool
        let appClasses: @MainActor @Sendable () -> AppClasses
        /// The generated `checkBundle(bundle:instantiatingScenes:)`, scenes looked up, not made.
        let checkBundle: @MainActor @Sendable (Bundle) -> StoryboardBundleReport
        var testDescription: String { name }

        @MainActor
        func map(_ locations: [URL]) -> WholeAppCheck {
            WholeAppCheck(reading: locations, appClasses: appClasses())
        }
    }

    nonisolated static let apps: [App] = [
        App(name: "DuckDuckGo", folders: ["DuckDuckGo-iOS/DuckDuckGo"], appKit: false, appClasses: { DuckDuckGoStoryboards.appClasses },
            checkBundle: { DuckDuckGoStoryboards.checkBundle(bundle: $0, instantiatingScenes: false) }),
        App(name: "RxExampleiOS", folders: ["RxSwift/RxExample/RxExample/iOS", "RxSwift/RxExample/RxExample/Examples"], appKit: false,
            appClasses: { RxExampleiOSStoryboards.appClasses },
            checkBundle: { RxExampleiOSStoryboards.checkBundle(bundle: $0, instantiatingScenes: false) }),
        App(name: "HeroLegacyExamples", folders: ["Hero/LegacyExamples"], appKit: false, appClasses: { HeroLegacyExamplesStoryboards.appClasses },
            checkBundle: { HeroLegacyExamplesStoryboards.checkBundle(bundle: $0, instantiatingScenes: false) }),
        App(name: "Rectangle", folders: ["Rectangle/Rectangle"], appKit: true, appClasses: { RectangleStoryboards.appClasses },
            checkBundle: { RectangleStoryboards.checkBundle(bundle: $0, instantiatingScenes: false) }),
        App(name: "KingfisherDemo", folders: ["Kingfisher/Demo/Demo/Kingfisher-Demo"], appKit: false,
            appClasses: { KingfisherDemoStoryboards.appClasses },
            checkBundle: { KingfisherDemoStoryboards.checkBundle(bundle: $0, instantiatingScenes: false) }),
        App(name: "KingfisherMacDemo", folders: ["Kingfisher/Demo/Demo/Kingfisher-macOS-Demo"], appKit: true,
            appClasses: { KingfisherMacDemoStoryboards.appClasses },
            checkBundle: { KingfisherMacDemoStoryboards.checkBundle(bundle: $0, instantiatingScenes: false) }),
        // Its storyboard names its module, `MonitorControl`, the stand-ins' target's name.
        App(name: "MonitorControl", folders: ["MonitorControl"], appKit: true, appClasses: { MonitorControlStoryboards.appClasses },
            checkBundle: { MonitorControlStoryboards.checkBundle(bundle: $0, instantiatingScenes: false) }),
    ]

    nonisolated static let realApps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PreparedStoryboardsTests/Fixtures/RealApps")

    /// The problems of the outlets, the runtime attributes and the objects' classes.
    static func connectionProblems(_ map: WholeAppCheck) -> [WholeAppCheck.Problem] {
        map.problems.filter {
            switch $0 {
            case .missingOutlet, .outletTypeMismatch, .outletCollectionNotArray, .unknownObjectClass, .missingRuntimeAttribute,
                 .runtimeAttributeTypeMismatch: true
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
        let (folder, renamed) = try Self.copy(app, renamingFirst: Self.firstAppOutlet(in:))
        defer { try? FileManager.default.removeItem(at: folder) }
        let property = try #require(renamed)
        let problems = Self.connectionProblems(app.map([folder]))
        #expect(problems.count == 1, "\(problems.map(\.description).joined(separator: "\n"))")
        guard case let .missingOutlet(place, _, _, closest) = try #require(problems.first) else { return }
        #expect(place.property == property + "Renamed")
        #expect(closest == nil || closest == property, "no suggestion names a property another outlet of the object connects")
        #expect(problems.first?.description.contains("names no property of \(place.className): loading the scene raises "
                                                     + "NSUnknownKeyException") == true)
    }

    @Test("A view's class renamed in the storyboard is reported once, naming the storyboard, the scene, the object and the class",
          arguments: apps)
    func renamedViewClass(app: App) throws {
        let classes = app.appClasses()
        let viewClasses = Set(classes.objects.map { String(describing: $0) })
            .subtracting((classes.scenes + classes.prototypes).map { String(describing: $0) })
        let (folder, renamed) = try Self.copy(app) { text in
            let name = text.matches(of: #/customClass="([A-Za-z0-9_]+)"/#).map(\.output.1).first { viewClasses.contains(String($0)) }
            return name.map { $0.startIndex..<$0.endIndex }
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let className = renamed else {
            #expect(viewClasses.isEmpty, "RxExample's and Hero's storyboards set no custom class but their controllers' and cells'")
            return
        }
        let problems = Self.connectionProblems(app.map([folder]))
        #expect(problems.count == 1, "\(problems.map(\.description).joined(separator: "\n"))")
        guard case let .unknownObjectClass(storyboard, _, _, found, _, _) = try #require(problems.first) else { return }
        #expect(found.hasSuffix(className + "Renamed"), "named with its module, if the storyboard gives one")
        #expect(problems.first?.description.hasPrefix("\(storyboard).storyboard") == true)
    }

    @Test("An outlet named as some framework class's (searchBar, tableView) is reported on a controller whose class and framework superclasses lack it",
          arguments: [("SimpleTableViewExample.storyboard", "tableView", "searchBar"), ("WikipediaSearch.storyboard", "searchBar", "tableView")])
    func frameworkOutletOfAnotherClass(file: String, outlet: String, replacement: String) throws {
        let app = try #require(Self.apps.first { $0.name == "RxExampleiOS" })
        let (folder, renamed) = try Self.copy(app, findingFirst: { text, path in
            let prefix = "<outlet property=\""
            guard path.hasSuffix("/" + file), let found = text.range(of: prefix + outlet + "\"") else { return nil }
            let start = text.index(found.lowerBound, offsetBy: prefix.count)
            return start..<text.index(start, offsetBy: outlet.count)
        }, replacement: { _ in replacement })
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(renamed == outlet)
        let problems = Self.connectionProblems(app.map([folder]))
        #expect(problems.count == 1, "\(problems.map(\.description).joined(separator: "\n"))")
        guard case let .missingOutlet(place, _, _, _) = try #require(problems.first) else { return }
        #expect(place.property == replacement && place.className.hasSuffix("ViewController"))
        #expect(problems.first?.description.contains("names no property of \(place.className)") == true)
    }

    /// A copy of `app`'s storyboards in a new folder, the first name `find` finds (in the files' order) renamed with
    /// the suffix `Renamed`; and that name, if one was found.
    static func copy(_ app: App, renamingFirst find: (String) -> Range<String.Index>?) throws -> (URL, String?) {
        try copy(app, findingFirst: { text, _ in find(text) }, replacement: { $0 + "Renamed" })
    }

    /// A copy of `app`'s storyboards in a new folder, the first name `find` finds (in the files' order, given each
    /// file's text and path) replaced by `replacement` of it; and that name, if one was found.
    static func copy(_ app: App, findingFirst find: (String, String) -> Range<String.Index>?,
                     replacement: (String) -> String) throws -> (URL, String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-renamed-\(UUID().uuidString)")
        var renamed: String?
        for source in app.folders.map({ Self.realApps.appendingPathComponent($0) }) {
            let files = try #require(FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "storyboard" {
                var text = try String(contentsOf: file, encoding: .utf8)
                if renamed == nil, let range = find(text, file.path) {
                    renamed = String(text[range])
                    text.replaceSubrange(range, with: replacement(String(text[range])))
                }
                let copy = folder.appendingPathComponent(file.path.replacingOccurrences(of: Self.realApps.path, with: ""))
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: copy, atomically: true, encoding: .utf8)
            }
        }
        return (folder, renamed)
    }

    /// The range of the property name of the first `<outlet property="…">` whose owner names a custom class of a module.
    static func firstAppOutlet(in text: String) -> Range<String.Index>? {
        let pattern = #/customClass="[A-Za-z0-9_]+"[^>]*customModule[^>]*>(?:(?!customClass=)[\s\S])*?<connections>\s*<outlet property="([A-Za-z0-9_]+)"/#
        guard let name = text.firstMatch(of: pattern)?.output.1 else { return nil }
        return name.startIndex..<name.endIndex
    }
}
