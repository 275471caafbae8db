import Prepared

/// A cached transition (3) taken apart at the center shape, through the
/// library's own code (`package` access): its fixed cost (a transition in
/// which no key flows), the plan lookup alone, the plan's run alone and its
/// copies alone, next to one closure per key written for the pair of classes.
/// All are divided by the floor (1) at that shape.
@MainActor
enum AnatomyBenchmarks {
    nonisolated static let group = "anatomy of a cached transition (3), center shape, the library's code through package access"
    nonisolated static let noKeyFlowing = "anatomy/no-key-flowing"

    static func make() -> [Benchmark] {
        typealias F = CenterFixture
        let floor = Approach.floor.name(for: F.shape)
        func benchmark(_ name: String, _ row: String, _ title: String,
                       _ prepare: @escaping @MainActor () throws -> Workload) -> Benchmark {
            Benchmark(name: name, row: row, title: title, group: group, groupTag: "anatomy",
                      baseline: floor, prepare: prepare)
        }
        /// The cached plan of the center fixture's tabled pair, checked.
        func centerPlan() throws -> (PropagationPlan, F.TabledSource, F.Destination) {
            let source = BlackHole.identity(F.makeTabledSource())
            let destination = BlackHole.identity(F.makeDestination())
            let propagator = ContextPropagator.standard
            try FixtureBenchmarks.expect(propagator.propagate(from: source, to: destination),
                                         flows: F.shape.keys, reading: Approach.tables.expectedReading)
            let plan = try propagator.plan(from: source, to: destination, isolation: MainActor.shared)
            try FixtureBenchmarks.expect(plan.copyCount, equals: F.shape.keys, "copies that cannot fail")
            // Every destination property is a plain stored one, written through the key path's `modify`:
            // the final class's through its storage, the overridable classes' through their accessors.
            try FixtureBenchmarks.expect(plan.inPlaceCopyCount, equals: F.shape.keys,
                                         "copies through the key path's modify")
            return (plan, source, destination)
        }
        return [
            benchmark(noKeyFlowing, "(a1)", "Prepared, cached, 0 keys flowing") {
                try FixtureBenchmarks.cachedTransition(from: NoFlowSource(), to: NoFlowDestination(), keys: 0, reading: .keyPath)
            },
            benchmark("anatomy/plan-lookup", "(a2)", "plan lookup: the last plan, one atomic load") {
                let propagator = ContextPropagator.standard
                let source = BlackHole.identity(F.makeTabledSource())
                let destination = BlackHole.identity(F.makeDestination())
                try propagator.propagate(from: source, to: destination)
                let isolation = MainActor.shared  // what `propagate` receives as `#isolation`, got once
                return { iterations in
                    for _ in 0..<iterations {
                        BlackHole.consume(try propagator.plan(from: source, to: destination, isolation: isolation))
                    }
                }
            },
            benchmark("anatomy/plan-lookup-two-pairs", "(a3)", "plan lookup, pairs in turn: lock + dictionary + remembering") {
                let propagator = ContextPropagator.standard
                let sources: [AnyObject] = BlackHole.identity([F.makeTabledSource(), NoFlowSource()])
                let destinations: [AnyObject] = BlackHole.identity([F.makeDestination(), NoFlowDestination()])
                for index in 0..<2 { try propagator.propagate(from: sources[index], to: destinations[index]) }
                let isolation = MainActor.shared
                return { iterations in
                    for iteration in 0..<iterations {
                        let index = iteration & 1
                        BlackHole.consume(try propagator.plan(from: sources[index], to: destinations[index], isolation: isolation))
                    }
                }
            },
            benchmark("anatomy/plan-run", "(a4)", "the plan's run alone, \(F.shape.keys) keys, both tables") {
                let (plan, source, destination) = try centerPlan()
                return { iterations in
                    for _ in 0..<iterations { BlackHole.consume(try plan.run(from: source, to: destination)) }
                }
            },
            benchmark("anatomy/plan-copies", "(a5)", "the plan's copies alone, \(F.shape.keys) calls") {
                let (plan, source, destination) = try centerPlan()
                return { iterations in
                    for _ in 0..<iterations { plan.copyAll(from: source, to: destination) }
                }
            },
            benchmark("anatomy/copies-by-hand", "(a6)", "by hand: \(F.shape.keys) closures over both classes") {
                let copies = BlackHole.identity(F.copiesByHand)
                let source = BlackHole.identity(F.makeTabledSource())
                let destination = BlackHole.identity(F.makeDestination())
                try FixtureBenchmarks.expect(copies.count, equals: F.shape.keys, "copies")
                return { iterations in
                    for _ in 0..<iterations { runByIndex(copies, from: source, to: destination) }
                }
            },
        ]
    }

    /// Runs the copies by index, as `PropagationPlan.copyAll` does.
    ///
    /// `nonisolated`: a main-actor function would check its executor on
    /// every call, because the buffer's closure is passed to a nonisolated
    /// generic function; `copyAll` in the library has no such check.
    @inline(never)
    nonisolated static func runByIndex(_ copies: [CopyByHand], from source: AnyObject, to destination: AnyObject) {
        copies.withUnsafeBufferPointer { copies in
            for index in copies.indices { copies[index](source, destination) }
        }
    }
}
