import PreparedHeadless

/// The list of contacts. It gives the selected contact to whatever it opens,
/// and takes it back from a screen that unwinds to it.
public final class ContactListController: PreparedController, ContactProviding {
    /// Copied into destinations that list `prepCtxContact` in their table, and
    /// back from a screen that unwinds to the list.
    public var prepCtxContact: Contact?
    public private(set) var lines: [String] = []

    public override class var contextTable: ContextTable {
        ContextTable(ContactListController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }

    public var selectedContact: Contact? { prepCtxContact }

    public override func didLoad() {
        lines = ContactsStoryboard.store.contacts.map { "• \($0.name)" }
    }

    /// Selects the contact with `id`, the way a tap on its row would.
    public func select(id: Int) {
        prepCtxContact = ContactsStoryboard.store.contacts.first { $0.id == id }
    }
}
