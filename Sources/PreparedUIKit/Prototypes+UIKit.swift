#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITableView {
    /// A cell of `prototype`'s class (a storyboard's prototype, a nib's cell registered with ``register(_:)-(NibCell<Cell>)``,
    /// or a ``CellClass``), dequeued by its reuse identifier.
    ///
    /// - Throws: ``DequeueError`` when the table's cell of that identifier is another class.
    public func dequeue<Cell: UITableViewCell>(_ prototype: some ReusableCell<Cell>, for indexPath: IndexPath) throws(DequeueError) -> Cell {
        try prototype.cast(dequeueReusableCell(withIdentifier: prototype.reuseIdentifier, for: indexPath), from: self)
    }

    /// A cell dequeued by `prototype`'s reuse identifier, configured as its class.
    ///
    /// ```swift
    /// tableView.dequeue(Prototype.contactCell, for: indexPath) { cell in
    ///     cell.nameLabel.text = contacts[indexPath.row].name
    /// }
    /// ```
    ///
    /// A cell of another class is returned as it is, and the failure goes to
    /// ``DequeueError/failureHandler``.
    public func dequeue<Cell: UITableViewCell>(
        _ prototype: some ReusableCell<Cell>, for indexPath: IndexPath, configure: (Cell) -> Void
    ) -> UITableViewCell {
        prototype.configure(dequeueReusableCell(withIdentifier: prototype.reuseIdentifier, for: indexPath), from: self, configure)
    }
}

extension UICollectionView {
    /// A cell of `prototype`'s class (a storyboard's prototype, a nib's cell registered with ``register(_:)-(NibCell<Cell>)``,
    /// or a ``CellClass``), dequeued by its reuse identifier.
    ///
    /// - Throws: ``DequeueError`` when the collection's cell of that identifier is another class.
    public func dequeue<Cell: UICollectionViewCell>(
        _ prototype: some ReusableCell<Cell>, for indexPath: IndexPath
    ) throws(DequeueError) -> Cell {
        try prototype.cast(dequeueReusableCell(withReuseIdentifier: prototype.reuseIdentifier, for: indexPath), from: self)
    }

    /// A cell dequeued by `prototype`'s reuse identifier, configured as its
    /// class; a cell of another class is returned as it is, and the failure
    /// goes to ``DequeueError/failureHandler``.
    public func dequeue<Cell: UICollectionViewCell>(
        _ prototype: some ReusableCell<Cell>, for indexPath: IndexPath, configure: (Cell) -> Void
    ) -> UICollectionViewCell {
        prototype.configure(dequeueReusableCell(withReuseIdentifier: prototype.reuseIdentifier, for: indexPath), from: self, configure)
    }

    /// A supplementary view of `prototype`'s kind and class, dequeued by its reuse identifier.
    ///
    /// - Throws: ``DequeueError`` when the collection's view of that kind and identifier is another class.
    public func dequeue<View: UICollectionReusableView>(
        _ prototype: SupplementaryViewPrototype<View>, for indexPath: IndexPath
    ) throws(DequeueError) -> View {
        try prototype.cast(dequeueReusableSupplementaryView(
            ofKind: prototype.elementKind, withReuseIdentifier: prototype.reuseIdentifier, for: indexPath
        ), from: self)
    }

    /// A supplementary view dequeued by `prototype`'s kind and reuse
    /// identifier, configured as its class; a view of another class is
    /// returned as it is, and the failure goes to ``DequeueError/failureHandler``.
    public func dequeue<View: UICollectionReusableView>(
        _ prototype: SupplementaryViewPrototype<View>, for indexPath: IndexPath, configure: (View) -> Void
    ) -> UICollectionReusableView {
        prototype.configure(dequeueReusableSupplementaryView(
            ofKind: prototype.elementKind, withReuseIdentifier: prototype.reuseIdentifier, for: indexPath
        ), from: self, configure)
    }
}
#endif
