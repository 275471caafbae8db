import Foundation

// Not UIKit API: what the stubs need to act out an app. Tests describe storyboard
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

/// A scene: its storyboard ID, its class, the scenes it contains (a navigation
/// controller's root, a tab bar's tabs, a split's columns) and its segues.
@MainActor
public struct StubScene {
    public var identifier: String
    public var controllerClass: UIViewController.Type
    public var relationships: [String]
    public var segues: [StubSegue]
    /// For a table view controller's scene, the prototype cells of its table, by reuse identifier.
    public var tableViewPrototypes: [String: UITableViewCell.Type]

    public init(_ identifier: String, _ controllerClass: UIViewController.Type, relationships: [String] = [], segues: [StubSegue] = [],
                tableViewPrototypes: [String: UITableViewCell.Type] = [:]) {
        self.identifier = identifier
        self.controllerClass = controllerClass
        self.relationships = relationships
        self.segues = segues
        self.tableViewPrototypes = tableViewPrototypes
    }
}

/// A segue of a scene: its identifier, the scene it opens and its kind.
public struct StubSegue: Sendable {
    public enum Kind: Sendable {
        case show, present, embed

        @MainActor
        func makeSegue(identifier: String?, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
            switch self {
            case .show: UIStoryboardShowSegue(identifier: identifier, source: source, destination: destination)
            case .present: UIStoryboardPresentationSegue(identifier: identifier, source: source, destination: destination)
            case .embed: UIStoryboardEmbedSegue(identifier: identifier, source: source, destination: destination)
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

extension UIStoryboard {
    /// The storyboard files of the app, by name.
    public static var stubFiles: [String: StubStoryboardFile] = [:]
}

extension UIViewController {
    /// What a tap on a control wired to a segue does: ask `shouldPerformSegue`, then perform it.
    public func stubTriggerSegue(withIdentifier identifier: String, sender: Any?) {
        if shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            performSegue(withIdentifier: identifier, sender: sender)
        }
    }

    /// Puts a controller on screen: its view loads, then the views of the children it shows.
    func stubAppear(_ controller: UIViewController) {
        controller.loadViewIfNeeded()
        for child in controller.stubVisibleChildren() { stubAppear(child) }
    }

    func stubPerformEmbedSegues() {
        guard let (storyboard, identifier) = stubScene,
              let scene = storyboard.file.scenes.first(where: { $0.identifier == identifier }) else { return }
        for definition in scene.segues where definition.kind == .embed {
            let destination = storyboard.instantiateViewController(withIdentifier: definition.destination)
            let segue = definition.kind.makeSegue(identifier: definition.identifier, source: self, destination: destination)
            prepare(for: segue, sender: nil)
            segue.perform()
        }
    }
}
