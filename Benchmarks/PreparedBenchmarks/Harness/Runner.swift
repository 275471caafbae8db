/// Measures benchmarks: setup, warm-up and calibration of each, then samples
/// taken in rounds.
///
/// Each round takes one sample of every benchmark in turn, so that a slow
/// spell of a shared machine falls on every benchmark alike instead of on the
/// few that happened to run during it; ratios between rows stay stable.
/// Everything runs on the main actor, on the main thread.
@MainActor
struct Runner {
    let settings: RunSettings

    /// Measures the benchmarks, writing one progress line per benchmark (and
    /// one per round) to standard error.
    ///
    /// - Returns: The results in the order given, and the failures (name and
    ///   reason) of benchmarks whose setup or workload threw.
    func run(_ benchmarks: [Benchmark]) -> (results: [BenchmarkResult], failures: [(String, String)]) {
        var failures: [(String, String)] = []
        var ready: [Measuring] = []
        for (position, benchmark) in benchmarks.enumerated() {
            let counter = "[\(position + 1)/\(benchmarks.count)]"
            do {
                let workload = try benchmark.prepare()
                let (iterations, estimate) = try calibrate(workload)
                ready.append(Measuring(benchmark: benchmark, workload: workload, iterations: iterations))
                Console.progress("\(counter) \(benchmark.name): ~\(Format.nanoseconds(estimate)) ns, "
                    + "\(iterations) per sample")
            } catch {
                failures.append((benchmark.name, "\(error)"))
                Console.progress("\(counter) \(benchmark.name): FAILED: \(error)")
            }
        }
        for round in 1...settings.sampleCount {
            Console.progress("round \(round)/\(settings.sampleCount): one sample of each benchmark")
            for index in ready.indices where ready[index].failure == nil {
                do {
                    try ready[index].sample()
                } catch {
                    ready[index].failure = "\(error)"
                    failures.append((ready[index].benchmark.name, "\(error)"))
                }
            }
        }
        let results = ready.filter { $0.failure == nil }.map { measuring in
            BenchmarkResult(of: measuring.benchmark, iterationsPerSample: measuring.iterations, samples: measuring.samples)
        }
        return (results, failures)
    }

    /// A benchmark set up and calibrated, collecting its samples.
    @MainActor
    private struct Measuring {
        let benchmark: Benchmark
        let workload: Workload
        let iterations: Int
        var samples: [Double] = []
        var failure: String?

        mutating func sample() throws {
            let elapsed = try Stopwatch.time { try workload(iterations) }
            samples.append(elapsed.nanoseconds / Double(iterations * benchmark.unitsPerIteration))
        }
    }

    /// Warms the workload up and finds the batch size that fills one sample.
    ///
    /// - Returns: The batch size and a first estimate of ns per iteration.
    func calibrate(_ workload: Workload) throws -> (iterations: Int, estimate: Double) {
        var iterations = 1
        var elapsed = try Stopwatch.time { try workload(iterations) }
        let probe = settings.sampleTime / 10
        while elapsed < probe {
            iterations *= 2
            elapsed = try Stopwatch.time { try workload(iterations) }
        }
        let warmUpEnd = ContinuousClock.now + settings.warmUpTime
        var warmIterations = 0
        var warmTime = Duration.zero
        repeat {
            warmTime += try Stopwatch.time { try workload(iterations) }
            warmIterations += iterations
        } while ContinuousClock.now < warmUpEnd
        let perIteration = max(warmTime.nanoseconds / Double(warmIterations), 0.01)
        return (max(1, Int(settings.sampleTime.nanoseconds / perIteration)), perIteration)
    }
}
