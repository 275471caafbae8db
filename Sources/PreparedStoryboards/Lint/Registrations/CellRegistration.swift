/// A call in an app's Swift code that registers a cell or reusable view with UIKit by strings:
///
/// ```swift
/// tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
/// collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
/// ```
///
/// Only a call whose reuse identifier, and nib name, are string literals in the call is one: a constant's value is
/// the compiler's to know, not a scan's.
struct CellRegistration: Equatable {
    /// What is registered.
    enum Registered: Equatable {
        /// `UINib(nibName: name, bundle: …)`; `inAppBundle` when the bundle is `nil` or `Bundle.main`, the bundle whose
        /// XIBs are the app's own.
        case nib(name: String, inAppBundle: Bool)
        /// `Name.self`: the class's name as written, its module left out.
        case cellClass(String)
    }

    /// Where it is registered.
    enum Registry: Equatable {
        /// `forCellReuseIdentifier:`
        case tableCell
        /// `forHeaderFooterViewReuseIdentifier:`
        case tableHeaderFooter
        /// `forCellWithReuseIdentifier:`
        case collectionCell
        /// `forSupplementaryViewOfKind:withReuseIdentifier:`, with the storyboard's key for the kind
        /// (`sectionHeaderView`, `sectionFooterView`), or `nil` for another kind or one not written as a constant.
        case supplementaryView(elementKey: String?)
    }

    let registered: Registered
    let registry: Registry
    let reuseIdentifier: String
    /// The name of the view the call registers with, when it is a name of the type the call is in (`tableView`,
    /// `self.tableView`); `nil` when it is a longer expression, or none (a view registering with itself).
    let receiver: String?
    /// The innermost type or extension the call is written in (`ContactListController`), or `nil` at the top level.
    let enclosingType: String?
    /// Where the call's `register` is.
    let location: SourceLocation

    /// What the call registers, as a message names it: `the nib 'ContactCell'`, `BadgeCell.self`.
    var registeredDescription: String {
        switch registered {
        case .nib(let name, _): "the nib '\(name)'"
        case .cellClass(let name): "\(name).self"
        }
    }
}

extension CellRegistration {
    /// UIKit's constant for a supplementary kind a storyboard keys `elementKey`, as code writes it:
    /// `UICollectionView.elementKindSectionFooter` for `sectionFooterView`, `…SectionHeader` for `sectionHeaderView`.
    static func kindConstant(forElementKey elementKey: String) -> String {
        "UICollectionView." + (elementKey == "sectionFooterView" ? "elementKindSectionFooter" : "elementKindSectionHeader")
    }
}

extension CellRegistration.Registry {
    /// The storyboard prototypes of this registry: those a registration of the same identifier replaces.
    func holds(_ kind: InterfacePrototype.Kind) -> Bool {
        switch (self, kind) {
        case (.tableCell, .tableViewCell), (.collectionCell, .collectionViewCell): true
        case let (.supplementaryView(key?), .supplementaryView(elementKey)): key == elementKey
        default: false
        }
    }

    /// The XIB elements UIKit accepts at the top of a nib registered here, and what a message calls them; `nil` when
    /// a custom class may make any element one (a header or footer view is a `<view>` of a `UITableViewHeaderFooterView`
    /// subclass).
    var nibElements: (elements: Set<String>, name: String)? {
        switch self {
        case .tableCell: (["tableViewCell"], "UITableViewCell")
        case .collectionCell: (["collectionViewCell"], "UICollectionViewCell")
        case .supplementaryView: (["collectionReusableView", "collectionViewCell"], "UICollectionReusableView")
        case .tableHeaderFooter: nil
        }
    }
}
