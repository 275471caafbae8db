/// The checks that need no app types: duplicate storyboard IDs, segue
/// identifiers and controller ids, ambiguous identifiers,
/// references to missing storyboards or scenes, segues to nothing or to no
/// controller, unreachable scenes, cell segues that code cannot tell apart,
/// missing attributes, and what the reader did not recognize.
///
/// ```swift
/// let lint = StoryboardLint(StoryboardCatalog(reading: [folder]))
/// #expect(lint.findings.isEmpty, "\(lint)")
/// ```
public struct StoryboardLint: Sendable, CustomStringConvertible {
    /// Which checks run.
    public struct Options: Sendable, Hashable {
        /// Whether a storyboard ID must be the scene's class name (the typed-storyboard convention). On by default.
        public var storyboardIdentifierMatchesClass: Bool

        /// Every check on, or the convention check off.
        public init(storyboardIdentifierMatchesClass: Bool = true) {
            self.storyboardIdentifierMatchesClass = storyboardIdentifierMatchesClass
        }
    }

    /// What the checks found, by file and line.
    public let findings: [StoryboardFinding]

    /// Checks every storyboard of `catalog`.
    ///
    /// - Complexity: O(*s* + *g*) in scenes and segues, except unreachable-scene
    ///   and reference checks, which look storyboards up by name.
    public init(_ catalog: StoryboardCatalog, options: Options = Options()) {
        let graph = StoryboardGraph(catalog)
        var findings: [StoryboardFinding] = []
        for (index, document) in catalog.documents.enumerated() {
            var check = DocumentCheck(graph: graph, document: index, file: catalog.files[index], options: options)
            check.run(on: document)
            findings += check.findings
        }
        let reachable = graph.reachableNodes()
        for (position, node) in graph.nodes.enumerated() where !reachable.contains(position) {
            let id = node.controller.id.isEmpty ? "no id" : node.controller.id
            findings.append(StoryboardFinding(
                rule: .unreachableScene, file: catalog.files[node.document], location: node.controller.location,
                message: "the scene \(node.controller.displayName) [\(id)] is reached from no initial controller "
                    + "and has no storyboard ID. Connect a segue to it, give it a storyboard ID if code makes it, or delete it."
            ))
        }
        self.findings = findings.sorted { ($0.file, $0.location) < ($1.file, $1.location) }
    }

    /// One finding a line, then a count.
    public var description: String {
        (findings.map(\.description) + ["\(findings.count) \(findings.count == 1 ? "finding" : "findings")"])
            .joined(separator: "\n")
    }
}

/// The checks of one document.
private struct DocumentCheck {
    let graph: StoryboardGraph
    let document: Int
    let file: String
    let options: StoryboardLint.Options
    var findings: [StoryboardFinding] = []

    mutating func add(_ rule: StoryboardFinding.Rule, _ location: SourceLocation, _ message: String) {
        findings.append(StoryboardFinding(rule: rule, file: file, location: location, message: message))
    }

    mutating func run(on document: StoryboardDocument) {
        for item in document.unrecognized {
            add(.unrecognized, item.location, "\(item): the reader keeps it but checks nothing about it. "
                + "Check it by hand, or tell Prepared's maintainers about this file.")
        }
        var byIdentifier: [String: [StoryboardController]] = [:]
        var byID: [String: StoryboardController] = [:]
        for controller in document.controllers {
            if controller.id.isEmpty {
                add(.missingAttribute, controller.location,
                    "the \(controller.displayName) has no id, so no segue can lead to it. "
                        + "Give it an id, unique in the file (Xcode writes ids such as 'BYZ-38-t0r').")
            } else if let first = byID[controller.id] {
                add(.duplicateControllerID, controller.location,
                    "the \(controller.displayName) has the id '\(controller.id)', as the \(first.displayName) on line "
                        + "\(first.location.line) has, so a segue to that id reaches only the last of them. Interface Builder "
                        + "writes each id once (two alike come from a merge): give one of them a new id, or delete the copy.")
            } else {
                byID[controller.id] = controller
            }
            if let identifier = controller.storyboardIdentifier { byIdentifier[identifier, default: []].append(controller) }
            checkReference(of: controller)
            if options.storyboardIdentifierMatchesClass, let identifier = controller.storyboardIdentifier,
               let className = controller.customClass, identifier != className {
                add(.storyboardIdentifierConvention, controller.location,
                    "the storyboard ID '\(identifier)' is not the class name \(className). Rename the ID to \(className), "
                        + "so code can instantiate the scene by its type, or turn this check off.")
            }
        }
        for controller in document.controllers {
            guard let identifier = controller.storyboardIdentifier, let same = byIdentifier[identifier], same.count > 1,
                  same[0].id != controller.id else { continue }
            add(.duplicateStoryboardIdentifier, controller.location,
                "the storyboard ID '\(identifier)' is used by \(same.count) scenes (\(same.map(\.displayName).joined(separator: ", "))); "
                    + "instantiating it gives the first. Give each scene its own ID.")
        }
        for scene in document.scenes { check(scene) }
    }

