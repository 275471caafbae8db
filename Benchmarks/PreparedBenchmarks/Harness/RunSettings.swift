/// How long and how often each benchmark is measured.
struct RunSettings: Sendable {
    /// Samples per benchmark; the median and spread are taken over them.
    let sampleCount: Int
    /// The time one sample aims for: iterations are batched up to it, so the
    /// clock's own cost is negligible.
    let sampleTime: Duration
    /// Time spent running the workload before the first sample.
    let warmUpTime: Duration

    /// The full run, whose figures go into Docs/Benchmarks.md.
    static let full = RunSettings(sampleCount: 51, sampleTime: .milliseconds(10), warmUpTime: .milliseconds(100))
    /// A smoke run: every benchmark runs and reports, with rough figures.
    static let quick = RunSettings(sampleCount: 5, sampleTime: .milliseconds(2), warmUpTime: .milliseconds(5))
}
