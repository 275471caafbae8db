#if canImport(UIKit) && !os(watchOS)
import UIKit

extension NibCell where Cell: UICollectionViewCell {
    /// A cell registration from this cell's nib, for a diffable data source: `dequeueConfiguredReusableCell(using:for:item:)`
    /// makes the nib's cell as its class and configures it with `handler`.
    ///
    /// ```swift
    /// let tiles = Nibs.Cell.noteTile.registration { (tile, _, note: Note) in
    ///     tile.note = note
    /// }
    /// ```
    ///
    /// The nib's class is checked when the app is built (the generated code names it) and in the bundle check; UIKit
    /// raises an exception for a nib that holds another class.
    @MainActor
    @available(iOS 14.0, tvOS 14.0, *)
    public func registration<Item>(
        handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler
    ) -> UICollectionView.CellRegistration<Cell, Item> {
        UICollectionView.CellRegistration(cellNib: UINib(nib), handler: handler)
    }
}
#endif
