import Foundation
import Prepared
import PreparedResources
import PreparedStoryboards
import Testing

@Suite("The whole-app check of the app's interface files")
@MainActor
struct WholeAppCheckTests {
    @Test("With makers, every segue of the app is checked on fresh controllers, through containers and references")
    func appWithMakers() throws {
        let map = WholeAppCheck(reading: [try Fixture.url("App")], making: [
            ContactListController.init, ContactDetailsController.init, ContactMapController.init,
            QRCodeHostingController.init, EditContactController.init, SettingsController.init, ProfileController.init,
        ])
        #expect(map.isValid, "\(map)")
        let pairs = map.segues.map { "\($0.sourceClass) → \($0.destinationClass)" }
        #expect(pairs.contains("ContactListController → EditContactController"), "through the edit navigation controller")
        #expect(pairs.contains("ProfileController → ContactDetailsController"), "through the reference into Main.storyboard")
        #expect(pairs.contains("ContactDetailsController → ContactMapController"), "the embed segue")
        #expect(pairs.contains("ContactDetailsController → ContactDetailsController"), "the segue to its own source")
        #expect(map.segues.count == 9)
        let view = try #require(map.segues.first { $0.identifier == "view" })
        #expect(view.propagation.flows.map(\.property) == ["prepCtxContact"])
        #expect(map.description.hasPrefix("Whole-app check: 2 storyboards, 15 scenes, 9 segues checked, all valid"))
        let hosting = try #require(map.segues.first { $0.identifier == "qr" })
        #expect(hosting.destinationClass == "QRCodeHostingController")
        #expect(hosting.propagation.destinationClass == "QRCodeModel", "a hosting scene is checked against its model")
        #expect(hosting.propagation.flows.map(\.property) == ["prepCtxContact"])
        #expect(map.description.contains(
            #"segue  Main: ContactDetailsController → QRCodeHostingController's QRCodeModel (popoverPresentation, "qr"): flows prepCtxContact"#
        ))
    }

    @Test("A hosting scene whose model takes another type fails the segue, naming the model; found by module name")
    func hostingSceneMismatch() throws {
        let main = try String(contentsOf: try Fixture.url("App").appendingPathComponent("Main.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"customClass="QRCodeHostingController""#, with: #"customClass="MistypedQRCodeHostingController""#)
        let catalog = InterfaceCatalog(documents: [try StoryboardDocument(data: Data(main.utf8), name: "Main")])
        let map = WholeAppCheck(catalog: catalog, module: "PreparedStoryboardsTests")
        let hosting = try #require(map.segues.first { $0.identifier == "qr" })
        #expect(hosting.destinationClass == "MistypedQRCodeHostingController")
        #expect(!hosting.isValid)
        #expect(hosting.problems.contains {
            $0.contains("ContactDetailsController.prepCtxContact is a value of type Contact? but MistypedQRCodeModel.prepCtxContact is a String")
        }, "\(hosting.problems)")
    }

    @Test("With a module name only, classes are found by name and checked from their tables")
    func appByModuleName() throws {
        let map = WholeAppCheck(reading: [try Fixture.url("App")], module: "PreparedStoryboardsTests")
        #expect(map.isValid, "\(map)")
        #expect(map.segues.count == 9)
        let edit = try #require(map.segues.first { $0.sourceClass == "ContactDetailsController" && $0.destinationClass == "EditContactController" })
        #expect(edit.propagation.flows.map(\.property) == ["prepCtxContact"])
    }

    @Test("A scene whose customModule names another module is not matched by a class of this one")
    func customModuleIsHonoured() throws {
        let elsewhere = try StoryboardDocument(data: Data(Self.storyboard(module: "ElsewhereKit").utf8), name: "Elsewhere")
        let map = WholeAppCheck(catalog: InterfaceCatalog(documents: [elsewhere]),
                                    classes: [SettingsController.self, ProfileController.self], module: "PreparedStoryboardsTests")
        let otherModule = map.problems.compactMap { problem -> String? in
            guard case let .classOfAnotherModule(_, _, className, module, passedModule, _) = problem else { return nil }
            return "\(module) \(className) \(passedModule)"
        }
        #expect(otherModule.sorted() == ["ElsewhereKit ProfileController PreparedStoryboardsTests",
                                         "ElsewhereKit SettingsController PreparedStoryboardsTests"], "\(map)")
        #expect(!map.isValid)
    }

    @Test("A class passed whose name the scene has, of another module than the scene's, is named with both modules")
    func classOfAnotherModule() throws {
        let elsewhere = try StoryboardDocument(data: Data(Self.storyboard(module: "ElsewhereKit").utf8), name: "Elsewhere")
        let map = WholeAppCheck(catalog: InterfaceCatalog(documents: [elsewhere]), classes: [SettingsController.self])
        let problem = try #require(map.problems.first)
        guard case let .classOfAnotherModule(storyboard, scene, className, module, passedModule, location) = problem else {
            Issue.record("expected a class of another module, got \(problem)")
            return
        }
        #expect(storyboard == "Elsewhere" && scene == "SRC-00-000" && className == "SettingsController" && location.line == 5)
        #expect(module == "ElsewhereKit" && passedModule == "PreparedStoryboardsTests")
        #expect(problem.description == "Elsewhere.storyboard:5:178: the scene SRC-00-000 has the class SettingsController "
                + "of the module ElsewhereKit (its customModule), and the SettingsController passed is of the module "
                + "PreparedStoryboardsTests. Pass ElsewhereKit.SettingsController.self, or set the scene's module to "
                + "PreparedStoryboardsTests in Interface Builder.")
        #expect(!problem.description.contains("Pass SettingsController.self in `classes:`"), "it was passed: the module is wrong")
        let unknown = map.problems.compactMap { problem -> String? in
            if case .unknownClass(_, _, let className, _) = problem { className } else { nil }
        }
        #expect(unknown == ["ProfileController"], "a class not passed at all is still unknown")
    }

    @Test("A scene class that declares no context, passed with another module than the scene's, is named with both modules")
    func contextlessClassOfAnotherModule() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixture.write(Self.storyboard(module: "ElsewhereKit").replacingOccurrences(of: "SettingsController", with: "PlainSceneController"),
                          to: "Elsewhere.storyboard", in: folder)
        let map = WholeAppCheck(reading: [folder], appClasses: AppClasses(scenes: [PlainSceneController.self]))
        let descriptions = map.problems.compactMap { problem -> String? in
            if case .classOfAnotherModule = problem { problem.description } else { nil }
        }
        #expect(descriptions == ["Elsewhere.storyboard:5:182: the scene SRC-00-000 has the class PlainSceneController of the module "
            + "ElsewhereKit (its customModule), and the PlainSceneController passed is of the module PreparedStoryboardsTests. Pass "
            + "ElsewhereKit.PlainSceneController.self, or set the scene's module to PreparedStoryboardsTests in Interface Builder."],
                "\(map)")
    }

    @Test("A class found neither among those passed nor in the module is a problem naming the scene")
    func unknownClass() throws {
        let map = WholeAppCheck(reading: [try Fixture.url("App/Main.storyboard")], classes: [ContactListController.self])
        #expect(!map.isValid)
        let unknown = map.problems.compactMap { problem -> String? in
            if case .unknownClass(_, let scene, let className, _) = problem { "\(scene) \(className)" } else { nil }
        }
        #expect(unknown.isEmpty, "the fixture's customModule is this module, so _typeByName finds the other classes")
        let elsewhere = try StoryboardDocument(data: Data(Self.storyboard(module: "ElsewhereApp").utf8), name: "Elsewhere")
        let missing = WholeAppCheck(catalog: InterfaceCatalog(documents: [elsewhere]), classes: [ProfileController.self])
        // The scenes name ElsewhereApp: this module's ProfileController does not stand in for ElsewhereApp's,
        // as UIKit would not take it either.
        #expect(missing.problems.count == 2, "\(missing)")
        let problem = try #require(missing.problems.first)
        guard case let .unknownClass(storyboard, scene, className, location) = problem else {
            Issue.record("expected an unknown class, got \(problem)")
            return
        }
        #expect(storyboard == "Elsewhere" && scene == "SRC-00-000" && className == "SettingsController" && location.line == 5)
        #expect(problem.description.contains("the scene SRC-00-000 has the class SettingsController, which is not among the classes passed"))
        #expect(problem.description.contains("Pass SettingsController.self in `classes:`"))
    }

    @Test("A mismatched type fails the segue and names both classes")
    func mismatch() throws {
        let document = try StoryboardDocument(
            data: Data(Self.storyboard(module: "PreparedStoryboardsTests", destination: "NumericProfileController").utf8), name: "Themes")
        let map = WholeAppCheck(catalog: InterfaceCatalog(documents: [document]),
                                    making: [SettingsController.init, NumericProfileController.init])
        #expect(!map.isValid)
        let segue = try #require(map.segues.first)
        #expect(!segue.isValid)
        #expect(segue.problems.first?.contains("prepCtxTheme") == true)
        #expect(segue.problems.first?.contains("NumericProfileController") == true)
        #expect(map.description.contains("fails"))
    }

    @Test("A source that does not adopt the protocol the destination asks for fails the segue")
    func doubleDispatch() throws {
        let document = try StoryboardDocument(
            data: Data(Self.storyboard(module: "PreparedStoryboardsTests", source: "PlainListController",
                                       destination: "ContactDetailsController").utf8), name: "Plain")
        let map = WholeAppCheck(catalog: InterfaceCatalog(documents: [document]),
                                    making: [PlainListController.init, ContactDetailsController.init])
        let segue = try #require(map.segues.first)
        #expect(segue.problems.contains { $0.contains("PlainListController") && $0.contains("ContactProviding") }, "\(map)")
        #expect(!map.isValid)
    }

    @Test("The storyboard ID convention is a lint of the whole-app check that is off until it is turned on")
    func conventionInMap() throws {
        let document = try StoryboardDocument(
            data: Data(Self.storyboard(module: "PreparedStoryboardsTests", storyboardID: "Themes").utf8), name: "Themes")
        let catalog = InterfaceCatalog(documents: [document])
        let relaxed = WholeAppCheck(catalog: catalog, making: [SettingsController.init, ProfileController.init])
        #expect(relaxed.isValid, "\(relaxed)")
        let strict = WholeAppCheck(catalog: catalog, making: [SettingsController.init, ProfileController.init],
                                       options: InterfaceLint.Options(storyboardIdentifierMatchesClass: true))
        #expect(strict.problems.contains { if case .lint(let finding) = $0 { finding.rule == .storyboardIdentifierConvention } else { false } })
    }

    @Test("_typeByName finds a Swift class of this module by its qualified name on this platform")
    func typeByName() {
        #expect(_typeByName("PreparedStoryboardsTests.ContactListController") == ContactListController.self)
        #expect(_typeByName("PreparedStoryboardsTests.NoSuchController") == nil)
    }

    /// One storyboard: a source scene with a `show` segue to a destination scene.
    static func storyboard(
        module: String, source: String = "SettingsController", destination: String = "ProfileController", storyboardID: String? = nil
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" initialViewController="SRC-00-000">
            <scenes>
                <scene sceneID="src-sc-001"><objects>
                    <viewController id="SRC-00-000" customClass="\(source)" customModule="\(module)" storyboardIdentifier="\(storyboardID ?? source)" sceneMemberID="viewController">
                        <connections><segue destination="DST-00-000" kind="show" id="seg-00-001"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="dst-sc-001"><objects>
                    <viewController id="DST-00-000" customClass="\(destination)" customModule="\(module)" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
    }
}

/// A scene's class that declares no context.
final class PlainSceneController {}
