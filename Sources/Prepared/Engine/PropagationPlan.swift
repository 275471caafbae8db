/// Everything a transition between two classes needs, worked out once and
/// cached: the steps that copy each key, and the report they produce.
///
/// A plan holds types, offsets and accessors, never instances. It is
/// immutable; `@unchecked Sendable` because its steps are closures over key
/// paths (see ``ValueAccessor``), which Swift does not mark `Sendable`.
package final class PropagationPlan: @unchecked Sendable {
    /// A key whose value is checked before any write: a conversion that can
    /// fail, read through a table accessor or at a field's offset.
    struct Check {
        let property: String
        let sourceType: Any.Type
        let destinationType: Any.Type
        let run: (AnyObject) -> Result<PendingWrite, ConversionFailure>
    }

    /// A key read with `Mirror` from a source without a table.
    struct MirrorRead {
        /// The property's name, which is also its `Mirror` label.
        let property: String
        /// How many `superclassMirror` steps lead to the declaring class.
        let level: Int
        /// The position among that class's stored properties.
        let index: Int
        /// Converts a value read with `Mirror` for the destination's property, and returns its write.
        let prepareWrite: (Any) -> Result<PendingWrite, ConversionFailure>
        let destinationType: Any.Type
    }

    /// A destination entry, and whether a copy writes it in place (``ClassProfile/writesInPlace``).
    /// A struct rather than a tuple: a dictionary of tuples copies and destroys them through generic value witnesses.
    struct DestinationEntry {
        let entry: ContextEntry
        let writesInPlace: Bool
    }

    /// Where a copy's source field comes in the source's layout, for
    /// ordering the copies; copies read through key paths come after.
    struct FieldOrder: Comparable {
        let level: Int
        let index: Int

        static let afterFields = FieldOrder(level: .max, index: 0)

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.level, lhs.index) < (rhs.level, rhs.index)
        }
    }

    let report: PropagationReport
    /// The two classes the plan is for, which ``LastPlan`` compares.
    let pair: ClassPair
    /// Whether either class is a ``ContextHosting`` controller, which stands
    /// for its context model: such a plan is never run; the models' plan is.
    /// Worked out when the plan is built, so that a cached transition between
    /// other classes pays one test of this flag for it, not a conformance check.
    let hostsContext: Bool
    /// The isolation of the two classes' properties: who may run the plan.
    let isolation: PlanIsolation
    /// Whether some callers may not run the plan (`isolation.isRestricted`, kept for the cached path).
    let isRestricted: Bool
    /// Steps that cannot fail, run in the write phase without retaining them.
    let copies: UnretainedCopies
    /// The number of steps that cannot fail.
    package var copyCount: Int { copies.count }
    /// How many of them write through the key path's `modify`, into a property
    /// stored under its own name (``ValueAccessor/replaceFromField``); the others use its `set`.
    package let inPlaceCopyCount: Int
    /// Steps that can fail, run in the check phase.
    let checks: [Check]
    /// Reads from a table-less source, sorted by level then index, run in the check phase.
    let mirrorReads: [MirrorRead]

    /// Plans the transition from the `source` class into the `destination` class.
    ///
    /// Each key the destination's table lists is read from the source:
    /// through the source's table, or, for a source without one, at the
    /// field's offset when the class's layout allows it and with `Mirror`
    /// otherwise. A strongly held field of the same declared type as the
    /// destination's property is read at its offset even from a source with
    /// a table, in one call per key; the declared types decide the
    /// conversion in every case (``TypeRules``).
    init(source: ClassProfile, destination: ClassProfile, mode: ContextPropagator.Mode, isolation: PlanIsolation,
         hostsContext: Bool = false) {
        pair = ClassPair(source: source.classIdentifier, destination: destination.classIdentifier)
        self.hostsContext = hostsContext
        self.isolation = isolation
        isRestricted = isolation.isRestricted
        let builder = PropagationPlanBuilder(source: source, destination: destination, mode: mode)
        report = builder.report
        copies = UnretainedCopies(builder.orderedCopies)
        inPlaceCopyCount = builder.inPlaceCopyCount
        checks = builder.checks
        mirrorReads = builder.orderedMirrorReads
    }

    /// Checks every value, then, when all pass, writes them all.
    ///
    /// - Complexity: O(*k*) for *k* keys, one call per key that cannot fail.
    ///   No `Mirror` call unless a key is read with `Mirror`; then one
    ///   `Mirror`, walked only to the levels that hold the keys.
    @inline(__always)
    package func run(from source: AnyObject, to destination: AnyObject) throws(PropagationError) -> PropagationReport {
        guard report.isValid else { throw declarationError(from: source) }
        if checks.isEmpty && mirrorReads.isEmpty {
            copyAll(from: source, to: destination)
            return report
        }
        var pending: [PendingWrite] = []
        pending.reserveCapacity(checks.count + mirrorReads.count)
        let problems = check(source, into: &pending)
        guard problems.isEmpty else {
            throw PropagationError(sourceClass: report.sourceClass, destinationClass: report.destinationClass, problems: problems)
        }
        copyAll(from: source, to: destination)
        for write in pending { write(destination) }
        return report
    }

    /// Runs every copy that cannot fail, by index.
    @inline(__always)
    package func copyAll(from source: AnyObject, to destination: AnyObject) {
        copies.runAll(from: source, to: destination)
    }

    /// The error of a plan whose declarations fail: their problems, and those
    /// the source's values would cause, so that a user who fixes the
    /// declarations does not meet a value's problem next. Out of line, off
    /// the path of a transition that passes.
    @inline(never)
    private func declarationError(from source: AnyObject) -> PropagationError {
        PropagationError(sourceClass: report.sourceClass, destinationClass: report.destinationClass,
                         problems: report.problems + dryRun(from: source))
    }

    /// The problems the source's current values would cause, without writing.
    ///
    /// Every step reads the source through its own class's table or layout,
    /// whatever problems the declarations have: a profile holds no entry
    /// declared for another class (``ClassProfile/entries``).
    func dryRun(from source: AnyObject) -> [PropagationProblem] {
        var pending: [PendingWrite] = []
        return check(source, into: &pending)
    }

    private func check(_ source: AnyObject, into pending: inout [PendingWrite]) -> [PropagationProblem] {
        var problems: [PropagationProblem] = []
        for check in checks {
            switch check.run(source) {
            case .success(let write): pending.append(write)
            case .failure(let failure):
                problems.append(problem(failure, property: check.property, sourceType: check.sourceType,
                                        destinationType: check.destinationType))
            }
        }
        guard !mirrorReads.isEmpty else { return problems }
        var mirror = Mirror(reflecting: source)
        var level = 0
        for read in mirrorReads {
            while level < read.level, let superclass = mirror.superclassMirror {
                mirror = superclass
                level += 1
            }
            guard let value = Self.value(of: read, in: mirror) else { continue }
            switch read.prepareWrite(value) {
            case .success(let write): pending.append(write)
            case .failure(let failure):
                problems.append(problem(failure, property: read.property,
                                        sourceType: type(of: value), destinationType: read.destinationType))
            }
        }
        return problems
    }

    /// The value of a key: at its index when the label there is the expected
    /// one (always, for a class's own stored properties), otherwise found by
    /// label, for a `CustomReflectable` source whose children vary. A key a
    /// custom mirror hides is not read, as that mirror decides.
    private static func value(of read: MirrorRead, in mirror: Mirror) -> Any? {
        let children = mirror.children
        if let position = children.index(children.startIndex, offsetBy: read.index, limitedBy: children.endIndex),
           position != children.endIndex {
            // One subscript: each one makes the runtime resolve the field's type again.
            let child = children[position]
            if child.label == read.property { return child.value }
        }
        var current: Mirror? = mirror
        while let level = current {
            if let child = level.children.first(where: { $0.label == read.property }) { return child.value }
            current = level.superclassMirror
        }
        return nil
    }

    private func problem(_ failure: ConversionFailure, property: String, sourceType: Any.Type, destinationType: Any.Type) -> PropagationProblem {
        switch failure {
        case .nilValue:
            .nilValue(property: property, source: report.sourceClass, sourceType: TypeName.of(sourceType),
                      destination: report.destinationClass, destinationType: TypeName.of(destinationType))
        case .mismatch(let actual):
            .rejectedValue(property: property, source: report.sourceClass, heldType: TypeName.of(actual),
                           destination: report.destinationClass, destinationType: TypeName.of(destinationType))
        }
    }
}
