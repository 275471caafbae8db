/// Copies prefixed context properties from a source object into a destination
/// during a transition, through the destination's ``ContextTable``.
///
/// For each prefixed property of the source whose name has an entry in the
/// destination's table, the value is copied; every value is checked before any
/// is written, so a failed propagation leaves the destination unchanged.
///
/// ```swift
/// let list = ListController()
/// let profile = ProfileController()
/// try ContextPropagator.standard.propagate(from: list, to: profile)
/// ```
///
/// The work for a pair of classes (which keys flow, how each converts, which
/// accessors copy it) is planned on the first transition between them and
/// cached. The cache holds types and accessors, never instances, and is safe to
/// use from many threads.
public final class ContextPropagator: Sendable {
    /// What a transition does with a prefixed property that a table does not list,
    /// and with a prefixed `lazy` or property-wrapped property of a source that
    /// has no table.
    public enum Mode: Sendable, Hashable {
        /// Such a property fails the transition with a ``PropagationProblem``.
        case strict
        /// Such a property is left out and listed in ``PropagationReport/skipped``.
        case lenient
    }

    /// The propagator for the prefix `prepCtx` in strict mode.
    public static let standard = ContextPropagator()

    /// The prefix that marks context properties.
    public let prefix: String
    /// How properties a table does not list are treated.
    public let mode: Mode

    private let profiles = Locked<[ObjectIdentifier: ClassProfile]>([:])
    private let plans = Locked<[ClassPair: PropagationPlan]>([:])

    /// A propagator for the prefix `prepCtx`.
    ///
    /// - Parameter mode: How properties a table does not list are treated; strict by default.
    public init(mode: Mode = .strict) {
        prefix = "prepCtx"
        self.mode = mode
    }

    /// A propagator for another prefix.
    ///
    /// - Parameters:
    ///   - prefix: The start of every context property's name, such as `"ctx"`.
    ///   - mode: How properties a table does not list are treated; strict by default.
    /// - Throws: ``PropagatorConfigurationError/invalidPrefix(_:)`` when the
    ///   prefix is empty or cannot start a Swift identifier.
    public init(prefix: String, mode: Mode = .strict) throws(PropagatorConfigurationError) {
        guard let first = prefix.first, first == "_" || first.isLetter,
              prefix.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else {
            throw .invalidPrefix(prefix)
        }
        self.prefix = prefix
        self.mode = mode
    }

    /// Copies the source's context into the destination.
    ///
    /// - Parameters:
    ///   - source: The object the transition leaves. It needs no table: without
    ///     one, its prefixed stored properties are read with `Mirror`.
    ///   - destination: The object the transition opens; it receives values
    ///     only through its ``ContextTable``.
    /// - Returns: The report of what flowed, what was ignored and what was skipped.
    /// - Throws: ``PropagationError`` listing every problem; nothing is written.
    ///   Passing a ``MainActorController`` from a caller that is not isolated to
    ///   the main actor is an error too (``PropagationProblem/offMainActor(className:)``):
    ///   its properties belong to the main actor.
    /// - Complexity: O(*k*) for *k* keys once the plan for the pair of classes
    ///   is cached. The first transition between two classes reflects both.
    @discardableResult
    public func propagate(
        from source: AnyObject, to destination: AnyObject, isolation: isolated (any Actor)? = #isolation
    ) throws(PropagationError) -> PropagationReport {
        let plan = plan(from: source, to: destination, isolation: isolation)
        return try plan.run(from: source, to: destination, onMainActor: !plan.isMainActorBound || isolation is MainActor)
    }

    /// Checks a transition between two instances without writing anything.
    ///
    /// Use it in a test to check a transition whose source has no table, or
    /// to check the values the source holds now:
    ///
    /// ```swift
    /// let report = ContextPropagator.standard.validate(from: ListController(), to: ProfileController())
    /// #expect(report.isValid, "\(report)")
    /// ```
    ///
    /// - Returns: The keys that flow, are ignored, are skipped, and would fail and why.
    public func validate(
        from source: AnyObject, to destination: AnyObject, isolation: isolated (any Actor)? = #isolation
    ) -> PropagationReport {
        let plan = plan(from: source, to: destination, isolation: isolation)
        let onMainActor = !plan.isMainActorBound || isolation is MainActor
        return plan.report.adding(problems: plan.report.isValid ? plan.dryRun(from: source, onMainActor: onMainActor) : [])
    }

    /// Checks a transition between two classes from their tables alone.
    ///
    /// It finds mismatched types, duplicate or unprefixed entries and the keys
    /// that flow. Checks that need the stored properties (a misspelt name, a
    /// prefixed property missing from the table) run when Prepared first sees
    /// an instance: use ``validate(from:to:)-(AnyObject,AnyObject)`` for those.
    ///
    /// - Returns: The report; it holds a ``PropagationProblem/noTable(className:)``
    ///   problem for a class whose table is empty.
    public func validate<Source: ContextDeclaring, Destination: ContextDeclaring>(
        from source: Source.Type, to destination: Destination.Type
    ) -> PropagationReport {
        PlanBuilder(mode: mode).plan(
            from: ClassProfile(type: source, prefix: prefix), to: ClassProfile(type: destination, prefix: prefix)
        ).report
    }

    /// The cached plan for the pair of classes, or a new one. A plan with a
    /// ``MainActorController`` side is not built for a caller off the main
    /// actor: building it would read the controllers' tables and properties.
    func plan(from source: AnyObject, to destination: AnyObject, isolation: (any Actor)?) -> PropagationPlan {
        let key = ClassPair(source: ObjectIdentifier(type(of: source)), destination: ObjectIdentifier(type(of: destination)))
        if let plan = plans.withLock({ $0[key] }) {
            return plan
        }
        let isMainActorBound = source is any MainActorController || destination is any MainActorController
        if isMainActorBound && !(isolation is MainActor) {
            // Not even reflected: the classes' tables and properties belong to the main actor.
            return PropagationPlan.refused(
                from: String(describing: type(of: source)), to: String(describing: type(of: destination)),
                problem: .offMainActor(className: String(describing: type(of: destination is any MainActorController ? destination : source)))
            )
        }
        let plan = PlanBuilder(mode: mode).plan(
            from: profile(of: source), to: profile(of: destination), isMainActorBound: isMainActorBound
        )
        return plans.withLock { plans in
            if let existing = plans[key] { return existing }
            plans[key] = plan
            return plan
        }
    }

    private func profile(of object: AnyObject) -> ClassProfile {
        let key = ObjectIdentifier(type(of: object))
        if let profile = profiles.withLock({ $0[key] }) {
            return profile
        }
        let profile = ClassProfile(instance: object, prefix: prefix)
        profiles.withLock { $0[key] = $0[key] ?? profile }
        return profile
    }
}
