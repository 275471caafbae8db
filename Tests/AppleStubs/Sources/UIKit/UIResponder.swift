import Foundation

// Stubs of UIKit for Linux: each declaration copies Apple's, from
// developer.apple.com/documentation/uikit, one symbol a line (labels,
// optionality, open/public, @MainActor, availability). Bodies act out what
// UIKit does as far as Prepared's adapters depend on it.

/// Stub of `UIResponder` (Apple: `@MainActor class UIResponder`, a subclass of NSObject).
@MainActor
open class UIResponder: NSObject {
    // Not Apple's declaration: the stubs' designated initializer, standing in for NSObject's `init()`.
    public override init() { super.init() }

    // Apple: `func awakeFromNib()`, declared on NSObject (UINibLoadingAdditions); main-actor isolated
    // here as a member of UIResponder. Declared here because Swift without Objective-C cannot
    // override a method declared in an extension.
    open func awakeFromNib() {}
}

/// Stub of `UIView` (Apple: `@MainActor class UIView`, a subclass of UIResponder).
@MainActor
open class UIView: UIResponder {
    // Apple: `var tag: Int { get set }`
    open var tag: Int = 0
}

/// Stub of `UIScrollView` (Apple: `@MainActor class UIScrollView`, a subclass of UIView), the superclass
/// of `UITableView` and `UICollectionView`.
@MainActor
open class UIScrollView: UIView {}
