import AdapterTestSupport
import AVKit
import Foundation
import PreparedStoryboards
@_spi(Generated) import Prepared
@_spi(Generated) import PreparedUIKit
import Testing
import UIKit

@Suite("Generated Swift for the UIKit fixture app, acted out by the stubs")
@MainActor
struct GeneratedUIKitTests {
    @Test("Every scene with a class and a storyboard ID instantiates as its class, and each initial scene as its container")
    func scenes() throws {
        try withFixtureApp { _ in
            #expect(try Storyboards.MainScene.contactListController.instantiate().storyboard != nil)
            #expect(try Storyboards.MainScene.contactDetailsController.instantiate().mode == "none")
            #expect(try Storyboards.MainScene.editContactController.instantiate().isNew == false)
            #expect(try Storyboards.SettingsScene.settingsController.instantiate().prepCtxAccount == nil)
            #expect(try Storyboards.SettingsScene.profileController.instantiate().prepCtxContact == Contact(name: "Me"))
            let tabs = try Storyboards.MainScene.initial.instantiate()
            let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
            #expect(navigation.topViewController is ContactListController)
            let split = try Storyboards.SettingsScene.initial.instantiate()
            #expect(split.viewControllers.map { String(describing: type(of: $0)) } == ["SettingsController", "ProfileController"])
        }
    }

    @Test("A creator makes the scene's controller: initializer injection")
    func creator() throws {
        try withFixtureApp { _ in
            let details = try Storyboards.MainScene.contactDetailsController.instantiate { coder in
                let controller = ContactDetailsController(coder: coder)
                controller?.store = "contacts.sqlite"
                return controller
            }
            #expect(details.store == "contacts.sqlite")
            let profile = try Storyboards.SettingsScene.profileController.instantiate { ProfileController(coder: $0) }
            #expect(profile.prepCtxContact == Contact(name: "Me"))
            var made = 0
            let tabs = try Storyboards.MainScene.initial.instantiate { coder in
                made += 1
                return UITabBarController(coder: coder)
            }
            #expect(made == 1, "the creator made the initial scene")
            #expect((tabs.viewControllers?.first as? UINavigationController)?.topViewController is ContactListController)
        }
    }

