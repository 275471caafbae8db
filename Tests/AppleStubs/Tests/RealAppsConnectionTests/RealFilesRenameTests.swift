import Foundation
@_spi(Generated) import PreparedResources
@testable import PreparedStoryboards
@testable import GeneratedRealAppsA
@testable import GeneratedRealAppsB
@testable import GeneratedRealAppsC
@testable import GeneratedRealAppsD
@testable import GeneratedRealXibs
@testable import MonitorControl
import Testing

/// Every real storyboard and XIB of the test data (`Fixtures/RealApps`, `Fixtures/RealXibs`), checked by its generated
/// `checkBundle()` with a runtime that answers of the stand-in classes as a device would (``StandInRuntime``): in each
/// file, the first action sent to a class of the app and the first runtime attribute whose key the app declares are
/// renamed in Swift, and each is reported, whether the file names the class with a module, without one (looked up by
/// that name, as a device looks up an Objective-C class), or names none (the framework class, whose key an extension of
/// the app's declares).
@Suite("One action and one runtime attribute renamed in each real file, each reported by its generated bundle check")
@MainActor
struct RealFilesRenameTests {
    /// One generated check: an app module's storyboards, or an app's XIBs.
    struct GeneratedCheck: Sendable, CustomTestStringConvertible {
        let name: String
        /// Its folders under `Fixtures`.
        let folders: [String]
        /// The module its stand-ins are in, where a class its files name is found by its name alone.
        let module: String
        let checkBundle: @MainActor @Sendable (Bundle) -> StoryboardBundleReport
        var testDescription: String { name }

        /// An app module's storyboards, generated as `<name>Storyboards`, scenes looked up and not made.
        static func storyboards(_ name: String, _ folders: [String], in module: String,
                                _ check: @escaping @MainActor @Sendable (Bundle, Bool) -> StoryboardBundleReport) -> GeneratedCheck {
            GeneratedCheck(name: "\(name) storyboards", folders: folders.map { "RealApps/\($0)" }, module: module) { check($0, false) }
        }

        /// An app's XIBs, generated as `<name>Nibs` in `GeneratedRealXibs`.
        static func xibs(_ name: String, _ folder: String, _ check: @escaping @MainActor @Sendable (Bundle?) -> StoryboardBundleReport) -> GeneratedCheck {
            GeneratedCheck(name: "\(name) XIBs", folders: ["RealXibs/\(folder)"], module: "GeneratedRealXibs") { check($0) }
        }
    }

