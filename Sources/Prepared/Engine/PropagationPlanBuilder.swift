/// Works out a ``PropagationPlan``'s steps and report, one key at a time.
///
/// The steps, all taken by ``init(source:destination:mode:)``, in order: the
/// declaration problems both profiles found, then each key the source offers,
/// matched to the destination's table (``planKeys()``), each becoming a copy
/// that cannot fail, a check, a `Mirror` read or a type mismatch
/// (``add(_:property:sourceType:into:order:)``); last, the report and the
/// steps in the order they run.
struct PropagationPlanBuilder {
    private let source: ClassProfile
    private let destination: ClassProfile
    private let mode: ContextPropagator.Mode
    /// The destination's entries by name, each with whether a copy writes it in place.
    private let entries: [String: PropagationPlan.DestinationEntry]
    /// The destination's prefixed properties its table leaves out, already reported.
    private let missing: Set<String>

    private var problems: [PropagationProblem]
    private var skipped: [PropagationProblem] = []
    private var flows: [PropagationReport.Flow] = []
    private var ignored: [String] = []
    private var given = Set<String>()
    private var copies: [(copy: FieldCopy, order: PropagationPlan.FieldOrder)] = []
    private(set) var checks: [PropagationPlan.Check] = []
    private var mirrorReads: [PropagationPlan.MirrorRead] = []

    /// Starts from the problems of the two classes' declarations: their
    /// tables' mistakes, the prefixed properties a table leaves out (skipped
    /// in lenient mode), and a destination without a table.
    init(source: ClassProfile, destination: ClassProfile, mode: ContextPropagator.Mode) {
        self.source = source
        self.destination = destination
        self.mode = mode
        let sameClass = source.classIdentifier == destination.classIdentifier
        problems = source.tableProblems + (sameClass ? [] : destination.tableProblems)
        var entries: [String: PropagationPlan.DestinationEntry] = [:]
        for (entry, writesInPlace) in zip(destination.entries, destination.writesInPlace) {
            entries[entry.name] = PropagationPlan.DestinationEntry(entry: entry, writesInPlace: writesInPlace)
        }
        self.entries = entries
        missing = Set(destination.missingEntries.compactMap(\.property))
        reportStrictOrSkipped(destination.missingEntries)
        if source.table != nil && !sameClass {
            reportStrictOrSkipped(source.missingEntries)
        }
        // From types, a destination without a table accepts no key: it needs no check, unless the runtime's field
        // records, which would show its prefixed properties, cannot be read.
        if destination.table == nil && !destination.isFromInstance && !RuntimeFields.isAvailable {
            problems.append(.noTable(className: destination.className))
        }
        planKeys()
    }

    /// Plans every key the source offers: through its table, or, for a
    /// source without one, from its layout.
    private mutating func planKeys() {
        if source.table != nil {
            planTableKeys()
        } else if source.isFromInstance || RuntimeFields.isAvailable {
            planLayoutKeys()
        } else {
            problems.append(.noTable(className: source.className))
        }
    }

    /// The report of what flows, what is ignored, unfilled or skipped, and the problems.
    var report: PropagationReport {
        let unfilled = destination.entries.map(\.name).filter { !given.contains($0) }
        return PropagationReport(contents: .init(
            source: source.className, destination: destination.className, flows: flows,
            ignored: ignored, unfilled: unfilled, skipped: skipped, problems: problems
        ))
    }

