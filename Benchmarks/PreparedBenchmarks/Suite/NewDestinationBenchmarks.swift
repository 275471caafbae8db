import Prepared

/// Transitions into a new destination each time, at the center shape: the
/// rows whose heap allocations `--allocations` counts. Creating the
/// destination allocates the same in every row, so a row's extra allocations
/// over (c1) are those of the way it copies the keys.
@MainActor
enum NewDestinationBenchmarks {
    nonisolated static let group = "a new destination per transition, center shape (for --allocations)"
    nonisolated static let floor = "new-destination/floor"
    nonisolated static func name(_ approach: Approach) -> String { "new-destination/\(approach.rawValue)" }

    static func make() -> [Benchmark] {
        typealias F = CenterFixture
        let keys = F.shape.keys
        func benchmark(_ name: String, _ row: String, _ title: String,
                       _ prepare: @escaping @MainActor () throws -> Workload) -> Benchmark {
            Benchmark(name: name, row: row, title: title, group: group, groupTag: "new destination",
                      baseline: name == floor ? nil : floor, parameters: F.shape.parameters, prepare: prepare)
        }
        func prepared(_ approach: Approach, _ title: String, _ source: AnyObject, _ propagator: ContextPropagator) -> Benchmark {
            benchmark(name(approach), "(c\(approach.row.dropFirst().dropLast()))", "new destination + \(title)") {
                let source = BlackHole.identity(source)
                try FixtureBenchmarks.expect(propagator.propagate(from: source, to: F.makeDestination()),
                                             flows: keys, reading: approach.expectedReading)
                return { iterations in
                    for _ in 0..<iterations {
                        BlackHole.consume(try propagator.propagate(from: source, to: F.makeDestination()))
                    }
                }
            }
        }
        return [
            benchmark(floor, "(c1)", "new destination + direct assignments") {
                let source = BlackHole.identity(F.makeTabledSource())
                return { iterations in
                    for _ in 0..<iterations {
                        let destination = F.makeDestination()
                        F.assignDirectly(from: source, to: destination)
                        BlackHole.consume(destination)
                    }
                }
            },
            benchmark(name(.naive), "(c2)", "new destination + naive (Mirror, setters)") {
                let source = BlackHole.identity(F.makePlainSource())
                try FixtureBenchmarks.expect(NaivePropagation.propagate(from: source, to: F.makeDestination()),
                                             equals: keys, "naive writes")
                return { iterations in
                    for _ in 0..<iterations { BlackHole.consume(NaivePropagation.propagate(from: source, to: F.makeDestination())) }
                }
            },
            prepared(.tables, "Prepared, both tables", F.makeTabledSource(), .standard),
            prepared(.fieldLayout, "Prepared, field layout", F.makePlainSource(), .standard),
            prepared(.mirror, "Prepared, Mirror", F.makePlainSource(), FixtureBenchmarks.mirrorPropagator),
        ]
    }
}