    /// Every generated check of the real files: RealAppsGeneratedCodeTests' and RealXibsGeneratedCodeTests' modules.
    nonisolated static let checks: [GeneratedCheck] = [
        .storyboards("CocoaLumberjack", ["CocoaLumberjack"], in: "GeneratedRealAppsA", CocoaLumberjackStoryboards.checkBundle),
        .storyboards("DuckDuckGo", ["DuckDuckGo-iOS/DuckDuckGo"], in: "GeneratedRealAppsA", DuckDuckGoStoryboards.checkBundle),
        .storyboards("DuckDuckGoOpenAction", ["DuckDuckGo-iOS/OpenAction"], in: "GeneratedRealAppsA", DuckDuckGoOpenActionStoryboards.checkBundle),
        .storyboards("DuckDuckGoShareExtension", ["DuckDuckGo-iOS/ShareExtension"], in: "GeneratedRealAppsA",
                     DuckDuckGoShareExtensionStoryboards.checkBundle),
        .storyboards("ECSlidingViewController", ["ECSlidingViewController/ECSlidingViewController"], in: "GeneratedRealAppsA",
                     ECSlidingViewControllerStoryboards.checkBundle),
        .storyboards("ECSlidingBasicMenu", ["ECSlidingViewController/Examples/BasicMenu"], in: "GeneratedRealAppsA",
                     ECSlidingBasicMenuStoryboards.checkBundle),
        .storyboards("HeroLegacyExamples", ["Hero/LegacyExamples"], in: "GeneratedRealAppsA", HeroLegacyExamplesStoryboards.checkBundle),
        .storyboards("HeroTvOSExamples", ["Hero/TvOSExamples"], in: "GeneratedRealAppsA", HeroTvOSExamplesStoryboards.checkBundle),
        .storyboards("IBDecodable", ["IBDecodable"], in: "GeneratedRealAppsA", IBDecodableStoryboards.checkBundle),
        .storyboards("KingfisherTVDemo", ["Kingfisher/Demo/Demo/Kingfisher-tvOS-Demo"], in: "GeneratedRealAppsA",
                     KingfisherTVDemoStoryboards.checkBundle),
        .storyboards("Rectangle", ["Rectangle/Rectangle"], in: "GeneratedRealAppsA", RectangleStoryboards.checkBundle),
        .storyboards("RectangleLauncher", ["Rectangle/RectangleLauncher"], in: "GeneratedRealAppsA", RectangleLauncherStoryboards.checkBundle),
        .storyboards("RxExampleiOS", ["RxSwift/RxExample/RxExample/iOS", "RxSwift/RxExample/RxExample/Examples"], in: "GeneratedRealAppsA",
                     RxExampleiOSStoryboards.checkBundle),
        .storyboards("RxExampleMac", ["RxSwift/RxExample/RxExample/macOS"], in: "GeneratedRealAppsA", RxExampleMacStoryboards.checkBundle),
        .storyboards("RealmPreloadedData", ["realm-swift"], in: "GeneratedRealAppsA", RealmPreloadedDataStoryboards.checkBundle),
        .storyboards("KingfisherDemo", ["Kingfisher/Demo/Demo/Kingfisher-Demo"], in: "GeneratedRealAppsB", KingfisherDemoStoryboards.checkBundle),
        .storyboards("MonitorControl", ["MonitorControl"], in: "MonitorControl", MonitorControlStoryboards.checkBundle),
        .storyboards("SDWebImageOSXDemo", ["SDWebImage/Examples/SDWebImage OSX Demo"], in: "GeneratedRealAppsB",
                     SDWebImageOSXDemoStoryboards.checkBundle),
        .storyboards("SWRevealViewController", ["SWRevealViewController"], in: "GeneratedRealAppsB", SWRevealViewControllerStoryboards.checkBundle),
        .storyboards("KingfisherMacDemo", ["Kingfisher/Demo/Demo/Kingfisher-macOS-Demo"], in: "GeneratedRealAppsC",
                     KingfisherMacDemoStoryboards.checkBundle),
        .storyboards("SDWebImageTVDemo", ["SDWebImage/Examples/SDWebImage TV Demo"], in: "GeneratedRealAppsD", SDWebImageTVDemoStoryboards.checkBundle),
        .xibs("Charts", "Charts", ChartsNibs.checkBundle), .xibs("CocoaLumberjack", "CocoaLumberjack", CocoaLumberjackNibs.checkBundle),
        .xibs("DuckDuckGo", "DuckDuckGo-iOS", DuckDuckGoNibs.checkBundle), .xibs("Kingfisher", "Kingfisher", KingfisherNibs.checkBundle),
        .xibs("MonitorControl", "MonitorControl", MonitorControlNibs.checkBundle),
        .xibs("NetNewsWireiOS", "NetNewsWire/iOS", NetNewsWireiOSNibs.checkBundle),
        .xibs("NetNewsWireMac", "NetNewsWire/Mac", NetNewsWireMacNibs.checkBundle), .xibs("Rectangle", "Rectangle", RectangleNibs.checkBundle),
        .xibs("Reusable", "Reusable", ReusableNibs.checkBundle), .xibs("RxSwift", "RxSwift", RxSwiftNibs.checkBundle),
        .xibs("SDWebImage", "SDWebImage", SDWebImageNibs.checkBundle), .xibs("Sparkle", "Sparkle", SparkleNibs.checkBundle),
        .xibs("Xit", "Xit", XitNibs.checkBundle),
    ]

    nonisolated static let fixtures = RealAppsConnectionTests.realApps.deletingLastPathComponent()

    /// The runtime of the stand-ins, finding a class named without a module among `check`'s module's first.
    static func runtime(for check: GeneratedCheck, files: RealFiles) throws -> StandInRuntime {
        try StandInRuntime(sources: RealAppsDeviceCheckTests.standIns, appKit: files.appKit, app: check.module)
    }

    /// The failures of actions and runtime attributes.
    static func renameFailures(_ report: StoryboardBundleReport) -> [StoryboardBundleFailure] {
        report.failures.filter {
            switch $0.reason {
            case .missingAction, .runtimeAttributeNotKeyValueCodingCompliant: true
            default: false
            }
        }
    }

