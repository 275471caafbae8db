import Prepared

/// The benchmarks of every approach for one generated fixture.
@MainActor
enum FixtureBenchmarks {
    /// Called with a concrete fixture type, so that each copy is specialized.
    static func make<F: Fixture>(for fixture: F.Type) -> [Benchmark] {
        let shape = F.shape
        let floor = Approach.floor.name(for: shape)
        func benchmark(_ approach: Approach, _ prepare: @escaping @MainActor () throws -> Workload) -> Benchmark {
            Benchmark(
                name: approach.name(for: shape), label: approach.label, group: "\(shape)", shape: shape,
                baseline: approach == .floor ? nil : floor, prepare: prepare
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
            benchmark(.seedMirror) {
                let source = BlackHole.identity(F.makePlainSource())
                let destination = BlackHole.identity(F.makeDestination())
                try expect(SeedPropagation.propagate(from: source, to: destination), equals: shape.keys, "seed writes")
                return { iterations in
                    var written = 0
                    for _ in 0..<iterations { written &+= SeedPropagation.propagate(from: source, to: destination) }
                    BlackHole.consume(written)
                }
            },
            benchmark(.preparedTables) {
                try cachedTransition(from: F.makeTabledSource(), to: F.makeDestination(), keys: shape.keys)
            },
            benchmark(.preparedMirror) {
                try cachedTransition(from: F.makePlainSource(), to: F.makeDestination(), keys: shape.keys)
            },
            benchmark(.preparedFirstTransition) {
                let source = BlackHole.identity(F.makeTabledSource())
                let destination = BlackHole.identity(F.makeDestination())
                try expect(ContextPropagator().propagate(from: source, to: destination).flows.count, equals: shape.keys, "flows")
                return { iterations in
                    for _ in 0..<iterations {
                        BlackHole.consume(try ContextPropagator().propagate(from: source, to: destination))
                    }
                }
            },
            benchmark(.validateInstances) {
                let propagator = ContextPropagator.standard
                let source = BlackHole.identity(F.makePlainSource())
                let destination = BlackHole.identity(F.makeDestination())
                let report = propagator.validate(from: source, to: destination)
                try expect(report.isValid ? report.flows.count : -1, equals: shape.keys, "valid flows")
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

    /// A transition through `ContextPropagator.standard` whose plan is already cached.
    static func cachedTransition(from source: AnyObject, to destination: AnyObject, keys: Int) throws -> Workload {
        let propagator = ContextPropagator.standard
        let source = BlackHole.identity(source)
        let destination = BlackHole.identity(destination)
        try expect(propagator.propagate(from: source, to: destination).flows.count, equals: keys, "flows")
        return { iterations in
            for _ in 0..<iterations { BlackHole.consume(try propagator.propagate(from: source, to: destination)) }
        }
    }

    static func expect(_ actual: Int, equals expected: Int, _ what: String) throws {
        guard actual == expected else {
            throw BenchmarkSetupError(description: "expected \(expected) \(what), got \(actual)")
        }
    }
}
