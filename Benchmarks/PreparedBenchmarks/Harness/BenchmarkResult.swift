/// The measurement of one benchmark.
struct BenchmarkResult: Codable, Sendable {
    let name: String
    let label: String
    let group: String
    let shape: Shape?
    let baseline: String?
    /// Iterations timed together in one sample.
    let iterationsPerSample: Int
    /// Nanoseconds per iteration, one value per sample, in the order measured.
    let samples: [Double]
    let statistics: Statistics
}
