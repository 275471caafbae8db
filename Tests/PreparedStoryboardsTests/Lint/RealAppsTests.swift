import Foundation
import PreparedStoryboards
import Testing

/// The storyboards of public apps in `Fixtures/RealApps` (sources and licenses in its README):
/// Xcode's own output, which the lint must pass by default, and real dead scenes it must still find.
@Suite("Storyboards of real apps")
struct RealAppsTests {
    @Test("Each healthy app lints quiet by default", arguments: Fixture.healthyRealApps)
    func healthyAppIsQuiet(app: String) throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("RealApps/\(app)")])
        #expect(catalog.readErrors.isEmpty, "\(catalog.readErrors)")
        #expect(InterfaceLint(catalog).description == "0 findings")
    }

    @Test("Every real file is read, except the two WatchKit storyboards, which are skipped with a note")
    func everyFileRead() throws {
        let catalog = try Fixture.realApps
        #expect(catalog.readErrors.isEmpty, "\(catalog.readErrors)")
        #expect(catalog.documents.count == 65)
        #expect(catalog.skipped.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["Interface.storyboard", "Interface.storyboard"])
        #expect(Set(catalog.documents.map(\.platform)) == [.iOS, .tvOS, .macOS])
        #expect(Set(catalog.documents.map(\.version)) == ["1.0", "2.0", "3.0"])
        #expect(catalog.skipped.allSatisfy { $0.message.hasPrefix("the file is a WatchKit storyboard") }, "\(catalog.skipped)")
    }

    @Test("The dead scenes of IBDecodable's catalogues of controllers and views are found, each one, as warnings")
    func deadScenesFound() throws {
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("RealApps/IBDecodable")]))
        #expect(lint.findings.allSatisfy { $0.rule == .unreachableScene && $0.severity == .warning })
        // Every scene of both catalogues, by its controller's id, in file order.
        let dead = ["QIk-Gi-1Tb", "z9R-q0-hag", "YC2-wa-458", "6HZ-ds-NDu", "6V0-tH-6Lk", "A6q-Ak-GEg", "27f-6H-EYZ", "c11-YF-XW5",
                    "sCa-il-Pdm", "Dhd-fm-Zej", "hWQ-6i-7ab", "yAA-4U-VO5", "dHz-Kz-bEe", "TpK-Hr-wP2", "Q69-Pf-uKt"]
        #expect(lint.findings.count == dead.count)
        for (finding, id) in zip(lint.findings, dead) {
            #expect(finding.message.contains("[\(id)] is reached from no initial controller"), "\(finding)")
        }
        #expect(lint.findings.contains { $0.message.contains("the scene GLKit view controller [sCa-il-Pdm] is reached from no initial controller") })
        #expect(lint.errors.isEmpty)
        #expect(lint.description.hasSuffix("15 findings (0 errors, 15 warnings)"))
    }

    @Test("DuckDuckGo's dead iPad onboarding scene, and the reference it embeds, are found; nothing else of its 20 files")
    func duckDuckGoDeadScene() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("RealApps/DuckDuckGo-iOS")])
        #expect(catalog.documents.count == 20)
        let lint = InterfaceLint(catalog)
        #expect(lint.findings.map(\.rule) == [.unreachableScene, .unreachableScene], "\(lint)")
        #expect(lint.findings.allSatisfy { $0.file.hasSuffix("DuckDuckGo/Base.lproj/DaxOnboarding.storyboard") })
        #expect(lint.findings.first?.message.contains("the scene DaxOnboardingPadViewController [V3g-Ms-vCf] is reached from no initial controller") == true)
        #expect(lint.findings.last?.message.contains("the scene → Onboarding.storyboard (initial) [dz6-w4-asu]") == true)
        #expect(lint.errors.isEmpty)
        #expect(lint.description.hasSuffix("2 findings (0 errors, 2 warnings)"))
    }

    @Test("Two app extensions' MainInterface.storyboard stay two, by their paths")
    func twoExtensions() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("RealApps/DuckDuckGo-iOS")])
        #expect(catalog.paths.filter { $0.hasSuffix("MainInterface.storyboard") }
                == ["OpenAction/Base.lproj/MainInterface.storyboard", "ShareExtension/Base.lproj/MainInterface.storyboard"])
        let dot = catalog.dot
        #expect(dot.contains("label=\"OpenAction/Base.lproj/MainInterface.storyboard\";"))
        #expect(dot.contains("label=\"ShareExtension/Base.lproj/MainInterface.storyboard\";"))
    }

    @Test("The conventions, turned on, report what the default lint leaves alone")
    func conventionsOnRealApps() throws {
        var options = InterfaceLint.Options(storyboardIdentifierMatchesClass: true)
        options.set(.cellSegueWithoutIdentifier, to: .warning)
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("RealApps/Kingfisher")]), options: options)
        #expect(lint.findings.filter { $0.rule == .cellSegueWithoutIdentifier }.count == 18)
    }

    @Test("A tvOS reference leads to the tvOS storyboard of its name, not to the iOS one of the same app")
    func referencesStayOnTheirPlatform() throws {
        let dot = InterfaceCatalog(reading: [try Fixture.url("RealApps/Hero")]).dot
        #expect(dot.contains("\"TvOSExamples/Base.lproj/Main/mpa-JG-Nte\" -> \"TvOSExamples/Basic/pe4-zE-cy7\" [style=dotted"))
        #expect(dot.contains("label=\"LegacyExamples/Examples/Basic.storyboard\";"))
        #expect(dot.contains("label=\"TvOSExamples/Basic.storyboard\";"))
    }

    @Test("An iOS and a macOS Main.storyboard stay two storyboards, each in its own cluster")
    func sameNameTwoPlatforms() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("RealApps/RxSwift")])
        #expect(catalog.paths.filter { $0.hasSuffix("/Main.storyboard") } == ["RxExample/RxExample/iOS/Main.storyboard",
                                                                              "RxExample/RxExample/macOS/Main.storyboard"])
        let map = mapHeaders(catalog)
        #expect(map.contains("RxExample/RxExample/macOS/Main.storyboard (macOS, format 3.0, initial window controller, 3 scenes, 1 segue)"))
    }

    /// The header lines of the text map.
    private func mapHeaders(_ catalog: InterfaceCatalog) -> [String] {
        catalog.description.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
    }
}
