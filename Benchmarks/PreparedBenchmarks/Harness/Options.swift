/// The command line of `prepared-benchmarks`.
struct Options {
    /// Substrings of benchmark names to run; empty runs all. Baselines of the
    /// selected benchmarks always run, so that every row has its ratio.
    var filters: [String] = []
    var quick = false
    var jsonPath: String?
    var svgPath: String?
    var allowDebugBuild = false
    var list = false
    var help = false

    static let usage = """
        USAGE: prepared-benchmarks [options]

        Measures what Prepared costs per transition next to hand-written code.
        Build in release: swift run -c release prepared-benchmarks

        OPTIONS:
          --filter TEXT        Run only benchmarks whose name contains TEXT (repeatable),
                               with their baselines.
          --quick              A short smoke run: few, short samples; rough figures.
          --json PATH          Also write every sample and statistic as JSON to PATH.
          --svg PATH           Also write a chart of ns per transition against size to PATH.
          --list               Print the benchmark names and exit.
          --allow-debug-build  Run even in a debug build (figures are meaningless).
          -h, --help           Show this help.
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
            case "--json": jsonPath = try value(for: argument)
            case "--svg": svgPath = try value(for: argument)
            case "--list": list = true
            case "--allow-debug-build": allowDebugBuild = true
            case "-h", "--help": help = true
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