    mutating func checkReference(of controller: StoryboardController) {
        guard let reference = controller.reference else { return }
        switch graph.resolve(reference, from: document) {
        case .node: break
        case .missingStoryboard(let name):
            add(.missingStoryboard, controller.location,
                "the storyboard reference leads to \(name).storyboard, which is not among the files read. "
                    + "Add the file to the folder checked, or fix the reference's storyboard name.")
        case let .missingIdentifier(storyboard, identifier):
            add(.missingReferencedScene, controller.location,
                "the storyboard reference leads to the storyboard ID '\(identifier)', which no scene of \(storyboard).storyboard has. "
                    + "Set that ID on the scene, or fix the reference's identifier.")
        case .noInitialController(let storyboard):
            add(.missingReferencedScene, controller.location,
                "the storyboard reference leads to the initial controller of \(storyboard).storyboard, which has none. "
                    + "Mark one as initial, or give the reference a storyboard ID.")
        }
    }

    mutating func check(_ scene: StoryboardScene) {
        let source = scene.controller?.displayName ?? "the scene \(scene.id), which has no controller,"
        let transitions = scene.segues.filter(\.isTransition)
        var byIdentifier: [String: [StoryboardSegue]] = [:]
        var byDestination: [String: [StoryboardSegue]] = [:]
        var destinationOrder: [String] = []
        for segue in scene.segues {
            let kind = segue.kind == .unspecified ? "" : "\(segue.kind.name) "
            if segue.kind == .unspecified {
                add(.missingAttribute, segue.location,
                    "the segue\(segue.id.isEmpty ? "" : " '\(segue.id)'") from \(source) has no kind, so nothing says how it shows its destination. "
                        + "Choose its kind in Interface Builder, or delete it.")
            }
            switch segue.destination {
            case .unspecified:
                add(.missingAttribute, segue.location,
                    "the \(kind)segue from \(source) has no destination. Connect it to a scene in Interface Builder, or delete it.")
            case .missing(let id):
                add(.missingDestination, segue.location,
                    "the \(kind)segue from \(source) leads to '\(id)', which nothing in the file has as its id. "
                        + "Reconnect the segue in Interface Builder.")
            case let .element(id, name):
                add(.destinationNotAController, segue.location,
                    "the \(kind)segue from \(source) leads to '\(id)', a <\(name)>, which is no scene's controller: "
                        + "a segue can show only a controller. Reconnect the segue to the scene's controller in Interface Builder.")
            case .controller, .reference, .exit:
                break
            }
            guard segue.isTransition else { continue }
            if let identifier = segue.identifier { byIdentifier[identifier, default: []].append(segue) }
            if segue.destination != .unspecified {
                if byDestination[segue.destination.id] == nil { destinationOrder.append(segue.destination.id) }
                byDestination[segue.destination.id, default: []].append(segue)
            }
            if segue.trigger.isCell, segue.identifier == nil, transitions.count > 1 {
                add(.cellSegueWithoutIdentifier, segue.location,
                    "the \(kind)segue from a cell of \(source) has no identifier, and the scene has \(transitions.count) segues: "
                        + "prepare(for:sender:) cannot tell it apart. Give it an identifier.")
            }
        }
        for (identifier, segues) in byIdentifier.sorted(by: { $0.key < $1.key }) where segues.count > 1 {
            add(.duplicateSegueIdentifier, segues[1].location,
                "\(segues.count) segues from \(source) share the identifier '\(identifier)'; performSegue(withIdentifier:) runs one of them. "
                    + "Give each its own identifier.")
        }
        for destination in destinationOrder {
            guard let segues = byDestination[destination], segues.count > 1 else { continue }
            let identifiers = segues.map(\.identifier)
            guard identifiers.contains(nil) || Set(identifiers.compactMap { $0 }).count < identifiers.count else { continue }
            let target = graph.destinationName(of: segues[0], in: document)
            add(.ambiguousSegues, segues[0].location,
                "\(source) reaches \(target) by \(segues.count) segues (identifiers: "
                    + identifiers.map { $0.map { "'\($0)'" } ?? "none" }.joined(separator: ", ")
                    + "), which code cannot tell apart. Give each a distinct identifier.")
        }
    }
}

extension StoryboardSegue {
    /// Whether the segue is one a source prepares in `prepare(for:sender:)`: not a relationship or an unwind.
    var isTransition: Bool {
        switch kind {
        case .relationship, .unwind: false
        default: true
        }
    }
}
