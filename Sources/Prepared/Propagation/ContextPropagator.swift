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
/// Each class is reflected once per process, on the first transition that
/// meets it, by whichever propagator; the work for a pair of classes (which
/// keys flow, where each is read, how each converts) is planned on the
/// propagator's first transition between them and cached. The caches hold
/// types, offsets and accessors, never instances, and are safe to use from
/// many threads.
public final class ContextPropagator: Sendable {
    /// What a transition does with a prefixed property that a table does not list,
    /// and with a prefixed property of a source without a table that cannot be read.
    public enum Mode: Sendable, Hashable {
        /// Such a property fails the transition with a ``PropagationProblem``.
        case strict
        /// Such a property is left out and listed in ``PropagationReport/skipped``.
        case lenient
    }

    /// How a source's values are read: a choice for the benchmarks and the
    /// tests, which compare the ways; a user's propagator reads at offsets.
    package enum Reflection: Sendable, Hashable {
        /// At each field's byte offset, found once per class from the Swift
        /// runtime's records and checked against `Mirror` on the first
        /// instance, whether the source has a table or not; `weak` and
        /// `unowned` properties of a source without a table, and classes whose
        /// records and `Mirror` disagree, with `Mirror`; what cannot be read at
        /// an offset from a source with a table, through its key paths.
        case fieldLayout
        /// Never at offsets: a source without a table with `Mirror` on every
        /// transition, a source with a table through its key paths.
        case mirror
    }

    /// The propagator for the prefix `prepCtx` in strict mode.
    public static let standard = ContextPropagator()

    /// The prefix that marks context properties.
    public let prefix: String
    /// How properties a table does not list are treated.
    public let mode: Mode
    /// How a source's values are read.
    package let reflection: Reflection

    private let plans = Locked(PlanCache())
    /// The plan run last, found without the lock.
    private let lastPlan = LastPlan()

    /// A propagator for the prefix `prepCtx`.
    ///
    /// - Parameter mode: How properties a table does not list are treated; strict by default.
    public convenience init(mode: Mode = .strict) {
        self.init(mode: mode, reflection: .fieldLayout)
    }

    /// A propagator for the prefix `prepCtx` that reads sources as `reflection` says.
    package init(mode: Mode = .strict, reflection: Reflection) {
        prefix = "prepCtx"
        self.mode = mode
        self.reflection = reflection
    }

    /// A propagator for another prefix.
    ///
    /// - Parameters:
    ///   - prefix: The start of every context property's name, such as `"ctx"`.
    ///   - mode: How properties a table does not list are treated; strict by default.
    /// - Throws: ``PropagationProblem/invalidPrefix(_:)`` when the prefix is
    ///   empty or cannot start a Swift identifier.
    public convenience init(prefix: String, mode: Mode = .strict) throws(PropagationProblem) {
        try self.init(prefix: prefix, mode: mode, reflection: .fieldLayout)
    }

    /// A propagator for another prefix that reads sources as `reflection` says.
    package init(prefix: String, mode: Mode = .strict, reflection: Reflection) throws(PropagationProblem) {
        guard let first = prefix.first, first == "_" || first.isLetter,
              prefix.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else {
            throw .invalidPrefix(prefix)
        }
        self.prefix = prefix
        self.mode = mode
        self.reflection = reflection
    }

    /// Copies the source's context into the destination.
    ///
    /// - Parameters:
    ///   - source: The object the transition leaves. It needs no table: without
    ///     one, its prefixed stored properties are read at their fields'
    ///     offsets, or with `Mirror` where they cannot be (Docs/Design.md).
    ///   - destination: The object the transition opens; it receives values
    ///     only through its ``ContextTable``. A ``ContextHosting`` controller at
    ///     either end stands for its context model.
    ///   - isolation: The caller's isolation, which Swift passes: a pair with a
    ///     main-actor class or an actor passes its context only for a caller
    ///     isolated to it.
    /// - Returns: The report of what flowed, what was ignored and what was skipped.
    /// - Throws: ``PropagationError`` listing every problem; nothing is written.
    ///   Passing a ``MainActorIsolated`` from a caller that is not isolated to
    ///   the main actor is an error too (``PropagationProblem/offMainActor(className:)``):
    ///   its properties belong to the main actor; so is passing an actor from
    ///   a caller not isolated to it (``PropagationProblem/offActor(className:)``).
    /// - Complexity: O(*k*) for *k* keys once the plan for the pair of classes
    ///   is cached. The first transition between two classes builds the plan,
    ///   reflecting each class the process has not met before.
    @discardableResult
    public func propagate(
        from source: AnyObject, to destination: AnyObject, isolation: isolated (any Actor)? = #isolation
    ) throws(PropagationError) -> PropagationReport {
        if let outcome = propagateThroughLastPlan(from: source, to: destination, isolation: isolation) {
            return try outcome.get()
        }
        return try propagate(from: source, to: destination,
                             through: storedPlan(from: source, to: destination, isolation: isolation), isolation: isolation)
    }

