import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// The forms real apps write that `migrate` reads as the compiler does: every `#if` branch, an identifier bound to any
/// name, unwind actions, arguments whole, overridden nib names, and the class a segue is performed on.
@Suite("The migration scan: the forms of real apps")
struct MigrationFormsTests {
    /// `kind literal line:column [condition]` of each use.
    private func found(_ text: String) -> [String] {
        MigrationScan(text).uses.map { use in
            "\(use.kind) \(use.literal ?? "<run time>") \(use.location.line):\(use.location.column)" + (use.condition.map { " [\($0)]" } ?? "")
        }
    }

    /// The uses of `text` held against the example app's storyboards and XIBs, as `status literal: replacement | note`.
    private func report(_ text: String) throws -> [String] {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        return MigrationReport(catalog: catalog, sources: [(path: "App.swift", text: text)]).uses.map { use in
            "\(use.status) \(use.literal ?? "-"): \(use.replacement ?? "-") | \(use.note ?? "-")"
        }
    }

    @Test("Every `#if` branch's uses are listed, each with the condition it is compiled under")
    func everyBranch() throws {
        let text = """
            class ContactListController: UIViewController {
                func open() {
                    #if targetEnvironment(macCatalyst)
                    performSegue(withIdentifier: "showMac", sender: nil)
                    #elseif os(tvOS)
                    performSegue(withIdentifier: "view", sender: nil)
                    #else
                    performSegue(withIdentifier: "add", sender: nil)
                    #endif
                }
            }
            """
        #expect(found(text) == [
            "performSegue showMac 4:38 [targetEnvironment(macCatalyst)]",
            "performSegue view 6:38 [!targetEnvironment(macCatalyst) && os(tvOS)]",
            "performSegue add 8:38 [!targetEnvironment(macCatalyst) && !os(tvOS)]",
        ])
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let report = MigrationReport(catalog: catalog, sources: [(path: "App.swift", text: text)])
        #expect(report.text.contains("""
            App.swift:6:38: resolved: performSegue "view": performSegue(.view, sender: nil)
                under #if !targetEnvironment(macCatalyst) && os(tvOS)
            """))
    }

    @Test("An identifier bound to any name, by `guard let`, `if let` or `let … ??`, is read, and the casts in each `case` are tied to its segue")
    func boundIdentifiers() {
        #expect(found("""
            class List: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let id = segue.identifier else { return }
                    switch id {
                    case "showDetail":
                        let detail = segue.destination as! DetailController
                    case "showMap": break
                    default: break
                    }
                    if let ident = segue.identifier, ident == "edit" {}
                    let name = segue.identifier ?? ""
                    if name == "share" {}
                    if name.elementsEqual("options"), let options = segue.destination as? OptionsController {}
                }
                func unrelated(_ id: String) -> Bool { id == "notASegue" }
            }
            """) == [
            "segueCase showDetail 5:14", "destinationCast showDetail 6:44", "segueCase showMap 7:14", "segueComparison edit 10:51",
            "segueComparison share 12:20", "segueComparison options 13:31", "destinationCast options 13:75",
        ])
    }

    @Test("An unwind action compares its segue's identifier; `shouldPerformSegue`'s parameter by any name")
    func unwindAndShouldPerform() {
        #expect(found("""
            class List: UIViewController {
                @IBAction func unwindToList(_ sender: UIStoryboardSegue) {
                    if sender.identifier == "saved" { reload() }
                }
                @IBAction func back(segue: NSStoryboardSegue) { guard let id = segue.identifier, id == "done" else { return } }
                override func shouldPerformSegue(withIdentifier which: String, sender: Any?) -> Bool { which != "locked" }
            }
            """) == ["segueComparison saved 3:33", "segueComparison done 5:92", "segueComparison locked 6:101"])
    }

    @Test("A replacement keeps an argument whole: an interpolation, a raw string, a comment and line breaks inside it")
    func wholeArguments() throws {
        let uses = try report(##"""
            class ContactListController: UIViewController {
                func help(_ host: String) {
                    performSegue(withIdentifier: "add", sender: "https://\(host)/help")
                    performSegue(withIdentifier: "view", sender: #"a "quoted" \#(host)"# /* why */ + host)
                    performSegue(withIdentifier: "add",
                                 sender: [host,
                                          host])
                }
            }
            """##)
        #expect(uses == [
            #"resolved add: performSegue(.add, sender: "https://\(host)/help") | -"#,
            ##"resolved view: performSegue(.view, sender: #"a "quoted" \#(host)"# /* why */ + host) | -"##,
            "resolved add: performSegue(.add, sender: [host,\n                              host]) | -",
        ])
    }

    @Test("An overridden `nibName` or `windowNibName` that returns a literal names a nib; one that computes it does not")
    func overriddenNibNames() throws {
        #expect(found("""
            class Editor: UIViewController {
                override var nibName: String? { "NoteEditor" }
            }
            class Window: NSWindowController {
                override var windowNibName: NSNib.Name? { return NSNib.Name("WindowMove") }
            }
            class Other: NSWindowController {
                override var windowNibName: NSNib.Name? {
                    "Old"
                }
                override var nibName: String? { "Prefix" + suffix }
                var title: String { "NotANib" }
            }
            class Choosing: NSViewController {
                override var nibName: NSNib.Name? {
                    if wood { return "Wood" } else { return "Plain" }
                }
            }
            """) == ["nibName NoteEditor 2:37", "nibName WindowMove 5:65", "nibName Old 9:9", "nibName Wood 16:26", "nibName Plain 16:49"])
        #expect(try report(#"class Editor: UIViewController { override var nibName: String? { "NoteEditor" } }"#) == [
            "resolved NoteEditor: Nibs.noteEditor.name | -",
        ])
    }

    @Test("A scene instantiated over several lines with an identifier type and a cast after the call")
    func multiLineScene() {
        let uses = MigrationScan("""
            func show() {
                let controller = NSStoryboard(name: "Main", bundle: nil).instantiateController(
                    withIdentifier: NSStoryboard.SceneIdentifier("Preferences")
                ) as? NSWindowController
            }
            """).uses
        #expect(uses.map { "\($0.kind) \($0.literal ?? "-") \($0.storyboard ?? "-") \($0.castClass ?? "-")" } == [
            "storyboardName Main - -", "instantiateScene Preferences Main NSWindowController",
        ])
    }

    @Test("`self.storyboard` in a type that has no scene is listed, unknown when more than one storyboard has the ID")
    func ownStoryboard() throws {
        let uses = try report("""
            final class Router {
                let storyboard: UIStoryboard
                func open() { _ = self.storyboard.instantiateViewController(withIdentifier: "ContactListController") }
            }
            """)
        #expect(uses == ["resolved ContactListController: try Storyboards.MainScene.contactListController.instantiate() | -"])
        // The same IDs in two storyboards: a type with no scene cannot tell which `storyboard` is; a base class whose
        // subclass has a scene in one of them can.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("own-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try String(contentsOf: Fixture.url("App/Settings.storyboard"), encoding: .utf8)
        try settings.replacingOccurrences(of: "customClass=\"SettingsController\"", with: "customClass=\"AccountController\"")
            .write(to: folder.appendingPathComponent("Account.storyboard"), atomically: true, encoding: .utf8)
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App"), folder])
        let report = MigrationReport(catalog: catalog, sources: [(path: "App.swift", text: """
            final class Router { func open() { _ = storyboard?.instantiateViewController(withIdentifier: "ProfileController") } }
            class SettingsBase: UIViewController { func open() { _ = storyboard?.instantiateViewController(withIdentifier: "ProfileController") } }
            final class SettingsController: SettingsBase {}
            """)])
        #expect(report.uses.map { "\($0.status) \($0.replacement ?? "-") | \($0.note ?? "-")" } == [
            "unknown - | Account.storyboard, Settings.storyboard each have a scene with this ID, "
                + "and no scene of Router tells which storyboard `storyboard` is",
            "resolved try Storyboards.SettingsScene.profileController.instantiate() | -",
        ])
    }

    @Test("A segue performed on a class whose scenes, and its subclasses', lack it is missing; a base class's is resolved")
    func performedOnTheRightClass() throws {
        let uses = try report("""
            class BaseList: UIViewController { func add() { performSegue(withIdentifier: "add", sender: nil) } }
            class ContactListController: BaseList {}
            class ProfileController: UIViewController { func add() { performSegue(withIdentifier: "add", sender: nil) } }
            final class Coordinator {
                let inbox: ContactListController
                let profile = ProfileController()
                func go() {
                    inbox.performSegue(withIdentifier: "view", sender: nil)
                    profile.performSegue(withIdentifier: "view", sender: nil)
                }
            }
            protocol Presenting {}
            extension Presenting { func show(_ vc: Presenting) { (vc as? UIViewController)?.performSegue(withIdentifier: "add", sender: nil) } }
            """)
        #expect(uses == [
            "resolved add: - | a segue of the scenes of ContactListController, subclasses of BaseList: their generated `performSegue(_:sender:)` names it",
            "missing add: - | no scene of ProfileController or of its subclasses has this segue; a segue of ContactListController's scenes: "
                + "performing it on a ProfileController raises at run time",
            "resolved view: performSegue(.view, sender: nil) | performed on `inbox`, a ContactListController",
            "missing view: - | performed on `profile`, a ProfileController; no scene of ProfileController or of its subclasses has this segue; "
                + "a segue of ContactListController's scenes: performing it on a ProfileController raises at run time",
            "resolved add: - | a segue of ContactListController's scenes; performed on an object whose class the Swift read does not say",
        ])
    }

    @Test("A cast of a destination's property is no cast of the destination; one through a container's children is")
    func castsOfTheDestination() {
        #expect(found("""
            class List: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let destination = segue.destination
                    _ = destination.core?.bridge as? Bridge
                    _ = segue.destination.children[0] as? Detail
                }
            }
            """) == ["destinationCast <run time> 5:43"])
    }

    @Test("A scene of a storyboard of the other framework than the code's has no replacement the code could not compile; its name has one")
    func otherFramework() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("Mac")])
        let uses = MigrationReport(catalog: catalog, sources: [(path: "Phone.swift", text: """
            import UIKit
            func open() {
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "InfoController")
                #if os(macOS)
                _ = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "InfoController")
                #endif
            }
            """)]).uses
        #expect(uses.map { "\($0.kind) \($0.status) \($0.replacement ?? "-")" } == [
            // `Storyboards.main` is declared for both frameworks; `MainScene` only in AppKit's part.
            "storyboardName resolved UIStoryboard(Storyboards.main)", "instantiateScene resolved -",
            "storyboardName resolved NSStoryboard(Storyboards.main)", "instantiateScene resolved try Storyboards.MainScene.infoController.instantiate()",
        ])
        #expect(uses[1].note == "the generated code names Main.storyboard, which is AppKit's, and this code is UIKit's: "
                + "generate the other platform's storyboards on their own")
    }
}
