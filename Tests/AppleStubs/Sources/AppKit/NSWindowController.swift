import Foundation

/// Stub of `NSWindowController` (Apple: `class NSWindowController`, a subclass of NSResponder,
/// main-actor isolated as it is, adopting `NSSeguePerforming`).
@MainActor
open class NSWindowController: NSResponder, NSSeguePerforming {
    private var loadedWindow: NSWindow?
    private var content: NSViewController?
    /// Not AppKit API: how often the window was shown.
    public private(set) var stubShowCount = 0

    // Apple: `init(window: NSWindow?)`
    public init(window: NSWindow?) {
        loadedWindow = window
        super.init()
    }

    // Apple: `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // Apple: `var window: NSWindow? { get set }`; the getter loads the window on first access.
    open var window: NSWindow? {
        get {
            if loadedWindow == nil {
                loadWindow()
                windowDidLoad()
            }
            return loadedWindow
        }
        set { loadedWindow = newValue }
    }

    // Apple: `var isWindowLoaded: Bool { get }`
    open var isWindowLoaded: Bool { loadedWindow != nil }

    // Apple: `func loadWindow()`; the stub makes a window that shows the content view controller.
    open func loadWindow() {
        let window = NSWindow()
        loadedWindow = window
        window.contentViewController = content
    }

    // Apple: `func windowDidLoad()`
    open func windowDidLoad() {}

    // Apple: `var contentViewController: NSViewController? { get set }` (macOS 10.10+)
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController? {
        get { content }
        set {
            content = newValue
            if isWindowLoaded { loadedWindow?.contentViewController = newValue }
        }
    }

    // Apple: `var storyboard: NSStoryboard? { get }` (macOS 10.10+)
    @available(macOS 10.10, *)
    open var storyboard: NSStoryboard? { stubScene?.storyboard }

    // Apple: `@IBAction func showWindow(_ sender: Any?)`; `@IBAction` needs Objective-C, which Linux lacks.
    open func showWindow(_ sender: Any?) {
        _ = window
        stubShowCount += 1
    }

    // Apple: `@MainActor optional func prepare(for segue: NSStoryboardSegue, sender: Any?)` of
    // NSSeguePerforming, which NSWindowController adopts: Swift imports it as a method of the class.
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    // Apple: `@MainActor optional func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)`
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        stubPerformSegue(withIdentifier: identifier, sender: sender, from: self,
                         shouldPerform: shouldPerformSegue(withIdentifier:sender:), prepare: prepare(for:sender:))
    }

    // Apple: `@MainActor optional func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool`
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }
}