    @Test("The storyboard file enum and the storyboard IDs carry the files' strings")
    func names() {
        #expect(Storyboards.allCases.map(\.name) == ["Main", "Settings"])
        #expect(Storyboards.MainScene.contactDetailsController.identifier == "ContactDetailsController")
        #expect(Storyboards.MainScene.contactDetailsController.storyboard.name == "Main")
        #expect(Storyboards.MainScene.initial.identifier == nil)
        #expect("\(Storyboards.SettingsScene.profileController)" == "'ProfileController' of Settings.storyboard")
        #expect("\(Storyboards.SettingsScene.initial)" == "the initial scene of Settings.storyboard")
        #expect(ContactListController.Segues.allCases.map(\.rawValue) == ["add", "edit", "view"])
        #expect(ContactDetailsController.Segues.allCases.map(\.rawValue) == ["qr", "related", "video"])
        #expect(ProfileController.Segues.allCases.map(\.rawValue) == ["contact"])
        #expect(Storyboards.appClasses.scenes.map { String(describing: $0) } == [
            "ContactDetailsController", "ContactListController", "ContactMapController", "EditContactController",
            "ProfileController", "QRCodeHostingController", "SettingsController",
        ])
    }

    @Test("A typed segue passes the context, then its one-shot preparation runs on the destination's class")
    func typedSegues() throws {
        try withFixtureApp { failures in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            list.prepCtxContact = Contact(name: "Ada")
            list.performEditSegue { details in
                details.mode = "edit (saw \(details.prepCtxContact?.name ?? "nobody"))"
            }
            let edited = try #require(list.presentedViewController as? ContactDetailsController)
            #expect(edited.prepCtxContact == Contact(name: "Ada"))
            #expect(edited.mode == "edit (saw Ada)")

            var reached: EditContactController?
            list.performAddSegue { editor in reached = editor }
            let navigation = try #require(list.presentedViewController as? UINavigationController)
            let editor = try #require(navigation.topViewController as? EditContactController)
            #expect(reached === editor, "the preparation reached the root through the navigation controller")
            #expect(editor.prepCtxContact == Contact(name: "Ada"))

            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            details.prepCtxContact = Contact(name: "Grace")
            details.performQRSegue { qrCode in qrCode.model.size = 320 }
            let qrCode = try #require(details.presentedViewController as? QRCodeHostingController)
            #expect(qrCode.model.prepCtxContact == Contact(name: "Grace"))
            #expect(qrCode.stubRenderings.first?.texts == ["Grace, 320 points"], "the SwiftUI view's first body read the prepared model")
            details.performRelatedSegue { related in related.mode = "related" }
            #expect((details.presentedViewController as? ContactDetailsController)?.mode == "related")
            #expect(failures().isEmpty)
        }
    }

    @Test("A segue into another storyboard's scene is typed to that scene's class")
    func segueThroughReference() throws {
        try withFixtureApp { failures in
            let profile = try Storyboards.SettingsScene.profileController.instantiate()
            var prepared: Contact?
            profile.performContactSegue { details in prepared = details.prepCtxContact }
            #expect(prepared == Contact(name: "Me"), "the closure ran after the context was passed")
            #expect(failures().isEmpty)
        }
    }

    @Test("prepare(for:sender:) switches over the typed segue: each case carries its destination, through a navigation controller too")
    func typedPrepare() throws {
        try withFixtureApp { failures in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            list.prepCtxContact = Contact(name: "Ada")
            list.performSegue(ContactListController.Segues.edit, sender: nil)
            let edited = try #require(list.presentedViewController as? ContactDetailsController)
            #expect(edited.isEditable, "the edit case carried the ContactDetailsController")
            #expect(edited.prepCtxContact == Contact(name: "Ada"), "super.prepare passed the context")
            list.performSegue(ContactListController.Segues.view, sender: nil)
            let viewed = try #require(list.presentedViewController as? ContactDetailsController)
            #expect(viewed !== edited)
            #expect(!viewed.isEditable)
            list.performSegue(.add)
            let navigation = try #require(list.presentedViewController as? UINavigationController)
            let editor = try #require(navigation.topViewController as? EditContactController)
            #expect(editor.isNew, "the add case carried the navigation controller's root")
            #expect(list.unmatchedSegues.isEmpty)
            #expect(failures().isEmpty)
        }
    }

    @Test("The typed segue holds the controller a container shows: a navigation controller's root, a one-tab tab bar's tab")
    func typedSegueValues() throws {
        try withFixtureApp { _ in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            let editor = try Storyboards.MainScene.editContactController.instantiate()
            let add = ContactListController.Segues.add.rawValue
            let navigated = ContactListController.TypedSegue(UIStoryboardSegue(
                identifier: add, source: list, destination: UINavigationController(rootViewController: editor)))
            guard case .add(let root) = navigated else {
                Issue.record("expected .add, got \(navigated)")
                return
            }
            #expect(root === editor)
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: editor)]
            let tabbed = ContactListController.TypedSegue(UIStoryboardSegue(identifier: add, source: list, destination: tabs))
            guard case .add(let tab) = tabbed else {
                Issue.record("expected .add, got \(tabbed)")
                return
            }
            #expect(tab === editor)
            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            let player = AVPlayerViewController()
            let video = ContactDetailsController.TypedSegue(UIStoryboardSegue(
                identifier: ContactDetailsController.Segues.video.rawValue, source: details, destination: player))
            guard case .video(let shown) = video else {
                Issue.record("expected .video, got \(video)")
                return
            }
            #expect(shown === player, "a scene without a custom class is typed to its framework's class, AVKit's here")
            // UIKit resolves a storyboard reference before the segue: its destination is the referenced scene.
            let profile = try Storyboards.SettingsScene.profileController.instantiate()
            let referenced = ProfileController.TypedSegue(UIStoryboardSegue(
                identifier: ProfileController.Segues.contact.rawValue, source: profile, destination: details))
            guard case .contact(let contact) = referenced else {
                Issue.record("expected .contact, got \(referenced)")
                return
            }
            #expect(contact === details, "a segue into another storyboard is typed to the class of the scene it reaches")
        }
    }

    @Test("A segue without identifier is told apart by the class it reaches")
    func typedSegueWithoutIdentifier() throws {
        try withFixtureApp { _ in
            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            let map = ContactMapController()
            let embedded = ContactDetailsController.TypedSegue(UIStoryboardSegue(identifier: nil, source: details, destination: map))
            guard case .contactMapController(let embeddedMap) = embedded else {
                Issue.record("expected .contactMapController, got \(embedded)")
                return
            }
            #expect(embeddedMap === map)
            let editor = try Storyboards.MainScene.editContactController.instantiate()
            let presented = ContactDetailsController.TypedSegue(UIStoryboardSegue(
                identifier: nil, source: details, destination: UINavigationController(rootViewController: editor)))
            guard case .editContactController(let presentedEditor) = presented else {
                Issue.record("expected .editContactController, got \(presented)")
                return
            }
            #expect(presentedEditor === editor)
            let other = ContactDetailsController.TypedSegue(UIStoryboardSegue(identifier: nil, source: details, destination: UIViewController()))
            guard case .unmatched(let unmatched) = other else {
                Issue.record("expected .unmatched, got \(other)")
                return
            }
            #expect(unmatched.reason == .unknownSegue)
            #expect(unmatched.description == "ContactDetailsController has no typed case for a segue without identifier to "
                    + "UIViewController: a segue without identifier has one only when it leads to a scene of a custom class, and an "
                    + "unwind segue has one only with an identifier. Give the segue an identifier in the storyboard (or its scene a "
                    + "custom class); if the storyboard changed, generate the Swift again.")
        }
    }

    @Test("The details screen's prepare(for:sender:) takes its embedded map and its editor from segues without identifier")
    func typedPrepareWithoutIdentifier() throws {
        try withFixtureApp { failures in
            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            details.prepCtxContact = Contact(name: "Ada")
            let map = ContactMapController()
            details.prepare(for: UIStoryboardSegue(identifier: nil, source: details, destination: map), sender: nil)
            #expect(details.map === map)
            #expect(map.prepCtxContact == Contact(name: "Ada"), "super.prepare passed the context")
            let editor = try Storyboards.MainScene.editContactController.instantiate()
            editor.isNew = true
            let navigation = UINavigationController(rootViewController: editor)
            details.prepare(for: UIStoryboardSegue(identifier: nil, source: details, destination: navigation), sender: nil)
            #expect(!editor.isNew, "the case carried the navigation controller's root")
            details.prepare(for: UIStoryboardSegue(identifier: nil, source: details, destination: UIViewController()), sender: nil)
            #expect(details.unmatchedSegues.map(\.reason) == [.unknownSegue])
            #expect(failures().isEmpty)
        }
    }

    @Test("An identifier the generated code does not know is the unmatched case, naming the segue")
    func unknownIdentifier() throws {
        try withFixtureApp { _ in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            let typed = ContactListController.TypedSegue(UIStoryboardSegue(identifier: "share", source: list, destination: UIViewController()))
            guard case .unmatched(let unmatched) = typed else {
                Issue.record("expected .unmatched, got \(typed)")
                return
            }
            #expect(unmatched == UnmatchedSegue(sourceClass: "ContactListController", identifier: "share",
                                                destinationClass: "UIViewController", reason: .unknownSegue))
            #expect(unmatched.description == "ContactListController has no segue \"share\" to UIViewController in the storyboards "
                    + "its Swift was generated from: generate the Swift again.")
        }
    }

    @Test("A segue whose scene is not the class its storyboard named is the unmatched case, not a crash")
    func wrongDestinationClass() throws {
        try withFixtureApp { failures in
            // The storyboard changed after the Swift was generated: `view` now opens a plain scene.
            UIStoryboard.stubFiles["Main"]?.scenes.append(StubScene("Plain", UIViewController.self))
            UIStoryboard.stubFiles["Main"]?.scenes[2].segues[0] = StubSegue("view", to: "Plain", kind: .show)
            let changed = try Storyboards.MainScene.contactListController.instantiate()
            changed.performSegue(ContactListController.Segues.view, sender: nil)
            #expect(changed.presentedViewController.map { type(of: $0) == UIViewController.self } == true, "the segue was performed")
            #expect(changed.unmatchedSegues == [UnmatchedSegue(sourceClass: "ContactListController", identifier: "view",
                                                               destinationClass: "UIViewController",
                                                               reason: .wrongDestination(expected: "ContactDetailsController"))])
            #expect(changed.unmatchedSegues.first?.description == "The segue \"view\" of ContactListController prepares a controller of "
                    + "class UIViewController, not ContactDetailsController, the class its storyboard names: set the scene's class to "
                    + "ContactDetailsController in the storyboard, or generate the Swift again.")
            #expect(failures().isEmpty)
        }
    }

    @Test("The identifier enums work with the adapter's own performSegue and shouldPerformSegue")
    func untypedSegues() throws {
        try withFixtureApp { failures in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            list.prepCtxContact = Contact(name: "Ada")
            #expect(list.shouldPerformSegue(ContactListController.Segues.view, sender: nil))
            list.performSegue(ContactListController.Segues.view, sender: nil)
            #expect((list.presentedViewController as? ContactDetailsController)?.prepCtxContact == Contact(name: "Ada"))
            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            details.performSegue(ContactDetailsController.Segues.video, sender: nil)
            #expect(details.presentedViewController.map { type(of: $0) == AVPlayerViewController.self } == true)
            #expect(failures().isEmpty)
        }
    }

    @Test("A one-shot preparation of the wrong class is a failure the handler reports")
    func wrongOneShotClass() throws {
        try withFixtureApp { failures in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            // The untyped form lets a closure take any class; the generated helpers cannot be called so.
            list.performSegue(ContactListController.Segues.add, sender: nil) { (_: ContactDetailsController) in }
            #expect(failures().count == 1)
            #expect(failures().first?.description.contains("ContactDetailsController") == true)
        }
    }
}

