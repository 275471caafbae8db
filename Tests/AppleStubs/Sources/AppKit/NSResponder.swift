import Foundation

// Stubs of AppKit for Linux: each declaration copies Apple's, from
// developer.apple.com/documentation/appkit, one symbol a line (labels,
// optionality, open/public, @MainActor, availability). Bodies act out what
// AppKit does as far as Prepared's AppKit adapter depends on it.

/// Stub of `NSResponder` (Apple: `@MainActor class NSResponder`, a subclass of NSObject).
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

    // Apple: `func awakeFromNib()`, declared on NSObject (NSNibAwaking); main-actor isolated here
    // as a member of NSResponder. Declared here because Swift without Objective-C cannot override
    // a method declared in an extension.
    open func awakeFromNib() {}
}

/// Stub of `NSView` (Apple: `class NSView`, a subclass of NSResponder, main-actor isolated as it is).
@MainActor
open class NSView: NSResponder {}

/// Stub of `NSControl` (Apple: `class NSControl`, a subclass of NSView, main-actor isolated as it is),
/// the superclass of `NSTableView`.
@MainActor
open class NSControl: NSView {}

/// Stub of `NSNib` (Apple: `class NSNib`, a subclass of NSObject, not main-actor isolated:
/// https://developer.apple.com/documentation/appkit/nsnib), for its `Name`.
open class NSNib: NSObject {
    // Apple: `typealias Name = String`
    public typealias Name = String

    /// Not AppKit API: the nibs of the app, by name: what instantiating each makes, its top-level objects in order
    /// (made on the main actor, where AppKit loads nibs).
    @MainActor public static var stubFiles: [String: @MainActor () -> [Any]] = [:]

    /// Not AppKit API: the nib's name.
    public let stubName: String

    // Apple: `init?(nibNamed nibName: NSNib.Name, bundle: Bundle?)`; `nil` when the bundle has no nib of
    // that name.
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
        guard MainActor.assumeIsolated({ NSNib.stubFiles[nibName] != nil }) else { return nil }
        stubName = nibName
        super.init()
    }

    // Apple: `func instantiate(withOwner owner: Any?, topLevelObjects: AutoreleasingUnsafeMutablePointer<NSArray?>?)
    // -> Bool` (macOS 10.8+). `AutoreleasingUnsafeMutablePointer` exists only with the Objective-C runtime; the stub
    // takes an `UnsafeMutablePointer`, to which `&objects` (a `var objects: NSArray?`) converts as it does to Apple's
    // type, so a call compiles against both. The stub sets the nib's top-level objects, in the XIB's order. Apple's
    // method is not isolated; the stub's is `@MainActor`, where it makes the views, so code that compiles against it
    // (the adapter calls it from the main actor) compiles against Apple's.
    @MainActor
    public func instantiate(withOwner owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool {
        guard let make = NSNib.stubFiles[stubName] else { return false }
        topLevelObjects?.pointee = NSArray(array: make())
        return true
    }
}

/// Stub of `NSWindow` (Apple: `@MainActor class NSWindow`, a subclass of NSResponder).
@MainActor
open class NSWindow: NSResponder {
    private var content: NSViewController?

    // Apple: `convenience init(contentViewController: NSViewController)` (macOS 10.10+)
    @available(macOS 10.10, *)
    public convenience init(contentViewController: NSViewController) {
        self.init()
        self.contentViewController = contentViewController
    }

    // Apple: `var contentViewController: NSViewController? { get set }` (macOS 10.10+); setting it
    // makes the controller's view the window's content view, which loads it.
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController? {
        get { content }
        set {
            content = newValue
            newValue?.stubLoadViewIfNeeded()
        }
    }
}
