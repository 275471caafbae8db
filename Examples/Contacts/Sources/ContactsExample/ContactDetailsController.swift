import PreparedHeadless

/// What a source must offer the details screen (seed 002's source protocol).
@MainActor
public protocol ContactProviding {
    var selectedContact: Contact? { get }
}

/// One contact. Opened to view it or to edit it, by two segues from the list.
public final class ContactDetailsController: PreparedController, SegueDestination {
    public enum Mode: Sendable { case viewing, editing }

    public var prepCtxContact: Contact?
    public private(set) var mode = Mode.viewing
    public private(set) var lines: [String] = []

    public override class var contextTable: ContextTable {
        ContextTable(ContactDetailsController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }

    /// Double dispatch: the destination asks its source for what it needs.
    public func prepareAsDestination(for segue: Segue) throws {
        let source = try segue.source(as: ContactProviding.self)
        guard source.selectedContact != nil else { throw ContactsError.nothingSelected }
        mode = segue.name(as: ContactSegue.self) == .edit ? .editing : .viewing
    }

    public override func didLoad() {
        guard let contact = prepCtxContact else { return }
        lines = ["\(contact.name)", "☎ \(contact.phone)", mode == .editing ? "[editing]" : "[viewing]"]
    }
}

/// The example's own errors.
public enum ContactsError: Error, CustomStringConvertible {
    case nothingSelected

    public var description: String { "select a contact first" }
}
