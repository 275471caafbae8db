// The contacts app's controllers as they were before Prepared: every Interface Builder name is a string.
// MigrationTests runs `migrate` on this file with the storyboards and XIBs of ../App.
import UIKit

final class ContactListController: UITableViewController {
    @IBAction func addTapped(_ sender: Any) {
        performSegue(withIdentifier: "add", sender: sender)
    }

    func showContact(at indexPath: IndexPath) {
        self.performSegue(withIdentifier: "view", sender: indexPath)
    }

    func showArchive() {
        performSegue(withIdentifier: "archive", sender: nil)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "edit" { return isEditing }
        switch identifier {
        case "view": return true
        default: return false
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "add" {
            let navigation = segue.destination as! UINavigationController
            let editor = navigation.topViewController as! EditContactController
            editor.title = "New contact"
        }
        switch segue.identifier {
        case "view", "edit":
            let details = segue.destination as! ContactDetailsController
            details.title = "Contact"
        case "archived\(tableView.tag)":
            break
        default:
            break
        }
    }
}

final class ContactDetailsController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier != "video" else { return }
        if segue.identifier == "related", let details = segue.destination as? ProfileController {
            details.title = "Related"
        }
    }
}

final class ProfileController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // Forwarded to the parent, which prepares the segues of its children too.
        parent?.prepare(for: segue, sender: sender)
    }
}

final class SettingsController: UIViewController {
    func showProfile() {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let profile = storyboard.instantiateViewController(withIdentifier: "ProfileController") as! ProfileController
        show(profile, sender: self)
    }

    func showContacts() {
        let main = UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController() as! UITabBarController
        present(main, animated: true)
        let list = storyboard?.instantiateViewController(withIdentifier: "ContactListController") as! ContactListController
        show(list, sender: self)
        let old = UIStoryboard(name: "Contacts", bundle: nil)
        _ = old
    }

    func showArchive(named name: String) {
        _ = storyboard?.instantiateViewController(withIdentifier: "Archive" + name)
        _ = storyboard?.instantiateViewController(withIdentifier: "ArchiveController")
    }

    func loadNotes() {
        let nib = UINib(nibName: "NoteCell", bundle: nil)
        _ = nib
        _ = Bundle.main.loadNibNamed("NoteEditor", owner: self, options: nil)
        let editor = NoteEditorController(nibName: "NoteEditor", bundle: nil)
        _ = editor
        _ = UINib(nibName: "Badge", bundle: Bundle(for: SettingsController.self))
        _ = UINib(nibName: "OldNoteCell", bundle: nil)
    }
}

final class ContactNotesController: UITableViewController {
    func showContact(of profile: ProfileController) {
        profile.performSegue(withIdentifier: "contact", sender: nil)
    }

    // The child ContactDetailsController forwards its segues here.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "qr" {
            title = "Scanning"
        }
    }
}

extension ContactDetailsController {
    // Called from prepare(for:sender:) for the segue without identifier that embeds the map.
    func prepareEmbedded(for segue: UIStoryboardSegue) {
        let map = segue.destination as! ContactMapController
        map.title = "Map"
    }
}

final class NoteEditorWindowController: UIViewController {
    override var nibName: String? { "NoteEditor" }
}

// Code that throws already, where a typed scene's `try` fits.
final class ContactImportController: UIViewController {
    func showImported() throws {
        try importContacts()
        let profile = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "ProfileController") as! ProfileController
        show(profile, sender: self)
    }

    func showList() {
        do {
            try importContacts()
            let list = storyboard?.instantiateViewController(withIdentifier: "ContactListController") as! ContactListController
            show(list, sender: self)
        } catch {
            title = "\(error)"
        }
    }

    private func importContacts() throws {}
}