/// Installs the fixture app's storyboards, as Interface Builder would compile them, and a failure
/// handler that records; puts both back afterwards. A storyboard reference is resolved into the
/// referenced scene at run time: the stub files repeat that scene where a reference stands.
@MainActor
func withFixtureApp(_ body: (_ failures: () -> [TransitionError]) throws -> Void) rethrows {
    let savedFiles = UIStoryboard.stubFiles
    let savedHandler = PreparationPipeline.failureHandler
    var failures: [TransitionError] = []
    UIStoryboard.stubFiles = [
        "Main": StubStoryboardFile(initial: "Tabs", scenes: [
            StubScene("Tabs", UITabBarController.self, relationships: ["ContactsNavigation"]),
            StubScene("ContactsNavigation", UINavigationController.self, relationships: ["ContactListController"]),
            StubScene("ContactListController", ContactListController.self, segues: [
                StubSegue("view", to: "ContactDetailsController", kind: .show),
                StubSegue("edit", to: "ContactDetailsController", kind: .present),
                StubSegue("add", to: "EditNavigation", kind: .present),
            ], tableViewPrototypes: ["ContactCell": ContactCell.self]),
            StubScene("ContactDetailsController", ContactDetailsController.self, segues: [
                StubSegue("related", to: "ContactDetailsController", kind: .present),
                StubSegue("video", to: "Video", kind: .present),
                StubSegue("qr", to: "QRCode", kind: .present),
            ]),
            StubScene("Video", AVPlayerViewController.self),
            StubScene("QRCode", QRCodeHostingController.self),
            StubScene("EditNavigation", UINavigationController.self, relationships: ["EditContactController"]),
            StubScene("EditContactController", EditContactController.self),
        ]),
        "Settings": StubStoryboardFile(initial: "Split", scenes: [
            StubScene("Split", UISplitViewController.self, relationships: ["SettingsController", "ProfileController"]),
            StubScene("SettingsController", SettingsController.self),
            StubScene("ProfileController", ProfileController.self, segues: [
                StubSegue("contact", to: "ContactDetailsController", kind: .show),
            ]),
            StubScene("ContactDetailsController", ContactDetailsController.self),
        ]),
    ]
    PreparationPipeline.failureHandler = { failures.append($0) }
    defer {
        UIStoryboard.stubFiles = savedFiles
        PreparationPipeline.failureHandler = savedHandler
    }
    try body { failures }
}

