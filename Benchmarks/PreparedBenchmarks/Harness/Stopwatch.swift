/// Times a block with the monotonic `ContinuousClock`.
enum Stopwatch {
    static func time(_ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return start.duration(to: clock.now)
    }
}

extension Duration {
    /// The duration in nanoseconds, with fractions.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
