import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Prepared
import Testing

/// The Swift `prepared-storyboard generate` writes for the real apps of `Fixtures/RealApps`, one file per
/// app module: every storyboard ID, segue identifier and prototype's reuse identifier in it, and the copies that Tests/AppleStubs compiles
/// with a stand-in class for each class the storyboards name (`GeneratedRealApps*`).
///
/// After a deliberate change to the generator, `PREPARED_REGENERATE_GOLDEN=1 swift test` writes them again
/// (each is `generate <its folders> --name <Module>Storyboards [--module <module>]`).
@Suite("Generated Swift for the real apps")
struct RealAppsGeneratedCodeTests {
    static let modules = [
        RealAppModule("CocoaLumberjack", ["CocoaLumberjack"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("DuckDuckGo", ["DuckDuckGo-iOS/DuckDuckGo"], module: "DuckDuckGo", stubTarget: "GeneratedRealAppsA"),
        RealAppModule("DuckDuckGoOpenAction", ["DuckDuckGo-iOS/OpenAction"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("DuckDuckGoShareExtension", ["DuckDuckGo-iOS/ShareExtension"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("ECSlidingViewController", ["ECSlidingViewController/ECSlidingViewController"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("ECSlidingBasicMenu", ["ECSlidingViewController/Examples/BasicMenu"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("HeroLegacyExamples", ["Hero/LegacyExamples"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("HeroTvOSExamples", ["Hero/TvOSExamples"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("IBDecodable", ["IBDecodable"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("KingfisherTVDemo", ["Kingfisher/Demo/Demo/Kingfisher-tvOS-Demo"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("Rectangle", ["Rectangle/Rectangle"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("RectangleLauncher", ["Rectangle/RectangleLauncher"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("RxExampleiOS", ["RxSwift/RxExample/RxExample/iOS", "RxSwift/RxExample/RxExample/Examples"], module: nil,
                      stubTarget: "GeneratedRealAppsA"),
        RealAppModule("RxExampleMac", ["RxSwift/RxExample/RxExample/macOS"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("RealmPreloadedData", ["realm-swift"], module: nil, stubTarget: "GeneratedRealAppsA"),
        RealAppModule("KingfisherDemo", ["Kingfisher/Demo/Demo/Kingfisher-Demo"], module: nil, stubTarget: "GeneratedRealAppsB"),
        RealAppModule("MonitorControl", ["MonitorControl"], module: "MonitorControl", stubTarget: "GeneratedRealAppsMonitorControl"),
        RealAppModule("AboutThisHack", ["About-This-Hack"], module: "About_This_Hack", stubTarget: "GeneratedRealAppsAboutThisHack"),
        RealAppModule("SDWebImageOSXDemo", ["SDWebImage/Examples/SDWebImage OSX Demo"], module: nil, stubTarget: "GeneratedRealAppsB"),
        RealAppModule("SWRevealViewController", ["SWRevealViewController"], module: nil, stubTarget: "GeneratedRealAppsB"),
        RealAppModule("KingfisherMacDemo", ["Kingfisher/Demo/Demo/Kingfisher-macOS-Demo"], module: nil, stubTarget: "GeneratedRealAppsC"),
        RealAppModule("SDWebImageTVDemo", ["SDWebImage/Examples/SDWebImage TV Demo"], module: nil, stubTarget: "GeneratedRealAppsD"),
    ]

    @Test("Every storyboard ID, segue identifier and prototype's reuse identifier of every real storyboard is in its module's generated Swift, outside comments",
          arguments: modules)
    func everyIdentifierTyped(module: RealAppModule) throws {
        let code = try module.code().split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        let catalog = InterfaceCatalog(reading: try module.locations())
        #expect(catalog.readErrors.isEmpty)
        for document in catalog.documents {
            let identifiers = document.controllers.compactMap(\.storyboardIdentifier) + document.segues.compactMap(\.identifier)
                + document.scenes.flatMap(\.prototypes).map(\.reuseIdentifier)
            for identifier in identifiers where !identifier.isEmpty {
                #expect(code.contains(SwiftCode.stringLiteral(identifier)), "\(document.name).storyboard: \(identifier)")
            }
        }
    }

    @Test("The modules hold every real storyboard the generator reads, each once")
    func modulesCoverEveryStoryboard() throws {
        let all = try Fixture.realApps
        var covered: [String] = []
        for module in Self.modules {
            covered += InterfaceCatalog(reading: try module.locations()).files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        }
        #expect(covered.count == all.documents.count)
        #expect(Set(covered) == Set(all.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }))
        let storyboardIDs = all.documents.flatMap { $0.controllers.compactMap(\.storyboardIdentifier) }
        let segueIdentifiers = all.documents.flatMap { $0.segues.compactMap(\.identifier) }
        let reuseIdentifiers = all.documents.flatMap { $0.scenes.flatMap(\.prototypes) }
        #expect((storyboardIDs.count, segueIdentifiers.count, reuseIdentifiers.count) == (61, 13, 63),
                "the check above has identifiers to look for")
    }

    @Test("The copies the stubs compile are what the generator writes now", arguments: modules)
    func stubCopiesDoNotDrift(module: RealAppModule) throws {
        #expect(try Golden.matches(module.code(), file: "Tests/AppleStubs/Tests/\(module.stubTarget)/\(module.name)Storyboards.swift"))
    }
}

/// The storyboards of one module of a real app, and the stub target that compiles their Swift.
struct RealAppModule: Sendable, CustomTestStringConvertible {
    let name: String
    /// Folders under `Fixtures/RealApps`.
    let folders: [String]
    /// The `--module` the app's storyboards need, where they name their module without `customModuleProvider="target"`.
    let module: String?
    let stubTarget: String

    init(_ name: String, _ folders: [String], module: String?, stubTarget: String) {
        self.name = name
        self.folders = folders
        self.module = module
        self.stubTarget = stubTarget
    }

    var testDescription: String { name }

    func locations() throws -> [URL] {
        try folders.map { try Fixture.url("RealApps/\($0)") }
    }

    /// `generate <folders> --name <name>Storyboards [--module <module>]`.
    func code() throws -> String {
        try SwiftGenerator(module: module, name: "\(name)Storyboards").code(reading: locations())
    }
}