@Suite("Generated Swift for the UIKit fixture app: the whole-app check")
@MainActor
struct GeneratedAppCheckTests {
    @Test("The generated scene classes check every segue of the app's storyboards in one line")
    func wholeApp() {
        let storyboards = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PreparedStoryboardsTests/Fixtures/App")
        // DOC-BEGIN whole-app check
        let check = WholeAppCheck(reading: [storyboards], appClasses: Storyboards.appClasses)
        #expect(check.isValid, "\(check)")
        // DOC-END
        #expect(check.uncheckedNibs.isEmpty, "the XIBs' File's Owners are among the classes passed: \(check)")
        #expect(check.segues.count == 9)
        #expect(check.segues.contains { $0.sourceClass == "ProfileController" && $0.destinationClass == "ContactDetailsController" })
        // A source whose table is empty ("a source only") is read from its type's records: its context flows.
        let fromList = check.segues.filter { $0.sourceClass == "ContactListController" && $0.destinationClass == "ContactDetailsController" }
        #expect(fromList.count == 2 && fromList.allSatisfy { $0.propagation.flows.map(\.property) == ["prepCtxContact"] }, "\(check)")
    }

    @Test("The app's outlets are checked against its classes: a property renamed in Swift but not in the storyboard is reported")
    func renamedOutlet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-outlets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PreparedStoryboardsTests/Fixtures/App")
        for name in ["Main", "Settings"] {
            var text = try String(contentsOf: app.appendingPathComponent("\(name).storyboard"), encoding: .utf8)
            text = text.replacingOccurrences(of: #"<outlet property="saveButton""#, with: #"<outlet property="saveItem""#)
            text = text.replacingOccurrences(of: #"customClass="FadeSegue""#, with: #"customClass="CrossFadeSegue""#)
            try text.write(to: folder.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
        }
        let check = WholeAppCheck(reading: [folder], appClasses: Storyboards.appClasses)
        let problems = check.problems.map(\.description)
        #expect(problems.count == 2, "\(check)")
        #expect(problems.contains { $0.hasPrefix("Main.storyboard:") && $0.contains(": the outlet saveItem of EditContactController, in the scene "
            + "EditContactController, names no property of EditContactController: loading the scene raises NSUnknownKeyException (not key "
            + "value coding-compliant for the key saveItem). Delete the outlet in Interface Builder's Connections inspector, or declare "
            + "the property: `@IBOutlet weak var saveItem: UIBarButtonItem!`.") })
        #expect(problems.contains { $0.contains("the segue in the scene ContactDetailsController has the class CrossFadeSegue, which is not "
            + "among the object classes passed: where no class of that name exists at run time, the framework logs \"Unknown class "
            + "CrossFadeSegue in Interface Builder file\" and makes a UIStoryboardSegue.") })
    }
}

