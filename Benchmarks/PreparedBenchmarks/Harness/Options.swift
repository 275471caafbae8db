/// The command line of `prepared-benchmarks`.
struct Options {
    /// Substrings of benchmark names to run; empty runs all. Baselines of the
    /// selected benchmarks always run, so that every row has its comparison.
    var filters: [String] = []
    var quick = false
    /// Count instructions or allocations under Valgrind instead of timing; `nil` times.
    var count: Metric?
    var jsonPath: String?
    var svgPath: String?
    /// Where to keep Valgrind's output files, one per benchmark and run length.
    var profilesPath: String?
    var allowDebugBuild = false
    var list = false
    var help = false
    /// The benchmark a Valgrind child runs (`--run NAME --iterations N`).
    var runName: String?
    var runIterations = 0

    static let usage = """
        USAGE: prepared-benchmarks [options]

        Measures what Prepared costs per transition next to hand-written code.
        Build in release: swift run -c release prepared-benchmarks

        OPTIONS:
          --filter TEXT        Run only benchmarks whose name contains TEXT (repeatable),
                               with their baselines.
          --quick              A short smoke run: few, short samples; rough figures.
          --instructions       Count instructions per iteration under valgrind --tool=callgrind
                               (deterministic; slow: run with --filter for a few rows).
          --allocations        Count heap allocations per iteration under valgrind --tool=memcheck.
          --profiles DIR       With --instructions or --allocations: keep Valgrind's output
                               files in DIR (for callgrind_annotate).
          --json PATH          Also write every value and target as JSON to PATH.
          --svg PATH           Also write a chart of the scaling series to PATH.
          --list               Print the benchmark names and exit.
          --allow-debug-build  Run even in a debug build (figures are meaningless).
          -h, --help           Show this help.

        Counts are the difference between two run lengths of the same workload,
        divided by the difference in iterations, so setup and start-up cancel out.
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(option) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter": filters.append(try value(for: argument))
            case "--quick": quick = true
            case "--instructions": count = .instructions
            case "--allocations": count = .allocations
            case "--profiles": profilesPath = try value(for: argument)
            case "--json": jsonPath = try value(for: argument)
            case "--svg": svgPath = try value(for: argument)
            case "--list": list = true
            case "--allow-debug-build": allowDebugBuild = true
            case "-h", "--help": help = true
            case "--run": runName = try value(for: argument)
            case "--iterations":
                let text = try value(for: argument)
                guard let iterations = Int(text), iterations >= 0 else {
                    throw UsageError(description: "--iterations needs a count, got '\(text)'")
                }
                runIterations = iterations
            default: throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
    }

    /// The benchmarks the filters select, with the baselines they need, in suite order.
    func select(from benchmarks: [Benchmark]) -> [Benchmark] {
        guard !filters.isEmpty else { return benchmarks }
        var names = Set(benchmarks.filter { benchmark in filters.contains { benchmark.name.contains($0) } }.map(\.name))
        names.formUnion(benchmarks.filter { names.contains($0.name) }.compactMap(\.baseline))
        return benchmarks.filter { names.contains($0.name) }
    }
}
