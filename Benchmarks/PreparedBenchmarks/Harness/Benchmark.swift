/// Runs the measured operation `iterations` times.
///
/// Main-actor isolated, like the whole run, so that a workload can call
/// main-actor APIs such as `Preparations` directly: calling a main-actor
/// closure from the main actor is a plain call, with no hop or check.
typealias Workload = @MainActor (_ iterations: Int) throws -> Void

/// One measured operation, and the benchmark its time is compared with.
struct Benchmark {
    /// A unique name such as `prepared-tables/k8-p32-d3`; `--filter` matches it.
    let name: String
    /// The row label, such as `(3) Prepared, cached, both tables`.
    let label: String
    /// The heading the row is printed under, such as a fixture's shape.
    let group: String
    /// The fixture's shape, or `nil` for a benchmark outside the scaling series.
    let shape: Shape?
    /// The name of the benchmark this one is divided by; `nil` for a baseline itself.
    let baseline: String?
    /// Builds the objects, checks that the operation does what it should, and
    /// returns the workload. Setup time is not measured.
    let prepare: @MainActor () throws -> Workload
    /// How many units one iteration handles, such as the scenes of a storyboard:
    /// a sample is divided by them, so that the row reads as time per unit.
    var unitsPerIteration = 1
}

/// A benchmark whose setup found that it does not measure what it claims.
struct BenchmarkSetupError: Error, CustomStringConvertible {
    let description: String
}
