import Foundation
import Prepared

/// The whole-app check: the app's transitions, from its `.storyboard` files and
/// its classes, each checked by Prepared's engine, and the outlets of its storyboards and `.xib`
/// files checked against their classes: put it in the app's test target.
///
/// ```swift
/// let check = WholeAppCheck(reading: [storyboards], classes: [ContactListController.self, ContactDetailsController.self])
/// #expect(check.isValid, "\(check)")
/// ```
///
/// Each scene's class is found from its `customModule` and `customClass`:
/// among the classes you pass, else by name in `module`. For every segue it
/// records the engine's report for the source's class and each controller the
/// context reaches (through storyboard references, and through navigation,
/// tab, split and window containers to their children), and it runs the lint
/// (``InterfaceLint``) on the files. Each outlet of a storyboard or a XIB
/// (File's Owner's included) is checked against its object's class.
/// ``dot`` draws the checked segues as a
/// Graphviz graph, with the keys that flow and the failing segues in red.
public struct WholeAppCheck: Sendable, CustomStringConvertible {
    /// One segue of the files, from its source's class to one controller its context reaches.
    public struct SegueCheck: Sendable {
        /// The storyboard the segue is in.
        public let storyboard: String
        /// The segue's `id`.
        public let id: String
        /// The source's class name; a hosting controller's, whose model the report names.
        public let sourceClass: String
        /// The class name of the controller the context reaches; for a hosting
        /// controller, whose model the engine checks, the controller's (the
        /// report names the model).
        public let destinationClass: String
        /// The segue's kind, as `show` or `custom FadeSegue`.
        public let kind: String
        /// The segue's `identifier`, or `nil`.
        public let identifier: String?
        /// The engine's report for the pair: from fresh instances when the
        /// classes were passed as makers, else from the classes' tables.
        public let propagation: PropagationReport
        /// What makes the segue fail: the report's problems (except a source
        /// without a table, which sources need not have, and `nil` values of a
        /// fresh source), and a source that does not adopt the destination's
        /// source protocol.
        public let problems: [String]

        /// The scene the segue leaves and the one its context reaches, as ``WholeAppCheck/dot`` draws them.
        let ends: (source: Scene, destination: Scene)
        /// Why the segue fails, one short line per problem, for the graph's edge.
        let reasons: [String]

        /// Whether the segue passes its context.
        public var isValid: Bool { problems.isEmpty }
    }

    /// A scene at one end of a checked segue: the storyboard it is in, its DOT
    /// node, and its class (with the model of a hosting controller).
    struct Scene: Sendable, Hashable {
        let storyboard: String
        let node: String
        let label: String
    }

    /// The interface files read: the storyboards and the XIBs.
    public let catalog: InterfaceCatalog
    /// Every checked segue, in file order.
    public let segues: [SegueCheck]
    /// Problems of the files and the classes.
    public let problems: [Problem]
    /// The XIBs whose File's Owner's class was not found, so that its outlets were not checked.
    public let uncheckedNibs: [UncheckedNib]

    /// Whether every file was read, every class found, the lint is clean and every segue passes its context.
    public var isValid: Bool { problems.isEmpty && segues.allSatisfy(\.isValid) }

    /// Reads the storyboards and XIBs at `locations` (files, or folders searched
    /// recursively) and checks them against the app's classes.
    ///
    /// - Parameters:
    ///   - locations: `.storyboard` and `.xib` files and folders.
    ///   - classes: The scenes' classes, checked from their tables.
    ///   - makers: Functions that make scene controllers, such as
    ///     `ContactListController.init`: a segue whose two ends have one is
    ///     checked on fresh instances, like the app runs it, so a source without
    ///     a table is read and a destination's `prepareAsDestination(for:)` runs.
    ///   - module: The module to find the other classes in by name, for scenes whose `customModule` is unset
    ///     or the target's own (`customModuleProvider="target"`); a scene naming another module is matched
    ///     by that module's class only.
    ///   - options: The lint's options; turn the storyboard ID convention off here.
    ///   - propagator: The propagator whose rules the app uses.
    /// - Complexity: O(*s* + *g*) in scenes and segues, plus one engine check per segue and reached controller.
    @MainActor
    public init(
        reading locations: [URL], classes: [any ContextDeclaring.Type] = [], making makers: [@MainActor () -> AnyObject] = [],
        module: String? = nil, options: InterfaceLint.Options = InterfaceLint.Options(),
        using propagator: ContextPropagator = .standard
    ) {
        self.init(catalog: InterfaceCatalog(reading: locations), classes: classes, making: makers,
                  module: module, options: options, using: propagator)
    }

    /// Checks storyboards already read against the app's classes.
    ///
    /// See ``init(reading:classes:making:module:options:using:)``.
    @MainActor
    package init(
        catalog: InterfaceCatalog, classes: [any ContextDeclaring.Type] = [], making makers: [@MainActor () -> AnyObject] = [],
        module: String? = nil, options: InterfaceLint.Options = InterfaceLint.Options(),
        using propagator: ContextPropagator = .standard
    ) {
        self.init(catalog: catalog, classes: classes, hosts: [], making: makers, module: module, options: options, using: propagator)
    }

