// The contacts app's legacy controllers acted out on the UIKit stubs, with its storyboards as Interface Builder would
// compile them: what each transition shows and what its controllers were given. One source, compiled beside the legacy
// file (LegacyContacts) and beside its patch from `prepared-storyboard migrate --diff` (PatchedContacts):
// PatchedContactsTests compares the two.
import Foundation
import UIKit

/// Each transition of the legacy controllers, in order, as a line: what it showed, and the title its controller got.
@MainActor
public func actOutContacts() throws -> [String] {
    let savedFiles = UIStoryboard.stubFiles
    defer { UIStoryboard.stubFiles = savedFiles }
    UIStoryboard.stubFiles = [
        "Main": StubStoryboardFile(initial: "Tabs", scenes: [
            StubScene("Tabs", UITabBarController.self, relationships: ["ContactsNavigation"]),
            StubScene("ContactsNavigation", UINavigationController.self, relationships: ["ContactListController"]),
            StubScene("ContactListController", ContactListController.self, segues: [
                StubSegue("view", to: "ContactDetailsController", kind: .show),
                StubSegue("edit", to: "ContactDetailsController", kind: .present),
                StubSegue("add", to: "EditNavigation", kind: .present),
            ]),
            StubScene("ContactDetailsController", ContactDetailsController.self, segues: [
                StubSegue("related", to: "ContactDetailsController", kind: .present),
                StubSegue("video", to: "Video", kind: .present),
            ]),
            StubScene("Video", UIViewController.self),
            StubScene("EditNavigation", UINavigationController.self, relationships: ["EditContactController"]),
            StubScene("EditContactController", EditContactController.self),
            // Not in the fixture's storyboard: the scene the importing controller's own storyboard gives it.
            StubScene("ContactImportController", ContactImportController.self),
        ]),
        "Settings": StubStoryboardFile(initial: "Split", scenes: [
            StubScene("Split", UISplitViewController.self, relationships: ["SettingsController", "ProfileController"]),
            StubScene("SettingsController", SettingsController.self),
            StubScene("ProfileController", ProfileController.self, segues: [
                StubSegue("contact", to: "ContactDetailsController", kind: .show),
            ]),
            StubScene("ContactDetailsController", ContactDetailsController.self),
        ]),
    ]
    var lines: [String] = []
    func shown(_ transition: String, _ controller: UIViewController?) {
        guard let controller else { return lines.append("\(transition): nothing shown") }
        let top = (controller as? UINavigationController)?.topViewController
        let shown = top.map { "\(type(of: controller)) > \(type(of: $0))" } ?? "\(type(of: controller))"
        lines.append("\(transition): \(shown), titled \((top ?? controller).title ?? "nil")")
    }
    let main = UIStoryboard(name: "Main", bundle: nil)
    let settings = UIStoryboard(name: "Settings", bundle: nil)

    for (transition, act) in [("add", { (list: ContactListController) in list.addTapped(list) }),
                              ("view", { (list: ContactListController) in list.showContact(at: IndexPath(row: 0, section: 0)) })] {
        guard let list = main.instantiateViewController(withIdentifier: "ContactListController") as? ContactListController else { break }
        act(list)
        shown(transition, list.presentedViewController)
    }
    if let list = main.instantiateViewController(withIdentifier: "ContactListController") as? ContactListController {
        for identifier in ["edit", "view", "add"] {
            lines.append("should perform \(identifier): \(list.shouldPerformSegue(withIdentifier: identifier, sender: nil))")
        }
    }
    for identifier in ["related", "video"] {
        guard let details = main.instantiateViewController(withIdentifier: "ContactDetailsController") as? ContactDetailsController else { break }
        details.performSegue(withIdentifier: identifier, sender: nil)
        shown(identifier, details.presentedViewController)
    }
    if let profile = settings.instantiateViewController(withIdentifier: "ProfileController") as? ProfileController {
        ContactNotesController().showContact(of: profile)
        shown("contact", profile.presentedViewController)
    }
    let notes = ContactNotesController()
    notes.prepare(for: UIStoryboardSegue(identifier: "qr", source: notes, destination: UIViewController()), sender: nil)
    lines.append("qr: notes titled \(notes.title ?? "nil")")
    if let settingsController = settings.instantiateViewController(withIdentifier: "SettingsController") as? SettingsController {
        settingsController.showProfile()
        shown("profile", settingsController.presentedViewController)
    }
    if let importer = main.instantiateViewController(withIdentifier: "ContactImportController") as? ContactImportController {
        try importer.showImported()
        shown("imported", importer.presentedViewController)
        importer.showList()
        shown("list", importer.presentedViewController)
    }
    lines.append("note editor's nib: \(NoteEditorWindowController().nibName ?? "nil")")
    return lines
}
