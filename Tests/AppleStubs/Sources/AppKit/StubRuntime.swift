import Foundation

// Not AppKit API: what the stubs need to act out an app. Tests describe storyboard
// files with these types, as Interface Builder would compile them.

/// A storyboard file: its scenes and its initial scene.
@MainActor
public struct StubStoryboardFile {
    public var initial: String?
    public var scenes: [StubScene]

    public init(initial: String?, scenes: [StubScene]) {
        self.initial = initial
        self.scenes = scenes
    }
}

/// A scene: its storyboard ID, its class (a view or window controller), the scenes it
/// contains (a window controller's content, a tab view's tabs, a split view's items),
/// the tab it selects and its segues.
@MainActor
public struct StubScene {
    public var identifier: String
    public var controllerClass: NSResponder.Type
    public var relationships: [String]
    public var selectedTab: Int
    public var segues: [StubSegue]

    public init(_ identifier: String, _ controllerClass: NSResponder.Type, relationships: [String] = [],
                selectedTab: Int = 0, segues: [StubSegue] = []) {
        self.identifier = identifier
        self.controllerClass = controllerClass
        self.relationships = relationships
        self.selectedTab = selectedTab
        self.segues = segues
    }
}

/// A segue of a scene: its identifier, the scene it opens and its kind.
public struct StubSegue: Sendable {
    public enum Kind: Sendable {
        case show, sheet, modal, popover

        @MainActor
        func makeSegue(identifier: String, source: Any, destination: Any) -> NSStoryboardSegue {
            switch self {
            case .show: NSStoryboardShowSegue(identifier: identifier, source: source, destination: destination)
            case .sheet: NSStoryboardSheetSegue(identifier: identifier, source: source, destination: destination)
            case .modal: NSStoryboardModalSegue(identifier: identifier, source: source, destination: destination)
            case .popover: NSStoryboardPopoverSegue(identifier: identifier, source: source, destination: destination)
            }
        }
    }

    public var identifier: String
    public var destination: String
    public var kind: Kind

    public init(_ identifier: String, to destination: String, kind: Kind = .show) {
        self.identifier = identifier
        self.destination = destination
        self.kind = kind
    }
}

extension NSStoryboard {
    /// The storyboard files of the app, by name, set by the tests on the main actor.
    @MainActor public static var stubFiles: [String: StubStoryboardFile] = [:]
}

extension NSResponder {
    /// What a click on a control wired to a segue does: the segue's template sends
    /// `performSegue(withIdentifier:sender:)`, which asks `shouldPerformSegue` first because a
    /// control triggered it. (A view or window controller is the receiver.)
    public func stubTriggerSegue(withIdentifier identifier: String, sender: Any?) {
        stubTriggeredByControl = true
        defer { stubTriggeredByControl = false }
        (self as? NSViewController)?.performSegue(withIdentifier: identifier, sender: sender)
        (self as? NSWindowController)?.performSegue(withIdentifier: identifier, sender: sender)
    }
}

/// As AppKit does for `performSegue(withIdentifier:sender:)`: ask `shouldPerformSegue` when a
/// control triggered the segue, instantiate the destination (init(coder:), awakeFromNib), make
/// the segue, call the source's `prepare(for:sender:)`, then `perform()` it.
@MainActor
func stubPerformSegue(
    withIdentifier identifier: String, sender: Any?, from source: NSResponder,
    shouldPerform: (String, Any?) -> Bool, prepare: (NSStoryboardSegue, Any?) -> Void
) {
    guard let scene = source.stubScene, let definition = scene.storyboard.stubSegue(identifier, from: scene.identifier) else {
        preconditionFailure("Receiver (\(source)) has no segue with identifier '\(identifier)'")  // AppKit raises an exception
    }
    if source.stubTriggeredByControl {
        source.stubTriggeredByControl = false
        guard shouldPerform(identifier, sender) else { return }
    }
    let destination = scene.storyboard.instantiateController(withIdentifier: definition.destination)
    let segue = definition.kind.makeSegue(identifier: identifier, source: source, destination: destination)
    prepare(segue, sender)
    segue.perform()
}
