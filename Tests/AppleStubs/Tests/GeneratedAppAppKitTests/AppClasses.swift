import Foundation
import AppKit
import PreparedAppKit

// The classes of the fixture Mac app (Tests/PreparedStoryboardsTests/Fixtures/Mac), as the
// app declares them: `Storyboards.swift` beside this file is `prepared-storyboard generate`'s
// output for that app, compiled against them. The same two files are compiled in Swift 5
// mode (GeneratedMacAppSwift5) and with `.defaultIsolation(MainActor.self)` (GeneratedMacAppMainActor).

/// The sidebar: an outline of notes whose rows are the storyboard's `NoteCell` cell views, made typed.
final class SidebarController: PreparedViewController, NSTableViewDelegate {
    var prepCtxNoteID: Int?
    /// The notes the outline shows, one a row.
    var notes = ["Groceries", "Ideas"]
    /// The segues this screen's code does not know: its storyboard changed after the Swift was generated.
    var unmatchedSegues: [UnmatchedSegue] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        switch TypedSegue(segue) {
        case .details(let info):
            info.presentation = "sheet"
        case .info(let info):
            info.presentation = "popover"
        case .window(let info):
            info.presentation = "modal window"
        case .unmatched(let segue):
            unmatchedSegues.append(segue)
        }
    }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        tableView.makeView(Prototype.noteCell, owner: self) { view in
            view.note = notes[row]
        }
    }
}

/// A row of the sidebar's outline.
final class NoteCellView: NSTableCellView {
    var note: String?
}

/// The badge kept in `StatusBadge.xib` (its top-level custom view), made in code with `Nibs.View.statusBadge.instantiate()`.
final class StatusBadgeView: NSView {
    // AppKit sets it by key-value coding when the nib loads, which needs `@IBOutlet` (Objective-C) where AppKit runs.
    #if canImport(ObjectiveC)
    @IBOutlet var label: NSView?
    #else
    var label: NSView?
    #endif
}

final class InfoController: PreparedViewController {
    var prepCtxNoteID: Int?
    /// Set by the sidebar's typed `prepare(for:sender:)`.
    var presentation = "none"
    /// Given by a creator: initializer injection.
    var library: String?

    override class var contextTable: ContextTable {
        ContextTable(InfoController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxNoteID", \.prepCtxNoteID)
        }
    }
}

/// The preferences window (Fixtures/MacPreferences), the source of the `general` segue.
final class PreferencesWindowController: PreparedWindowController {
    var prepCtxNoteID: Int?
    /// Given by a creator: initializer injection.
    var pane = "none"
}

/// The general pane of the preferences window.
final class GeneralPaneController: PreparedViewController {
    var prepCtxNoteID: Int?
    var opened = false

    override class var contextTable: ContextTable {
        ContextTable(GeneralPaneController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxNoteID", \.prepCtxNoteID)
        }
    }
}

/// The application's delegate, an object of the storyboard's application scene.
final class AppDelegate: NSObject {}
