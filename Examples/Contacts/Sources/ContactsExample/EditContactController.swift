import PreparedHeadless

/// Edits one contact. It gets its store through its initializer, from the
/// scene's creator, and its contact by prefix propagation.
public final class EditContactController: PreparedController {
    public let store: ContactStore
    public var prepCtxContact: Contact?
    public private(set) var lines: [String] = []

    public init(store: ContactStore) {
        self.store = store
        super.init()
    }

    public override class var contextTable: ContextTable {
        ContextTable(EditContactController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }

    public override func didLoad() {
        lines = ["Editing \(prepCtxContact?.name ?? "nobody")"]
    }

    /// Saves a new phone number, the way the Save button would.
    public func save(phone: String) {
        guard var contact = prepCtxContact else { return }
        contact.phone = phone
        store.save(contact)
    }
}
