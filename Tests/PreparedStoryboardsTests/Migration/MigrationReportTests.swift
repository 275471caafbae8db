import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// `migrate`'s report: the string uses of a legacy file of the fixture app, each kind with its status and
/// replacement; and the real apps' Swift files against the uses a reader found by hand (`RealSources/MigrationUses.tsv`).
@Suite("The migration report of string uses")
struct MigrationReportTests {
    /// The report of `Fixtures/Migration` against the fixture app's storyboards and XIBs.
    static func legacyReport(placeholderArguments: Bool = false) throws -> MigrationReport {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let sources = SwiftSources.read([try Fixture.url("Migration")], onlySwift: true)
            .map { (path: "ContactsBeforePrepared.swift", text: $0.text) }
        return MigrationReport(catalog: catalog, sources: sources, placeholderArguments: placeholderArguments)
    }

    @Test("Each kind of string use is listed where its string is, resolved, missing or unknown, with the typed code that replaces it")
    func legacyFile() throws {
        let text = try Self.legacyReport().text
        #expect(text == """
            ContactsBeforePrepared.swift:7:38: resolved: performSegue "add": performSegue(.add, sender: sender)
            ContactsBeforePrepared.swift:11:43: resolved: performSegue "view": performSegue(.view, sender: indexPath)
            ContactsBeforePrepared.swift:15:38: missing: performSegue "archive"
                no segue has this identifier in the storyboards read
            ContactsBeforePrepared.swift:19:26: resolved: segueComparison "edit": Segues(rawValue: identifier) == .edit
            ContactsBeforePrepared.swift:21:14: resolved: segueCase "view": case .view:  // in `switch Segues(rawValue: identifier)`
            ContactsBeforePrepared.swift:27:32: resolved: segueComparison "add": case .add(let destination) = TypedSegue(segue)
            ContactsBeforePrepared.swift:28:48: resolved: destinationCast "add"
                cast to UINavigationController: the storyboard has UINavigationController
                `case .add(let destination)` of `TypedSegue(segue)` has it as EditContactController
            ContactsBeforePrepared.swift:29:55: resolved: destinationCast "add"
                cast to EditContactController: the storyboard has EditContactController
                `case .add(let destination)` of `TypedSegue(segue)` has it as EditContactController
            ContactsBeforePrepared.swift:33:14: resolved: segueCase "view": case .view(let destination):  // in `switch TypedSegue(segue)`
            ContactsBeforePrepared.swift:33:22: resolved: segueCase "edit": case .edit(let destination):  // in `switch TypedSegue(segue)`
            ContactsBeforePrepared.swift:34:45: resolved: destinationCast "view"
                cast to ContactDetailsController: the storyboard has ContactDetailsController
                `case .view(let destination)` of `TypedSegue(segue)` has it as ContactDetailsController
            ContactsBeforePrepared.swift:36:14: unknown: segueCase
                the string is built at run time
            ContactsBeforePrepared.swift:46:35: resolved: segueComparison "video": segue.identifier != Segues.video.rawValue
            ContactsBeforePrepared.swift:47:32: resolved: segueComparison "related": case .related(let destination) = TypedSegue(segue)
            ContactsBeforePrepared.swift:47:75: resolved: destinationCast "related"
                cast to ProfileController: the storyboard has ContactDetailsController, which is not a ProfileController: the cast fails
                `case .related(let destination)` of `TypedSegue(segue)` has it as ContactDetailsController
            ContactsBeforePrepared.swift:62:45: resolved: storyboardName "Settings": UIStoryboard(Storyboards.settings)
            ContactsBeforePrepared.swift:63:76: resolved: instantiateScene "ProfileController": try Storyboards.SettingsScene.profileController.instantiate()
                cast to ProfileController: the storyboard has ProfileController
            ContactsBeforePrepared.swift:68:39: resolved: storyboardName "Main": UIStoryboard(Storyboards.main)
            ContactsBeforePrepared.swift:68:62: resolved: instantiateInitialScene "Main": try Storyboards.MainScene.initial.instantiate()
                cast to UITabBarController: the storyboard has UITabBarController
            ContactsBeforePrepared.swift:70:74: resolved: instantiateScene "ContactListController": try Storyboards.MainScene.contactListController.instantiate()
                cast to ContactListController: the storyboard has ContactListController
            ContactsBeforePrepared.swift:72:38: missing: storyboardName "Contacts"
                no storyboard has this name among the files read
            ContactsBeforePrepared.swift:77:67: unknown: instantiateScene
                the string is built at run time
            ContactsBeforePrepared.swift:78:67: missing: instantiateScene "ArchiveController"
                no scene has this storyboard ID in the storyboards read
            ContactsBeforePrepared.swift:82:34: resolved: nibName "NoteCell": UINib(nibName: Nibs.noteCell.name, bundle: Nibs.noteCell.bundle)
            ContactsBeforePrepared.swift:84:38: resolved: nibName "NoteEditor": loadNibNamed(Nibs.noteEditor.name, owner: self, options: nil)
            ContactsBeforePrepared.swift:85:52: resolved: nibName "NoteEditor": NoteEditorController(nibName: Nibs.noteEditor.name, bundle: Nibs.noteEditor.bundle)
            ContactsBeforePrepared.swift:87:28: unknown: nibName "Badge"
                the nib is in another bundle
            ContactsBeforePrepared.swift:88:28: missing: nibName "OldNoteCell"
                no XIB has this name among the files read
            ContactsBeforePrepared.swift:94:46: resolved: performSegue "contact": performSegue(.contact, sender: nil)
                performed on `profile`, a ProfileController
            ContactsBeforePrepared.swift:99:32: resolved: segueComparison "qr": case .qr(let destination) = ContactDetailsController.TypedSegue(segue)
                a segue of ContactDetailsController's scenes, not of ContactNotesController's
            ContactsBeforePrepared.swift:108:37: unknown: destinationCast
                cast to ContactMapController: the storyboard has ContactMapController
                no identifier comparison or `case` around the cast says which segue it is for; a segue of ContactDetailsController leads to ContactMapController
            ContactsBeforePrepared.swift:114:37: resolved: nibName "NoteEditor": Nibs.noteEditor.name
            ContactsBeforePrepared.swift:121:42: resolved: storyboardName "Settings": UIStoryboard(Storyboards.settings)
            ContactsBeforePrepared.swift:121:109: resolved: instantiateScene "ProfileController": try Storyboards.SettingsScene.profileController.instantiate()
                cast to ProfileController: the storyboard has ProfileController
            ContactsBeforePrepared.swift:128:78: resolved: instantiateScene "ContactListController": try Storyboards.MainScene.contactListController.instantiate()
                cast to ContactListController: the storyboard has ContactListController
            35 string uses in 1 Swift file: 27 resolved, 4 missing, 4 unknown; 1 cast to a class the storyboard does not have

            """)
    }

    @Test("The lines Docs/Migration.md quotes are the report's")
    func documentedLines() throws {
        let page = try String(contentsOf: Golden.repository.appendingPathComponent("Docs/Migration.md"), encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        let report = try Self.legacyReport().text
        let lines = Set(report.split(separator: "\n"))
        let quoted = block.split(separator: "\n")
        #expect(quoted.count == 8)
        #expect(quoted.filter { !lines.contains($0) } == [])
        // Each indented line is under the use it belongs to.
        for index in quoted.indices.dropFirst() where quoted[index].hasPrefix("    ") {
            #expect(report.contains(quoted[index - 1] + "\n" + quoted[index]), "\(quoted[index])")
        }
    }

    @Test("A storyboard reference's own ID is held against the scene it leads to: its class for a cast, or no verdict when it is not read")
    func referenceIdentifier() throws {
        let main = try Fixture.storyboard("""
            <scene sceneID="ref-sc"><objects><viewControllerPlaceholder storyboardIdentifier="Detail" storyboardName="Other" referencedIdentifier="DetailController" id="REF-00-000" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="gone-sc"><objects><viewControllerPlaceholder storyboardIdentifier="Gone" storyboardName="Elsewhere" id="REF-00-001" sceneMemberID="viewController"/></objects></scene>
            """, name: "Main")
        let other = try Fixture.storyboard(Fixture.scene("DET-00-000", class: "DetailController", attributes: #"storyboardIdentifier="DetailController""#),
                                           name: "Other")
        let report = MigrationReport(catalog: InterfaceCatalog(documents: [main, other]), sources: [(path: "Show.swift", text: """
            final class Launcher: UIViewController {
                func show() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    _ = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailController
                    _ = storyboard.instantiateViewController(withIdentifier: "Gone") as! GoneController
                }
            }
            """)])
        let scenes = report.uses.filter { $0.kind == .instantiateScene }
        #expect(scenes.map(\.status) == [.resolved, .resolved])
        #expect(scenes.first?.cast == StringUse.Cast(written: "DetailController", storyboard: "DetailController", matches: true))
        #expect(scenes.last?.cast == StringUse.Cast(written: "GoneController", storyboard: nil, matches: nil))
        #expect(scenes.last?.note == "a storyboard reference has this ID, and the scene it leads to is not among the files read")
        #expect(!report.text.contains("the cast fails"))
    }

    @Test("A scene of a storyboard loaded from another bundle has no replacement, which would load it from the generated code's bundle")
    func sceneFromOtherBundle() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let report = MigrationReport(catalog: catalog, sources: [(path: "Kit.swift", text: """
            final class Launcher: UIViewController {
                func show() throws {
                    let storyboard = UIStoryboard(name: "Settings", bundle: Bundle(for: Launcher.self))
                    _ = storyboard.instantiateViewController(withIdentifier: "ProfileController") as! ProfileController
                    _ = UIStoryboard(name: "Main", bundle: Bundle(for: Launcher.self)).instantiateInitialViewController() as! UITabBarController
                    _ = UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController() as! UITabBarController
                }
            }
            """)])
        let scenes = report.uses.filter { [.instantiateScene, .instantiateInitialScene].contains($0.kind) }
        #expect(scenes.map(\.status) == [.resolved, .resolved, .resolved])
        #expect(scenes.map { $0.replacement == nil } == [true, true, false])
        #expect(scenes.first?.note == MigrationNames.fromOtherBundle)
        let storyboards = report.uses.filter { $0.kind == .storyboardName }
        #expect(storyboards.first?.replacement == "UIStoryboard(Storyboards.settings, bundle: Bundle(for: Launcher.self))")
    }

    @Test("A segue of another class is named with its class; a class the Swift declares is a subclass of its superclass for a cast")
    func otherClassAndSubclass() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let report = MigrationReport(catalog: catalog, sources: [(path: "Forwarding.swift", text: """
            class DetailsParent: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "qr" { return }
                    coordinator.performSegue(withIdentifier: "contact", sender: nil)
                }
            }
            class RoundedNavigation: UINavigationController {}
            class EditContactController: UIViewController {}
            func open(_ storyboard: UIStoryboard) {
                _ = storyboard.instantiateViewController(withIdentifier: "EditContactController") as! UIViewController
                _ = storyboard.instantiateInitialViewController()
            }
            """)], name: "AppStoryboards")
        #expect(report.uses.map { "\($0.status): \($0.replacement ?? "-") \($0.note ?? "-") \($0.cast?.matches.map(String.init) ?? "-")" } == [
            "resolved: case .qr(let destination) = ContactDetailsController.TypedSegue(segue) "
                + "a segue of ContactDetailsController's scenes, not of DetailsParent's -",
            // Performed on an object whose class the Swift read does not say: the name is checked, and no replacement
            // is printed, as the class's `performSegue(_:sender:)` may not be the one whose segues have it.
            "resolved: - a segue of ProfileController's scenes; performed on `coordinator`, whose class the Swift read does not say -",
            "resolved: try AppStoryboards.MainScene.editContactController.instantiate() - true",
        ])
        // A storyboard no literal names has no initial scene to look up: not a string use.
        let hierarchy = ClassHierarchy(declared: ["RoundedNavigation": "UINavigationController", "Lost": "Unknown"])
        #expect(hierarchy.cast("RoundedNavigation", to: "UIViewController").matches == true)
        #expect(hierarchy.cast("RoundedNavigation", to: "UITableViewController").matches == false)
        #expect(hierarchy.cast("Lost", to: "UIViewController").matches == nil)
        #expect(hierarchy.cast("App.RoundedNavigation", to: "RoundedNavigation").matches == true)
    }

    @Test("`self?.` is self; a cast to a protocol is not judged; an unwind identifier is live; a comparison outside an `if` ties nothing")
    func reviewedCases() throws {
        let app = InterfaceCatalog(reading: [try Fixture.url("App")])
        let unwind = try Fixture.storyboard("""
            <scene sceneID="d-sc"><objects>
              <viewController id="d" customClass="DoneController" sceneMemberID="viewController">
                <connections><segue destination="x" kind="unwind" unwindAction="done:" identifier="backHome" id="u1"/></connections>
              </viewController>
              <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, name: "Done")
        let catalog = InterfaceCatalog(documents: app.documents + [unwind], nibs: app.nibs)
        let report = MigrationReport(catalog: catalog, sources: [(path: "Reviewed.swift", text: """
            protocol Themeable {}
            class ContactListController: UITableViewController {
                func later() { DispatchQueue.main.async { [weak self] in self?.performSegue(withIdentifier: "add", sender: nil) } }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    return identifier == "edit"
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let themed = segue.destination as? Themeable { _ = themed }
                }
            }
            class DoneController: UIViewController {
                func finish() { performSegue(withIdentifier: "backHome", sender: nil) }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "backHome", let home = segue.destination as? ContactListController { _ = home }
                }
            }
            func open() {
                _ = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "ContactListController")
                _ = UIStoryboard(name: "Elsewhere", bundle: Bundle(for: DoneController.self)).instantiateInitialViewController()
            }
            """)])
        #expect(report.uses.map { "\($0.kind) \($0.literal ?? "-") \($0.status) \($0.replacement ?? "-") \($0.cast?.matches.map(String.init) ?? "-")" } == [
            "performSegue add resolved performSegue(.add, sender: nil) -",
            "segueComparison edit resolved Segues(rawValue: identifier) == .edit -",
            // The cast in `prepare` is tied to no segue: `return identifier == "edit"` opened no block.
            "destinationCast - unknown - -",
            // An unwind segue with an identifier: code performs it, and the generated code names it.
            "performSegue backHome resolved performSegue(.backHome, sender: nil) -",
            "segueComparison backHome resolved case .backHome(let destination) = TypedSegue(segue) -",
            "destinationCast backHome unknown - -",
            "storyboardName Settings resolved UIStoryboard(Storyboards.settings) -",
            "instantiateScene ContactListController missing try Storyboards.MainScene.contactListController.instantiate() -",
            "storyboardName Elsewhere unknown - -",
            "instantiateInitialScene Elsewhere unknown - -",
        ])
        #expect(report.uses[0].note == nil, "self?. in a [weak self] closure is the class's own segue")
        #expect(report.uses[5].note == "the segue leads to no scene of the storyboards read")
        #expect(report.uses[7].note == "Settings.storyboard has no scene with this ID; Main.storyboard has one")
        #expect(ClassHierarchy(declared: [:]).cast("UINavigationController", to: "Themeable").matches == nil)
        #expect(MigrationScan("class List<T: Hashable>: UITableViewController {}").superclasses == ["List": "UITableViewController"])
    }

    @Test("Without storyboards or XIBs every name is unknown, never missing; a comparison of another identifier is no use")
    func nothingRead() {
        let report = MigrationReport(catalog: InterfaceCatalog(documents: []), sources: [(path: "A.swift", text: """
            class A: UIViewController {
                func go() { performSegue(withIdentifier: "next", sender: nil) }
                func cell(_ column: NSTableColumn) -> Bool { column.identifier == "name" }
                func nib() { _ = UINib(nibName: "Cell", bundle: nil); _ = UINib(nibName: nil, bundle: nil) }
                func constant() { performSegue(withIdentifier: Segue.next, sender: nil) }
            }
            """)])
        #expect(report.uses.map { "\($0.kind) \($0.status) \($0.note ?? "")" } == [
            "performSegue unknown no storyboard was read", "nibName unknown no XIB was read",
        ])
    }

    // MARK: Real apps

    /// Each real app's target: the folders `migrate` is given, as one target's storyboards, XIBs and Swift files.
    static let realTargets: [String: [String]] = [
        "DuckDuckGo-iOS": ["RealApps/DuckDuckGo-iOS/DuckDuckGo", "RealXibs/DuckDuckGo-iOS", "RealSources/DuckDuckGo-iOS"],
        "Hero": ["RealApps/Hero/LegacyExamples", "RealSources/Hero"],
        "Kingfisher": ["RealApps/Kingfisher/Demo/Demo/Kingfisher-Demo", "RealSources/Kingfisher"],
        "MonitorControl": ["RealApps/MonitorControl", "RealSources/MonitorControl"],
        "NetNewsWire/iOS": ["RealXibs/NetNewsWire/iOS", "RealSources/NetNewsWire/iOS"],
        "NetNewsWire/Mac": ["RealXibs/NetNewsWire/Mac", "RealSources/NetNewsWire/Mac"],
        "Rectangle": ["RealApps/Rectangle/Rectangle", "RealXibs/Rectangle", "RealSources/Rectangle"],
        "RxSwift": ["RealApps/RxSwift", "RealXibs/RxSwift", "RealSources/RxSwift"],
        "Xit": ["RealXibs/Xit", "RealSources/Xit"],
    ]

    /// The report of each real target, its files named by their paths under `RealSources`.
    static func realReports() throws -> [String: MigrationReport] {
        let root = try Fixture.url("RealSources").standardizedFileURL.path + "/"
        var reports: [String: MigrationReport] = [:]
        for (target, folders) in realTargets {
            let urls = try folders.map(Fixture.url)
            let sources = SwiftSources.read(urls.filter { $0.path.contains("/RealSources/") }, onlySwift: true)
                .map { (path: String($0.path.dropFirst(root.count)), text: $0.text) }
            reports[target] = MigrationReport(catalog: InterfaceCatalog(reading: urls), sources: sources)
        }
        return reports
    }

    @Test("On the real apps' Swift files every use a reader found is listed, and no live name is missing")
    func realApps() throws {
        let rows = try String(contentsOf: Fixture.url("RealSources/MigrationUses.tsv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let uses = try Self.realReports().values.flatMap(\.uses)
        let listed = Dictionary(uses.map { ("\($0.file)\t\($0.location.line)\t\($0.kind)\t\($0.literal ?? "")", $0) }, uniquingKeysWith: { first, _ in first })
        let missed = rows.filter { listed[$0.prefix(4).joined(separator: "\t")] == nil }
        #expect(rows.count == 75)
        #expect(missed.isEmpty, "\(missed)")
        // Every name there is live: none is missing, and with its files read none is unknown.
        let staleOrUnknown = rows.compactMap { listed[$0.prefix(4).joined(separator: "\t")] }.filter { $0.status != .resolved }
        #expect(staleOrUnknown.isEmpty, "\(staleOrUnknown.map { "\($0.file):\($0.location) \($0.status)" })")
        // What the reader did not list: the casts (not in the file's kinds), and the uses it left out on purpose.
        let rowKeys = Set(rows.map { $0.prefix(4).joined(separator: "\t") })
        let extra = listed.filter { !rowKeys.contains($0.key) && $0.value.kind != .destinationCast }.keys.sorted()
        #expect(extra == [])
        #expect(uses.count { $0.kind == .destinationCast } == 3)
    }

    @Test("A name renamed in a real file is missing, with the rest of the file unchanged")
    func renamedInRealFile() throws {
        let catalog = InterfaceCatalog(reading: try ["RealApps/DuckDuckGo-iOS/DuckDuckGo", "RealXibs/DuckDuckGo-iOS"].map(Fixture.url))
        let path = "RealSources/DuckDuckGo-iOS/DuckDuckGo/BookmarksViewController.swift"
        let text = try String(contentsOf: Fixture.url(path), encoding: .utf8)
        let before = MigrationReport(catalog: catalog, sources: [(path, text)])
        let renamed = MigrationReport(catalog: catalog, sources: [(path, text.replacingOccurrences(of: "\"AddOrEditBookmarkFolder\"",
                                                                                                   with: "\"AddOrEditFolder\""))])
        #expect(before.count(.missing) == 0)
        #expect(renamed.count(.missing) == 4)
        #expect(renamed.uses.filter { $0.status == .missing }.allSatisfy { $0.literal == "AddOrEditFolder" && $0.kind == .performSegue })
        #expect(renamed.count(.resolved) == before.count(.resolved) - 4)
    }
}
