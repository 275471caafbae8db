import Foundation

/// Counts instructions (`callgrind`) or heap allocations (`memcheck`) per
/// iteration of each benchmark, by running this executable under Valgrind.
///
/// For each benchmark the workload is first timed here, natively, to choose a
/// run length *n* of a few milliseconds. Two child processes then run
/// `prepared-benchmarks --run NAME --iterations n` and `… 2n` under Valgrind:
/// each sets the benchmark up (with the same checks as a timed run) and runs
/// the workload once for that many iterations. The count per iteration is
/// the difference between the two counts divided by *n*, so start-up, setup
/// and the checks cancel out. Children run with `SWIFT_DETERMINISTIC_HASHING=1`
/// so that both make the same dictionary probes during setup.
@MainActor
struct ValgrindCounter {
    let metric: Metric
    /// Where to keep Valgrind's output files; a temporary folder otherwise.
    let profilesPath: String?
    let extraArguments: [String]

    /// The time the longer of the two runs should take natively.
    private static let nativeRunTime: Duration = .milliseconds(4)

    func run(_ benchmarks: [Benchmark]) -> (results: [BenchmarkResult], failures: [(String, String)]) {
        let folder = profilesPath.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("prepared-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if profilesPath == nil { try? FileManager.default.removeItem(at: folder) } }

        var results: [BenchmarkResult] = []
        var failures: [(String, String)] = []
        let calibration = Runner(settings: RunSettings(sampleCount: 1, sampleTime: Self.nativeRunTime / 2,
                                                       warmUpTime: .milliseconds(1)))
        for (position, benchmark) in benchmarks.enumerated() {
            let counter = "[\(position + 1)/\(benchmarks.count)]"
            do {
                let (iterations, _) = try calibration.calibrate(try benchmark.prepare())
                let length = max(2, min(iterations, 2_000))
                let short = try count(benchmark.name, iterations: length, folder: folder)
                let long = try count(benchmark.name, iterations: 2 * length, folder: folder)
                let perIteration = Double(long - short) / Double(length * benchmark.unitsPerIteration)
                results.append(BenchmarkResult(of: benchmark, iterationsPerSample: length, samples: [perIteration]))
                Console.progress("\(counter) \(benchmark.name): \(metric.format(perIteration)) \(metric.unit) per iteration "
                    + "(\(short) at \(length) iterations, \(long) at \(2 * length))")
            } catch {
                failures.append((benchmark.name, "\(error)"))
                Console.progress("\(counter) \(benchmark.name): FAILED: \(error)")
            }
        }
        return (results, failures)
    }

    struct ValgrindError: Error, CustomStringConvertible {
        let description: String
    }

    /// The instructions or allocations of one child run.
    private func count(_ name: String, iterations: Int, folder: URL) throws -> Int {
        let stem = name.replacingOccurrences(of: "/", with: "_") + "-\(iterations)"
        let output = folder.appendingPathComponent(stem + (metric == .instructions ? ".callgrind" : ".memcheck"))
        var arguments: [String]
        switch metric {
        case .instructions:
            arguments = ["--tool=callgrind", "--callgrind-out-file=\(output.path)"]
        case .allocations:
            arguments = ["--tool=memcheck", "--leak-check=no", "--log-file=\(output.path)"]
        case .time:
            throw ValgrindError(description: "wall-clock time is not counted under Valgrind")
        }
        guard let executable = Bundle.main.executablePath else {
            throw ValgrindError(description: "cannot find this executable's path")
        }
        arguments += [executable, "--run", name, "--iterations", String(iterations)] + extraArguments

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["valgrind"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValgrindError(description: "valgrind \(arguments.joined(separator: " ")) exited with "
                + "\(process.terminationStatus): \(messages.suffix(600))")
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        switch metric {
        case .instructions:
            // callgrind's output file ends with `totals: N` (and `summary: N`).
            guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") }),
                  let total = Int(line.split(separator: " ").last ?? "") else {
                throw ValgrindError(description: "no instruction total in \(output.path)")
            }
            return total
        default:
            // memcheck's log: "total heap usage: 1,234 allocs, 1,200 frees, 56,789 bytes allocated".
            guard let range = text.range(of: "total heap usage: ") else {
                throw ValgrindError(description: "no heap summary in \(output.path)")
            }
            let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)
            guard let total = Int(digits) else { throw ValgrindError(description: "unreadable heap summary in \(output.path)") }
            return total
        }
    }
}
