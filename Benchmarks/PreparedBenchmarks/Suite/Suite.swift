/// Every benchmark of the suite, in the order they run and print.
@MainActor
enum Suite {
    static func benchmarks() -> [Benchmark] {
        GeneratedFixtures.benchmarks() + AnatomyBenchmarks.make() + NewDestinationBenchmarks.make()
            + PreparationBenchmarks.make() + StoryboardFileBenchmarks.make()
    }
}
