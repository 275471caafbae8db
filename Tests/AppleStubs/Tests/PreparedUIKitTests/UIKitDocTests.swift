import Testing
import PreparedUIKit
import UIKit

// The snippets of Docs/UIKit.md, compiled against the UIKit stubs and run here.
// The root package's DocSnippetTests checks that every swift block of the doc
// stands, line for line, in this folder.

// DOC-BEGIN seed
class ViewController: PreparedViewController {
    var prepCtxFloat = 40.5
}

class SecondViewController: PreparedViewController {
    var prepCtxFloat: Double?

    override class var contextTable: ContextTable {
        ContextTable(SecondViewController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxFloat", \.prepCtxFloat)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(prepCtxFloat ?? 0)  // 40.5: every preparation step ran before viewDidLoad
    }
}
// DOC-END

// DOC-BEGIN mismatch
class ThirdViewController: PreparedViewController {
    var prepCtxFloat: Float = 0

    override class var contextTable: ContextTable {
        ContextTable(ThirdViewController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxFloat", \.prepCtxFloat)
        }
    }
}
// DOC-END

// DOC-BEGIN storyboard enum
enum AppStoryboard: String, StoryboardName {
    case main = "Main"
}
// DOC-END

// DOC-BEGIN table controller
final class ContactsTableController: UITableViewController, SeguePreparing {
    var prepCtxContactID: Int? = 7

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
}
// DOC-END

// DOC-BEGIN typed segues
enum ContactSegue: String, SegueName {
    case view = "viewContact"
    case edit = "editContact"
}

final class ContactListController: PreparedViewController {
    var prepCtxContactID: Int?
    var canEdit = false

    func didSelect(contactID: Int, editing: Bool) {
        prepCtxContactID = contactID
        performSegue(editing ? ContactSegue.edit : ContactSegue.view, sender: self)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        ContactSegue(rawValue: identifier) != .edit || canEdit
    }
}
// DOC-END

final class ContactController: PreparedViewController {
    var prepCtxContactID: Int?
    var store: String?

    override class var contextTable: ContextTable {
        ContextTable(ContactController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContactID", \.prepCtxContactID)
        }
    }
}

@MainActor
let mainFile = StubStoryboardFile(initial: "ViewController", scenes: [
    StubScene("ViewController", ViewController.self, segues: [
        StubSegue("second", to: "SecondViewController"),
        StubSegue("third", to: "ThirdViewController"),
    ]),
    StubScene("SecondViewController", SecondViewController.self),
    StubScene("ThirdViewController", ThirdViewController.self),
    StubScene("ContactListController", ContactListController.self, segues: [
        StubSegue("viewContact", to: "ContactController"),
        StubSegue("editContact", to: "ContactNavigation", kind: .present),
    ]),
    StubScene("ContactNavigation", UINavigationController.self, relationships: ["ContactController"]),
    StubScene("ContactController", ContactController.self),
])

@Suite("Docs/UIKit.md snippets")
@MainActor
struct UIKitDocTests {
    @Test("The seed example: the prefixed property reaches the second screen before viewDidLoad")
    func seed() throws {
        try withApp(["Main": mainFile]) { failures in
            let first = try AppStoryboard.main.instantiateInitial(as: ViewController.self)
            first.performSegue(withIdentifier: "second", sender: nil)
            let second = try #require(first.presentedViewController as? SecondViewController)
            #expect(second.prepCtxFloat == 40.5)
            #expect(second.isViewLoaded)
            #expect(failures().isEmpty)
        }
    }

