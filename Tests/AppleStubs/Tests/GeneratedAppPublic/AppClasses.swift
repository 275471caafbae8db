import Foundation
import PreparedUIKit
import SwiftUI
import UIKit

// The fixture app's classes, public, as a framework of scenes declares them: `Storyboards.swift`
// beside this file is the golden file of `prepared-storyboard generate --access public`
// (Tests/PreparedStoryboardsTests/Fixtures/Golden/AppPublic.swift), compiled against them.

public struct Contact: Sendable, Equatable {
    public var name: String
}

open class ContactListController: PreparedViewController {
    public var prepCtxContact: Contact?
}

open class ContactDetailsController: PreparedViewController {
    public var prepCtxContact: Contact?
    /// Set by the one-shot preparation of a typed `perform…Segue`.
    public var mode = "view"
    /// Given by a creator: initializer injection.
    public var store: String?

    override open class var contextTable: ContextTable {
        ContextTable(ContactDetailsController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

open class ContactCell: UITableViewCell {}

open class PhotoCell: UICollectionViewCell {}

open class PhotosHeaderView: UICollectionReusableView {}

open class ContactMapController: PreparedViewController {
    public var prepCtxContact: Contact?

    override open class var contextTable: ContextTable {
        ContextTable(ContactMapController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

open class QRCodeHostingController: PreparedHostingController<QRCodeModel, QRCodeView> {
    public required init?(coder: NSCoder) {
        super.init(coder: coder, model: QRCodeModel(), rootView: QRCodeView())
    }
}

@Observable
public final class QRCodeModel: @MainActor ContextDeclaring, MainActorIsolated {
    public var prepCtxContact: Contact?

    public init() {}

    public static var contextTable: ContextTable {
        ContextTable(QRCodeModel.self) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

public struct QRCodeView: View {
    @Environment(QRCodeModel.self) private var model

    public init() {}

    public var body: some View {
        Text(model.prepCtxContact?.name ?? "Nobody")
    }
}

open class EditContactController: PreparedViewController {
    public var prepCtxContact: Contact?
    public var isNew = false

    override open class var contextTable: ContextTable {
        ContextTable(EditContactController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

open class SettingsController: PreparedViewController {
    public var prepCtxAccount: String?
}

open class ProfileController: PreparedViewController {
    public var prepCtxAccount: String?
    public var prepCtxContact: Contact? = Contact(name: "Me")

    override open class var contextTable: ContextTable {
        ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxAccount", \.prepCtxAccount)
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

/// The details screen's video segue: a custom segue class.
public final class FadeSegue: UIStoryboardSegue {}

/// A note's row, kept in `NoteCell.xib`.
public final class NoteCell: UITableViewCell {}

/// A note's editor, the File's Owner of `NoteEditor.xib`.
open class NoteEditorController: PreparedViewController {}
