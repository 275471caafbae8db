import Foundation

/// Stub of `UICollectionReusableView` (Apple: `@MainActor class UICollectionReusableView`, a subclass of UIView).
@MainActor
open class UICollectionReusableView: UIView {
    /// Not UIKit API: the identifier the stub collection made it for.
    var stubIdentifier: String?

    // Apple: `init(frame: CGRect)`; the stubs have no geometry, so it takes none.
    public override init() { super.init() }

    // Apple: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init() }

    // Apple: `var reuseIdentifier: String? { get }`
    open var reuseIdentifier: String? { stubIdentifier }
}

/// Stub of `UICollectionViewCell` (Apple: `@MainActor class UICollectionViewCell`, a subclass of UICollectionReusableView).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}

/// Stub of `UICollectionViewDataSource` (Apple: `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`).
/// Its optional requirements need Objective-C: `collectionView(_:viewForSupplementaryElementOfKind:at:)`
/// is left to the adopting class here.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    // Apple: `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int`
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    // Apple: `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell`
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// Stub of `UICollectionView` (Apple: `@MainActor class UICollectionView`, a subclass of UIScrollView).
@MainActor
open class UICollectionView: UIScrollView {
    // Apple: `class let elementKindSectionHeader: String`
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    // Apple: `class let elementKindSectionFooter: String`
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Not UIKit API: the prototype cells Interface Builder put in this collection, by reuse identifier.
    public var stubCells: [String: UICollectionViewCell.Type] = [:]
    /// Not UIKit API: its supplementary views, by element kind, then reuse identifier.
    public var stubSupplementaryViews: [String: [String: UICollectionReusableView.Type]] = [:]

    // Not Apple's declaration: a collection as a storyboard decodes it, with its prototypes.
    public init(stubCells: [String: UICollectionViewCell.Type],
                stubSupplementaryViews: [String: [String: UICollectionReusableView.Type]] = [:]) {
        self.stubCells = stubCells
        self.stubSupplementaryViews = stubSupplementaryViews
        super.init()
    }

    // Apple: `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`.
    // UIKit raises an Objective-C exception for an identifier nothing registered; the stub stops the test.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // A cell registered in code comes before a prototype of the same identifier, as the last registration wins.
        guard let cell = stubRegistered.make(identifier) ?? stubCells[identifier]?.init(coder: NSCoder()) else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier)")
        }
        cell.stubIdentifier = identifier
        return cell
    }

    /// Not UIKit API: what code registered.
    var stubRegistered = StubCellRegistry<UICollectionViewCell>()

    // Apple: `func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)`; `nil` unregisters.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        stubRegistered.register(nib, for: identifier)
    }

    // Apple: `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`; `nil` unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        stubRegistered.register(cellClass, for: identifier)
    }

    // Apple: `func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView`
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        // A view registered in code comes before a storyboard's of the same kind and identifier.
        guard let view = stubRegisteredSupplementaryViews.make("\(elementKind)/\(identifier)")
                ?? stubSupplementaryViews[elementKind]?[identifier]?.init(coder: NSCoder()) else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier)")
        }
        view.stubIdentifier = identifier
        return view
    }

    /// Not UIKit API: the supplementary views code registered, by `kind/identifier`.
    var stubRegisteredSupplementaryViews = StubCellRegistry<UICollectionReusableView>()

    // Apple: `func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)`;
    // `nil` unregisters.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        stubRegisteredSupplementaryViews.register(nib, for: "\(kind)/\(identifier)")
    }
}

// Stubs of UIKit's additions to Foundation's `IndexPath` (Apple: `extension IndexPath` in UIKit).
extension IndexPath {
    // Apple: `init(row: Int, section: Int)`
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    // Apple: `init(item: Int, section: Int)`
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    // Apple: `var section: Int { get set }` (a get-only property here)
    public var section: Int { self[0] }
    // Apple: `var row: Int { get set }` (a get-only property here)
    public var row: Int { self[1] }
    // Apple: `var item: Int { get set }` (a get-only property here)
    public var item: Int { self[1] }
}

extension UICollectionView {
    /// Stub of `UICollectionView.CellRegistration` (Apple: `@MainActor @preconcurrency struct CellRegistration<Cell, Item>
    /// where Cell : UICollectionViewCell`, iOS 14.0+, tvOS 14.0+).
    @MainActor
    @available(iOS 14.0, tvOS 14.0, *)
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        // Apple: `typealias Handler = (Cell, IndexPath, Item) -> Void`
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// Not UIKit API: the nib the cell is made from, or `nil` for the class.
        let stubNib: UINib?
        /// Not UIKit API: the handler.
        let stubHandler: Handler

        // Apple: `init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`
        public init(handler: @escaping Handler) {
            stubNib = nil
            stubHandler = handler
        }

        // Apple: `init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)`
        public init(cellNib: UINib, handler: @escaping Handler) {
            stubNib = cellNib
            stubHandler = handler
        }
    }

    // Apple: `@MainActor @preconcurrency func dequeueConfiguredReusableCell<Cell, Item>(using registration:
    // UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell :
    // UICollectionViewCell` (iOS 14.0+). UIKit raises an exception when the registration's nib holds another class; so
    // does the stub. The handler runs with the item when there is one.
    @available(iOS 14.0, tvOS 14.0, *)
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let made: Cell?
        if let nib = registration.stubNib {
            made = nib.instantiate(withOwner: nil).first as? Cell
        } else {
            made = Cell(coder: NSCoder())
        }
        guard let cell = made else { preconditionFailure("the registration's cell is not of class \(Cell.self)") }
        if let item { registration.stubHandler(cell, indexPath, item) }
        return cell
    }
}
