import Foundation

// The app's screens, the custom classes its storyboards name. The typed Swift for
// `Main.storyboard` and `Settings.storyboard` (links to the storyboard tests' fixture app)
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
#endif
