import Foundation

// The app's screens, the custom classes its storyboards name. The typed Swift for
// `Main.storyboard` and `Settings.storyboard` (the storyboard tests' fixture app links to these files)
// is not in this folder: the PreparedStoryboardPlugin build plugin generates it in the
// build, from the files. Tests/AppleStubs compiles these classes with the same generated
// Swift against the UIKit stubs and acts the app out (GeneratedAppUIKitTests).
// UIKit exists on Apple platforms only: on Linux the classes, and the generated
// code that names them, compile to nothing, and `Storyboards` alone remains.

#if canImport(UIKit) && !os(watchOS)
import PreparedUIKit
import SwiftUI
import UIKit

struct Contact: Sendable, Equatable {
    var name: String
}

/// The contact list: a table whose cells are the storyboard's `ContactCell` prototype, dequeued typed.
final class ContactListController: UITableViewController, @MainActor ContextDeclaring, SeguePreparing, WorkflowCarrying {
    var prepCtxContact: Contact?
    var workflow = WorkflowValues()
    /// A source only: it receives no context.
    static var contextTable: ContextTable { ContextTable() }
    /// The contacts the table shows, one a row.
    var contacts = [Contact(name: "Ada"), Contact(name: "Grace")]
    /// The segues this screen's code does not know: its storyboard changed after the Swift was generated.
    var unmatchedSegues: [UnmatchedSegue] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeue(Prototype.contactCell, for: indexPath) { cell in
            cell.contact = contacts[indexPath.row]
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        // A cell's segue passes that cell's contact on.
        if let cell = sender as? ContactCell { prepCtxContact = cell.contact }
        prepareDestination(of: segue)
        switch TypedSegue(segue) {
        case .add(let editor):
            editor.isNew = true
        case .edit(let details):
            details.isEditable = true
        case .view(let details):
            details.isEditable = false
        case .unmatched(let segue):
            unmatchedSegues.append(segue)
        }
    }
}

/// A row of the contact list.
final class ContactCell: UITableViewCell {
    var contact: Contact? {
        didSet { nameLabel?.text = contact?.name }
    }

    // The storyboard sets its outlets by key-value coding, which needs `@IBOutlet` (Objective-C) where UIKit runs.
    #if canImport(ObjectiveC)
    @IBOutlet private weak var nameLabel: UILabel!
    #else
    private weak var nameLabel: UILabel!
    #endif
}

/// A photo of a contact, in the details screen's collection.
final class PhotoCell: UICollectionViewCell {
    var photo: String?
}

/// The header of the details screen's photos.
final class PhotosHeaderView: UICollectionReusableView {
    var title: String?
}

final class ContactDetailsController: PreparedViewController, UICollectionViewDataSource {
    var prepCtxContact: Contact?
    /// Set by the one-shot preparation of a typed `perform…Segue`.
    var mode = "none"
    /// Set by the list's typed `prepare(for:sender:)`.
    var isEditable = false
    /// Given by a creator: initializer injection.
    var store: String?
    /// The map embedded in this screen, given by its segue without identifier when the view loads.
    var map: ContactMapController?
    /// The segues this screen's code does not know: its storyboard changed after the Swift was generated.
    var unmatchedSegues: [UnmatchedSegue] = []
    /// The photos its collection shows.
    var photos = ["portrait", "signature"]

