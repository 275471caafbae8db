#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITableView {
    /// Registers the nib of `nibCell` for its reuse identifier, so that
    /// `dequeue(nibCell, for:)` makes its cell.
    public func register<Cell: UITableViewCell>(_ nibCell: NibCell<Cell>) {
        nibCell.register(with: self) { register($0, forCellReuseIdentifier: $1) }
    }

    /// Registers `cellClass` under its name, so that `dequeue(cellClass, for:)` makes one: no string.
    ///
    /// ```swift
    /// tableView.register(ContactCell.self)
    /// ```
    public func register<Cell: UITableViewCell>(_ cellClass: Cell.Type) {
        register(cellClass as AnyClass, forCellReuseIdentifier: CellClass(cellClass).reuseIdentifier)
    }

    /// A cell of `cellClass`, registered with ``register(_:)-(Cell.Type)``, dequeued by its name.
    ///
    /// - Throws: ``DequeueError`` when something else was registered under its name.
    public func dequeue<Cell: UITableViewCell>(_ cellClass: Cell.Type, for indexPath: IndexPath) throws(DequeueError) -> Cell {
        try dequeue(CellClass(cellClass), for: indexPath)
    }

    /// A cell of `cellClass`, registered with ``register(_:)-(Cell.Type)``, dequeued by its name and configured;
    /// a cell of another class is returned as it is, and the failure goes to ``DequeueError/failureHandler``.
    ///
    /// ```swift
    /// tableView.dequeue(ContactCell.self, for: indexPath) { cell in
    ///     cell.nameLabel.text = contacts[indexPath.row].name
    /// }
    /// ```
    public func dequeue<Cell: UITableViewCell>(
        _ cellClass: Cell.Type, for indexPath: IndexPath, configure: (Cell) -> Void
    ) -> UITableViewCell {
        dequeue(CellClass(cellClass), for: indexPath, configure: configure)
    }
}

extension UICollectionView {
    /// Registers the nib of `nibCell` for its reuse identifier, so that
    /// `dequeue(nibCell, for:)` makes its cell.
    public func register<Cell: UICollectionViewCell>(_ nibCell: NibCell<Cell>) {
        nibCell.register(with: self) { register($0, forCellWithReuseIdentifier: $1) }
    }

    /// Registers the nib of `nibView`, a supplementary view kept in a XIB (a header or a footer), for its reuse
    /// identifier and `kind`, so that `dequeue(nibView, ofKind: kind, for:)` makes it.
    public func register<View: UICollectionReusableView>(_ nibView: NibCell<View>, forSupplementaryViewOfKind kind: String) {
        nibView.register(with: self) { register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: $1) }
    }

    /// A supplementary view of `nibView`'s class, registered with ``register(_:forSupplementaryViewOfKind:)``,
    /// dequeued by its kind and reuse identifier.
    ///
    /// - Throws: ``DequeueError`` when the view is another class.
    public func dequeue<View: UICollectionReusableView>(
        _ nibView: NibCell<View>, ofKind kind: String, for indexPath: IndexPath
    ) throws(DequeueError) -> View {
        try nibView.cast(dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: nibView.reuseIdentifier, for: indexPath),
                         from: self)
    }

    /// A supplementary view dequeued by `nibView`'s kind and reuse identifier, configured as its class; a view of
    /// another class is returned as it is, and the failure goes to ``DequeueError/failureHandler``.
    public func dequeue<View: UICollectionReusableView>(
        _ nibView: NibCell<View>, ofKind kind: String, for indexPath: IndexPath, configure: (View) -> Void
    ) -> UICollectionReusableView {
        nibView.configure(dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: nibView.reuseIdentifier, for: indexPath),
                          from: self, configure)
    }

    /// Registers `cellClass` under its name, so that `dequeue(cellClass, for:)` makes one: no string.
    public func register<Cell: UICollectionViewCell>(_ cellClass: Cell.Type) {
        register(cellClass as AnyClass, forCellWithReuseIdentifier: CellClass(cellClass).reuseIdentifier)
    }

    /// A cell of `cellClass`, registered with ``register(_:)-(Cell.Type)``, dequeued by its name.
    ///
    /// - Throws: ``DequeueError`` when something else was registered under its name.
    public func dequeue<Cell: UICollectionViewCell>(_ cellClass: Cell.Type, for indexPath: IndexPath) throws(DequeueError) -> Cell {
        try dequeue(CellClass(cellClass), for: indexPath)
    }

    /// A cell of `cellClass`, registered with ``register(_:)-(Cell.Type)``, dequeued by its name and configured;
    /// a cell of another class is returned as it is, and the failure goes to ``DequeueError/failureHandler``.
    public func dequeue<Cell: UICollectionViewCell>(
        _ cellClass: Cell.Type, for indexPath: IndexPath, configure: (Cell) -> Void
    ) -> UICollectionViewCell {
        dequeue(CellClass(cellClass), for: indexPath, configure: configure)
    }
}

extension NibView where View: UIView {
    /// The nib's view, made with `owner` as its File's Owner (`nil` for a nib without one), as `View`.
    ///
    /// - Throws: ``StoryboardError/wrongNibClass(nib:expected:actual:)`` when no top-level object is a `View`,
    ///   ``StoryboardError/nothingFromNib(nib:expected:)`` when the nib holds none.
    @MainActor
    public func instantiate(owner: Any? = nil) throws(StoryboardError) -> View {
        try view(among: UINib(nib).instantiate(withOwner: owner))
    }
}
#endif
