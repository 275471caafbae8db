import Foundation
@_spi(Generated) import PreparedResources
import Testing

/// The bundle check's questions to the platform (actions, segue actions, outlets, images and colors), with a runtime
/// that answers as an Apple platform would, and with none, as Linux.
@Suite("The bundle check's connections and resources")
@MainActor
struct StoryboardBundleCheckTests {
    /// A runtime that knows `EditorScreen`'s `save:`, `makeDetails:`, its key `titleField`, `copy:` on `Pasteboard`,
    /// the image `Logo` and the color `AccentColor`.
    static let runtime = StoryboardRuntime(
        instancesRespond: { type, selector in type == EditorScreen.self && ["save:", "makeDetails:"].contains(selector) },
        anyClassResponds: { candidates, selector in selector == "copy:" && candidates.contains { $0 == Pasteboard.self } },
        setsKey: { type, key in type == EditorScreen.self && key == "titleField" },
        hasImage: { name, _ in name == "Logo" },
        hasColor: { name, _ in name == "AccentColor" }
    )

    static let items: [StoryboardBundleCheck.Item] = [
        .actions(["save:", "saveAll:"], to: .type(EditorScreen.self), at: .scene("EditorScreen", of: Files.main)),
        .firstResponderActions(["copy:", "toggleRuler:"], candidates: [Pasteboard.self], at: .scene("EditorScreen", of: Files.main)),
        .segueAction("makeDetails:", of: EditorScreen.self, segue: "details", at: .scene("EditorScreen", of: Files.main)),
        .segueAction("makeHistory:", of: EditorScreen.self, segue: "history", at: .scene("EditorScreen", of: Files.main)),
        .outlets(["titleField", "bodyView"], of: .type(EditorScreen.self), at: .scene("EditorScreen", of: Files.main)),
        .resources(images: ["Logo", "Banner"], colors: ["AccentColor", "Brand"], at: .storyboard(Files.main)),
    ]

