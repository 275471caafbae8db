/// The measurement of one benchmark: wall-clock samples, or a count made under Valgrind.
struct BenchmarkResult: Codable, Sendable {
    let name: String
    let row: String
    let title: String
    let group: String
    let groupTag: String
    let baseline: String?
    let parameters: [String: Int]
    /// Iterations timed together in one sample (wall clock), or the
    /// difference between the two run lengths (counts).
    let iterationsPerSample: Int
    /// The measure per iteration, one value per sample, in the order measured
    /// (one value for a count).
    let samples: [Double]
    let statistics: Statistics

    init(of benchmark: Benchmark, iterationsPerSample: Int, samples: [Double]) {
        name = benchmark.name
        row = benchmark.row
        title = benchmark.title
        group = benchmark.group
        groupTag = benchmark.groupTag
        baseline = benchmark.baseline
        parameters = benchmark.parameters
        self.iterationsPerSample = iterationsPerSample
        self.samples = samples
        statistics = Statistics(samples: samples)
    }

    var label: String { row + String(repeating: " ", count: max(1, 5 - row.count)) + title }
}
