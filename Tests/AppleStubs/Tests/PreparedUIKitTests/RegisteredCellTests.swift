import AdapterTestSupport
import PreparedUIKit
import Testing
import UIKit

/// Cells kept in nibs and cells registered by class: registered and dequeued as their class, with no string.
@Suite("Nib cells and cell classes, registered and dequeued typed")
@MainActor
struct RegisteredCellTests {
    /// Installs the stub nibs of these tests, and puts the old ones back afterwards.
    func withNibs(_ body: () throws -> Void) rethrows {
        let saved = UINib.stubFiles
        defer { UINib.stubFiles = saved }
        UINib.stubFiles = [
            "NoteCell": { [NoteCell(coder: NSCoder())!] },
            "RenamedNoteCell": { [UITableViewCell(coder: NSCoder())!] },
            "NoteTile": { [NoteTile(coder: NSCoder())!] },
            "BannerView": { [UITapGestureStandIn(), BannerView()] },
            "Empty": { [] },
            "NotesHeader": { [NotesHeaderView(coder: NSCoder())!] },
        ]
        try body()
    }

    let indexPath = IndexPath(row: 0, section: 0)

    @Test("A nib's cell is registered and dequeued as its class, by the identifier its nib gives")
    func nibCell() throws {
        try withNibs {
            let table = UITableView(stubPrototypes: [:])
            table.register(NoteNibs.noteCell)
            let cell = try table.dequeue(NoteNibs.noteCell, for: indexPath)
            #expect(cell.reuseIdentifier == "note")
            var configured: NoteCell?
            _ = table.dequeue(NoteNibs.noteCell, for: indexPath) { configured = $0 }
            #expect(configured != nil)
        }
    }

    @Test("A nib whose cell is another class is reported, naming the nib and both classes")
    func nibCellOfAnotherClass() {
        withNibs {
            let table = UITableView(stubPrototypes: [:])
            let renamed = NibCell<NoteCell>(NoteNib.renamedNoteCell)
            table.register(renamed)
            #expect(renamed.reuseIdentifier == "RenamedNoteCell", "the nib's name, when it gives no identifier")
            let error = DequeueError(container: "UITableView", identifier: "RenamedNoteCell", source: .nib("RenamedNoteCell"),
                                     expected: "NoteCell", actual: "UITableViewCell")
            #expect(throws: error) {
                try table.dequeue(renamed, for: indexPath)
            }
            #expect(error.description
                == "The UITableView dequeued 'RenamedNoteCell' as a UITableViewCell, not a NoteCell. The nib 'RenamedNoteCell' holds "
                + "another class. In Interface Builder, set the Custom Class of its top-level object to NoteCell (and its Module to "
                + "the one that declares it), or generate the typed nibs again.")
        }
    }

    @Test("A cell class is registered under its name and dequeued as itself; in a collection view too")
    func cellClass() throws {
        let table = UITableView(stubPrototypes: [:])
        table.register(NoteCell.self)
        #expect(try table.dequeue(NoteCell.self, for: indexPath).reuseIdentifier == "PreparedUIKitTests.NoteCell")
        let collection = UICollectionView(stubCells: [:])
        collection.register(NoteTile.self)
        #expect(try collection.dequeue(NoteTile.self, for: indexPath).reuseIdentifier == "PreparedUIKitTests.NoteTile")
        try withNibs {
            collection.register(NoteNibs.noteTile)
            let tile = try collection.dequeue(NoteNibs.noteTile, for: indexPath)
            #expect(tile.reuseIdentifier == "NoteTile")
        }
    }

    @Test("Another class registered under a cell class's name is reported, and a configure closure is not called")
    func cellClassReplaced() {
        withRecordedDequeueFailures { failures in
            let table = UITableView(stubPrototypes: [:])
            table.register(UITableViewCell.self, forCellReuseIdentifier: "PreparedUIKitTests.NoteCell")
            var configured = false
            let cell = table.dequeue(NoteCell.self, for: indexPath) { _ in configured = true }
            #expect(!configured)
            #expect(type(of: cell) == UITableViewCell.self, "what the table made is returned as it is")
            #expect(failures() == [DequeueError(container: "UITableView", identifier: "PreparedUIKitTests.NoteCell",
                                                source: .registeredClass, expected: "NoteCell", actual: "UITableViewCell")])
        }
    }

    @Test("A collection's header kept in a nib is registered for its kind and dequeued as its class; another class is reported")
    func supplementaryView() throws {
        try withNibs {
            let collection = UICollectionView(stubCells: [:])
            let header = NibCell<NotesHeaderView>(NoteNib.notesHeader, reuseIdentifier: "header")
            collection.register(header, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader)
            let view = try collection.dequeue(header, ofKind: UICollectionView.elementKindSectionHeader, for: indexPath)
            #expect(view.reuseIdentifier == "header")
            let banner = NibCell<BannerHeaderView>(NoteNib.notesHeader, reuseIdentifier: "header")
            #expect(throws: DequeueError(container: "UICollectionView", identifier: "header", source: .nib("NotesHeader"),
                                         expected: "BannerHeaderView", actual: "NotesHeaderView")) {
                try collection.dequeue(banner, ofKind: UICollectionView.elementKindSectionHeader, for: indexPath)
            }
        }
    }

    @Test("A nib's view is made as its class, the first top-level object of it; another class or an empty nib is reported")
    func nibView() throws {
        try withNibs {
            let banner = try NibView<BannerView>(NoteNib.bannerView).instantiate()
            #expect(type(of: banner) == BannerView.self)
            #expect(throws: StoryboardError.wrongNibClass(nib: "NoteCell", expected: "BannerView", actual: "NoteCell")) {
                try NibView<BannerView>(NoteNib.noteCell).instantiate()
            }
            #expect(throws: StoryboardError.nothingFromNib(nib: "Empty", expected: "BannerView")) {
                try NibView<BannerView>(NoteNib.empty).instantiate()
            }
        }
    }
}

// MARK: - Fixtures

final class NoteCell: UITableViewCell {}

final class NoteTile: UICollectionViewCell {}

final class BannerView: UIView {}

final class NotesHeaderView: UICollectionReusableView {}

final class BannerHeaderView: UICollectionReusableView {}

/// A top-level object of a nib that is no view, before the view.
final class UITapGestureStandIn {}

enum NoteNib: String, NibName {
    case noteCell = "NoteCell"
    case renamedNoteCell = "RenamedNoteCell"
    case noteTile = "NoteTile"
    case bannerView = "BannerView"
    case empty = "Empty"
    case notesHeader = "NotesHeader"
}

/// The typed cells of the nibs, as the generated `Nibs` names them.
enum NoteNibs {
    static let noteCell = NibCell<NoteCell>(NoteNib.noteCell, reuseIdentifier: "note")
    static let noteTile = NibCell<NoteTile>(NoteNib.noteTile)
}
