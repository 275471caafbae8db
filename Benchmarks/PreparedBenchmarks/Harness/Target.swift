/// A performance goal stated as a comparison of benchmarks' values. The suite
/// prints whether it is met; nothing asserts it.
struct Target: Sendable {
    enum Rule: Sendable {
        /// `measured ÷ reference` must be at most the limit.
        case atMost(Double)
        /// `reference ÷ measured` (how many times cheaper) must be at least the limit.
        case speedupAtLeast(Double)
        /// `measured − reference` must be at most the limit (allocations).
        case extraAtMost(Double)
    }

    /// The goal as a reader would state it, such as `(3) ÷ (1) at 8 keys: at most 2.5×`.
    let statement: String
    /// The pairs compared, `(measured, reference)` by benchmark name; the
    /// target holds when it holds for every pair, and the worst pair is reported.
    let pairs: [(measured: String, reference: String)]
    let rule: Rule

    init(_ statement: String, measured: String, reference: String, _ rule: Rule) {
        self.init(statement, pairs: [(measured, reference)], rule)
    }

    init(_ statement: String, pairs: [(measured: String, reference: String)], _ rule: Rule) {
        self.statement = statement
        self.pairs = pairs
        self.rule = rule
    }

    /// Whether the target is about `metric`: ratios hold for time and
    /// instructions alike, differences for allocations.
    func applies(to metric: Metric) -> Bool {
        switch rule {
        case .atMost, .speedupAtLeast: metric != .allocations
        case .extraAtMost: metric == .allocations
        }
    }

    func evaluate(values: [String: Double]) -> TargetOutcome {
        var worst: (value: Double, comparison: String)?
        for pair in pairs {
            guard let measured = values[pair.measured], let reference = values[pair.reference] else {
                return TargetOutcome(statement: statement, comparison: "\(pair.measured) vs \(pair.reference)",
                                     value: nil, display: "-", passed: nil)
            }
            let value: Double
            let comparison: String
            switch rule {
            case .atMost, .extraAtMost:
                value = rule.isDifference ? measured - reference : measured / reference
                comparison = "\(pair.measured) \(rule.isDifference ? "−" : "÷") \(pair.reference)"
                if worst == nil || value > worst!.value { worst = (value, comparison) }
            case .speedupAtLeast:
                value = reference / measured
                comparison = "\(pair.reference) ÷ \(pair.measured)"
                if worst == nil || value < worst!.value { worst = (value, comparison) }
            }
        }
        guard let worst else {
            return TargetOutcome(statement: statement, comparison: "", value: nil, display: "-", passed: nil)
        }
        let passed: Bool
        switch rule {
        case .atMost(let limit), .extraAtMost(let limit): passed = worst.value <= limit
        case .speedupAtLeast(let limit): passed = worst.value >= limit
        }
        let display = rule.isDifference ? Format.extra(worst.value) : Format.ratio(worst.value)
        let qualifier = pairs.count > 1 ? "worst of \(pairs.count): " : ""
        return TargetOutcome(statement: statement, comparison: qualifier + worst.comparison,
                             value: worst.value, display: display, passed: passed)
    }

    /// The outcomes of the targets about `metric`, as the tables print them.
    static func render(_ outcomes: [TargetOutcome], metric: Metric) -> String {
        var lines = ["Targets, on \(metric == .time ? "medians of wall-clock time" : metric.unit) (printed, never asserted)"]
        for outcome in outcomes {
            lines.append("  \(outcome.verdict.padding(toLength: 8, withPad: " ", startingAt: 0))"
                + "\(outcome.statement)\n            measured \(outcome.display)  (\(outcome.comparison))")
        }
        return lines.joined(separator: "\n")
    }
}

extension Target.Rule {
    var isDifference: Bool {
        if case .extraAtMost = self { return true }
        return false
    }
}

/// Whether a ``Target`` is met in one run.
struct TargetOutcome: Codable, Sendable {
    let statement: String
    /// Which values are compared (the worst pair, for a target over several).
    let comparison: String
    /// The ratio or difference; `nil` when a benchmark it needs did not run.
    let value: Double?
    /// The value as printed: `2.41×`, `+0`.
    let display: String
    let passed: Bool?

    var verdict: String {
        switch passed {
        case true?: "PASS"
        case false?: "MISS"
        case nil: "NOT RUN"
        }
    }
}
