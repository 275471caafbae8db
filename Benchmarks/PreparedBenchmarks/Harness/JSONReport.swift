import Foundation

/// Everything a run measured, for `--json PATH`.
struct JSONReport: Encodable {
    /// `full`, `quick`, or the count made under Valgrind.
    let mode: String
    let metric: Metric
    let commandLine: [String]
    let results: [BenchmarkResult]
    let targets: [TargetOutcome]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