    /// Runs the remembered plan, unretained (``LastPlan``), when it is the
    /// plan for the objects' classes; `nil` otherwise.
    ///
    /// Not isolated, unlike `propagate`: a closure formed in an isolated
    /// function is checked at run time for being on the caller's executor,
    /// which cost a cached transition about 330 instructions more. The
    /// closure's result carries the error out: through the standard
    /// library's `rethrows`, a thrown error would lose its type.
    @inline(__always)
    private func propagateThroughLastPlan(
        from source: AnyObject, to destination: AnyObject, isolation: (any Actor)?
    ) -> Result<PropagationReport, PropagationError>? {
        lastPlan.withPlan(for: ClassPair(source, destination)) { plan in
            Result { () throws(PropagationError) in
                try propagate(from: source, to: destination, through: plan, isolation: isolation)
            }
        }
    }

    /// Runs `plan`, the plan for the classes of `source` and `destination`,
    /// once its isolation allows the caller.
    @inline(__always)
    private func propagate(
        from source: AnyObject, to destination: AnyObject, through plan: PropagationPlan, isolation: (any Actor)?
    ) throws(PropagationError) -> PropagationReport {
        if plan.isRestricted { try Self.check(plan.isolation, from: source, to: destination, isolation: isolation) }
        if plan.hostsContext { return try propagateModels(from: source, to: destination, isolation: isolation) }
        return try plan.run(from: source, to: destination)
    }

