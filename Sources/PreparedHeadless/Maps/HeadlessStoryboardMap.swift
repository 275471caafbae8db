import Prepared

/// Every scene and segue of one or more storyboards, each segue checked: the
/// keys that flow, the keys the destination needs and no source gives, the
/// mismatches, the ambiguous identifiers.
///
/// Put it in a test, so that a broken transition fails the test instead of a
/// user's session:
///
/// ```swift
/// let map = HeadlessStoryboardMap(validating: ContactsStoryboard.allCases)
/// #expect(map.isValid, "\(map)")
/// ```
///
/// Print it as text (``description``) or as Graphviz DOT (``dot``).
public struct HeadlessStoryboardMap: Sendable, CustomStringConvertible {
    /// A registered scene.
    public struct Scene: Sendable, Hashable {
        /// The name of the storyboard that registers the scene.
        public let storyboard: String
        /// The scene's identifier, by default its class's name.
        public let identifier: String
        /// The name of the scene's controller class.
        public let className: String
        /// Whether the scene is its storyboard's initial scene.
        public let isInitial: Bool
    }

    /// A declared segue and what checking it found.
    public struct SegueCheck: Sendable {
        /// The name of the storyboard that declares the segue.
        public let storyboard: String
        /// The name of the source's class.
        public let sourceClass: String
        /// The name of the destination's class.
        public let destinationClass: String
        /// How the segue shows its destination, as `SegueKind` prints it.
        public let kind: String
        /// The typed identifier, as `ContactSegue.edit`, or `nil`.
        public let identifier: String?
        /// The core's report for the pair of classes: their declarations, and
        /// the values a freshly made source holds, except `nil`. Empty when an
        /// end of the segue cannot be made (see ``problems``).
        public let propagation: PropagationReport
        /// Problems with the segue itself: an end that is no scene or cannot
        /// be made, another segue between the same classes that `perform`
        /// cannot tell from this one, a source that does not adopt the
        /// protocol the destination asks for.
        public let problems: [NavigatorError]

        /// Whether the segue can pass its context.
        public var isValid: Bool { propagation.isValid && problems.isEmpty }
    }

    /// Every registered scene, storyboard by storyboard.
    public let scenes: [Scene]
    /// Every declared segue, with what checking it found.
    public let segues: [SegueCheck]
    /// Problems of the declarations: duplicate scenes, several initial scenes,
    /// segues to classes that are no scene, ambiguous segues, and scenes whose
    /// controllers cannot be made (their dependencies do not resolve).
    public let problems: [NavigatorError]

    /// Whether every declaration and every segue is sound.
    public var isValid: Bool { problems.isEmpty && segues.allSatisfy(\.isValid) }

    /// Checks every scene and segue of `storyboards`; every declared segue is
    /// in ``segues``, a segue whose end cannot be made with that problem.
    ///
    /// It instantiates every scene as the app would (its creator, then its
    /// dependencies) and reports the ones that fail. For each segue, it makes a
    /// source and a destination that way (neither is loaded nor shown), checks the transition with
    /// `propagator` (its declarations, and the fresh source's values except
    /// `nil`, which a source usually sets before its segue), and runs the destination's
    /// `SegueDestination/prepareAsDestination(for:)` to find a source that
    /// does not adopt the protocol it asks for.
    @MainActor
    public init(validating storyboards: [any HeadlessStoryboard], using propagator: ContextPropagator = .standard) {
        var scenes: [Scene] = []
        var segues: [SegueCheck] = []
        var problems: [NavigatorError] = []
        for board in storyboards {
            let layout = board.layout
            problems += layout.declarationProblems(in: board).map { NavigatorError.storyboard($0) }
            let ambiguities = Self.ambiguities(in: layout, of: board)
            problems += ambiguities
            scenes += layout.scenes.map {
                Scene(storyboard: board.name, identifier: $0.identifier,
                      className: TypeName.of($0.controllerType), isInitial: $0.isInitial)
            }
            for scene in layout.scenes where layout.scenes.filter({ $0.identifier == scene.identifier }).count == 1 {
                do {
                    _ = try board.instantiate(PreparedController.self, identifier: scene.identifier)
                } catch {
                    problems.append(.storyboard(error))
                }
            }
            for definition in layout.segues {
                let ambiguity = ambiguities.filter {
                    guard case let .ambiguousSegue(_, source, destination, _) = $0 else { return false }
                    return source == definition.sourceName && destination == definition.destinationName
                }
                var endProblems: [NavigatorError] = []
                func make(_ end: PreparedController.Type) -> PreparedController? {
                    do {
                        return try board.instantiateScene(of: end)
                    } catch {
                        endProblems.append(.storyboard(error))
                        return nil
                    }
                }
                let source = make(definition.source)
                let destination = make(definition.destination)
                guard let source, let destination else {
                    // A segue whose end cannot be made is reported, never skipped silently.
                    for problem in endProblems where !problems.contains(problem) { problems.append(problem) }
                    segues.append(SegueCheck(
                        storyboard: board.name, sourceClass: definition.sourceName, destinationClass: definition.destinationName,
                        kind: definition.kind.description, identifier: definition.identifier?.description,
                        propagation: .unchecked(from: definition.sourceName, to: definition.destinationName),
                        problems: endProblems + ambiguity
                    ))
                    continue
                }
                segues.append(SegueCheck(
                    storyboard: board.name, sourceClass: definition.sourceName, destinationClass: definition.destinationName,
                    kind: definition.kind.description, identifier: definition.identifier?.description,
                    propagation: propagator.mapReport(from: source, to: destination),
                    problems: ambiguity + Self.conformanceProblems(of: definition, source: source, destination: destination)
                ))
            }
        }
        self.scenes = scenes
        self.segues = segues
        self.problems = problems
    }

