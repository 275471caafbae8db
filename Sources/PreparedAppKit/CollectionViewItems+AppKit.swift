#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSCollectionView {
    /// Registers the nib of `nibItem`, a collection view item kept in a XIB, for its identifier, so that
    /// `makeItem(nibItem, for:)` makes its item. A nib the bundle lacks goes to ``DequeueError/failureHandler``, and
    /// nothing is registered.
    public func register<Item: NSCollectionViewItem>(_ nibItem: NibCell<Item>) {
        nibItem.register(with: self) { register($0, forItemWithIdentifier: NSUserInterfaceItemIdentifier($1)) }
    }

    /// Registers `itemClass` under its name, so that `makeItem(itemClass, for:)` makes one: no string.
    public func register<Item: NSCollectionViewItem>(_ itemClass: Item.Type) {
        register(itemClass as AnyClass, forItemWithIdentifier: NSUserInterfaceItemIdentifier(CellClass(itemClass).reuseIdentifier))
    }

    /// An item of `prototype`'s class (a XIB's item registered with ``register(_:)-(NibCell<Item>)``, or a
    /// ``CellClass``), made from what the collection view registered under its identifier.
    ///
    /// - Throws: ``DequeueError`` when the item of that identifier is another class.
    public func makeItem<Item: NSCollectionViewItem>(
        _ prototype: some ReusableCell<Item>, for indexPath: IndexPath
    ) throws(DequeueError) -> Item {
        try prototype.cast(makeItem(withIdentifier: NSUserInterfaceItemIdentifier(prototype.reuseIdentifier), for: indexPath),
                           from: self)
    }

    /// An item made from what the collection view registered under `prototype`'s identifier, configured as its class,
    /// for `collectionView(_:itemForRepresentedObjectAt:)`.
    ///
    /// ```swift
    /// collectionView.makeItem(Nibs.Cell.noteTile, for: indexPath) { tile in
    ///     tile.note = notes[indexPath.item]
    /// }
    /// ```
    ///
    /// An item of another class is returned as it is, and the failure goes to ``DequeueError/failureHandler``.
    public func makeItem<Item: NSCollectionViewItem>(
        _ prototype: some ReusableCell<Item>, for indexPath: IndexPath, configure: (Item) -> Void
    ) -> NSCollectionViewItem {
        prototype.configure(makeItem(withIdentifier: NSUserInterfaceItemIdentifier(prototype.reuseIdentifier), for: indexPath),
                            from: self, configure)
    }

    /// An item of `itemClass`, registered with ``register(_:)-(Item.Type)``, made by its name.
    ///
    /// - Throws: ``DequeueError`` when something else was registered under its name.
    public func makeItem<Item: NSCollectionViewItem>(_ itemClass: Item.Type, for indexPath: IndexPath) throws(DequeueError) -> Item {
        try makeItem(CellClass(itemClass), for: indexPath)
    }

    /// An item of `itemClass`, registered with ``register(_:)-(Item.Type)``, made by its name and configured; an item
    /// of another class is returned as it is, and the failure goes to ``DequeueError/failureHandler``.
    public func makeItem<Item: NSCollectionViewItem>(
        _ itemClass: Item.Type, for indexPath: IndexPath, configure: (Item) -> Void
    ) -> NSCollectionViewItem {
        makeItem(CellClass(itemClass), for: indexPath, configure: configure)
    }
}
#endif
