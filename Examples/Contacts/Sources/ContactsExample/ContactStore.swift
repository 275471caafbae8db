/// The address book. The edit screen receives it through its initializer and
/// keeps it in a `let`: constructor injection through a scene's creator.
@MainActor
public final class ContactStore {
    public private(set) var contacts: [Contact]

    public init(contacts: [Contact]) {
        self.contacts = contacts
    }

    public func save(_ contact: Contact) {
        guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
        contacts[index] = contact
    }
}
