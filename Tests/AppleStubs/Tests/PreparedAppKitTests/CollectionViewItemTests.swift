import AdapterTestSupport
import AppKit
import PreparedAppKit
import Testing

/// Collection view items kept in nibs or registered by class: made as their class, with no string.
@Suite("Collection view items, registered and made typed")
@MainActor
struct CollectionViewItemTests {
    let indexPath = IndexPath(item: 0, section: 0)

    @Test("A nib's item is registered under the nib's name and made as its class, throwing or configured")
    func nibItem() throws {
        try withTileNibs {
            let grid = NotesGridController(notes: ["Groceries"])
            let tile = try grid.collectionView.makeItem(Nibs.Cell.noteTile, for: indexPath)
            #expect(tile.note == nil)
            let configured = grid.collectionView(grid.collectionView, itemForRepresentedObjectAt: indexPath)
            #expect((configured as? NoteTileItem)?.note == "Groceries")
        }
    }

    @Test("A nib that holds another item class is a dequeue error that names the nib; the configure form shows the item as it is")
    func nibItemOfAnotherClass() {
        withTileNibs {
            withRecordedDequeueFailures { failures in
                let collection = NSCollectionView()
                let renamed = NibCell<NoteTileItem>(Nibs.renamedTile)
                collection.register(renamed)
                let error = DequeueError(container: "NSCollectionView", identifier: "RenamedTile", source: .nib("RenamedTile"),
                                         expected: "NoteTileItem", actual: "NSCollectionViewItem")
                #expect(throws: error) { try collection.makeItem(renamed, for: indexPath) }
                #expect(error.description == "The NSCollectionView dequeued 'RenamedTile' as an NSCollectionViewItem, not a NoteTileItem. "
                    + "The nib 'RenamedTile' holds another class. In Interface Builder, set the Custom Class of its top-level object "
                    + "to NoteTileItem (and its Module to the one that declares it), or generate the typed nibs again.")
                var configured = false
                let item = collection.makeItem(renamed, for: indexPath) { _ in configured = true }
                #expect(!configured && type(of: item) == NSCollectionViewItem.self)
                #expect(failures() == [error])
            }
        }
    }

    @Test("A nib the bundle lacks is reported when it is registered, naming the collection view, and nothing is registered")
    func missingNib() {
        withTileNibs {
            withRecordedDequeueFailures { failures in
                NSCollectionView().register(NibCell<NoteTileItem>(Nibs.missing))
                let missing = DequeueError(container: "NSCollectionView", identifier: "Missing", source: .nib("Missing"),
                                           expected: "NoteTileItem", actual: nil)
                #expect(failures() == [missing])
                #expect(missing.description.hasPrefix("The NSCollectionView gave no view for 'Missing', where a NoteTileItem was expected. "
                                                      + "The bundle has no nib 'Missing'"))
            }
        }
    }

    @Test("An item class is registered under its name and made as itself; another class under its name is a dequeue error")
    func itemClass() throws {
        try withRecordedDequeueFailures { failures in
            let collection = NSCollectionView()
            collection.register(NoteTileItem.self)
            let tile = try collection.makeItem(NoteTileItem.self, for: indexPath)
            #expect(tile.note == nil)
            var configured: NoteTileItem?
            _ = collection.makeItem(NoteTileItem.self, for: indexPath) { configured = $0 }
            #expect(configured != nil)

            let identifier = "PreparedAppKitTests.NoteTileItem"
            collection.register(NSCollectionViewItem.self, forItemWithIdentifier: NSUserInterfaceItemIdentifier(identifier))
            let error = DequeueError(container: "NSCollectionView", identifier: identifier, source: .registeredClass,
                                     expected: "NoteTileItem", actual: "NSCollectionViewItem")
            #expect(throws: error) { try collection.makeItem(NoteTileItem.self, for: indexPath) }
            #expect(error.description.hasSuffix("Something else was registered under the identifier the class's name gives. Register "
                                                + "the class itself on that view, `register(NoteTileItem.self)`, and nothing else under "
                                                + "that identifier."))
            _ = collection.makeItem(NoteTileItem.self, for: indexPath) { _ in Issue.record("configured an item of another class") }
            #expect(failures() == [error])
        }
    }

    /// Runs `body` with the test nibs in the stub bundle: NoteTile holds a NoteTileItem and its view, RenamedTile a
    /// plain NSCollectionViewItem.
    private func withTileNibs(_ body: () throws -> Void) rethrows {
        let saved = NSNib.stubFiles
        defer { NSNib.stubFiles = saved }
        NSNib.stubFiles = [
            "NoteTile": { [NoteTileItem(coder: NSCoder())!, NSView()] },
            "RenamedTile": { [NSCollectionViewItem(coder: NSCoder())!] },
        ]
        try body()
    }
}

// MARK: - Fixtures

final class NoteTileItem: NSCollectionViewItem {
    var note: String?
}

/// The tests' nibs, as the generated code names them.
enum Nibs: String, NibName {
    case noteTile = "NoteTile"
    case renamedTile = "RenamedTile"
    case missing = "Missing"

    enum Cell {
        static let noteTile = NibCell<NoteTileItem>(Nibs.noteTile)
    }
}

/// A controller whose collection view shows notes in tiles kept in a nib.
final class NotesGridController: NSViewController {
    let collectionView = NSCollectionView()
    let notes: [String]

    init(notes: [String]) {
        self.notes = notes
        super.init(nibName: nil, bundle: nil)
        // DOC-BEGIN collection view item: register
        collectionView.register(Nibs.Cell.noteTile)
        // DOC-END
    }

    required init?(coder: NSCoder) {
        notes = []
        super.init(coder: coder)
    }

    // DOC-BEGIN collection view item: make
    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
        collectionView.makeItem(Nibs.Cell.noteTile, for: indexPath) { tile in
            tile.note = notes[indexPath.item]
        }
    }
    // DOC-END
}
