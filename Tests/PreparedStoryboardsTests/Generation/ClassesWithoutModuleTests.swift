import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// The bundle check the generator writes for classes a file names without a module (an Objective-C class, a pod's, an
/// `@objc(Name)` Swift class): the generated code cannot name them, so the check looks each up by that name at run time,
/// as UIKit and AppKit do, and asks the runtime about its actions, outlets and runtime attributes.
@Suite("Generated checks of classes named without a module")
struct ClassesWithoutModuleTests {
    @Test("A storyboard's view and object of Objective-C classes: each looked up by its name, its action and runtime attribute asked of that class")
    func storyboardObjects() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="menu-sc"><objects>
            <viewController id="MNU-vc-001" customClass="MenuController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="MNU-vw-001"><subviews>
            <button id="BTN-bt-001" customClass="RoundButton">
            <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            <connections><action selector="present:" destination="OBJ-ob-001" eventType="touchUpInside" id="act-001"/></connections>
            </button>
            </subviews></view>
            </viewController>
            <customObject id="OBJ-ob-001" customClass="MenuPresenter"/>
            </objects></scene>
            """, initial: "MNU-vc-001", name: "Menu")
        let code = SwiftGenerator(module: "App").code(for: InterfaceCatalog(documents: [document]))
        let items = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("check.add(") }
        #expect(items.contains("""
            check.add(.objectClass("RoundButton", nil, id: "BTN-bt-001", element: "button", at: .scene("MenuController", of: Storyboards.menu)))
            """), "\(items)")
        #expect(items.contains("""
            check.add(.objectClass("MenuPresenter", nil, id: "OBJ-ob-001", element: "customObject", at: .scene("MenuController", of: Storyboards.menu)))
            """), "\(items)")
        #expect(items.contains("""
            check.add(.runtimeAttributes(["cornerRadius": "number"], of: .named("RoundButton"), at: .scene("MenuController", of: Storyboards.menu)))
            """), "\(items)")
        #expect(items.contains("""
            check.add(.actions(["present:"], to: .named("MenuPresenter"), at: .scene("MenuController", of: Storyboards.menu)))
            """), "\(items)")
        #expect(!code.contains("RoundButton.self") && !code.contains("MenuPresenter.self"), "Swift may not see an Objective-C class")
    }

    @Test("A XIB's File's Owner of an Objective-C class has its actions and outlets asked by its name, and no class check of its own")
    func xibFilesOwner() throws {
        let code = try SwiftGenerator(name: "SparkleStoryboards").code(reading: [
            Fixture.url("RealXibs/Sparkle/TestApplication/SUInstallUpdateViewController.xib"),
        ])
        #expect(code.contains("""
                    check.add(.outlets(["_skipUpdatesButton", "_textView", "view"], of: .named("SUInstallUpdateViewController"), \
            at: .nib(SparkleNibs.suInstallUpdateViewController)))
                    check.add(.actions(["installUpdateLater:", "skipUpdate:", "installUpdate:"], to: .named("SUInstallUpdateViewController"), \
            at: .nib(SparkleNibs.suInstallUpdateViewController)))
            """), "\(code)")
        #expect(!code.contains(".objectClass("), "loading the nib makes no File's Owner: its class is never looked up")
    }

    @Test("A XIB's objects of Objective-C classes are each looked up by their names, as loading the nib makes them")
    func xibObjects() throws {
        let code = try SwiftGenerator(name: "CocoaLumberjackStoryboards").code(reading: [
            Fixture.url("RealXibs/CocoaLumberjack/Demos/UniversalApp/MainWindow.xib"),
        ])
        #expect(code.contains("""
                    check.add(.objectClass("UniversalAppAppDelegate", nil, id: "3", element: "customObject", at: .nib(CocoaLumberjackNibs.mainWindow)))
                    check.add(.objectClass("UniversalAppViewController", nil, id: "10", element: "viewController", at: .nib(CocoaLumberjackNibs.mainWindow)))
            """), "\(code)")
        #expect(code.contains("""
            check.add(.outlets(["viewController", "window"], of: .named("UniversalAppAppDelegate"), at: .nib(CocoaLumberjackNibs.mainWindow)))
            """), "\(code)")
    }
}
