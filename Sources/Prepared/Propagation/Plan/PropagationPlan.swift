/// Everything a transition between two classes needs, worked out once and
/// cached: the steps that copy each key, and the report they produce.
///
/// A plan holds types and accessors, never instances. It is immutable;
/// `@unchecked Sendable` because its steps are closures over key paths (see
/// ``ValueAccessor``), which Swift does not mark `Sendable`.
final class PropagationPlan: @unchecked Sendable {
    /// A key read through a table accessor, whose value is checked before any write.
    struct Check {
        let property: String
        let sourceType: String
        let destinationType: String
        let run: (AnyObject) -> Result<PendingWrite, ConversionFailure>
    }

    /// A key read with `Mirror` from a source without a table.
    struct MirrorRead {
        let property: String
        /// The label `Mirror` shows for the key.
        let label: String
        /// How many `superclassMirror` steps lead to the declaring class.
        let level: Int
        /// The position among that class's stored properties.
        let index: Int
        let destination: any ContextAccessor
        let destinationType: String
    }

    let report: PropagationReport
    /// Whether a side is a main-actor ``PreparedController``, so that the plan
    /// may only run for a caller isolated to the main actor.
    let isMainActorBound: Bool
    /// Steps that cannot fail, run in the write phase.
    let copies: [Copy]
    /// Steps that can fail, run in the check phase.
    let checks: [Check]
    /// Reads from a table-less source, sorted by level then index, run in the check phase.
    let mirrorReads: [MirrorRead]

    init(report: PropagationReport, isMainActorBound: Bool, copies: [Copy], checks: [Check], mirrorReads: [MirrorRead]) {
        self.report = report
        self.isMainActorBound = isMainActorBound
        self.copies = copies
        self.checks = checks
        self.mirrorReads = mirrorReads.sorted { ($0.level, $0.index) < ($1.level, $1.index) }
    }

    /// A plan that runs nothing and fails with `problem`; not cached.
    static func refused(from source: String, to destination: String, problem: PropagationProblem) -> PropagationPlan {
        PropagationPlan(
            report: PropagationReport(contents: .init(source: source, destination: destination, flows: [], ignored: [],
                                                      unfilled: [], skipped: [], problems: [problem])),
            isMainActorBound: false, copies: [], checks: [], mirrorReads: []
        )
    }

    /// Checks every value, then, when all pass, writes them all.
    ///
    /// - Complexity: O(*k*) for *k* keys. No `Mirror` call unless the source
    ///   has no table; then one `Mirror`, walked only to the levels that hold
    ///   the keys, each key read at its index.
    func run(from source: AnyObject, to destination: AnyObject, onMainActor: Bool) throws(PropagationError) -> PropagationReport {
        if isMainActorBound && !onMainActor {
            throw PropagationError(sourceClass: report.sourceClass, destinationClass: report.destinationClass, problems: [offMainActorProblem])
        }
        guard report.isValid else {
            throw PropagationError(sourceClass: report.sourceClass, destinationClass: report.destinationClass, problems: report.problems)
        }
        if checks.isEmpty && mirrorReads.isEmpty {
            for copy in copies { copy(source, destination) }
            return report
        }
        var pending: [PendingWrite] = []
        pending.reserveCapacity(checks.count + mirrorReads.count)
        let problems = check(source, into: &pending)
        guard problems.isEmpty else {
            throw PropagationError(sourceClass: report.sourceClass, destinationClass: report.destinationClass, problems: problems)
        }
        for copy in copies { copy(source, destination) }
        for write in pending { write(destination) }
        return report
    }

    /// The problem of running a plan with a main-actor side from a caller
    /// not isolated to the main actor.
    var offMainActorProblem: PropagationProblem {
        .offMainActor(className: report.destinationClass)
    }

    /// The problems the source's current values would cause, without writing.
    func dryRun(from source: AnyObject, onMainActor: Bool) -> [PropagationProblem] {
        if isMainActorBound && !onMainActor { return [offMainActorProblem] }
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
            switch read.destination.prepareWrite(of: value) {
            case .success(let write): pending.append(write)
            case .failure(let failure):
                problems.append(problem(failure, property: read.property,
                                        sourceType: String(describing: type(of: value)),
                                        destinationType: read.destinationType))
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
            if child.label == read.label { return child.value }
        }
        var current: Mirror? = mirror
        while let level = current {
            if let child = level.children.first(where: { $0.label == read.label }) { return child.value }
            current = level.superclassMirror
        }
        return nil
    }

    private func problem(_ failure: ConversionFailure, property: String, sourceType: String, destinationType: String) -> PropagationProblem {
        switch failure {
        case .nilValue:
            .nilValue(property: property, source: report.sourceClass, sourceType: sourceType,
                      destination: report.destinationClass, destinationType: destinationType)
        case .mismatch(let actual):
            .rejectedValue(property: property, source: report.sourceClass, heldType: String(describing: actual),
                           destination: report.destinationClass, destinationType: destinationType)
        }
    }
}