    /// Checks storyboards already read against the app's classes and its
    /// hosting controllers, whose scenes are checked against their models.
    @MainActor
    init(
        catalog: InterfaceCatalog, classes: [any ContextDeclaring.Type], hosts: [any ContextHosting.Type],
        prototypeClasses: [AnyClass] = [], objectClasses: [AnyClass] = [], reportsUnknownObjectClasses: Bool = false,
        nibClasses: [AnyClass] = [], making makers: [@MainActor () -> AnyObject], module: String?, options: InterfaceLint.Options, using propagator: ContextPropagator
    ) {
        self.catalog = catalog
        var problems = catalog.readErrors.map(Problem.unreadable)
        problems += InterfaceLint(catalog, options: options).findings.map(Problem.lint)
        if !prototypeClasses.isEmpty {
            problems += Self.unknownPrototypeClasses(in: catalog, passed: prototypeClasses)
        }
        // The outlets of every object whose class can be found: the scene classes, the prototypes', the objects' and the nibs'.
        let everyClass: [AnyClass] = classes.map { $0 as AnyClass } + hosts.map { $0 as AnyClass } + prototypeClasses + objectClasses
            + nibClasses
        let lookup = ClassLookup(classes: classes, hosts: hosts, makers: makers, module: module)
        let objectLookup = ObjectClasses(everyClass + lookup.registeredClasses, module: module)
        let connections = ConnectionCheck(catalog, classes: objectLookup, reportsUnknownClasses: reportsUnknownObjectClasses,
                                          reportsUnknownNibClasses: !nibClasses.isEmpty)
        problems += connections.problems
        uncheckedNibs = connections.uncheckedNibs
        let graph = StoryboardGraph(catalog)
        var found: [Int: ClassLookup.Found] = [:]
        for (position, node) in graph.nodes.enumerated() {
            guard let className = node.controller.customClass else { continue }
            let isTargetModule = node.controller.customModuleProvider == "target"
            if let match = lookup.find(className, module: node.controller.customModule, isTargetModule: isTargetModule) {
                found[position] = match
            } else if !lookup.exists(className, module: node.controller.customModule, isTargetModule: isTargetModule),
                      objectLookup.find(className, module: node.controller.customModule, provider: node.controller.customModuleProvider) == nil {
                // A class passed that declares no context needs no check.
                let storyboard = catalog.identity(of: node.document)
                if let module = node.controller.customModule, !module.isEmpty, !isTargetModule, !className.contains("."),
                   let passedModule = objectLookup.moduleOfPassedClass(named: className, notIn: module) {
                    problems.append(.classOfAnotherModule(storyboard: storyboard, scene: node.controller.id, className: className,
                                                          module: module, passedModule: passedModule, location: node.controller.location))
                } else {
                    problems.append(.unknownClass(storyboard: storyboard, scene: node.controller.id, className: className,
                                                  location: node.controller.location))
                }
            }
        }
        var segues: [SegueCheck] = []
        for (position, node) in graph.nodes.enumerated() {
            guard let source = found[position] else { continue }
            for segue in graph.segues(from: position) where segue.isTransition {
                guard case .node(let target) = graph.end(of: segue, in: node.document) else { continue }
                for reached in graph.reachedControllers(from: target) {
                    guard let destination = found[reached] else { continue }
                    let ends = (source: SceneEnd(graph, position, source), destination: SceneEnd(graph, reached, destination))
                    segues.append(Self.check(segue, in: catalog.identity(of: node.document),
                                             from: ends.source, to: ends.destination, using: propagator))
                }
            }
        }
        self.segues = segues
        self.problems = problems
    }

    /// The prototypes whose custom class is none of `passed`: a class of the `customModule` the storyboard
    /// names, or, for a class of the storyboard's target or of no module, a class of that name in any module.
    private static func unknownPrototypeClasses(in catalog: InterfaceCatalog, passed: [AnyClass]) -> [Problem] {
        let qualified = Set(passed.map { String(reflecting: $0) })
        let simple = Set(passed.map { String(describing: $0) })
        var problems: [Problem] = []
        for (index, document) in catalog.documents.enumerated() {
            for scene in document.scenes {
                for prototype in scene.prototypes {
                    guard let customClass = prototype.customClass, !customClass.isEmpty else { continue }
                    let known: Bool
                    if customClass.contains(".") {
                        known = qualified.contains(customClass)
                    } else if let module = prototype.customModule, !module.isEmpty, prototype.customModuleProvider != "target" {
                        known = qualified.contains("\(module).\(customClass)")
                    } else {
                        known = simple.contains(customClass)
                    }
                    guard !known else { continue }
                    let sceneName = scene.controller.map { $0.customClass ?? $0.storyboardIdentifier ?? $0.id } ?? scene.id
                    problems.append(.unknownPrototypeClass(storyboard: catalog.identity(of: index), scene: sceneName,
                                                           identifier: prototype.reuseIdentifier,
                                                           className: prototype.customModuleProvider == "target"
                                                               ? customClass : prototype.qualifiedClassName ?? customClass,
                                                           location: prototype.location))
                }
            }
        }
        return problems
    }

