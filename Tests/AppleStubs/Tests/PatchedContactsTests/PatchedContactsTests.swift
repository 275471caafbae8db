import LegacyContacts
import PatchedContacts
import Testing

/// The fixture app's legacy controllers before and after `prepared-storyboard migrate --diff`
/// (Tests/PreparedStoryboardsTests/Fixtures/Migration, and the patch MigrationPatchTests writes): the same transitions,
/// acted out on the stubs, show the same controllers prepared the same way.
@Suite("The patched legacy app")
@MainActor
struct PatchedContactsTests {
    @Test("The patched controllers act out the transitions as the legacy ones do")
    func sameTransitions() throws {
        let legacy = try LegacyContacts.actOutContacts()
        let patched = try PatchedContacts.actOutContacts()
        #expect(patched == legacy)
        #expect(legacy == [
            "add: UINavigationController > EditContactController, titled New contact",
            "view: ContactDetailsController, titled Contact",
            "should perform edit: false",
            "should perform view: true",
            "should perform add: false",
            "related: ContactDetailsController, titled nil",
            "video: UIViewController, titled nil",
            "contact: ContactDetailsController, titled nil",
            "qr: notes titled Scanning",
            "profile: ProfileController, titled nil",
            "imported: ProfileController, titled nil",
            "list: ContactListController, titled nil",
            "note editor's nib: NoteEditor",
        ])
    }
}