    @Test("With nothing renamed, no action and no runtime attribute of a real file is reported", arguments: checks)
    func healthy(check: GeneratedCheck) throws {
        let files = try RealFiles(check.folders.map { Self.fixtures.appendingPathComponent($0) })
        let runtime = try Self.runtime(for: check, files: files)
        let report = StoryboardRuntime.$replacement.withValue(runtime.runtime) { check.checkBundle(Bundle.main) }
        #expect(Self.renameFailures(report).isEmpty, "\(Self.renameFailures(report).map(\.description).joined(separator: "\n"))")
    }

    @Test("In each file, the first action to an app's class and the first runtime attribute of a key the app declares, renamed in Swift, are each reported",
          arguments: checks)
    func renamedInEachFile(check: GeneratedCheck) throws {
        let files = try RealFiles(check.folders.map { Self.fixtures.appendingPathComponent($0) })
        let runtime = try Self.runtime(for: check, files: files)
        for file in files.files {
            let renames = file.renames(in: runtime)
            guard !renames.isEmpty else { continue }
            runtime.renamed = Set(renames.map(\.question))
            let report = StoryboardRuntime.$replacement.withValue(runtime.runtime) { check.checkBundle(Bundle.main) }
            for rename in renames {
                let reported = report.failures.filter { $0.file == file.name && rename.matches($0) }
                #expect(!reported.isEmpty, "\(file.name): \(rename) is not reported")
                #expect(reported.allSatisfy { $0.description.contains(rename.words) }, "\(reported.map(\.description))")
            }
        }
    }

    @Test("The renames cover actions and runtime attributes of classes named with a module, without one, and of none")
    func renameFigures() throws {
        var renames: [Rename] = []
        for check in Self.checks {
            let files = try RealFiles(check.folders.map { Self.fixtures.appendingPathComponent($0) })
            let runtime = try Self.runtime(for: check, files: files)
            renames += files.files.flatMap { $0.renames(in: runtime) }
        }
        let actions = renames.filter(\.isAction)
        let attributes = renames.filter { !$0.isAction }
        // Docs/UIKit.md cites these figures. The other files send no action to a class of the app, or set only keys of the
        // framework's (`layer.cornerRadius`, `accessibilityIdentifier`).
        #expect(actions.count == 39)
        #expect(actions.filter { $0.naming == .withoutModule }.map(\.className).sorted() == [
            "SUInstallUpdateViewController", "SecondTopViewController", "ThirdTopViewController", "ViewController",
        ])
        #expect(attributes.count == 13)
        #expect(attributes.filter { $0.naming == .withoutModule }.map(\.className) == ["ECSlidingViewController"])
        #expect(attributes.filter { $0.naming == .noCustomClass }.map(\.className).sorted() == [
            "UILabel", "UINavigationController", "UITabBarController", "UIView", "UIView",
        ])
    }

    @Test("A class a XIB names without a module that no class has is reported as UIKit logs it, once; its names are left unchecked")
    func unknownClass() throws {
        let check = try #require(Self.checks.first { $0.name == "CocoaLumberjack XIBs" })
        let files = try RealFiles(check.folders.map { Self.fixtures.appendingPathComponent($0) })
        let runtime = try Self.runtime(for: check, files: files)
        let known = StoryboardRuntime.$replacement.withValue(runtime.runtime) { check.checkBundle(Bundle.main) }
        #expect(!known.failures.contains { $0.identifier == "3" }, "\(known)")
        #expect(runtime.asked.contains(.key(className: "GeneratedRealXibs.UniversalAppAppDelegate", property: "window")))
        runtime.unknownClasses = ["UniversalAppAppDelegate"]
        let unknown = StoryboardRuntime.$replacement.withValue(runtime.runtime) { check.checkBundle(Bundle.main) }
        #expect(unknown.failures.filter { $0.identifier == "3" }.map(\.description) == [
            "MainWindow.xib, the customObject '3': no class named UniversalAppAppDelegate exists at run time, so it is made as its "
                + "framework class (\"Unknown class UniversalAppAppDelegate in Interface Builder file\"). The XIB names the class "
                + "without a module, as an Objective-C class: add the file or framework that declares it to the app's target, or, "
                + "for a Swift class, set its Module in Interface Builder.",
        ])
        #expect(unknown.uncheckedCount == known.uncheckedCount + 2, "its outlets viewController and window")
    }
}
