import Foundation

/// Stub of `UITableViewCell` (Apple: `@MainActor class UITableViewCell`, a subclass of UIView).
@MainActor
open class UITableViewCell: UIView {
    /// Stub of `UITableViewCell.CellStyle` (Apple: `enum CellStyle: Int, @unchecked Sendable`).
    public enum CellStyle: Int, Sendable {
        // Apple: `case \`default\``, `case value1`, `case value2`, `case subtitle`
        case `default`, value1, value2, subtitle
    }

    /// Not UIKit API: the identifier it was made for.
    var stubIdentifier: String?

    // Apple: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        stubIdentifier = reuseIdentifier
        super.init()
    }

    // Apple: `init?(coder: NSCoder)`: how a storyboard's prototype is made.
    public required init?(coder: NSCoder) { super.init() }

    // Apple: `var reuseIdentifier: String? { get }`
    open var reuseIdentifier: String? { stubIdentifier }
}

/// Stub of `UITableView` (Apple: `@MainActor class UITableView`, a subclass of UIScrollView).
@MainActor
open class UITableView: UIScrollView {
    /// Not UIKit API: the prototype cells Interface Builder put in this table, by reuse identifier,
    /// as UIKit registers them when it decodes the table from the storyboard.
    public var stubPrototypes: [String: UITableViewCell.Type] = [:]

    // Not Apple's declaration: a table as a storyboard decodes it, with its prototypes.
    public init(stubPrototypes: [String: UITableViewCell.Type]) {
        self.stubPrototypes = stubPrototypes
        super.init()
    }

    // Apple: `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`.
    // UIKit raises an Objective-C exception for an identifier nothing registered; the stub stops the test.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier): no prototype in the stub table")
        }
        return cell
    }

    // Apple: `func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?`. A cell registered in
    // code comes before a prototype of the same identifier, as the last registration wins in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let made = stubRegistered.make(identifier) ?? stubPrototypes[identifier]?.init(coder: NSCoder())
        made?.stubIdentifier = identifier
        return made
    }

    /// Not UIKit API: what code registered.
    var stubRegistered = StubCellRegistry<UITableViewCell>()

    // Apple: `func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)` (iOS 5.0+); `nil` unregisters.
    @available(iOS 5.0, *)
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        stubRegistered.register(nib, for: identifier)
    }

    // Apple: `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)` (iOS 6.0+); `nil`
    // unregisters.
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        stubRegistered.register(cellClass, for: identifier)
    }

    /// Not UIKit API: the section header and footer views code registered.
    var stubRegisteredHeaderFooterViews = StubCellRegistry<UITableViewHeaderFooterView>()

    // Apple: `func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)` (iOS 6.0+).
    @available(iOS 6.0, *)
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        stubRegisteredHeaderFooterViews.register(nib, for: identifier)
    }

    // Apple: `func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)` (iOS 6.0+).
    @available(iOS 6.0, *)
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        stubRegisteredHeaderFooterViews.register(aClass, for: identifier)
    }

    // Apple: `func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?`
    // (iOS 6.0+): `nil` when nothing was registered for the identifier.
    @available(iOS 6.0, *)
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let made = stubRegisteredHeaderFooterViews.make(identifier)
        made?.stubIdentifier = identifier
        return made
    }
}

/// Stub of `UITableViewHeaderFooterView` (Apple: `@MainActor class UITableViewHeaderFooterView`, a subclass of UIView;
/// iOS 6.0+).
@MainActor
@available(iOS 6.0, *)
open class UITableViewHeaderFooterView: UIView {
    /// Not UIKit API: the identifier it was made for.
    var stubIdentifier: String?

    // Apple: `init(reuseIdentifier: String?)`
    public init(reuseIdentifier: String?) {
        stubIdentifier = reuseIdentifier
        super.init()
    }

    // Apple: `init?(coder: NSCoder)`, required through UIView's `NSCoding`.
    public required init?(coder: NSCoder) { super.init() }

    // Apple: `var reuseIdentifier: String? { get }`
    open var reuseIdentifier: String? { stubIdentifier }
}

extension UITableViewHeaderFooterView: StubCoderInitializable {}
