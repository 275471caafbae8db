/// A prototype cell or reusable view of a table, collection or outline view,
/// which code dequeues by its reuse identifier.
///
/// UIKit's table view cells (`<tableViewCell reuseIdentifier=…>`), collection
/// view cells and supplementary views (`<collectionViewCell>`,
/// `<collectionReusableView key="sectionHeaderView">`), and AppKit's table
/// and outline view cell views (`<tableCellView identifier=…>`, whose
/// identifier is its column's when Interface Builder leaves it automatic).
/// A static table's cells, without a reuse identifier, are none.
public struct InterfacePrototype: Sendable, Hashable {
    /// The element's `id`.
    package let id: String
    /// What kind of reusable view the element declares.
    package let kind: Kind
    /// The identifier code dequeues it by: `reuseIdentifier` in UIKit,
    /// `identifier` (an `NSUserInterfaceItemIdentifier`) in AppKit.
    public let reuseIdentifier: String
    /// The `customClass` attribute: the app's class, or `nil` for the platform's own class.
    public let customClass: String?
    /// The `customModule` attribute.
    public let customModule: String?
    /// The `customModuleProvider` attribute (`target` when the class is in the app's own target).
    package let customModuleProvider: String?
    /// The `id` of the table, collection or outline view that holds it.
    package let containerID: String
    /// Where the element starts.
    package let location: SourceLocation

    /// The class name as Swift spells it with its module, or without it when
    /// the file names none; `nil` without `customClass`.
    package var qualifiedClassName: String? {
        guard let customClass else { return nil }
        if customClass.contains(".") { return customClass }
        return customModule.map { "\($0).\(customClass)" } ?? customClass
    }
}

extension InterfacePrototype {
    /// The kind of a reusable view, and the class it is when it names none.
    package enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// `tableViewCell`: a `UITableViewCell`.
        case tableViewCell
        /// `collectionViewCell`: a `UICollectionViewCell`.
        case collectionViewCell
        /// `collectionReusableView`: a supplementary view of the element kind
        /// its `key` names (`sectionHeaderView`, `sectionFooterView`).
        case supplementaryView(elementKey: String)
        /// `tableCellView` (macOS): an `NSTableCellView` of an `NSTableView` or `NSOutlineView`.
        case tableCellView

        /// The platform's class of such a view.
        package var frameworkClass: String {
            switch self {
            case .tableViewCell: "UITableViewCell"
            case .collectionViewCell: "UICollectionViewCell"
            case .supplementaryView: "UICollectionReusableView"
            case .tableCellView: "NSTableCellView"
            }
        }

        /// The registry a reuse identifier belongs to: a collection view keeps
        /// its cells apart from each kind of supplementary view.
        var registry: String {
            switch self {
            case .tableViewCell, .collectionViewCell, .tableCellView: "cell"
            case .supplementaryView(let key): key
            }
        }

        /// The kind as a message names it: `table view cell`, `collection view cell`, `supplementary view (sectionHeaderView)`.
        package var description: String {
            switch self {
            case .tableViewCell: "table view cell"
            case .collectionViewCell: "collection view cell"
            case .supplementaryView(let key): "supplementary view (\(key))"
            case .tableCellView: "table cell view"
            }
        }
    }
}