    override class var contextTable: ContextTable {
        ContextTable(ContactDetailsController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch TypedSegue(segue) {
        case .contactMapController(let map):
            self.map = map
        case .editContactController(let editor):
            editor.isNew = false
        case .qr, .related, .video:
            break  // prepared by the closures of their perform…Segue calls
        case .unmatched(let segue):
            unmatchedSegues.append(segue)
        }
    }

    /// Shows the contact's notes, a screen made in code, with the contact as its context.
    func showNotes() {
        show(ContactNotesController(), as: .push)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeue(Prototype.photoCell, for: indexPath) { cell in
            cell.photo = photos[indexPath.item]
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeue(Prototype.photosHeader, for: indexPath) { header in
            header.title = prepCtxContact?.name
        }
    }
}

final class ContactMapController: PreparedViewController {
    var prepCtxContact: Contact?

    override class var contextTable: ContextTable {
        ContextTable(ContactMapController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

/// A SwiftUI screen: the storyboard's Hosting Controller scene. Segues prepare its model,
/// which its view reads from the environment.
final class QRCodeHostingController: PreparedHostingController<QRCodeModel, QRCodeView> {
    required init?(coder: NSCoder) {
        super.init(coder: coder, model: QRCodeModel(), rootView: QRCodeView())
    }
}

@Observable
final class QRCodeModel: @MainActor ContextDeclaring, MainActorIsolated {
    var prepCtxContact: Contact?
    /// Set by the one-shot preparation of `performQRSegue`.
    var size = 200

    static var contextTable: ContextTable {
        ContextTable(QRCodeModel.self) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

struct QRCodeView: View {
    @Environment(QRCodeModel.self) private var model

    var body: some View {
        Text("\(model.prepCtxContact?.name ?? "Nobody"), \(model.size) points")
    }
}

final class EditContactController: PreparedViewController {
    var prepCtxContact: Contact?
    var isNew = false
    /// How often the Save button was tapped.
    private(set) var saveCount = 0

    #if canImport(ObjectiveC)
    @IBOutlet weak var saveButton: UIBarButtonItem!
    #else
    weak var saveButton: UIBarButtonItem!
    #endif

    /// The Save button's action: the storyboard sends `save:` by selector.
    @IBAction func save(_ sender: Any) {
        saveCount += 1
    }

    override class var contextTable: ContextTable {
        ContextTable(EditContactController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

final class SettingsController: PreparedViewController {
    var prepCtxAccount: String?
}

final class ProfileController: PreparedViewController {
    var prepCtxAccount: String?
    var prepCtxContact: Contact? = Contact(name: "Me")

    override class var contextTable: ContextTable {
        ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxAccount", \.prepCtxAccount)
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}
/// The details screen's video segue: a custom segue class, which UIKit makes by its name.
final class FadeSegue: UIStoryboardSegue {}

struct Note: Sendable, Equatable {
    var title: String
}

/// A contact's notes: a screen made in code, not a storyboard scene, which the details screen shows with its
/// contact (`showNotes()`). Its rows are a cell kept in a nib, `NoteCell.xib`, and a cell registered by its class.
final class ContactNotesController: UITableViewController, @MainActor ContextDeclaring, SeguePreparing, WorkflowCarrying {
    var prepCtxContact: Contact?
    var prepCtxNote: Note?
    var workflow = WorkflowValues()
    var notes = [Note(title: "Birthday"), Note(title: "Call back")]

    static var contextTable: ContextTable {
        ContextTable(ContactNotesController.self) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
            keys.add("prepCtxNote", \.prepCtxNote)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Nibs.Cell.noteCell)
        tableView.register(AddNoteCell.self)
        tableView.register(NotesSectionHeader.self)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = try? tableView.dequeue(NotesSectionHeader.self)
        header?.contactName = prepCtxContact?.name
        return header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard notes.indices.contains(indexPath.row) else {
            return tableView.dequeue(AddNoteCell.self, for: indexPath) { cell in
                cell.contactName = prepCtxContact?.name
            }
        }
        return tableView.dequeue(Nibs.Cell.noteCell, for: indexPath) { cell in
            cell.note = notes[indexPath.row]
        }
    }

    /// Opens the editor of the note at `row`, made from its nib, with the note and the contact as its context.
    func editNote(at row: Int) {
        prepCtxNote = notes[row]
        show(NoteEditorController(nib: Nibs.noteEditor), as: .present) { editor in
            editor.onDone = { [weak self] note in self?.notes[row] = note }
        }
    }
}

/// A note's row: a cell kept in its own nib, `NoteCell.xib`.
final class NoteCell: UITableViewCell {
    var note: Note? {
        didSet { titleLabel?.text = note?.title }
    }

    #if canImport(ObjectiveC)
    @IBOutlet private weak var titleLabel: UILabel!
    #else
    private weak var titleLabel: UILabel!
    #endif
}

/// The notes' section header, which names the contact: a header view registered in code by its class.
final class NotesSectionHeader: UITableViewHeaderFooterView {
    var contactName: String?
}

/// The last row of the notes, which adds one: a cell registered in code by its class.
final class AddNoteCell: UITableViewCell {
    var contactName: String?
}

/// A note's editor: a controller whose view is in a nib, `NoteEditor.xib` (its File's Owner), shown from code.
final class NoteEditorController: PreparedViewController {
    var prepCtxNote: Note?
    var prepCtxContact: Contact?
    /// What the notes screen does with the note once edited.
    var onDone: (Note) -> Void = { _ in }
    /// The title field's text when the view loaded: the note's title, set before the view loads.
    private(set) var titleShownOnLoad: String?

    #if canImport(ObjectiveC)
    @IBOutlet weak var titleField: UITextField!
    #else
    weak var titleField: UITextField!
    #endif

    override class var contextTable: ContextTable {
        ContextTable(NoteEditorController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxNote", \.prepCtxNote)
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleShownOnLoad = prepCtxNote?.title
        titleField?.text = prepCtxNote?.title
    }

    /// The Done button's action: the nib sends `done:` to File's Owner.
    @IBAction func done(_ sender: Any) {
        if let note = prepCtxNote { onDone(Note(title: titleField?.text ?? note.title)) }
    }
}
#endif