    /// A found scene at one end of a segue, with the node the graph draws for it.
    private struct SceneEnd {
        let found: ClassLookup.Found
        let storyboard: String
        let node: String

        init(_ graph: StoryboardGraph, _ position: Int, _ found: ClassLookup.Found) {
            self.found = found
            storyboard = graph.catalog.identity(of: graph.nodes[position].document)
            node = InterfaceCatalog.nodeID(graph, position)
        }

        func scene(checked checkedClass: String) -> Scene {
            Scene(storyboard: storyboard, node: node, label: found.host.map { "\($0)\nmodel \(checkedClass)" } ?? checkedClass)
        }
    }

    /// The engine's check of one segue between two found classes.
    @MainActor
    private static func check(
        _ segue: StoryboardSegue, in storyboard: String, from source: SceneEnd, to destination: SceneEnd,
        using propagator: ContextPropagator
    ) -> SegueCheck {
        let report: PropagationReport
        var failures: [PropagationProblem] = []
        var unadopted: [TransitionError] = []
        if let sourceInstance = source.found.make?(), let destinationInstance = destination.found.make?() {
            report = propagator.validate(from: sourceInstance, to: destinationInstance)
            failures = report.problems.filter { if case .nilValue = $0 { false } else { true } }
            unadopted = conformanceProblems(source: sourceInstance, destination: destinationInstance)
        } else {
            report = ClassLookup.validate(source.found.type, destination.found.type, using: propagator)
            failures = report.problems.filter { $0 != .noTable(className: report.sourceClass) }
        }
        let reasons = failures.map(GraphvizString.reason) + unadopted.compactMap { error -> String? in
            guard case let .sourceDoesNotConform(source, _, requirement) = error else { return nil }
            return "fails: \(source) does not adopt \(requirement)"
        }
        return SegueCheck(storyboard: storyboard, id: segue.id, sourceClass: source.found.host ?? report.sourceClass,
                          destinationClass: destination.found.host ?? report.destinationClass,
                          kind: segue.kind.description, identifier: segue.identifier, propagation: report,
                          problems: failures.map(\.description) + unadopted.map(\.description),
                          ends: (source.scene(checked: report.sourceClass), destination.scene(checked: report.destinationClass)),
                          reasons: reasons)
    }

    /// Runs the destination's `prepareAsDestination(for:)` on the fresh pair and keeps
    /// the one failure that does not depend on values: a source that does not adopt its protocol.
    @MainActor
    private static func conformanceProblems(source: AnyObject, destination: AnyObject) -> [TransitionError] {
        guard let preparing = destination as? any SegueDestination else { return [] }
        do {
            try preparing.prepareAsDestination(for: Segue(source: source, destination: destination, kind: .show, identifier: nil as String?))
        } catch let error as TransitionError {
            if case .sourceDoesNotConform = error { return [error] }
        } catch {}
        return []
    }

    /// The check as text: each checked segue with the keys that flow and its problems, then the problems of the files,
    /// then the XIBs whose File's Owner was not checked.
    public var description: String {
        let failing = segues.filter { !$0.isValid }.count + problems.count
        let scenes = catalog.documents.reduce(0) { $0 + $1.scenes.count }
        var lines = ["Whole-app check: \(Noun.counted(catalog.documents.count, "storyboard")), "
                     + "\(Noun.counted(scenes, "scene")), \(Noun.counted(segues.count, "segue")) checked, "
                     + (failing == 0 ? "all valid" : "\(failing) failing")]
        for segue in segues {
            let flows = segue.propagation.flows.map(\.property)
            lines.append("  segue  \(segue.storyboard): \(Self.end(segue.sourceClass, segue.propagation.sourceClass)) → "
                         + "\(Self.end(segue.destinationClass, segue.propagation.destinationClass)) (\(segue.kind)"
                         + "\(segue.identifier.map { ", \"\($0)\"" } ?? "")): "
                         + (flows.isEmpty ? "no keys flow" : "flows " + flows.joined(separator: ", ")))
            for key in segue.propagation.unfilled {
                lines.append("           unfilled \(key): \(Self.end(segue.sourceClass, segue.propagation.sourceClass)) does not give it")
            }
            for problem in segue.problems { lines.append("           fails    \(problem)") }
        }
        for problem in problems { lines.append("  fails  \(problem)") }
        for nib in uncheckedNibs { lines.append("  unchecked  \(nib.line)") }
        return lines.joined(separator: "\n")
    }

    /// A segue's end as the check prints it: the scene's class, and the model
    /// the engine checked when it is a hosting controller's.
    private static func end(_ sceneClass: String, _ checkedClass: String) -> String {
        sceneClass == checkedClass ? sceneClass : "\(sceneClass)'s \(checkedClass)"
    }
}
