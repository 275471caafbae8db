import PreparedHeadless

/// Runs the contacts flow from start to end and tells what each screen shows.
@MainActor
public enum ContactsApp {
    /// Opens the list, views a contact, edits another one, unwinds to the
    /// list, and returns the transcript.
    public static func run() throws -> [String] {
        var transcript: [String] = []
        func show(_ title: String, _ lines: [String]) {
            transcript.append("── \(title)")
            transcript += lines.map { "   \($0)" }
        }

        let map = HeadlessStoryboardMap(validating: ContactsStoryboard.self)
        transcript.append(map.description)
        guard map.isValid else { return transcript }

        let list = try ContactsStoryboard.contacts.instantiateInitial(as: ContactListController.self)
        let navigator = Navigator(root: list)
        show("Contacts", list.lines)

        list.select(id: 1)
        let viewed = try navigator.perform(ContactDetailsController.self, identifier: ContactSegue.view, from: list)
        show("Details (pushed with ContactSegue.view)", viewed.lines)
        try navigator.pop()

        list.select(id: 2)
        let details = try navigator.perform(ContactDetailsController.self, identifier: ContactSegue.edit, from: list)
        show("Details (presented with ContactSegue.edit)", details.lines)

        let editor = try navigator.perform(EditContactController.self) { editor in
            editor.prepCtxContact?.name += " (edited)"
        }
        show("Edit (presented, store injected through its initializer)", editor.lines)
        editor.save(phone: "+1 202 555 0199")

        // Back to the list: both presented screens go, and the list receives the edited contact.
        let backAtList = try navigator.unwind(to: ContactListController.self)
        show("Contacts after unwinding from the editor (selected)", [backAtList.selectedContact?.name ?? "nobody"])

        show("Contacts after saving", ContactsStoryboard.store.contacts.map { "• \($0.name): \($0.phone)" })
        transcript.append("── Graphviz")
        transcript.append(map.dot)
        return transcript
    }
}
