import Foundation

/// Stub of `NSUserInterfaceItemIdentifier` (Apple: `struct NSUserInterfaceItemIdentifier`,
/// `Hashable, Equatable, RawRepresentable, Sendable`, whose raw value is a String).
public struct NSUserInterfaceItemIdentifier: Hashable, RawRepresentable, Sendable {
    // Apple: `init(rawValue: String)`
    public init(rawValue: String) { self.rawValue = rawValue }
    // Apple: `init(_ rawValue: String)`
    public init(_ rawValue: String) { self.rawValue = rawValue }
    // Apple: `var rawValue: String { get }` (Swift imports the `NSString` typedef as a struct whose raw
    // value is get-only); a `let` here, which reads the same.
    public let rawValue: String
}

/// Stub of `NSTableCellView` (Apple: `class NSTableCellView`, a subclass of NSView, main-actor isolated as it is).
@MainActor
open class NSTableCellView: NSView {
    // Apple: `var identifier: NSUserInterfaceItemIdentifier? { get set }`, NSView's, from
    // NSUserInterfaceItemIdentification; declared here, where the stubs use it.
    open var identifier: NSUserInterfaceItemIdentifier?
}

/// Stub of `NSTableView` (Apple: `class NSTableView`, a subclass of NSControl, main-actor isolated as it is).
@MainActor
open class NSTableView: NSControl {
    /// Not AppKit API: the cell views Interface Builder put in this table's columns, by identifier.
    public var stubCellViews: [String: NSView.Type] = [:]

    // Not Apple's declaration: a table as a storyboard decodes it, with its cell views.
    public init(stubCellViews: [String: NSView.Type]) {
        self.stubCellViews = stubCellViews
        super.init()
    }

    // Apple: `required init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // Apple: `func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView?`
    // A nib registered in code comes before a cell view of the same identifier, as the last registration wins.
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        let made: NSView?
        if let nib = stubRegisteredNibs[identifier.rawValue] {
            // AppKit takes the nib's first top-level view.
            made = NSNib.stubFiles[nib.stubName]?().lazy.compactMap { $0 as? NSView }.first
        } else {
            made = stubCellViews[identifier.rawValue]?.init(coder: NSCoder())
        }
        (made as? NSTableCellView)?.identifier = identifier
        return made
    }

    /// Not AppKit API: the nibs code registered, by identifier.
    var stubRegisteredNibs: [String: NSNib] = [:]

    // Apple: `func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier)` (macOS 10.8+);
    // `nil` unregisters.
    open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {
        stubRegisteredNibs[identifier.rawValue] = nib
    }
}

/// Stub of `NSOutlineView` (Apple: `class NSOutlineView`, a subclass of NSTableView, main-actor isolated as it is).
@MainActor
open class NSOutlineView: NSTableView {}

/// Stub of `NSTableColumn` (Apple: `class NSTableColumn`, a subclass of NSObject, main-actor isolated as it is).
@MainActor
open class NSTableColumn: NSObject {
    // Apple: `init(identifier: NSUserInterfaceItemIdentifier)`
    public init(identifier: NSUserInterfaceItemIdentifier) {
        self.identifier = identifier
        super.init()
    }

    // Apple: `var identifier: NSUserInterfaceItemIdentifier { get set }`
    open var identifier: NSUserInterfaceItemIdentifier
}

/// Stub of `NSTableViewDelegate` (Apple: `@MainActor protocol NSTableViewDelegate : NSControlTextEditingDelegate`,
/// NSObjectProtocol here). Its requirements are optional, which needs Objective-C:
/// `tableView(_:viewFor:row:)` is left to the adopting class here.
@MainActor
public protocol NSTableViewDelegate: NSObjectProtocol {}
