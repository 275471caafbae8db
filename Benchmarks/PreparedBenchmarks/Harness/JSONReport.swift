import Foundation

/// Everything a run measured, for `--json PATH`.
struct JSONReport: Encodable {
    let mode: String
    let sampleCount: Int
    let sampleTimeNanoseconds: Double
    let results: [BenchmarkResult]
    let targets: [TargetOutcome]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}
