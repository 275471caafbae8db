/// Keeps measured work from being optimized away.
///
/// Both functions are opaque to the optimizer: it cannot see that `consume`
/// ignores its argument, so the value must be computed, and it cannot see
/// that `identity` returns its argument, so a value passed through it is not
/// a constant the measured code could be folded against. This is the pattern of
/// swift-collections-benchmark and google/swift-benchmark.
enum BlackHole {
    @inline(never)
    @_optimize(none)
    static func consume<T>(_ value: T) {}

    @inline(never)
    @_optimize(none)
    static func identity<T>(_ value: T) -> T { value }
}
