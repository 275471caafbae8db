import Foundation

/// Not UIKit API: what code registered with a table or collection view, by reuse identifier (`register(_:for…)`),
/// and how the stubs make a cell of it.
@MainActor
struct StubCellRegistry<Cell: UIView & StubCoderInitializable> {
    enum Registration {
        case nib(UINib)
        case cellClass(Cell.Type)
    }

    private var registered: [String: Registration] = [:]

    /// Registers `nib` for `identifier`; `nil` unregisters.
    mutating func register(_ nib: UINib?, for identifier: String) {
        registered[identifier] = nib.map { .nib($0) }
    }

    /// Registers `cellClass` for `identifier`; `nil` unregisters. UIKit raises for a class of another kind, and so
    /// does the stub.
    mutating func register(_ cellClass: AnyClass?, for identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        guard let cellType = cellClass as? Cell.Type else { preconditionFailure("must pass a class of kind \(Cell.self)") }
        registered[identifier] = .cellClass(cellType)
    }

    /// A cell of what was registered for `identifier`, or `nil` when nothing was. UIKit requires a registered nib to
    /// hold exactly one top-level object, a cell, and raises otherwise; so does the stub. UIKit makes a registered
    /// class with `init(style:reuseIdentifier:)` or `init(frame:)`; Swift without Objective-C can call only a required
    /// initializer on a metatype, so the stub uses `init?(coder:)`.
    func make(_ identifier: String) -> Cell? {
        switch registered[identifier] {
        case .nib(let nib)?:
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let cell = objects.first as? Cell else {
                preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top "
                                    + "level object which must be a \(Cell.self) instance")
            }
            return cell
        case .cellClass(let cellClass)?:
            return cellClass.init(coder: NSCoder())
        case nil:
            return nil
        }
    }
}

/// Not UIKit API: the cells whose `init?(coder:)` is required, which the stubs call on a registered class.
@MainActor
protocol StubCoderInitializable {
    init?(coder: NSCoder)
}

extension UITableViewCell: StubCoderInitializable {}
extension UICollectionReusableView: StubCoderInitializable {}