    @Test("Where the runtime answers, each missing selector, key, image and color is one failure naming the storyboard, the scene and the name")
    func withRuntime() {
        let report = StoryboardBundleCheck(framework: .uiKit, bundle: nil, instantiatingScenes: true, runtime: Self.runtime)
            .report(checking: Self.items)
        #expect(report.checkedCount == 11)
        #expect(report.uncheckedCount == 1, "toggleRuler:, which no class it knows implements, may be another's")
        #expect(report.failures.map(\.identifier) == ["saveAll:", "history", "bodyView", "Banner", "Brand"])
        #expect(report.failures.map(\.description) == [
            "Main.storyboard, scene EditorScreen: EditorScreen does not implement saveAll:, which a control of the scene sends it: "
                + "the first tap raises \"unrecognized selector sent to instance\". Rename the action in Interface Builder to the "
                + "method's name, or declare `@IBAction func saveAll(_ sender: Any)` in EditorScreen.",
            "Main.storyboard, scene EditorScreen: EditorScreen does not implement makeHistory:, the segue action that makes the "
                + "destination of the segue history: performing it raises \"unrecognized selector sent to instance\". Declare "
                + "`@IBSegueAction func makeHistory(_ coder: NSCoder) -> UIViewController?` in EditorScreen, returning the destination "
                + "made with the coder, or remove the segue action in Interface Builder.",
            "Main.storyboard, scene EditorScreen: EditorScreen has no property bodyView that key-value coding can set: loading the "
                + "scene raises NSUnknownKeyException. Declare `@IBOutlet weak var bodyView` of the view's class in EditorScreen, or "
                + "delete the outlet in Interface Builder's Connections inspector.",
            "Main.storyboard: the bundle has no image named 'Banner', which the storyboard shows: the view shows nothing. Add the "
                + "image to the asset catalog of the target whose bundle holds the storyboard, or change the name in Interface Builder.",
            "Main.storyboard: the bundle has no color named 'Brand', which the storyboard uses: the view takes no color. Add the color "
                + "to the asset catalog of the target whose bundle holds the storyboard, or change the name in Interface Builder.",
        ])
        #expect(report.description.hasPrefix("Storyboard bundle check (UIKit): 11 checked, 5 failing, 1 not checked here\n"))
    }

    @Test("Where the runtime cannot answer (Linux), every such item is not checked: neither passed nor failed")
    func withoutRuntime() {
        let report = StoryboardBundleCheck(framework: .uiKit, bundle: nil, instantiatingScenes: true).report(checking: Self.items)
        #expect(report.isValid)
        #expect(report.checkedCount == 0)
        #expect(report.uncheckedCount == 12)
        #expect(report.description == "Storyboard bundle check (UIKit): 0 checked, 0 failing, 12 not checked here")
    }

    @Test("An object's class is looked up by the name its storyboard gives it")
    func objectClasses() {
        let report = StoryboardBundleCheck(framework: .uiKit, bundle: nil, instantiatingScenes: true).report(checking: [
            .objectClass("Missing.RoundButton", EditorScreen.self, id: "btn-1", element: "button", at: .scene("EditorScreen", of: Files.main)),
        ])
        #expect(report.failures.map(\.description) == [
            "Main.storyboard, the button 'btn-1' of EditorScreen: no class named Missing.RoundButton exists at run time, so it is "
                + "made as its framework class (\"Unknown class Missing.RoundButton in Interface Builder file\"). Set its Module in "
                + "Interface Builder to the module that declares the class, or check \"Inherit Module From Target\".",
        ])
    }

    /// A runtime that finds `SWRevealViewController` by its bare name, as a device finds an Objective-C class, and knows
    /// its `revealToggle:` and its key `rearViewWidth`.
    static let objectiveCRuntime = StoryboardRuntime(
        instancesRespond: { type, selector in type == RevealController.self && selector == "revealToggle:" },
        anyClassResponds: { _, _ in nil },
        setsKey: { type, key in type == RevealController.self && key == "rearViewWidth" },
        hasImage: { _, _ in nil },
        hasColor: { _, _ in nil },
        classNamed: { $0 == "SWRevealViewController" ? RevealController.self : nil }
    )

    @Test("A class a file names without a module is asked of by its name through the runtime: its missing action and key are each a failure")
    func classesByName() {
        let report = StoryboardBundleCheck(framework: .uiKit, bundle: nil, instantiatingScenes: true, runtime: Self.objectiveCRuntime)
            .report(checking: [
                .objectClass("SWRevealViewController", nil, id: "obj-1", element: "customObject", at: .scene("MenuScreen", of: Files.main)),
                .actions(["revealToggle:", "rightRevealToggle:"], to: .named("SWRevealViewController"), at: .scene("MenuScreen", of: Files.main)),
                .runtimeAttributes(["rearViewWidth": "number", "frontShadowRadius": "number"], of: .named("SWRevealViewController"),
                                   at: .scene("MenuScreen", of: Files.main)),
                .outlets(["rearViewWidth"], of: .named("SWRevealViewController"), at: .scene("MenuScreen", of: Files.main)),
                .actions(["revealToggle:", "reveal:"], to: .named("SWRevealViewController"), at: .nib(Nibs.menu)),
            ])
        #expect(report.checkedCount == 8)
        #expect(report.uncheckedCount == 0)
        #expect(report.failures.map(\.description) == [
            "Main.storyboard, scene MenuScreen: SWRevealViewController does not implement rightRevealToggle:, which a control of the "
                + "scene sends it: the first tap raises \"unrecognized selector sent to instance\". Rename the action in Interface Builder "
                + "to the method's name, or declare `@IBAction func rightRevealToggle(_ sender: Any)` in SWRevealViewController.",
            "Main.storyboard, scene MenuScreen: SWRevealViewController has no property frontShadowRadius that key-value coding can set, "
                + "which the runtime attribute frontShadowRadius sets: loading the scene raises NSUnknownKeyException. Declare "
                + "`@IBInspectable var frontShadowRadius: CGFloat = 0` in SWRevealViewController, or delete the attribute in Interface "
                + "Builder's Identity inspector.",
            "Menu.xib: SWRevealViewController does not implement reveal:, which a control of the XIB sends it: the first tap raises "
                + "\"unrecognized selector sent to instance\". Rename the action in Interface Builder to the method's name, or declare "
                + "`@IBAction func reveal(_ sender: Any)` in SWRevealViewController.",
        ])
    }

    @Test("A name no class has is reported once, by the object that names it, as UIKit logs it; its connections are not checked")
    func unknownClassByName() {
        let report = StoryboardBundleCheck(framework: .uiKit, bundle: nil, instantiatingScenes: true, runtime: Self.objectiveCRuntime)
            .report(checking: [
                .objectClass("MASShortcutView", nil, id: "view-1", element: "customView", at: .scene("MenuScreen", of: Files.main)),
                .actions(["clear:"], to: .named("MASShortcutView"), at: .scene("MenuScreen", of: Files.main)),
                .runtimeAttributes(["style": "number"], of: .named("MASShortcutView"), at: .scene("MenuScreen", of: Files.main)),
                .objectClass("SDAnimatedImageView", nil, id: "7", element: "imageView", at: .nib(Nibs.menu)),
                .outlets(["animatedImage"], of: .named("SDAnimatedImageView"), at: .nib(Nibs.menu)),
            ])
        #expect(report.checkedCount == 2)
        #expect(report.uncheckedCount == 3, "clear:, style and animatedImage: the class is reported, not each of its names")
        #expect(report.failures.map(\.description) == [
            "Main.storyboard, the customView 'view-1' of MenuScreen: no class named MASShortcutView exists at run time, so it is made "
                + "as its framework class (\"Unknown class MASShortcutView in Interface Builder file\"). The storyboard names the class "
                + "without a module, as an Objective-C class: add the file or framework that declares it to the app's target, or, for a "
                + "Swift class, set its Module in Interface Builder.",
            "Menu.xib, the imageView '7': no class named SDAnimatedImageView exists at run time, so it is made as its framework class "
                + "(\"Unknown class SDAnimatedImageView in Interface Builder file\"). The XIB names the class without a module, as an "
                + "Objective-C class: add the file or framework that declares it to the app's target, or, for a Swift class, set its "
                + "Module in Interface Builder.",
        ])
    }
}

// MARK: - Fixtures

private enum Files: String, StoryboardName {
    case main = "Main"
}

private enum Nibs: String, NibName {
    case menu = "Menu"
}

private final class RevealController {}

private final class EditorScreen {}

private final class Pasteboard {}
