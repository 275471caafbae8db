import Prepared

/// Benchmarks that take a cached transition (3) apart, at the center shape's
/// 8 keys: its fixed cost measured through the library, and models of its
/// per-key cost (see ``CopyStepModel``): the library's shape today, the shape
/// before key paths were passed as autoclosures, and what hand-written
/// accessors or one direct closure per key would cost. All are divided by the
/// floor (1) at that shape.
@MainActor
enum AnatomyBenchmarks {
    nonisolated static let group = "anatomy of (3), 8 keys (models are copies of the library's shape, not its code)"

    static func make() -> [Benchmark] {
        let baseline = Approach.floor.name(for: GeneratedFixtures.center)
        func benchmark(_ name: String, _ label: String, _ prepare: @escaping @MainActor () throws -> Workload) -> Benchmark {
            Benchmark(name: "anatomy/\(name)", label: label, group: group, shape: nil, baseline: baseline, prepare: prepare)
        }
        return [
            benchmark("prepared-no-key-flows", "(a1) Prepared, cached, 0 keys flow") {
                try FixtureBenchmarks.cachedTransition(from: NoFlowSource(), to: NoFlowDestination(), keys: 0)
            },
            benchmark("model-lock", "(a2) model: NSLock lock + unlock") {
                let cache = BlackHole.identity(PlanCacheModel())
                return { iterations in
                    for _ in 0..<iterations { cache.lockAndUnlock() }
                }
            },
            benchmark("model-lock-lookup", "(a3) model: NSLock + plan dictionary lookup") {
                let cache = BlackHole.identity(PlanCacheModel())
                let source = BlackHole.identity(NoFlowSource())
                let destination = BlackHole.identity(NoFlowDestination())
                cache.insert(cache, from: source, to: destination)
                return { iterations in
                    for _ in 0..<iterations { BlackHole.consume(cache.plan(from: source, to: destination)) }
                }
            },
            copies("model-literal-keypath-copies", "(a4) model: 8 × copy → read → write, literals",
                   baseline, CopyStepModel.accessorCopies(.keyPathLiterals)),
            copies("model-stored-keypath-copies", "(a5) model: 8 × copy → read → write, stored",
                   baseline, CopyStepModel.accessorCopies(.storedKeyPaths)),
            copies("model-handwritten-accessor-copies", "(a6) model: 8 × copy → read → write, by hand",
                   baseline, CopyStepModel.accessorCopies(.handWritten)),
            copies("model-direct-copies", "(a7) model: 8 × one closure → direct",
                   baseline, CopyStepModel.directCopies()),
        ]
    }

    private static func copies(_ name: String, _ label: String, _ baseline: String,
                               _ build: @autoclosure @escaping () -> [CopyStepModel.Copy]) -> Benchmark {
        Benchmark(name: "anatomy/\(name)", label: label, group: group, shape: nil, baseline: baseline) {
            let copies = BlackHole.identity(build())
            let source = BlackHole.identity(FixtureK8P32D3.makeTabledSource())
            let destination = BlackHole.identity(FixtureK8P32D3.makeDestination())
            try FixtureBenchmarks.expect(copies.count, equals: 8, "copies")
            CopyStepModel.run(copies, from: source, to: destination)
            guard destination.prepCtxTitle5 == source.prepCtxTitle5, destination.prepCtxUser7 == source.prepCtxUser7 else {
                throw BenchmarkSetupError(description: "the model did not copy the values")
            }
            return { iterations in
                for _ in 0..<iterations { CopyStepModel.run(copies, from: source, to: destination) }
            }
        }
    }
}
