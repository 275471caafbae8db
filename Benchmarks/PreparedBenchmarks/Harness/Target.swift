/// A performance goal stated as a ratio of two benchmarks' medians. The suite
/// prints whether it is met; nothing asserts it.
struct Target: Sendable {
    enum Rule: Sendable {
        /// `measured ÷ reference` must be at most the limit.
        case atMost
        /// `reference ÷ measured` (how many times faster) must be at least the limit.
        case speedupAtLeast
    }

    /// The goal as a reader would state it, such as `(3) at 8 keys: at most 3× (1)`.
    let statement: String
    let measured: String
    let reference: String
    let rule: Rule
    let limit: Double

    func evaluate(medians: [String: Double]) -> TargetOutcome {
        guard let measuredTime = medians[measured], let referenceTime = medians[reference] else {
            return TargetOutcome(statement: statement, comparison: "\(measured) vs \(reference)", ratio: nil, passed: nil)
        }
        switch rule {
        case .atMost:
            let ratio = measuredTime / referenceTime
            return TargetOutcome(statement: statement, comparison: "\(measured) ÷ \(reference)",
                                 ratio: ratio, passed: ratio <= limit)
        case .speedupAtLeast:
            let ratio = referenceTime / measuredTime
            return TargetOutcome(statement: statement, comparison: "\(reference) ÷ \(measured)",
                                 ratio: ratio, passed: ratio >= limit)
        }
    }
}

/// Whether a ``Target`` is met in one run.
struct TargetOutcome: Codable, Sendable {
    let statement: String
    /// Which medians are divided.
    let comparison: String
    /// `nil` when a benchmark it needs did not run.
    let ratio: Double?
    let passed: Bool?

    var verdict: String {
        switch passed {
        case true?: "PASS"
        case false?: "MISS"
        case nil: "NOT RUN"
        }
    }
}
