import AdapterTestSupport
import PreparedUIKit
import Testing
import UIKit

/// A nib cell's `UICollectionView.CellRegistration`, for diffable data sources: the nib's cell, as its class.
@Suite("Cell registrations from nib cells")
@MainActor
struct CellRegistrationTests {
    @Test("A nib cell's registration makes the nib's cell as its class and configures it with the item")
    func nibCellRegistration() {
        let saved = UINib.stubFiles
        defer { UINib.stubFiles = saved }
        UINib.stubFiles = ["NoteTile": {
            let tile = TitledTile(coder: NSCoder())!
            tile.fromNib = "NoteTile"
            return [tile]
        }]
        let collection = UICollectionView(stubCells: [:])
        let tiles = NibCell<TitledTile>(NoteNib.noteTile).registration { (tile, _, title: String) in
            tile.title = title
        }
        let tile = collection.dequeueConfiguredReusableCell(using: tiles, for: IndexPath(item: 0, section: 0), item: "Birthday")
        #expect(tile.title == "Birthday")
        #expect(tile.fromNib == "NoteTile", "made from the nib the NibCell names")
    }
}

/// A tile that shows a title.
final class TitledTile: UICollectionViewCell {
    var title: String?
    /// The nib the stub made it from, if any.
    var fromNib: String?
}
