/// What a run measures per iteration of a workload.
enum Metric: String, Codable, Sendable {
    /// Wall-clock nanoseconds: the median of interleaved samples.
    case time
    /// Instructions executed, counted by `valgrind --tool=callgrind`:
    /// deterministic, so they do not move with the machine's load.
    case instructions
    /// Heap allocations, counted by `valgrind --tool=memcheck`.
    case allocations

    /// The unit a table's values are in.
    var unit: String {
        switch self {
        case .time: "ns"
        case .instructions: "instructions"
        case .allocations: "allocations"
        }
    }

    /// Whether rows are compared with their baselines by difference (extra
    /// allocations) rather than by ratio.
    var comparesByDifference: Bool { self == .allocations }

    func format(_ value: Double) -> String {
        switch self {
        case .time: Format.nanoseconds(value)
        case .instructions: Format.count(value)
        case .allocations: Format.allocations(value)
        }
    }
}