@Suite("Generated Swift for the UIKit fixture app: prototype cells dequeued typed")
@MainActor
struct GeneratedPrototypeTests {
    @Test("The contact list is a table whose rows are its ContactCell prototype, dequeued as ContactCell and configured")
    func tableCells() throws {
        try withFixtureApp { failures in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            #expect(list.tableView(list.tableView, numberOfRowsInSection: 0) == 2)
            let cell = try #require(list.tableView(list.tableView, cellForRowAt: IndexPath(row: 1, section: 0)) as? ContactCell)
            #expect(cell.contact == Contact(name: "Grace"))
            #expect(cell.reuseIdentifier == "ContactCell")
            #expect(try list.tableView.dequeue(ContactListController.Prototype.contactCell, for: IndexPath(row: 0, section: 0))
                .reuseIdentifier == "ContactCell")
            #expect(failures().isEmpty)
        }
    }

    @Test("A cell's segue passes that row's contact on, through the typed prepare(for:sender:)")
    func cellSegue() throws {
        try withFixtureApp { failures in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            let cell = list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
            list.performSegue(ContactListController.Segues.view, sender: cell)
            let details = try #require(list.presentedViewController as? ContactDetailsController)
            #expect(details.prepCtxContact == Contact(name: "Ada"))
            #expect(!details.isEditable)
            #expect(failures().isEmpty)
        }
    }

    @Test("A prototype whose class changed in Interface Builder is the documented failure, and the row still shows a cell")
    func wrongCellClass() throws {
        try withFixtureApp { failures in
            try withRecordedDequeueFailures { dequeues in
                let list = try Storyboards.MainScene.contactListController.instantiate()
                list.tableView = UITableView(stubPrototypes: ["ContactCell": UITableViewCell.self])
                let cell = list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
                #expect(type(of: cell) == UITableViewCell.self, "the cell the table gave, unconfigured")
                let expected = DequeueError(container: "UITableView", identifier: "ContactCell",
                                            source: .prototype(storyboard: "Main", scene: "ContactListController"),
                                            expected: "ContactCell", actual: "UITableViewCell")
                #expect(dequeues() == [expected])
                #expect(dequeues().first?.description.hasPrefix("The UITableView dequeued 'ContactCell' as a UITableViewCell, not a "
                                                                + "ContactCell. The prototype 'ContactCell' of ContactListController in "
                                                                + "storyboard 'Main' has another Custom Class.") == true)
                #expect(failures().isEmpty, "a dequeue is no transition")
                #expect(throws: expected) {
                    try list.tableView.dequeue(ContactListController.Prototype.contactCell, for: IndexPath(row: 0, section: 0))
                }
            }
        }
    }

    @Test("The details screen's collection dequeues its photo cells and its header typed")
    func collectionCells() throws {
        try withFixtureApp { failures in
            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            details.prepCtxContact = Contact(name: "Ada")
            let photos = UICollectionView(stubCells: ["PhotoCell": PhotoCell.self], stubSupplementaryViews: [
                UICollectionView.elementKindSectionHeader: ["PhotosHeader": PhotosHeaderView.self],
            ])
            #expect(details.collectionView(photos, numberOfItemsInSection: 0) == 2)
            let cell = try #require(details.collectionView(photos, cellForItemAt: IndexPath(item: 1, section: 0)) as? PhotoCell)
            #expect(cell.photo == "signature")
            let header = try #require(details.collectionView(
                photos, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
            ) as? PhotosHeaderView)
            #expect(header.title == "Ada")
            #expect(ContactDetailsController.Prototype.photosHeader.elementKind == UICollectionView.elementKindSectionHeader)
            #expect(failures().isEmpty)

            let changed = UICollectionView(stubCells: ["PhotoCell": UICollectionViewCell.self])
            withRecordedDequeueFailures { dequeues in
                _ = details.collectionView(changed, cellForItemAt: IndexPath(item: 0, section: 0))
                #expect(dequeues() == [DequeueError(container: "UICollectionView", identifier: "PhotoCell",
                                                    source: .prototype(storyboard: "Main", scene: "ContactDetailsController"),
                                                    expected: "PhotoCell", actual: "UICollectionViewCell")])
            }
        }
    }
}

