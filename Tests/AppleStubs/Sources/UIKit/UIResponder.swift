import Foundation

// Stubs of UIKit for Linux: each declaration copies Apple's, from
// developer.apple.com/documentation/uikit, one symbol a line (labels,
// optionality, open/public, @MainActor, availability). Bodies act out what
// UIKit does as far as Prepared's adapters depend on it.

/// Stub of `UIResponder` (Apple: `@MainActor class UIResponder : NSObject`).
@MainActor
open class UIResponder: NSObject {
    // Not Apple's declaration: the stubs' designated initializer, standing in for NSObject's `init()`.
    public override init() { super.init() }

    // Apple: `@MainActor func awakeFromNib()`, declared on NSObject (UINibLoadingAdditions). Declared
    // here because Swift without Objective-C cannot override a method declared in an extension.
    open func awakeFromNib() {}
}

/// Stub of `UIView` (Apple: `@MainActor class UIView : UIResponder`).
@MainActor
open class UIView: UIResponder {}
