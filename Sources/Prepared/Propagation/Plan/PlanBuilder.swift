/// Builds the plan of a transition from the profiles of its two classes.
struct PlanBuilder {
    let mode: ContextPropagator.Mode

    func plan(from source: ClassProfile, to destination: ClassProfile, isMainActorBound: Bool = false) -> PropagationPlan {
        var problems = source.tableProblems + destination.tableProblems
        var skipped: [PropagationReport.Skip] = []
        func strictOrSkipped(_ found: [PropagationProblem]) {
            switch mode {
            case .strict: problems += found
            case .lenient: skipped += found.map { PropagationReport.Skip(property: $0.property ?? "", reason: $0) }
            }
        }
        strictOrSkipped(destination.missingEntries)
        if source.table != nil && source.classIdentifier != destination.classIdentifier {
            strictOrSkipped(source.missingEntries)
        }

        var entries: [String: ContextEntry] = [:]
        for entry in ClassProfile.firstEntries(of: destination.table) { entries[entry.name] = entry }
        if destination.table == nil && destination.layout == nil {
            problems.append(.noTable(className: destination.className))
        }
        let missing = Set(destination.missingEntries.compactMap(\.property))

        var flows: [PropagationReport.Flow] = []
        var ignored: [String] = []
        var given = Set<String>()
        var copies: [Copy] = []
        var checks: [PropagationPlan.Check] = []
        var mirrorReads: [PropagationPlan.MirrorRead] = []

        func destinationEntry(for name: String) -> ContextEntry? {
            given.insert(name)
            if let entry = entries[name] { return entry }
            if !missing.contains(name) { ignored.append(name) }
            return nil
        }

        if let table = source.table {
            for sourceEntry in ClassProfile.firstEntries(of: table) {
                guard let entry = destinationEntry(for: sourceEntry.name) else { continue }
                let step = sourceEntry.accessor.makeStep(into: entry.accessor)
                let sourceType = String(describing: sourceEntry.valueType)
                let destinationType = String(describing: entry.valueType)
                guard let conversion = step.conversion else {
                    problems.append(.typeMismatch(
                        property: entry.name, source: source.className, sourceType: sourceType,
                        destination: destination.className, destinationType: destinationType
                    ))
                    continue
                }
                flows.append(.init(property: entry.name, sourceType: sourceType, destinationType: destinationType, conversion: conversion))
                switch step.action {
                case .infallible(let copy): copies.append(copy)
                case .fallible(let run):
                    checks.append(.init(property: entry.name, sourceType: sourceType, destinationType: destinationType, run: run))
                case .mismatch: break
                }
            }
        } else if source.layout != nil {
            strictOrSkipped(source.unreadableProperties)
            for key in source.mirrorKeys {
                guard let entry = destinationEntry(for: key.name) else { continue }
                let destinationType = String(describing: entry.valueType)
                let conversion = TypeRules.conversion(
                    from: key.observedType, sourceWrapped: (key.observedType as? any AnyOptional.Type)?.wrappedType,
                    to: entry.valueType, destinationWrapped: entry.accessor.wrappedType
                )
                flows.append(.init(property: key.name, sourceType: String(describing: key.observedType),
                                   destinationType: destinationType, conversion: conversion ?? .checkedCast))
                mirrorReads.append(.init(property: key.name, label: key.name, level: key.level, index: key.index,
                                         destination: entry.accessor, destinationType: destinationType))
            }
        } else {
            problems.append(.noTable(className: source.className))
        }

        let unfilled = ClassProfile.firstEntries(of: destination.table).map(\.name).filter { !given.contains($0) }
        let report = PropagationReport(contents: .init(
            source: source.className, destination: destination.className, flows: flows,
            ignored: ignored, unfilled: unfilled, skipped: skipped, problems: problems
        ))
        return PropagationPlan(report: report, isMainActorBound: isMainActorBound,
                               copies: copies, checks: checks, mirrorReads: mirrorReads)
    }
}
