import Foundation

/// `swift run -c release prepared-benchmarks`: what a transition costs with
/// Prepared, next to hand-written code and the naive reflection it replaces.
@main
enum PreparedBenchmarks {
    @MainActor
    static func main() {
        let options: Options
        do {
            options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            Console.progress("error: \(error)\n\n\(Options.usage)")
            exit(64)
        }
        if options.help {
            Console.output(Options.usage)
            return
        }
        let all = Suite.benchmarks()
        if let name = options.runName {
            runOnce(all.first { $0.name == name }, named: name, iterations: options.runIterations)
            return
        }
        let benchmarks = options.select(from: all)
        if options.list {
            Console.output(benchmarks.map(\.name).joined(separator: "\n"))
            return
        }
        #if DEBUG
        guard options.allowDebugBuild else {
            Console.progress("""
                error: this is a debug build; its figures say nothing about Prepared.
                Run: swift run -c release prepared-benchmarks
                (or pass --allow-debug-build to run anyway)
                """)
            exit(1)
        }
        Console.progress("WARNING: DEBUG BUILD. These figures are meaningless; build with -c release.")
        #endif

        let metric = options.count ?? .time
        let settings = options.quick ? RunSettings.quick : RunSettings.full
        let mode: String
        let caption: String
        let results: [BenchmarkResult]
        let failures: [(String, String)]
        switch metric {
        case .time:
            mode = options.quick ? "quick" : "full"
            caption = "ns per transition: median of \(settings.sampleCount) samples, p10–p90 spread; ratio = median ÷ baseline's median"
            Console.output(header("\(options.quick ? "quick (smoke run: rough figures)" : "full") run: "
                + "\(settings.sampleCount) samples of ~\(Int(settings.sampleTime.nanoseconds / 1e6)) ms each"))
            (results, failures) = Runner(settings: settings).run(benchmarks)
        case .instructions, .allocations:
            mode = metric == .instructions ? "callgrind" : "memcheck"
            caption = metric == .instructions
                ? "instructions per transition under valgrind --tool=callgrind (difference of two run lengths); ratio = ÷ baseline"
                : "heap allocations per transition under valgrind --tool=memcheck (difference of two run lengths); extra = − baseline"
            Console.output(header("\(metric.unit) counted under valgrind --tool=\(mode)"))
            (results, failures) = ValgrindCounter(metric: metric, profilesPath: options.profilesPath,
                                                  extraArguments: options.allowDebugBuild ? ["--allow-debug-build"] : [])
                .run(benchmarks)
        }

        let values = Dictionary(results.map { ($0.name, $0.statistics.median) }, uniquingKeysWith: { first, _ in first })
        let outcomes = Targets.all.filter { $0.applies(to: metric) }.map { $0.evaluate(values: values) }
        Console.output(ResultTable(results: results, metric: metric, caption: caption).render())
        Console.output("")
        Console.output(Target.render(outcomes, metric: metric))

        do {
            if let path = options.jsonPath {
                try JSONReport(mode: mode, metric: metric, commandLine: CommandLine.arguments,
                               results: results, targets: outcomes).write(to: path)
                Console.progress("wrote \(path)")
            }
            if let path = options.svgPath {
                try Data(ScalingChart.make(from: results, metric: metric).svg().utf8).write(to: URL(fileURLWithPath: path))
                Console.progress("wrote \(path)")
            }
        } catch {
            Console.progress("error: \(error)")
            exit(1)
        }
        if !failures.isEmpty {
            Console.progress("\(failures.count) benchmark(s) failed:")
            for (name, reason) in failures { Console.progress("  \(name): \(reason)") }
            exit(1)
        }
    }

    /// A Valgrind child: sets one benchmark up and runs its workload once.
    @MainActor
    private static func runOnce(_ benchmark: Benchmark?, named name: String, iterations: Int) {
        guard let benchmark else {
            Console.progress("error: no benchmark named '\(name)'")
            exit(64)
        }
        do {
            try benchmark.prepare()(iterations)
        } catch {
            Console.progress("error: \(name): \(error)")
            exit(1)
        }
    }

    private static func header(_ mode: String) -> String {
        let processors = ProcessInfo.processInfo.activeProcessorCount
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        return """
            Prepared benchmarks, \(mode)
            machine: \(processors) cores\(cpu.map { ", \($0)" } ?? "")
            """
    }
}