@Suite("Generated Swift for the UIKit fixture app: the check of the built bundle")
@MainActor
struct GeneratedBundleCheckTests {
    /// A bundle folder as Xcode builds it: each storyboard compiled to `<name>.storyboardc`, whose
    /// `Info.plist` maps each storyboard ID to its compiled file, and each XIB to `<name>.nib`.
    private func bundle(_ storyboards: [String: [String]]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-check-\(UUID().uuidString)")
        try Self.addNibs(to: folder)
        for (name, identifiers) in storyboards {
            let compiled = folder.appendingPathComponent("\(name).storyboardc")
            try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
            let info: [String: Any] = ["UIViewControllerIdentifiersToNibNames": Dictionary(uniqueKeysWithValues: identifiers.map {
                ($0, "\($0)-nib")
            })]
            try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
                .write(to: compiled.appendingPathComponent("Info.plist"))
        }
        return try #require(Bundle(path: folder.path))
    }

    /// The fixture app's XIBs, compiled into `folder` as Xcode compiles them: the one bundle check checks them too.
    static func addNibs(to folder: URL) throws {
        for nib in Nibs.allCases {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(nib.name).nib"), withIntermediateDirectories: true)
        }
    }

    @Test("A bundle that holds every storyboard and scene passes: each scene instantiates as its class")
    func completeBundle() throws {
        try withFixtureApp { failures in
            let report = Storyboards.checkBundle(bundle: try bundle([
                "Main": ["ContactDetailsController", "ContactListController", "EditContactController"],
                "Settings": ["ProfileController", "SettingsController"],
            ]))
            #expect(report.isValid, "\(report)")
            #expect(report.checkedCount == 7, "five scenes and two XIBs")
            #expect(report.description == "Storyboard bundle check (UIKit): 7 checked, 0 failing, 7 not checked here")
            #expect(failures().isEmpty)
        }
    }

