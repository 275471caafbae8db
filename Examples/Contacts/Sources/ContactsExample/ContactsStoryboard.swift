import PreparedHeadless

/// The example's storyboards: one, with three scenes.
public enum ContactsStoryboard: String, HeadlessStoryboard, CaseIterable {
    case contacts

    /// The store the edit scene's creator passes to its controller.
    @MainActor public static var store = ContactStore(contacts: [
        Contact(id: 1, name: "Ada Lovelace", phone: "+44 20 7946 0001"),
        Contact(id: 2, name: "Grace Hopper", phone: "+1 202 555 0102"),
    ])

    public var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.initialScene(ContactListController.init)
            board.scene(ContactDetailsController.init)
            board.scene { EditContactController(store: Self.store) }

            // One source reaches one destination by two segues: typed identifiers tell them apart.
            board.segue(from: ContactListController.self, to: ContactDetailsController.self, kind: .show, identifier: ContactSegue.view)
            board.segue(from: ContactListController.self, to: ContactDetailsController.self, kind: .present, identifier: ContactSegue.edit)
            // The only segue between these two: no identifier needed.
            board.segue(from: ContactDetailsController.self, to: EditContactController.self, kind: .present)
        }
    }
}

/// The segues from the list to the details screen.
public enum ContactSegue: SegueName {
    case view
    case edit
}
