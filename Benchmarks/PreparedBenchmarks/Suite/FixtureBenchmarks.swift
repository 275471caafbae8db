import Prepared

/// The benchmarks of every approach for one generated fixture.
@MainActor
enum FixtureBenchmarks {
    /// The propagator of the (4m) rows: sources without a table read with `Mirror`.
    static let mirrorPropagator = ContextPropagator(reflection: .mirror)

    /// Called with a concrete fixture type, so that each copy is specialized.
    static func make<F: Fixture>(for fixture: F.Type) -> [Benchmark] {
        let shape = F.shape
        let floor = Approach.floor.name(for: shape)
        func benchmark(_ approach: Approach, _ prepare: @escaping @MainActor () throws -> Workload) -> Benchmark {
            Benchmark(
                name: approach.name(for: shape), row: approach.row, title: approach.title,
                group: "\(shape)", groupTag: shape.tag,
                baseline: approach == .floor ? nil : floor, parameters: shape.parameters, prepare: prepare
            )
        }
        return [
            benchmark(.floor) {
                let source = BlackHole.identity(F.makeTabledSource())
                let destination = BlackHole.identity(F.makeDestination())
                return { iterations in
                    for _ in 0..<iterations { F.assignDirectly(from: source, to: destination) }
                }
            },
            benchmark(.handWrittenPrepare) {
                let source = BlackHole.identity(F.makeTabledSource())
                let destination: AnyObject = BlackHole.identity(F.makeDestination())
                let identifier = BlackHole.identity("showK\(shape.keys)P\(shape.otherProperties)D\(shape.depth)")
                guard F.prepareByHand(segueIdentifier: identifier, from: source, to: destination) else {
                    throw BenchmarkSetupError(description: "the hand-written prepare did not match its identifier")
                }
                return { iterations in
                    var prepared = 0
                    for _ in 0..<iterations where F.prepareByHand(segueIdentifier: identifier, from: source, to: destination) {
                        prepared += 1
                    }
                    BlackHole.consume(prepared)
                }
            },
            benchmark(.naive) {
                let source = BlackHole.identity(F.makePlainSource())
                let destination = BlackHole.identity(F.makeDestination())
                try expect(NaivePropagation.propagate(from: source, to: destination), equals: shape.keys, "naive writes")
                return { iterations in
                    var written = 0
                    for _ in 0..<iterations { written &+= NaivePropagation.propagate(from: source, to: destination) }
                    BlackHole.consume(written)
                }
            },
            benchmark(.tables) {
                try cachedTransition(from: F.makeTabledSource(), to: F.makeDestination(), keys: shape.keys,
                                     reading: Approach.tables.expectedReading)
            },
            benchmark(.fieldLayout) {
                try cachedTransition(from: F.makePlainSource(), to: F.makeDestination(), keys: shape.keys,
                                     reading: Approach.fieldLayout.expectedReading)
            },
            benchmark(.mirror) {
                try cachedTransition(from: F.makePlainSource(), to: F.makeDestination(), keys: shape.keys,
                                     reading: Approach.mirror.expectedReading, through: mirrorPropagator)
            },
            benchmark(.firstTransition) {
                try firstTransition(from: F.makeTabledSource(), to: F.makeDestination(), keys: shape.keys,
                                    reading: Approach.firstTransition.expectedReading, forgettingClasses: false)
            },
            benchmark(.firstSight) {
                try firstTransition(from: F.makeTabledSource(), to: F.makeDestination(), keys: shape.keys,
                                    reading: Approach.firstSight.expectedReading, forgettingClasses: true)
            },
            benchmark(.validateInstances) {
                let propagator = ContextPropagator.standard
                let source = BlackHole.identity(F.makePlainSource())
                let destination = BlackHole.identity(F.makeDestination())
                let report = propagator.validate(from: source, to: destination)
                try expect(report.isValid ? report.flows.count : -1, equals: shape.keys, "valid flows")
                try expect(report, flows: shape.keys, reading: Approach.validateInstances.expectedReading)
                return { iterations in
                    for _ in 0..<iterations { BlackHole.consume(propagator.validate(from: source, to: destination)) }
                }
            },
            benchmark(.validateTypes) {
                let propagator = ContextPropagator.standard
                let report = propagator.validate(from: F.TabledSource.self, to: F.Destination.self)
                try expect(report.isValid ? report.flows.count : -1, equals: shape.keys, "valid flows")
                return { iterations in
                    for _ in 0..<iterations {
                        BlackHole.consume(propagator.validate(from: F.TabledSource.self, to: F.Destination.self))
                    }
                }
            },
        ]
    }

    /// A transition whose plan is already cached, after checking that it
    /// copies `keys` keys, every one read as `reading` says.
    static func cachedTransition(from source: AnyObject, to destination: AnyObject, keys: Int,
                                 reading: PropagationReport.Reading,
                                 through propagator: ContextPropagator = .standard) throws -> Workload {
        let source = BlackHole.identity(source)
        let destination = BlackHole.identity(destination)
        try expect(propagator.propagate(from: source, to: destination), flows: keys, reading: reading)
        return { iterations in
            for _ in 0..<iterations { BlackHole.consume(try propagator.propagate(from: source, to: destination)) }
        }
    }

    /// A transition through a new propagator, which builds the plan; with
    /// `forgettingClasses`, after clearing the process's class profiles, so
    /// that both classes are reflected again.
    static func firstTransition(from source: AnyObject, to destination: AnyObject, keys: Int,
                                reading: PropagationReport.Reading, forgettingClasses: Bool) throws -> Workload {
        let source = BlackHole.identity(source)
        let destination = BlackHole.identity(destination)
        if forgettingClasses { ClassProfileCache.removeAll() }
        try expect(ContextPropagator().propagate(from: source, to: destination), flows: keys, reading: reading)
        return { iterations in
            for _ in 0..<iterations {
                if forgettingClasses { ClassProfileCache.removeAll() }
                BlackHole.consume(try ContextPropagator().propagate(from: source, to: destination))
            }
        }
    }

    static func expect(_ actual: Int, equals expected: Int, _ what: String) throws {
        guard actual == expected else {
            throw BenchmarkSetupError(description: "expected \(expected) \(what), got \(actual)")
        }
    }

    /// Checks that a report has `keys` flows, each read as `reading` says.
    static func expect(_ report: PropagationReport, flows keys: Int, reading: PropagationReport.Reading) throws {
        try expect(report.flows.count, equals: keys, "flows")
        if let other = report.flows.first(where: { $0.reading != reading }) {
            throw BenchmarkSetupError(description: "expected every key read by \(reading.rawValue), "
                + "but \(other.property) is read by \(other.reading.rawValue)")
        }
    }
}