    /// Checks every storyboard of an enum of storyboards.
    @MainActor
    public init<Board: HeadlessStoryboard & CaseIterable>(validating storyboards: Board.Type, using propagator: ContextPropagator = .standard) {
        self.init(validating: Array(storyboards.allCases), using: propagator)
    }

    /// Segues that `perform` could not tell apart: several from one source to
    /// one destination where an identifier is missing or repeated.
    @MainActor
    private static func ambiguities(in layout: HeadlessStoryboardLayout, of board: any HeadlessStoryboard) -> [NavigatorError] {
        var groups: [[ObjectIdentifier]: [SegueDefinition]] = [:]
        var order: [[ObjectIdentifier]] = []
        for segue in layout.segues {
            let key = [ObjectIdentifier(segue.source), ObjectIdentifier(segue.destination)]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(segue)
        }
        return order.compactMap { key in
            guard let group = groups[key], group.count > 1 else { return nil }
            let identifiers = group.map(\.identifier)
            let distinct = Set(identifiers.compactMap { $0 })
            guard identifiers.contains(where: { $0 == nil }) || distinct.count < identifiers.count else { return nil }
            return .ambiguousSegue(storyboard: board.name, source: group[0].sourceName, destination: group[0].destinationName,
                                   identifiers: identifiers.map { $0?.description ?? "(none)" })
        }
    }

    /// Runs the destination's own preparation on throwaway controllers and keeps
    /// the one failure that does not depend on values: a source that does not
    /// adopt the destination's source protocol.
    @MainActor
    private static func conformanceProblems(
        of definition: SegueDefinition, source: PreparedController, destination: PreparedController
    ) -> [NavigatorError] {
        guard let preparing = destination as? any SegueDestination else { return [] }
        let segue = Segue(source: source, destination: destination, kind: definition.kind,
                          declaredName: definition.identifier?.value)
        do {
            try preparing.prepareAsDestination(for: segue)
        } catch let error as TransitionError {
            if case .sourceDoesNotConform = error { return [.preparation(error)] }
        } catch {}
        return []
    }

    /// The map as text: one line per scene and per segue, with the keys that
    /// flow and every problem.
    public var description: String {
        // A problem of one segue is counted once, with its segue.
        let failing = segues.filter { !$0.isValid }.count
            + problems.filter { problem in !segues.contains { $0.problems.contains(problem) } }.count
        var lines = ["Storyboard map: \(Noun.counted(scenes.count, "scene")), \(Noun.counted(segues.count, "segue")), "
                     + (failing == 0 ? "all valid" : "\(failing) failing")]
        for scene in scenes {
            lines.append("  scene  \(scene.storyboard)/\(scene.identifier): \(scene.className)\(scene.isInitial ? " (initial)" : "")")
        }
        for segue in segues {
            let flows = segue.propagation.flows.map(\.property)
            lines.append("  segue  \(segue.sourceClass) → \(segue.destinationClass) (\(segue.kind)\(segue.identifier.map { ", \($0)" } ?? "")): "
                         + (flows.isEmpty ? "no keys flow" : "flows " + flows.joined(separator: ", ")))
            for key in segue.propagation.unfilled { lines.append("           unfilled \(key): \(segue.sourceClass) does not give it") }
            for problem in segue.propagation.problems { lines.append("           fails    \(problem)") }
            for problem in segue.problems { lines.append("           fails    \(problem)") }
        }
        for problem in problems where !segues.contains(where: { $0.problems.contains(problem) }) {
            lines.append("  fails  \(problem)")
        }
        return lines.joined(separator: "\n")
    }
}
