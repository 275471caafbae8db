import Foundation

/// `swift run -c release prepared-benchmarks`: what a transition costs with
/// Prepared, next to hand-written code and the seed's reflection.
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
        let benchmarks = options.select(from: Suite.benchmarks())
        if options.list {
            Console.output(benchmarks.map(\.name).joined(separator: "\n"))
            return
        }
        #if DEBUG
        guard options.allowDebugBuild else {
            Console.progress("""
                error: this is a debug build; its timings say nothing about Prepared.
                Run: swift run -c release prepared-benchmarks
                (or pass --allow-debug-build to run anyway)
                """)
            exit(1)
        }
        Console.progress("WARNING: DEBUG BUILD. These figures are meaningless; build with -c release.")
        #endif

        let settings = options.quick ? RunSettings.quick : RunSettings.full
        Console.output(header(mode: options.quick ? "quick (smoke run: rough figures)" : "full", settings: settings))
        let (results, failures) = Runner(settings: settings).run(benchmarks)

        let medians = Dictionary(results.map { ($0.name, $0.statistics.median) }, uniquingKeysWith: { first, _ in first })
        let outcomes = Targets.all.map { $0.evaluate(medians: medians) }
        Console.output(ResultTable(results: results, sampleCount: settings.sampleCount).render())
        Console.output("")
        Console.output(Targets.render(outcomes))

        do {
            if let path = options.jsonPath {
                try JSONReport(mode: options.quick ? "quick" : "full", sampleCount: settings.sampleCount,
                               sampleTimeNanoseconds: settings.sampleTime.nanoseconds,
                               results: results, targets: outcomes).write(to: path)
                Console.progress("wrote \(path)")
            }
            if let path = options.svgPath {
                try Data(ScalingChart.make(from: results).svg().utf8).write(to: URL(fileURLWithPath: path))
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

    private static func header(mode: String, settings: RunSettings) -> String {
        let processors = ProcessInfo.processInfo.activeProcessorCount
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        return """
            Prepared benchmarks, \(mode) run: \(settings.sampleCount) samples of ~\(Int(settings.sampleTime.nanoseconds / 1e6)) ms each
            machine: \(processors) cores\(cpu.map { ", \($0)" } ?? "")
            """
    }
}
