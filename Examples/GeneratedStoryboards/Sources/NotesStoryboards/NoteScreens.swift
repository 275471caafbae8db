#if canImport(UIKit)
import PreparedUIKit
import UIKit

/// The list of notes: the source of the `openNote` segue.
final class NoteListController: PreparedViewController {
    var prepCtxNoteID: Int?

    /// Opens a note with the generated, typed segue: `prepare` takes a `NoteController`.
    func open(noteID: Int) {
        prepCtxNoteID = noteID
        performOpenNoteSegue { note in note.title = "Note \(noteID)" }
    }
}

/// One note: receives the note's ID.
final class NoteController: PreparedViewController {
    var prepCtxNoteID: Int?

    override class var contextTable: ContextTable {
        ContextTable(NoteController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxNoteID", \.prepCtxNoteID)
        }
    }
}
#endif
