/// Runs the measured operation `iterations` times.
///
/// Main-actor isolated, like the whole run, so that a workload can call
/// main-actor APIs such as `Preparations` directly: calling a main-actor
/// closure from the main actor is a plain call, with no hop or check.
typealias Workload = @MainActor (_ iterations: Int) throws -> Void

/// One measured operation, and the benchmark its cost is compared with.
///
/// The harness reads nothing into the names and labels: the suite gives each
/// benchmark its row, its heading and, for charts and the JSON report, the
/// parameters it was built with.
struct Benchmark {
    /// A unique name such as `tables/k8-p32-d3`; `--filter` matches it.
    let name: String
    /// The short row mark the table prints and other rows refer to, such as `(3)`.
    let row: String
    /// What the row measures, such as `Prepared, cached, both tables`.
    let title: String
    /// The heading the row is printed under.
    let group: String
    /// A short name of the group, printed after `row` where a row in another
    /// group refers to this one as its baseline.
    let groupTag: String
    /// The name of the benchmark this one is divided by; `nil` for a baseline itself.
    let baseline: String?
    /// Numbers that place the benchmark in a series (such as the number of
    /// keys), for the suite's charts and the JSON report.
    var parameters: [String: Int] = [:]
    /// Builds the objects, checks that the operation does what it should, and
    /// returns the workload. Setup time is not measured.
    let prepare: @MainActor () throws -> Workload
    /// How many units one iteration handles, such as the scenes of a storyboard:
    /// a sample is divided by them, so that the row reads as time per unit.
    var unitsPerIteration = 1

    /// The row mark and title, as the tables print them.
    var label: String { row + String(repeating: " ", count: max(1, 5 - row.count)) + title }
}

/// A benchmark whose setup found that it does not measure what it claims.
struct BenchmarkSetupError: Error, CustomStringConvertible {
    let description: String
}
