import Prepared

/// The list of contacts. It gives the selected contact to whatever it opens.
public final class ContactListController: PreparedController, ContactProviding {
    /// Copied into destinations that list `prepCtxContact` in their table.
    public var prepCtxContact: Contact?
    public private(set) var lines: [String] = []

    public var selectedContact: Contact? { prepCtxContact }

    public override func didLoad() {
        lines = ContactsStoryboard.store.contacts.map { "• \($0.name)" }
    }

    /// Selects the contact with `id`, the way a tap on its row would.
    public func select(id: Int) {
        prepCtxContact = ContactsStoryboard.store.contacts.first { $0.id == id }
    }
}