    /// The copies in the order the source's layout lists its fields (the
    /// most derived class first), whatever order its table lists them in:
    /// measured at 128 keys, the table's order (inherited entries first)
    /// runs the same instructions about 8 % slower (Docs/Benchmarks.md).
    var orderedCopies: [FieldCopy] {
        copies.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element.copy)
    }

    /// How many copies write through the key path's `modify`.
    var inPlaceCopyCount: Int { copies.count { $0.copy.writesInPlace } }

    /// The `Mirror` reads, sorted by level then index, as one walk down the superclasses reads them.
    var orderedMirrorReads: [PropagationPlan.MirrorRead] {
        mirrorReads.sorted { ($0.level, $0.index) < ($1.level, $1.index) }
    }

    // MARK: - The steps

    /// A problem of the declarations: an error in strict mode, skipped in lenient mode.
    private mutating func reportStrictOrSkipped(_ found: [PropagationProblem]) {
        switch mode {
        case .strict: problems += found
        case .lenient: skipped += found
        }
    }

    /// The destination's entry for a key the source offers, noting the key as
    /// given; a key the destination does not take is ignored.
    private mutating func destinationEntry(for name: String) -> PropagationPlan.DestinationEntry? {
        given.insert(name)
        if let entry = entries[name] { return entry }
        if !missing.contains(name) { ignored.append(name) }
        return nil
    }

    /// Each key of the source's table: read at its field's offset when the
    /// field is strongly held and of the entry's type, else through the
    /// source's key path.
    private mutating func planTableKeys() {
        for sourceEntry in source.entries {
            guard let found = destinationEntry(for: sourceEntry.name) else { continue }
            let entry = found.entry
            if source.readsAtOffsets, let field = source.layout.property(named: sourceEntry.name),
               field.isReadableAtOffset, field.declaredType == sourceEntry.valueType {
                add(CopyStepBuilder.step(fromFieldOf: field.declaredType, at: field.offset, into: entry.accessor,
                                         inPlace: found.writesInPlace),
                    property: entry.name, sourceType: field.declaredType, into: entry,
                    order: PropagationPlan.FieldOrder(level: field.level, index: field.index))
            } else {
                add(CopyStepBuilder.step(from: sourceEntry.accessor, into: entry.accessor),
                    property: entry.name, sourceType: sourceEntry.valueType, into: entry)
            }
        }
    }

    /// Each prefixed property of a source without a table: read at its
    /// field's offset when the layout allows it, else with `Mirror`.
    private mutating func planLayoutKeys() {
        // A property Prepared cannot read matters only when the destination takes it:
        // otherwise it is an ignored key like any other.
        let unreadable = source.unreadableProperties.filter { $0.property.map { entries[$0] != nil } ?? true }
        reportStrictOrSkipped(unreadable)
        ignored += source.unreadableProperties.compactMap(\.property)
            .filter { entries[$0] == nil && !missing.contains($0) }
        for key in source.sourceKeys {
            guard let found = destinationEntry(for: key.name) else { continue }
            let entry = found.entry
            if source.readsAtOffsets && key.isReadableAtOffset {
                add(CopyStepBuilder.step(fromFieldOf: key.declaredType, at: key.offset, into: entry.accessor,
                                         inPlace: found.writesInPlace),
                    property: key.name, sourceType: key.declaredType, into: entry,
                    order: PropagationPlan.FieldOrder(level: key.level, index: key.index))
            } else {
                addMirrorRead(of: key, into: entry)
            }
        }
    }

    /// A key read with `Mirror`. Classes whose layout disagrees with
    /// `Mirror` only know the types of the values held, so their values are
    /// cast.
    private mutating func addMirrorRead(of key: FieldLayout.Property, into entry: ContextEntry) {
        let conversion = TypeRules.conversion(from: key.declaredType, to: entry.valueType)
            ?? (source.hasDeclaredTypes ? nil : .checkedCast)
        guard let conversion else {
            addMismatch(property: key.name, sourceType: key.declaredType, into: entry)
            return
        }
        flows.append(.init(property: key.name, sourceMetatype: key.declaredType, destinationMetatype: entry.valueType,
                           conversion: conversion, reading: .mirror))
        mirrorReads.append(.init(property: key.name, level: key.level, index: key.index,
                                 prepareWrite: CopyStepBuilder.writer(into: entry.accessor), destinationType: entry.valueType))
    }

    /// A key's step: a copy that cannot fail, a check, or, when no
    /// conversion exists, a type mismatch.
    private mutating func add(_ step: CopyStep, property: String, sourceType: Any.Type, into entry: ContextEntry,
                              order: PropagationPlan.FieldOrder = .afterFields) {
        guard let conversion = step.conversion else {
            addMismatch(property: property, sourceType: sourceType, into: entry)
            return
        }
        flows.append(.init(property: property, sourceMetatype: sourceType, destinationMetatype: entry.valueType,
                           conversion: conversion, reading: step.reading))
        switch step.action {
        case .infallible(let copy): copies.append((copy, order))
        case .fallible(let run):
            checks.append(.init(property: property, sourceType: sourceType, destinationType: entry.valueType, run: run))
        case .mismatch: break
        }
    }

    private mutating func addMismatch(property: String, sourceType: Any.Type, into entry: ContextEntry) {
        problems.append(.typeMismatch(
            property: property, source: source.className, sourceType: TypeName.of(sourceType),
            destination: destination.className, destinationType: TypeName.of(entry.valueType)
        ))
    }
}
