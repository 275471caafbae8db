import AdapterTestSupport
import Foundation
import PreparedUIKit
import Testing
import UIKit

// The code of Docs/Migration.md, before and after, run against the UIKit stubs with the fixture app's storyboards,
// nib and generated Swift: each string API and its cast does what its typed replacement does.

/// What a screen's `prepare(for:sender:)` did before Prepared, with strings and casts.
@MainActor
func prepareWithStrings(for segue: UIStoryboardSegue) {
    // DOC-BEGIN before: prepare
    if segue.identifier == "edit" {
        let details = segue.destination as! ContactDetailsController
        details.isEditable = true
    } else if segue.identifier == "add" {
        let navigation = segue.destination as! UINavigationController
        let editor = navigation.topViewController as! EditContactController
        editor.isNew = true
    }
    // DOC-END
}

@Suite("Docs/Migration.md: each string API beside its typed replacement")
@MainActor
struct MigrationDocTests {
    @Test("A segue performed by its string and by its case shows the same screen, prepared the same way")
    func performing() throws {
        try withFixtureApp { failures in
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let before = storyboard.instantiateViewController(withIdentifier: "ContactListController") as! ContactListController
            // DOC-BEGIN before: perform
            before.performSegue(withIdentifier: "edit", sender: nil)
            // DOC-END
            let list = try Storyboards.MainScene.contactListController.instantiate()
            // DOC-BEGIN after: perform
            list.performSegue(.edit)
            // DOC-END
            let shownBefore = try #require(before.presentedViewController as? ContactDetailsController)
            let shownAfter = try #require(list.presentedViewController as? ContactDetailsController)
            #expect(shownBefore.isEditable && shownAfter.isEditable)
            #expect(failures().isEmpty)
        }
    }

    @Test("The string comparisons and casts of prepare(for:sender:) do what the switch over TypedSegue does")
    func preparing() throws {
        try withFixtureApp { _ in
            let list = try Storyboards.MainScene.contactListController.instantiate()
            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            prepareWithStrings(for: UIStoryboardSegue(identifier: "edit", source: list, destination: details))
            #expect(details.isEditable)
            let editor = try Storyboards.MainScene.editContactController.instantiate()
            let navigation = UINavigationController(rootViewController: editor)
            prepareWithStrings(for: UIStoryboardSegue(identifier: "add", source: list, destination: navigation))
            #expect(editor.isNew)
        }
    }

    @Test("A scene instantiated by its storyboard ID and cast is the typed scene; the initial scene alike")
    func instantiating() throws {
        try withFixtureApp { _ in
            // DOC-BEGIN before: instantiate
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let details = storyboard.instantiateViewController(withIdentifier: "ContactDetailsController") as! ContactDetailsController
            let tabs = storyboard.instantiateInitialViewController() as! UITabBarController
            // DOC-END
            #expect(details.mode == "none" && tabs.viewControllers?.count == 1)
            try instantiatingTyped()
        }
    }

    private func instantiatingTyped() throws {
        // DOC-BEGIN after: instantiate
        let details = try Storyboards.MainScene.contactDetailsController.instantiate()
        let tabs = try Storyboards.MainScene.initial.instantiate()
        // DOC-END
        #expect(details.mode == "none" && tabs.viewControllers?.count == 1)
    }

    @Test("A cell registered from its nib by name and dequeued with a cast is the typed nib cell")
    func nibCells() throws {
        let saved = UINib.stubFiles
        defer { UINib.stubFiles = saved }
        UINib.stubFiles = ["NoteCell": { [NoteCell(coder: NSCoder())].compactMap { $0 } }]
        let indexPath = IndexPath(row: 0, section: 0)
        let before = UITableView(stubPrototypes: [:])
        let tableView = before
        // DOC-BEGIN before: nib cell
        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "NoteCell")
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        // DOC-END
        #expect(cell.reuseIdentifier == "NoteCell")
        try nibCellsTyped(UITableView(stubPrototypes: [:]), at: indexPath)
    }

    private func nibCellsTyped(_ tableView: UITableView, at indexPath: IndexPath) throws {
        // DOC-BEGIN after: nib cell
        tableView.register(Nibs.Cell.noteCell)
        let cell = try tableView.dequeue(Nibs.Cell.noteCell, for: indexPath)
        // DOC-END
        #expect(cell.reuseIdentifier == "NoteCell")
    }

    @Test("A controller whose view is in a nib is made from the nib's case, not its name")
    func nibController() {
        // DOC-BEGIN before: nib controller
        let before = NoteEditorController(nibName: "NoteEditor", bundle: nil)
        // DOC-END
        // DOC-BEGIN after: nib controller
        let editor = NoteEditorController(nib: Nibs.noteEditor)
        // DOC-END
        #expect(before.nibName == "NoteEditor" && editor.nibName == "NoteEditor")
    }
}