    /// ``propagate(from:to:isolation:)`` between the objects that hold the
    /// context of two controllers, one of them a ``ContextHosting`` controller.
    /// A model that is itself a hosting controller is written as itself.
    @inline(never)
    private func propagateModels(
        from source: AnyObject, to destination: AnyObject, isolation: (any Actor)?
    ) throws(PropagationError) -> PropagationReport {
        let source = Segue.contextHolder(of: source), destination = Segue.contextHolder(of: destination)
        // The models' plan is not remembered: the hosting pair's stays, found without the lock next time.
        return try plan(from: source, to: destination, isolation: isolation, remembering: false)
            .run(from: source, to: destination)
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
    /// A ``ContextHosting`` controller (a SwiftUI hosting controller) at either
    /// end is checked as its context model.
    ///
    /// - Parameters:
    ///   - source: The object the transition would leave.
    ///   - destination: The object the transition would open.
    ///   - isolation: The caller's isolation, which Swift passes, as for
    ///     ``propagate(from:to:isolation:)``.
    /// - Returns: The keys that flow, are ignored, are skipped, and would fail and why.
    public func validate(
        from source: AnyObject, to destination: AnyObject, isolation: isolated (any Actor)? = #isolation
    ) -> PropagationReport {
        let plan: PropagationPlan
        do {
            plan = try self.plan(from: source, to: destination, isolation: isolation)
        } catch {
            return PropagationReport(refused: error)
        }
        if plan.hostsContext { return validateModels(from: source, to: destination, isolation: isolation) }
        return plan.report.adding(problems: plan.dryRun(from: source))
    }

    /// ``validate(from:to:isolation:)`` between the objects that hold the
    /// context of two controllers, one of them a ``ContextHosting`` controller.
    /// A model that is itself a hosting controller is checked as itself.
    @inline(never)
    private func validateModels(from source: AnyObject, to destination: AnyObject, isolation: (any Actor)?) -> PropagationReport {
        let source = Segue.contextHolder(of: source), destination = Segue.contextHolder(of: destination)
        do {
            let plan = try plan(from: source, to: destination, isolation: isolation, remembering: false)
            return plan.report.adding(problems: plan.dryRun(from: source))
        } catch {
            return PropagationReport(refused: error)
        }
    }

    /// Checks a transition between two classes from their declarations alone.
    ///
    /// It finds mismatched types, misspelt, duplicate or unprefixed entries,
    /// prefixed properties a table leaves out, and the keys that flow. A
    /// source without a table offers its prefixed stored properties, read
    /// from the runtime's records of its type; a destination without one
    /// accepts nothing, and needs no check. Checks that need values (the key
    /// paths' targets where the key path does not name its property, the
    /// values a source holds) run when Prepared first sees an instance: use
    /// ``validate(from:to:isolation:)`` for those.
    ///
    /// - Returns: The report; it holds a ``PropagationProblem/noTable(className:)``
    ///   problem for a class without a table only where this runtime gives no
    ///   records of a type's stored properties.
    public func validate<Source: ContextDeclaring, Destination: ContextDeclaring>(
        from source: Source.Type, to destination: Destination.Type
    ) -> PropagationReport {
        PropagationPlan(
            source: ClassProfileCache.profile(of: source, prefix: prefix),
            destination: ClassProfileCache.profile(of: destination, prefix: prefix),
            mode: mode, isolation: .none
        ).report
    }

    /// The cached plan for the pair of classes, or a new one.
    ///
    /// `isolation` is asked only for a pair with a main-actor or an actor
    /// side, so a transition between plain classes pays nothing for the check.
    ///
    /// Such a plan runs only for a caller isolated as its classes' properties
    /// are (``PlanIsolation``), and is not even built for another: building
    /// it would read the objects' tables and properties.
    ///
    /// - Parameter remembering: Whether a plan found in the cache or built
    ///   becomes the one ``LastPlan`` remembers; not for the models of a
    ///   ``ContextHosting`` pair, whose own plan stays remembered.
    package func plan(
        from source: AnyObject, to destination: AnyObject, isolation: (any Actor)?, remembering: Bool = true
    ) throws(PropagationError) -> PropagationPlan {
        if let plan = lastPlan.retainedPlan(for: ClassPair(source, destination)) {
            if plan.isRestricted { try Self.check(plan.isolation, from: source, to: destination, isolation: isolation) }
            return plan
        }
        return try storedPlan(from: source, to: destination, isolation: isolation, remembering: remembering)
    }

    /// The plan for a pair other than the last one run: from the plan cache,
    /// or new, and remembered as the last unless `remembering` is false. A
    /// plan from the cache is checked against the caller's isolation here; a
    /// new one is checked before it is built.
    @inline(never)
    private func storedPlan(
        from source: AnyObject, to destination: AnyObject, isolation: (any Actor)?, remembering: Bool = true
    ) throws(PropagationError) -> PropagationPlan {
        let pair = ClassPair(source, destination)
        let cached = plans.withLock { cache in
            let plan = cache.plan(for: pair)
            if remembering, let plan { lastPlan.remember(plan) }
            return plan
        }
        guard let cached else {
            return try newPlan(from: source, to: destination, for: pair, isolation: isolation, remembering: remembering)
        }
        if cached.isRestricted { try Self.check(cached.isolation, from: source, to: destination, isolation: isolation) }
        return cached
    }

    /// Builds, caches and returns the plan for a pair met for the first time.
    @inline(never)
    private func newPlan(
        from source: AnyObject, to destination: AnyObject, for pair: ClassPair, isolation: (any Actor)?, remembering: Bool
    ) throws(PropagationError) -> PropagationPlan {
        let pairIsolation = PlanIsolation(source: source, destination: destination)
        try Self.check(pairIsolation, from: source, to: destination, isolation: isolation)
        let plan = PropagationPlan(source: profile(of: source), destination: profile(of: destination),
                                   mode: mode, isolation: pairIsolation,
                                   hostsContext: Segue.contextHolder(of: source) !== source
                                       || Segue.contextHolder(of: destination) !== destination)
        return plans.withLock { cache in
            let kept = cache.insert(plan, for: pair)
            if remembering { lastPlan.remember(kept) }
            return kept
        }
    }

    /// Throws when a caller isolated to `isolation` may not touch the two objects.
    @inline(never)
    private static func check(
        _ pairIsolation: PlanIsolation, from source: AnyObject, to destination: AnyObject, isolation: (any Actor)?
    ) throws(PropagationError) {
        guard let problem = pairIsolation.problem(source: source, destination: destination, isolation: isolation) else { return }
        throw PropagationError(sourceClass: TypeName.unqualified(type(of: source)),
                               destinationClass: TypeName.unqualified(type(of: destination)), problems: [problem])
    }

    /// The classes of the plan run last, which a cached transition finds without the lock; for the tests.
    var rememberedPair: ClassPair? { lastPlan.rememberedPair }

    /// The cached profile of `object`'s class for this propagator's prefix and way of reading.
    func profile(of object: AnyObject) -> ClassProfile {
        ClassProfileCache.profile(of: object, prefix: prefix, allowsOffsets: reflection == .fieldLayout)
    }
}
