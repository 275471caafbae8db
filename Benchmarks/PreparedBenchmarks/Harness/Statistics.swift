/// The median and spread of a set of samples, in nanoseconds per iteration.
struct Statistics: Codable, Sendable {
    let median: Double
    let p10: Double
    let p90: Double
    let min: Double
    let max: Double

    /// - Parameter samples: At least one sample.
    init(samples: [Double]) {
        let sorted = samples.sorted()
        median = Self.percentile(0.5, of: sorted)
        p10 = Self.percentile(0.1, of: sorted)
        p90 = Self.percentile(0.9, of: sorted)
        min = sorted.first ?? .nan
        max = sorted.last ?? .nan
    }

    /// The percentile `fraction` of sorted values, interpolated linearly between ranks.
    static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = fraction * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let weight = rank - Double(lower)
        return sorted[lower] * (1 - weight) + sorted[upper] * weight
    }
}
