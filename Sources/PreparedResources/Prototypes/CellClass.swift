/// A cell class registered in code and dequeued as itself, with no string:
/// its reuse identifier is its name. The adapters take the class itself,
/// `tableView.register(ContactCell.self)` then
/// `tableView.dequeue(ContactCell.self, for: indexPath)`.
public struct CellClass<Cell: AnyObject>: ReusableCell, CustomStringConvertible {
    /// The class's name with its module (`App.ContactCell`): the identifier it is registered and dequeued by.
    public let reuseIdentifier: String

    /// The cell class `Cell`.
    public init(_ cellClass: Cell.Type = Cell.self) {
        reuseIdentifier = String(reflecting: cellClass)
    }

    /// The class's name, for messages.
    public var description: String { reuseIdentifier }

    /// Where the identifier comes from: a class registered in code under its name.
    @_spi(Generated) public var dequeueSource: DequeueError.Source { .registeredClass }
}
