import Prepared

/// The lint of interface files, the checks that need no app types: duplicate storyboard IDs, segue
/// identifiers and controller ids, segues that code provably cannot tell apart,
/// references to missing storyboards or scenes, segues to nothing or to no
/// controller, unreachable scenes, missing attributes, and what the reader did
/// not recognize; localized copies of a storyboard that differ from their base;
/// and, when ``Options`` turn them on, conventions: storyboard
/// IDs named after classes, identifiers on every segue of a scene with several.
///
/// The catalog's XIBs are checked with the rules that apply to a XIB: outlets
/// and actions (to nothing, without their property or selector), objects that
/// share an `id`, cell views that share a reuse identifier, and what the reader
/// did not recognize. A XIB's findings name the path it was read from
/// (``InterfaceCatalog/nibFiles``), as a storyboard's do.
///
/// Given the app's Swift sources (in the `prepared-storyboard lint` command), it also holds the cells their code registers by strings against the XIBs and
/// storyboards: a nib no XIB is named after, a nib UIKit refuses for what it is registered as, a XIB cell whose
/// missing reuse identifier the code supplies, a registration that replaces a prototype of the scene's own table, and
/// a dequeue by an identifier nothing read registers.
/// Those findings name the Swift file and the line of the call.
///
/// ```swift
/// let lint = InterfaceLint(InterfaceCatalog(reading: [folder]))
/// #expect(lint.findings.isEmpty, "\(lint)")
/// ```
public struct InterfaceLint: Sendable, CustomStringConvertible {
    /// What the checks found, by file and line.
    public let findings: [InterfaceFinding]

    /// Checks every storyboard and XIB of `catalog`.
    ///
    /// - Complexity: O(*s* + *g*) in scenes and segues (and O(*c* log *c*) in a
    ///   XIB's objects and connections), except unreachable-scene and reference
    ///   checks, which look storyboards up by name.
    public init(_ catalog: InterfaceCatalog, options: Options = Options()) {
        self.init(catalog, sources: SwiftSources(), options: options)
    }

    /// Checks every storyboard and XIB of `catalog`, and the registrations of `sources` against them.
    ///
    /// - Complexity: O(*s* + *g*) in scenes and segues (and O(*c* log *c*) in a
    ///   XIB's objects and connections), except unreachable-scene and reference
    ///   checks, which look storyboards up by name; O(*r* × (*n* + *s*)) in registrations, XIBs and scenes.
    package init(_ catalog: InterfaceCatalog, sources: SwiftSources, options: Options = Options()) {
        let graph = StoryboardGraph(catalog)
        var findings: [InterfaceFinding] = []
        for (index, document) in catalog.documents.enumerated() {
            var check = DocumentCheck(graph: graph, document: index, file: catalog.files[index], options: options)
            check.run(on: document)
            findings += check.findings
        }
        findings += LocalizationCheck.findings(in: catalog, options: options)
        for (index, nib) in catalog.nibs.enumerated() {
            var check = NibCheck(file: catalog.nibFiles[index], options: options)
            check.run(on: nib)
            findings += check.findings
        }
        for (file, registration) in sources.registrations {
            var check = RegistrationCheck(file: sources.files[file], catalog: catalog, options: options)
            check.run(on: registration)
            findings += check.findings
        }
        if options.severity(of: .unregisteredReuseIdentifier) != nil, !sources.dequeues.isEmpty {
            let registered = DequeueCheck.possiblyRegistered(catalog, sources)
            let named = DequeueCheck.classesNamed(in: catalog)
            for (file, dequeue) in sources.dequeues {
                var check = DequeueCheck(file: sources.files[file], options: options)
                // Used: named by a storyboard or XIB, mentioned in code, or spelled in a string (`NSClassFromString`).
                check.run(on: dequeue, registered: registered) { named.contains($0) || sources.mentions(type: $0) }
                findings += check.findings
            }
        }
        let reachable = options.severity(of: .unreachableScene) == nil ? [] : graph.reachableNodes()
        for (position, node) in graph.nodes.enumerated() where !reachable.contains(position) {
            guard let severity = options.severity(of: .unreachableScene) else { break }
            let id = node.controller.id.isEmpty ? "no id" : node.controller.id
            findings.append(InterfaceFinding(
                rule: .unreachableScene, severity: severity, file: catalog.files[node.document], location: node.controller.location,
                message: "the scene \(node.controller.displayName) [\(id)] is reached from no initial controller "
                    + "and has no storyboard ID. Connect a segue to it, give it a storyboard ID if code makes it, or delete it."
            ))
        }
        self.findings = findings.sorted { ($0.file, $0.location) < ($1.file, $1.location) }
    }

    /// The findings that are errors.
    public var errors: [InterfaceFinding] { findings.filter { $0.severity == .error } }

    /// One finding a line, then a count: `0 findings`, `3 findings (1 error, 2 warnings)`.
    public var description: String {
        (findings.map(\.description) + [summary]).joined(separator: "\n")
    }

    /// `0 findings`, `3 findings (1 error, 2 warnings)`.
    var summary: String {
        guard !findings.isEmpty else { return "0 findings" }
        let errorCount = errors.count
        return "\(Noun.counted(findings.count, "finding")) (\(Noun.counted(errorCount, "error")), "
            + "\(Noun.counted(findings.count - errorCount, "warning")))"
    }
}

