import Testing
import PreparedAppKit
import AppKit

// The AppKit snippets of Docs/UIKit.md, compiled against the AppKit stubs and run
// here. The root package's DocSnippetTests checks that every swift block of the doc
// stands, line for line, in this folder.

// DOC-BEGIN appkit seed
class LibraryController: PreparedViewController {
    var prepCtxLibraryID = 7
}

class BookController: PreparedViewController {
    var prepCtxLibraryID: Int?

    override class var contextTable: ContextTable {
        ContextTable(BookController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxLibraryID", \.prepCtxLibraryID)
        }
    }
}

final class LibraryWindowController: PreparedWindowController {
    var prepCtxLibraryID = 3
}
// DOC-END

// DOC-BEGIN appkit one line
final class SidebarController: NSSplitViewController, SeguePreparing {
    var prepCtxLibraryID: Int? = 7

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        prepareDestination(of: segue)
    }
}
// DOC-END

// DOC-BEGIN appkit typed
enum LibrarySegue: String, SegueName {
    case showBook
    case editBook
}

enum MacStoryboard: String, StoryboardName {
    case main = "Main"
}
// DOC-END

/// Records the destinations its segues prepare, for the tests.
final class RecordingLibraryWindowController: PreparedWindowController {
    var prepCtxLibraryID = 3
    private(set) var lastDestination: Any?

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastDestination = segue.destinationController
    }
}

@MainActor
let macMainFile = StubStoryboardFile(initial: "LibraryWindowController", scenes: [
    StubScene("LibraryWindowController", LibraryWindowController.self, relationships: ["LibraryController"]),
    StubScene("ToolbarWindow", RecordingLibraryWindowController.self, relationships: ["LibraryController"], segues: [
        StubSegue("editBook", to: "BookController", kind: .sheet),
    ]),
    StubScene("LibraryController", LibraryController.self, segues: [
        StubSegue("showBook", to: "BookWindow", kind: .show),
        StubSegue("editBook", to: "BookController", kind: .sheet),
    ]),
    StubScene("SidebarController", SidebarController.self, segues: [StubSegue("showBook", to: "BookController", kind: .popover)]),
    StubScene("BookWindow", NSWindowController.self, relationships: ["BookController"]),
    StubScene("BookController", BookController.self),
])

@Suite("Docs/UIKit.md AppKit snippets")
@MainActor
struct AppKitDocTests {
    @Test("The AppKit example: a sheet, a window and a one-shot closure receive the library's ID")
    func seed() throws {
        try withApp(["Main": macMainFile]) { failures in
            // DOC-BEGIN appkit perform
            let library = try MacStoryboard.main.instantiate(LibraryController.self)
            library.performSegue(LibrarySegue.editBook, sender: nil) { (book: BookController) in
                book.prepCtxLibraryID = 42  // runs after every other step
            }
            // DOC-END
            let sheet = try #require(library.presentedViewControllers?.first as? BookController)
            #expect(sheet.prepCtxLibraryID == 42)

            let shown = try MacStoryboard.main.instantiate(LibraryController.self)
            shown.performSegue(LibrarySegue.showBook, sender: nil)
            #expect(failures().isEmpty)
        }
    }

    @Test("A window controller's toolbar segue and the one-line protocol pass the library's ID")
    func windowAndProtocol() throws {
        try withApp(["Main": macMainFile]) { failures in
            let window = try MacStoryboard.main.instantiate(RecordingLibraryWindowController.self, identifier: "ToolbarWindow")
            window.performSegue(LibrarySegue.editBook, sender: nil)
            #expect((window.lastDestination as? BookController)?.prepCtxLibraryID == 3)

            let sidebar = try MacStoryboard.main.instantiate(SidebarController.self)
            sidebar.performSegue(LibrarySegue.showBook, sender: nil)
            #expect((sidebar.presentedViewControllers?.first as? BookController)?.prepCtxLibraryID == 7)
            #expect(failures().isEmpty)
        }
    }

    @Test("The initial window controller, made by a creator, shows its window")
    func creator() throws {
        try withApp(["Main": macMainFile]) { failures in
            // DOC-BEGIN appkit creator
            let window = try MacStoryboard.main.instantiate(LibraryWindowController.self) { coder in
                LibraryWindowController(coder: coder)
            }
            window.showWindow(nil)
            // DOC-END
            #expect(window.stubShowCount == 1)
            #expect(window.contentViewController is LibraryController)
            #expect(window.contentViewController?.isViewLoaded == true)
            let initial = try MacStoryboard.main.instantiateInitial(as: LibraryWindowController.self)
            #expect(initial.contentViewController is LibraryController)
            #expect(failures().isEmpty)
        }
    }
}
