import Foundation
@_spi(Generated) import Prepared
@_spi(Generated) import PreparedResources
import PreparedStoryboards
@testable import GeneratedRealAppsA
import Testing

/// The device-side check (each app's generated `checkBundle()`) of the real apps' actions, segue actions, outlets'
/// keys, images and colors, with a runtime that answers of the stand-in classes as a device's would
/// (``StandInRuntime``) and a bundle whose asset catalog holds what the storyboards name.
@Suite("The real apps' actions, segue actions, keys and resources, checked as on a device")
@MainActor
struct RealAppsDeviceCheckTests {
    typealias App = RealAppsConnectionTests.App

    /// The stand-ins' sources, each with its module: the generated targets' and the stand-in modules'.
    nonisolated static let standIns: [(file: URL, module: String)] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folders = [("GeneratedRealAppsA", "GeneratedRealAppsA"), ("GeneratedRealAppsB", "GeneratedRealAppsB"),
                       ("GeneratedRealAppsC", "GeneratedRealAppsC"), ("GeneratedRealAppsD", "GeneratedRealAppsD"),
                       ("GeneratedRealAppsMonitorControl", "MonitorControl"), ("GeneratedRealXibs", "GeneratedRealXibs"),
                       ("StandInModules/Kingfisher", "Kingfisher"), ("StandInModules/DGCharts", "DGCharts"),
                       ("StandInModules/Lottie", "Lottie")]
        return folders.flatMap { folder, module in
            let files = (try? FileManager.default.contentsOfDirectory(at: tests.appendingPathComponent(folder), includingPropertiesForKeys: nil)) ?? []
            return files.filter { $0.lastPathComponent == "StandIns.swift" || folder.hasPrefix("StandInModules") }.map { ($0, module) }
        }
    }()

    /// The failures of what only a device's runtime and asset lookup answer (the scenes and classes by name are the
    /// app's own bundle's and module's, which this test has not).
    static func connectionFailures(_ report: StoryboardBundleReport) -> [StoryboardBundleFailure] {
        report.failures.filter {
            switch $0.reason {
            case .missingAction, .missingSegueAction, .outletNotKeyValueCodingCompliant, .runtimeAttributeNotKeyValueCodingCompliant,
                 .missingImage, .missingColor: true
            default: false
            }
        }
    }

    /// A bundle whose asset catalog holds each image and color the app's storyboards name, but `leaving` out.
    static func bundle(for app: App, leaving missing: StandInRuntime.Question? = nil) throws -> (Bundle, cleanUp: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-bundle-\(UUID().uuidString)")
        for source in app.folders.map({ RealAppsConnectionTests.realApps.appendingPathComponent($0) }) {
            let files = try #require(FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "storyboard" {
                for resource in try StoryboardDocument(contentsOf: file).resources {
                    let question: StandInRuntime.Question = resource.kind == .image ? .image(resource.name) : .color(resource.name)
                    guard question != missing else { continue }
                    let kind = resource.kind == .image ? "imageset" : "colorset"
                    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets.xcassets/\(resource.name).\(kind)"),
                                                            withIntermediateDirectories: true)
                }
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try #require(Bundle(path: folder.path)), { try? FileManager.default.removeItem(at: folder) })
    }

    @Test("Every action, segue action, outlet key, image and color of a real app is there", arguments: RealAppsConnectionTests.apps)
    func healthyApp(app: App) throws {
        let runtime = try StandInRuntime(sources: Self.standIns, appKit: app.appKit)
        let (bundle, cleanUp) = try Self.bundle(for: app)
        defer { cleanUp() }
        let report = StoryboardRuntime.$replacement.withValue(runtime.runtime) { app.checkBundle(bundle) }
        #expect(Self.connectionFailures(report).isEmpty, "\(Self.connectionFailures(report).map(\.description).joined(separator: "\n"))")
        #expect(!runtime.asked.isEmpty)
    }

    @Test("The actions of scene classes the storyboard names without a module (Objective-C apps) are checked through their types")
    func scenesWithoutModule() throws {
        // ECSlidingViewController's example names its scene classes with no module: the generated code types them all the same.
        let runtime = try StandInRuntime(sources: Self.standIns, appKit: false)
        let check = { ECSlidingViewControllerStoryboards.checkBundle(bundle: Bundle.main, instantiatingScenes: false) }
        let healthy = StoryboardRuntime.$replacement.withValue(runtime.runtime) { check() }
        #expect(Self.connectionFailures(healthy).isEmpty, "\(Self.connectionFailures(healthy).map(\.description).joined(separator: "\n"))")
        let revealUnderRight = StandInRuntime.Question.action(className: "GeneratedRealAppsA.FirstTopViewController", selector: "revealUnderRight:")
        #expect(runtime.asked.contains(revealUnderRight), "\(runtime.asked)")
        runtime.renamed = [revealUnderRight]
        let renamed = StoryboardRuntime.$replacement.withValue(runtime.runtime) { check() }
        #expect(Self.connectionFailures(renamed).map(\.description) == ["iPad.storyboard, scene FirstTopViewController: "
            + "FirstTopViewController does not implement revealUnderRight:, which a control of the scene sends it: the first tap "
            + "raises \"unrecognized selector sent to instance\". Rename the action in Interface Builder to the method's name, or "
            + "declare `@IBAction func revealUnderRight(_ sender: Any)` in FirstTopViewController.",
            "iPhone.storyboard, scene FirstTopViewController: FirstTopViewController does not implement revealUnderRight:, which a "
            + "control of the scene sends it: the first tap raises \"unrecognized selector sent to instance\". Rename the action in "
            + "Interface Builder to the method's name, or declare `@IBAction func revealUnderRight(_ sender: Any)` in FirstTopViewController."])
    }

    /// The kinds of name renamed, one at a time: the first the check asks about of each kind the app has.
    enum Renaming: String, CaseIterable, Sendable {
        case action, segueAction, outletKey, inspectableKey, image, color

        func matches(_ question: StandInRuntime.Question) -> Bool {
            switch (self, question) {
            case (.action, .action), (.segueAction, .segueAction), (.outletKey, .key), (.inspectableKey, .inspectableKey),
                 (.image, .image), (.color, .color): true
            default: false
            }
        }
    }

    @Test("An action, segue action, outlet or inspectable property renamed in Swift, or an image or color the catalog lost, is reported once", arguments: RealAppsConnectionTests.apps, Renaming.allCases)
    func renamed(app: App, renaming: Renaming) throws {
        let runtime = try StandInRuntime(sources: Self.standIns, appKit: app.appKit)
        var (bundle, cleanUp) = try Self.bundle(for: app)
        _ = StoryboardRuntime.$replacement.withValue(runtime.runtime) { app.checkBundle(bundle) }
        cleanUp()
        // The first name of this kind the check asks about, asked once (a class shown by two scenes is two failures).
        guard let question = runtime.asked.first(where: { question in
            renaming.matches(question) && runtime.asked.count { $0 == question } == 1
        }) else {
            #expect(app.name != "DuckDuckGo", "DuckDuckGo's storyboards have each kind")
            return
        }
        runtime.renamed = [question]
        (bundle, cleanUp) = try Self.bundle(for: app, leaving: question)
        defer { cleanUp() }
        let report = StoryboardRuntime.$replacement.withValue(runtime.runtime) { app.checkBundle(bundle) }
        let failures = Self.connectionFailures(report)
        #expect(failures.count == 1, "\(failures.map(\.description).joined(separator: "\n"))")
        let failure = try #require(failures.first)
        switch (question, failure.reason) {
        case let (.action(className, selector), .missingAction(_, target, missing)):
            #expect(className.hasSuffix("." + target) && missing == selector && failure.identifier == selector)
            #expect(failure.description.contains("\(target) does not implement \(selector), which a control of the scene sends it"))
        case let (.segueAction(className, selector), .missingSegueAction(_, source, missing, _)):
            #expect(className.hasSuffix("." + source) && missing == selector)
            #expect(failure.description.contains("\(source) does not implement \(selector), the segue action that makes"))
        case let (.key(className, property), .outletNotKeyValueCodingCompliant(_, owner, missing)):
            #expect(className.hasSuffix("." + owner) && missing == property && failure.identifier == property)
            #expect(failure.description.contains("raises NSUnknownKeyException. Declare `@IBOutlet weak var \(property)`"))
        case let (.inspectableKey(className, key), .runtimeAttributeNotKeyValueCodingCompliant(_, owner, keyPath, declaration)):
            #expect(className.hasSuffix("." + owner) && keyPath == key && failure.identifier == key)
            #expect(failure.description.contains("\(owner) has no property \(key) that key-value coding can set, which the runtime "
                                                 + "attribute \(key) sets: loading the scene raises NSUnknownKeyException. Declare "
                                                 + "`\(declaration)` in \(owner)"))
            #expect(declaration.hasPrefix("@IBInspectable var \(key): "))
        case let (.image(name), .missingImage(missing)), let (.color(name), .missingColor(missing)):
            #expect(missing == name && failure.identifier == name)
        default:
            Issue.record("\(question) was reported as \(failure)")
        }
        #expect(failure.description.hasPrefix("\(failure.storyboard).storyboard"))
    }
}
