import Foundation
import PreparedUIKit
import UIKit

// The classes of the fixture app (Tests/PreparedStoryboardsTests/Fixtures/App), as the
// app declares them: `Storyboards.swift` beside this file is `prepared-storyboard generate`'s
// output for that app, compiled against them. The same two files are compiled in Swift 5
// mode (GeneratedAppSwift5) and with `.defaultIsolation(MainActor.self)` (GeneratedAppMainActor).

struct Contact: Sendable, Equatable {
    var name: String
}

final class ContactListController: PreparedViewController {
    var prepCtxContact: Contact?
}

final class ContactDetailsController: PreparedViewController {
    var prepCtxContact: Contact?
    /// Set by the one-shot preparation of a typed `perform…Segue`.
    var mode = "view"
    /// Given by a creator: initializer injection.
    var store: String?

    override class var contextTable: ContextTable {
        ContextTable(ContactDetailsController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
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

final class QRCodeHostingController: PreparedViewController {
    var prepCtxContact: Contact?

    override class var contextTable: ContextTable {
        ContextTable(QRCodeHostingController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

final class EditContactController: PreparedViewController {
    var prepCtxContact: Contact?
    var isNew = false

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