/// The checks of one document.
struct DocumentCheck: FileCheck {
    let graph: StoryboardGraph
    let document: Int
    let file: String
    let options: InterfaceLint.Options
    var findings: [InterfaceFinding] = []

    mutating func run(on document: StoryboardDocument) {
        checkUnrecognized(document.unrecognized)
        var byIdentifier: [String: [StoryboardController]] = [:]
        var byID: [String: StoryboardController] = [:]
        let controllers = document.controllers
        for controller in controllers {
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
            if let identifier = controller.storyboardIdentifier, !identifier.isEmpty { byIdentifier[identifier, default: []].append(controller) }
            checkReference(of: controller)
            if let identifier = controller.storyboardIdentifier,
               let className = controller.customClass, identifier != className {
                add(.storyboardIdentifierConvention, controller.location,
                    "the storyboard ID '\(identifier)' is not the class name \(className). Rename the ID to \(className), "
                        + "so code can instantiate the scene by its type, or turn the rule storyboard-id-convention off.")
            }
        }
        for controller in controllers {
            guard let identifier = controller.storyboardIdentifier, let same = byIdentifier[identifier], same.count > 1,
                  same[0].id != controller.id else { continue }
            add(.duplicateStoryboardIdentifier, controller.location,
                "the storyboard ID '\(identifier)' is used by \(same.count) scenes (\(same.map(\.displayName).joined(separator: ", "))); "
                    + "instantiating it gives the first. Give each scene its own ID.")
        }
        let firstResponders = Set(document.scenes.flatMap(\.firstResponderIDs))
        for scene in document.scenes {
            check(scene)
            checkPrototypes(scene.prototypes, of: scene.controller?.displayName ?? "the scene \(scene.id)")
            checkConnections(of: scene, firstResponders: firstResponders)
        }
    }

    mutating func checkReference(of controller: StoryboardController) {
        guard let reference = controller.reference else { return }
        switch graph.resolve(reference, from: document) {
        case .node: break
        case .missingStoryboard(let name):
            let platform = graph.catalog.documents[document].platform
            let bundle = reference.bundleIdentifier.map { " in the bundle \($0)" } ?? ""
            add(.missingStoryboard, controller.location,
                "the storyboard reference leads to \(name).storyboard\(bundle), and no \(platform) storyboard of that name is "
                    + "among the files read. Add the file to the folder checked, or fix the reference's storyboard name.")
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

    /// Segues without identifier from one trigger to one destination: those `prepare(for:sender:)` cannot tell apart.
    private struct SenderAndDestination: Hashable {
        /// The trigger's `id`; `nil` for the controller itself.
        let trigger: String?
        let destination: String
    }

    mutating func check(_ scene: StoryboardScene) {
        // The words of the messages are made only for a finding: a file that passes builds none.
        var source: String { scene.controller?.displayName ?? "the scene \(scene.id), which has no controller," }
        let transitions = scene.segues.count(where: \.isTransition)
        var byIdentifier: [String: [StoryboardSegue]] = [:]
        var alike: [SenderAndDestination: [StoryboardSegue]] = [:]
        var alikeOrder: [SenderAndDestination] = []
        for segue in scene.segues {
            var kind: String { segue.kind == .unspecified ? "" : "\(segue.kind.name) " }
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
            // A trigger without an `id` cannot be shown to be one sender: such segues are left alone.
            if segue.destination != .unspecified, segue.identifier == nil,
               segue.trigger.isController || segue.trigger.id != nil {
                let key = SenderAndDestination(trigger: segue.trigger.isController ? nil : segue.trigger.id,
                                               destination: segue.destination.id)
                if alike[key] == nil { alikeOrder.append(key) }
                alike[key, default: []].append(segue)
            }
            if segue.identifier == nil, transitions > 1 {
                if segue.trigger.isCell {
                    add(.cellSegueWithoutIdentifier, segue.location,
                        "the \(kind)segue from a cell of \(source) has no identifier, and the scene has \(transitions) segues: "
                            + "prepare(for:sender:) must tell it apart by its sender or its destination. Give it an identifier.")
                } else {
                    add(.segueWithoutIdentifier, segue.location,
                        "the \(kind)segue from \(segue.trigger.isController ? source : "a \(segue.trigger.element) of \(source)") "
                            + "has no identifier, and the scene has \(transitions) segues: prepare(for:sender:) must tell it apart "
                            + "by its sender or its destination. Give it an identifier.")
                }
            }
        }
        for (identifier, segues) in byIdentifier.sorted(by: { $0.key < $1.key }) where segues.count > 1 {
            add(.duplicateSegueIdentifier, segues[1].location,
                "\(segues.count) segues from \(source) share the identifier '\(identifier)'; performSegue(withIdentifier:) runs one of them. "
                    + "Give each its own identifier.")
        }
        for key in alikeOrder {
            guard let segues = alike[key], segues.count > 1 else { continue }
            let target = graph.destinationName(of: segues[0], in: document)
            let trigger = segues[0].trigger.isController ? "\(source) itself" : "the same \(segues[0].trigger.element)"
            add(.ambiguousSegues, segues[1].location,
                "\(segues.count) segues without identifier lead from \(trigger) of \(source) to \(target): "
                    + "prepare(for:sender:) gets the same sender and destination for each, so code cannot tell them apart. "
                    + "Give each a distinct identifier, or delete the extra ones.")
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