    @Test("A missing storyboard, a missing scene and a scene of another class are each reported with the storyboard and the ID")
    func failures() throws {
        try withFixtureApp { _ in
            // The built Main storyboard lost a scene's ID, and its details scene holds another class.
            var main = try #require(UIStoryboard.stubFiles["Main"])
            main.scenes = main.scenes.map { $0.identifier == "ContactDetailsController" ? StubScene($0.identifier, UIViewController.self) : $0 }
            UIStoryboard.stubFiles["Main"] = main
            let folder = try bundle(["Main": ["ContactDetailsController", "ContactListController"]])
            let report = Storyboards.checkBundle(bundle: folder)
            #expect(report.failures.map(\.identifier) == ["ContactDetailsController", "EditContactController",
                                                          "ProfileController", "SettingsController"])
            #expect(report.failures.map(\.storyboard) == ["Main", "Main", "Settings", "Settings"])
            #expect(report.failures[0].reason == .storyboard(.wrongType(storyboard: "Main", identifier: "ContactDetailsController",
                                                                         expected: "ContactDetailsController", actual: "UIViewController")))
            #expect(report.failures[1].reason == .missingScene)
            #expect(report.failures[1].description == "Main.storyboard: the compiled storyboard has no scene with the storyboard ID "
                + "'EditContactController'. Build the app again from the storyboards the code was generated from, or generate the code again.")
            #expect(report.failures[2].reason == .missingStoryboard(bundle: folder.bundlePath))
            #expect(report.failures[2].description.hasPrefix("Settings.storyboard: the bundle at \(folder.bundlePath) holds no compiled "
                                                             + "Settings.storyboardc, so the scene 'ProfileController' cannot be made."))
            #expect(report.description.hasPrefix("Storyboard bundle check (UIKit): 7 checked, 4 failing, 7 not checked here\n  fails  "))
        }
    }

    @Test("A compiled storyboard whose IDs the check cannot read is reported, and no scene of it is made; nor is any, when asked not to")
    func unreadableIdentifiersAndLookupOnly() throws {
        try withFixtureApp { _ in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-check-\(UUID().uuidString)")
            for name in ["Main", "Settings"] {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(name).storyboardc"), withIntermediateDirectories: true)
            }
            try Self.addNibs(to: folder)
            // Every scene made would be a `UIViewController`, not the class the code asks for: a wrong type each.
            for name in ["Main", "Settings"] {
                var file = try #require(UIStoryboard.stubFiles[name])
                file.scenes = file.scenes.map { StubScene($0.identifier, UIViewController.self) }
                UIStoryboard.stubFiles[name] = file
            }
            let unlisted = try #require(Bundle(path: folder.path))
            let report = Storyboards.checkBundle(bundle: unlisted)
            #expect(report.failures.map(\.reason) == Array(repeating: .identifiersUnreadable, count: 5), "\(report)")
            #expect(report.failures.first?.description.hasPrefix("Main.storyboard: the compiled storyboard lists its storyboard IDs in no "
                                                                 + "form the check reads, so the scene 'ContactDetailsController' was not made") == true)
            let listed = try bundle([
                "Main": ["ContactDetailsController", "ContactListController", "EditContactController"],
                "Settings": ["ProfileController", "SettingsController"],
            ])
            #expect(Storyboards.checkBundle(bundle: listed, instantiatingScenes: false).isValid, "looked up, not made")
            #expect(Storyboards.checkBundle(bundle: listed).failures.count == 5, "made, each of the wrong type")
        }
    }

    @Test("Images and colors are looked up in the bundle as UIKit does; actions and outlets are not checked without the Objective-C runtime")
    func resourcesAndConnections() throws {
        try withFixtureApp { _ in
            let listed = try bundle(["Main": ["ContactDetailsController", "ContactListController", "EditContactController"],
                                     "Settings": ["ProfileController", "SettingsController"]])
            let assets = URL(fileURLWithPath: listed.bundlePath).appendingPathComponent("Assets.xcassets")
            try FileManager.default.createDirectory(at: assets.appendingPathComponent("Logo.imageset"), withIntermediateDirectories: true)
            let report = StoryboardBundleCheck(bundle: listed, instantiatingScenes: false).report(checking: [
                .resources(images: ["Logo", "Banner"], colors: ["AccentColor"], at: .storyboard(Storyboards.main)),
            ])
            #expect(report.failures.map(\.reason) == [.missingImage(name: "Banner"), .missingColor(name: "AccentColor")])
            let app = Storyboards.checkBundle(bundle: listed, instantiatingScenes: false)
            #expect(app.isValid, "\(app)")
            #expect(app.uncheckedCount == 7, "the storyboards' cell outlet, editor outlet and action, and the XIBs' outlets and action: \(app)")
        }
    }

    @Test("A scene's class is looked up by the name its storyboard gives it: there, missing, or another class")
    func sceneClasses() {
        let check = StoryboardBundleCheck(bundle: nil, instantiatingScenes: false)
        let valid = check.report(checking: [
            .sceneClass("GeneratedAppUIKitTests.ContactListController", ContactListController.self, scene: "ContactListController",
                        in: Storyboards.main),
        ])
        #expect(valid.isValid, "\(valid)")
        let report = check.report(checking: [
            .sceneClass("Maps.ContactMapController", ContactMapController.self, scene: "ContactMapController", in: Storyboards.main),
            .sceneClass("GeneratedAppUIKitTests.ContactMapController", EditContactController.self, scene: "EditContactController",
                        in: Storyboards.main),
        ])
        #expect(report.failures.map(\.reason) == [
            .missingSceneClass(className: "Maps.ContactMapController"),
            .sceneClassDiffers(className: "GeneratedAppUIKitTests.ContactMapController", expected: "GeneratedAppUIKitTests.EditContactController",
                               found: "GeneratedAppUIKitTests.ContactMapController"),
        ])
        #expect(report.failures.first?.description == "Main.storyboard, scene ContactMapController: no class named "
            + "Maps.ContactMapController exists at run time, so the scene is made as its framework class. Set the scene's Module "
            + "in Interface Builder to the module that declares the class, or check \"Inherit Module From Target\".")
    }

    @Test("A prototype's class is looked up by the name its storyboard gives it: there, missing, or another class")
    func prototypeClasses() {
        let wrongPhoto = CellPrototype<PhotoCell>(storyboard: "Main", scene: "ContactDetailsController", reuseIdentifier: "PhotoCell")
        let report = StoryboardBundleCheck(bundle: nil, instantiatingScenes: false).report(checking: [
            .prototype(ContactListController.Prototype.contactCell, runtimeName: "GeneratedAppUIKitTests.ContactCell"),
            .prototype(ContactListController.Prototype.contactCell, runtimeName: "ContactsKit.ContactCell"),
            .prototype(wrongPhoto, runtimeName: "GeneratedAppUIKitTests.ContactCell"),
            .prototype(ContactDetailsController.Prototype.photosHeader, runtimeName: "GeneratedAppUIKitTests.PhotosHeaderView"),
        ])
        #expect(report.failures.map(\.reason) == [
            .missingPrototypeClass(scene: "ContactListController", className: "ContactsKit.ContactCell"),
            .prototypeClassDiffers(scene: "ContactDetailsController", className: "GeneratedAppUIKitTests.ContactCell",
                                   expected: "GeneratedAppUIKitTests.PhotoCell", found: "GeneratedAppUIKitTests.ContactCell"),
        ])
        #expect(report.failures.first?.description == "Main.storyboard, prototype 'ContactCell' of ContactListController: no class "
            + "named ContactsKit.ContactCell exists at run time, so the view is made as its framework class. Set the prototype's "
            + "Module in Interface Builder to the module that declares the class, or check \"Inherit Module From Target\".")
        #expect(report.checkedCount == 4)
    }
}
