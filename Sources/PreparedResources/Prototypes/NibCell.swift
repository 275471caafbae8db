/// A cell kept in a nib of its own (a `.xib` whose top-level object is the
/// cell), registered with a table or collection view and dequeued as its class:
///
/// ```swift
/// tableView.register(Nibs.Cell.contactCell)
/// tableView.dequeue(Nibs.Cell.contactCell, for: indexPath) { cell in
///     cell.nameLabel.text = contacts[indexPath.row].name
/// }
/// ```
///
/// The generated `Nibs` names each nib cell; write one by hand with
/// ``init(_:reuseIdentifier:)``.
public struct NibCell<Cell>: ReusableCell, CustomStringConvertible {
    /// The nib that holds the cell.
    public let nib: any NibName
    /// The identifier it is registered and dequeued by: the cell's own in
    /// the nib, or the nib's name when the nib gives it none.
    public let reuseIdentifier: String

    /// The cell of `nib`, registered and dequeued by `reuseIdentifier` (the nib's name when `nil`).
    public init(_ nib: some NibName, reuseIdentifier: String? = nil) {
        self.nib = nib
        self.reuseIdentifier = reuseIdentifier ?? nib.name
    }

    /// The nib and the identifier, for messages.
    public var description: String {
        "'\(reuseIdentifier)' of \(nib.name).xib"
    }

    /// Where the identifier comes from: the nib.
    @_spi(Generated) public var dequeueSource: DequeueError.Source { .nib(nib.name) }
}
