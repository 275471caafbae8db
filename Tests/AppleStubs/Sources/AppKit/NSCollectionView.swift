import Foundation

/// Stub of `NSCollectionViewItem` (Apple: `class NSCollectionViewItem`, a subclass of NSViewController, main-actor
/// isolated as it is).
@MainActor
open class NSCollectionViewItem: NSViewController {}

/// Stub of `NSCollectionView` (Apple: `class NSCollectionView`, a subclass of NSView, main-actor isolated as it is).
@MainActor
open class NSCollectionView: NSView {
    /// Not AppKit API: what code registered for items, by identifier.
    enum StubItemRegistration {
        case nib(NSNib)
        case itemClass(NSCollectionViewItem.Type)
    }

    /// Not AppKit API: the items code registered, by identifier.
    var stubRegisteredItems: [String: StubItemRegistration] = [:]

    // Apple: `func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier)` (macOS 10.11+);
    // `nil` unregisters.
    open func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        stubRegisteredItems[identifier.rawValue] = nib.map { .nib($0) }
    }

    // Apple: `func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier)`
    // (macOS 10.11+); `nil` unregisters. The class must descend from NSCollectionViewItem; the stub stops the test for
    // another.
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        guard let itemClass else {
            stubRegisteredItems[identifier.rawValue] = nil
            return
        }
        guard let itemType = itemClass as? NSCollectionViewItem.Type else {
            preconditionFailure("\(itemClass) is not a subclass of NSCollectionViewItem")
        }
        stubRegisteredItems[identifier.rawValue] = .itemClass(itemType)
    }

    // Apple: `func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath)
    // -> NSCollectionViewItem` (macOS 10.11+). AppKit makes a registered class with `init()`; Swift without Objective-C
    // can call only a required initializer on a metatype, so the stub uses `init?(coder:)`. A registered nib must hold
    // exactly one NSCollectionViewItem at its top level. AppKit raises an Objective-C exception for an identifier
    // nothing registered, or for a nib that holds no single item; the stub stops the test.
    open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem {
        let made: NSCollectionViewItem?
        switch stubRegisteredItems[identifier.rawValue] {
        case .nib(let nib)?:
            let items = (NSNib.stubFiles[nib.stubName]?() ?? []).compactMap { $0 as? NSCollectionViewItem }
            guard items.count == 1 else {
                preconditionFailure("the nib registered for identifier '\(identifier.rawValue)' must hold exactly one "
                                    + "NSCollectionViewItem at its top level")
            }
            made = items.first
        case .itemClass(let itemClass)?:
            made = itemClass.init(coder: NSCoder())
        case nil:
            made = nil
        }
        guard let made else {
            preconditionFailure("could not make an item with identifier '\(identifier.rawValue)': nothing is registered for it")
        }
        return made
    }
}

// Stubs of AppKit's additions to Foundation's `IndexPath` (Apple: `extension IndexPath` in AppKit, macOS 10.11+).
extension IndexPath {
    // Apple: `init(item: Int, section: Int)`
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    // Apple: `var item: Int { get set }` (a get-only property here)
    public var item: Int { self[1] }
    // Apple: `var section: Int { get set }` (a get-only property here)
    public var section: Int { self[0] }
}