    @Test("A mismatch is reported with both classes and both types, and nothing is written")
    func mismatch() throws {
        try withApp(["Main": mainFile]) { failures in
            let first = try AppStoryboard.main.instantiateInitial(as: ViewController.self)
            first.performSegue(withIdentifier: "third", sender: nil)
            let third = try #require(first.presentedViewController as? ThirdViewController)
            #expect(third.prepCtxFloat == 0)
            let error = try #require(failures().first)
            #expect(error.description.contains(
                "ViewController.prepCtxFloat is a Double but ThirdViewController.prepCtxFloat is a Float, and one can never be stored in the other"))
            print(error)
        }
    }

    @Test("Typed segues and a typed shouldPerformSegue reach the navigation root")
    func typedSegues() throws {
        try withApp(["Main": mainFile]) { failures in
            let list = try AppStoryboard.main.instantiate(ContactListController.self)
            list.stubTriggerSegue(withIdentifier: ContactSegue.edit.rawValue, sender: nil)
            #expect(list.presentedViewController == nil, "editing is not allowed yet")
            list.canEdit = true
            list.didSelect(contactID: 4, editing: true)
            let editor = try #require((list.presentedViewController as? UINavigationController)?.topViewController as? ContactController)
            #expect(editor.prepCtxContactID == 4)
            let viewer = try AppStoryboard.main.instantiate(ContactListController.self)
            viewer.didSelect(contactID: 3, editing: false)
            #expect((viewer.presentedViewController as? ContactController)?.prepCtxContactID == 3, "shown: presented, with no navigation controller")
            #expect(failures().isEmpty)
        }
    }

    @Test("Instantiation with a creator, the failure handler and the app's test of its transitions")
    func instantiationAndChecks() throws {
        try withApp(["Main": mainFile]) { failures in
            let store = "contacts.sqlite"
            // DOC-BEGIN creator
            let contact = try AppStoryboard.main.instantiate(ContactController.self) { coder in
                let controller = ContactController(coder: coder)
                controller?.store = store
                return controller
            }
            // DOC-END
            #expect(contact.store == store)

            // DOC-BEGIN app test
            let report = ContextPropagator.standard.validate(
                from: try AppStoryboard.main.instantiate(ViewController.self),
                to: try AppStoryboard.main.instantiate(SecondViewController.self)
            )
            #expect(report.isValid, "\(report)")
            #expect(report.flows.map(\.property) == ["prepCtxFloat"])
            // DOC-END
            #expect(failures().isEmpty)

            var reported: [String] = []
            // DOC-BEGIN handler
            PreparationPipeline.failureHandler = { error in
                reported.append(error.description)  // send it to your crash reporter instead
            }
            // DOC-END
            let first = try AppStoryboard.main.instantiateInitial(as: ViewController.self)
            first.performSegue(withIdentifier: "third", sender: nil)
            #expect(reported.count == 1)
        }
    }
}

// DOC-BEGIN coordinator
struct Note: Equatable {
    var title: String
}

final class NoteListScreen: PreparedViewController {
    var prepCtxNote: Note?
    weak var coordinator: NotesCoordinator?

    func didSelect(_ note: Note) {
        prepCtxNote = note
        coordinator?.showDetails(from: self)
    }
}

final class NoteDetailsScreen: PreparedViewController {
    var prepCtxNote: Note?
    var isEditable = false

    override class var contextTable: ContextTable {
        ContextTable(NoteDetailsScreen.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxNote", \.prepCtxNote)
        }
    }
}

@MainActor
final class NotesCoordinator {
    var canEdit = true

    /// The navigation controller the flow runs in: a window's root, or a tab.
    func start() -> UINavigationController {
        let list = NoteListScreen()
        list.coordinator = self
        return UINavigationController(rootViewController: list)
    }

    func showDetails(from list: NoteListScreen) {
        list.show(NoteDetailsScreen(), as: .push) { details in
            details.isEditable = canEdit
        }
    }
}
// DOC-END

@Suite("Docs/UIKit.md: a coordinator shows controllers made in code")
@MainActor
struct CoordinatorDocTests {
    @Test("The coordinator pushes the details screen with the list's note and its own setting")
    func coordinatorPushes() throws {
        let coordinator = NotesCoordinator()
        let navigation = coordinator.start()
        let list = try #require(navigation.topViewController as? NoteListScreen)
        list.didSelect(Note(title: "Groceries"))
        let details = try #require(navigation.topViewController as? NoteDetailsScreen)
        #expect(details.prepCtxNote == Note(title: "Groceries"))
        #expect(details.isEditable)
    }
}
