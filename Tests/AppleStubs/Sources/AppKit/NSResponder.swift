import Foundation

// Stubs of AppKit for Linux: each declaration copies Apple's, from
// developer.apple.com/documentation/appkit, one symbol a line (labels,
// optionality, open/public, @MainActor, availability). Bodies act out what
// AppKit does as far as Prepared's AppKit adapter depends on it.

/// Stub of `NSResponder` (Apple: `@MainActor class NSResponder : NSObject`).
@MainActor
open class NSResponder: NSObject {
    /// Not AppKit API: the storyboard scene this controller was made from.
    var stubScene: (storyboard: NSStoryboard, identifier: String)?
    /// Not AppKit API: whether the segue being performed was triggered by a control.
    var stubTriggeredByControl = false

    // Apple: `init()`
    public override init() { super.init() }

    // Apple: `init?(coder: NSCoder)`; required by NSCoding.
    public required init?(coder: NSCoder) { super.init() }

    // Apple: `@MainActor func awakeFromNib()`, declared on NSObject (NSNibAwaking). Declared here
    // because Swift without Objective-C cannot override a method declared in an extension.
    open func awakeFromNib() {}
}

/// Stub of `NSView` (Apple: `@MainActor class NSView : NSResponder`).
@MainActor
open class NSView: NSResponder {}

/// Stub of `NSNib` (Apple: `@MainActor class NSNib : NSObject`), for its `Name`.
@MainActor
open class NSNib: NSObject {
    // Apple: `typealias Name = String`
    public typealias Name = String
}

/// Stub of `NSWindow` (Apple: `@MainActor class NSWindow : NSResponder`).
@MainActor
open class NSWindow: NSResponder {
    private var content: NSViewController?

    // Apple: `convenience init(contentViewController: NSViewController)`
    public convenience init(contentViewController: NSViewController) {
        self.init()
        self.contentViewController = contentViewController
    }

    // Apple: `var contentViewController: NSViewController? { get set }`; setting it makes the
    // controller's view the window's content view, which loads it.
    open var contentViewController: NSViewController? {
        get { content }
        set {
            content = newValue
            newValue?.stubLoadViewIfNeeded()
        }
    }
}
