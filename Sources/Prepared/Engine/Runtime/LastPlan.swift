/// The plan a propagator ran last, found by a cached transition without
/// taking the plan cache's lock.
///
/// A run of transitions between the same two classes (every segue from one
/// screen to the next) finds its plan here in one atomic load and one
/// comparison, and runs it unretained: the lock, its lookup and a retain of
/// the plan cost a cached transition about 150 instructions more
/// (Docs/Benchmarks.md, (a1)). Any other pair takes the lock and the plan
/// cache's dictionary, then becomes the remembered one (but for the models of
/// a hosting pair: ``ContextPropagator``).
///
/// The slot holds the plan's address, unretained. That is sound because
/// the plan cache keeps every plan strongly for the propagator's whole life
/// and never removes one (``PlanCache``), the slot is freed only when the
/// propagator is, and it is read only by the propagator's own methods, while
/// the propagator is alive. `LastPlanTests` runs two pairs in turn from many
/// threads, each checking it got its own pair's plan, under
/// `swift test --sanitize=thread` in `.ci/run`.
///
/// Written only under the plan cache's lock, with a sequentially consistent
/// compare-and-exchange (a release included), and read with an acquire
/// load, so a plan a thread finds here is seen fully built.
/// The atomics are the standard library's: `Synchronization.Atomic` needs
/// iOS 18 and macOS 15, above this package's minimums.
struct LastPlan: ~Copyable, @unchecked Sendable {
    /// Sound: allocated and set to `nil` in `init`, freed in `deinit`, never
    /// moved; read and written only with the atomic operations below.
    private let slot: UnsafeMutablePointer<UnsafeRawPointer?>

    init() {
        slot = .allocate(capacity: 1)
        slot.initialize(to: nil)
    }

    deinit {
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    /// The remembered plan, unretained, whatever its pair.
    @inline(__always)
    private func load() -> Unmanaged<PropagationPlan>? {
        // Sound: the slot holds either nil or the address of a plan the
        // plan cache keeps alive (see the type's documentation); viewing its
        // word as an optional reference only to load it, with acquire
        // ordering, neither retains nor releases anything.
        slot.withMemoryRebound(to: PropagationPlan?.self, capacity: 1) { _stdlib_atomicAcquiringLoadARCRef(object: $0) }
    }

    /// The remembered plan when it is the plan for `pair`, unretained: valid
    /// for as long as the propagator that owns this slot is alive.
    @inline(__always)
    private func plan(for pair: ClassPair) -> Unmanaged<PropagationPlan>? {
        // Sound: `load()` gives a plan the cache keeps alive while its propagator, the caller, is;
        // reading its pair unretained is a read of a `let`. A wrong pair here would run another
        // pair's copies: `LastPlanTests.pairsInTurn` crashes without this comparison.
        guard let remembered = load(), remembered._withUnsafeGuaranteedRef({ $0.pair == pair }) else { return nil }
        return remembered
    }

    /// Runs `body` with the remembered plan when it is the plan for `pair`,
    /// without retaining it; `nil` when another pair's plan is remembered.
    ///
    /// The plan is valid for the whole call: the caller is a method of the
    /// propagator that owns this slot, so the propagator, its plan cache and
    /// the plan are alive until it returns.
    @inline(__always)
    func withPlan(
        for pair: ClassPair, _ body: (PropagationPlan) -> Result<PropagationReport, PropagationError>
    ) -> Result<PropagationReport, PropagationError>? {
        // Sound: see `plan(for:)` and the type's documentation.
        guard let remembered = plan(for: pair) else { return nil }
        return remembered._withUnsafeGuaranteedRef(body)
    }

    /// The remembered plan for `pair`, retained, for a caller that keeps it.
    @inline(__always)
    func retainedPlan(for pair: ClassPair) -> PropagationPlan? {
        plan(for: pair)?.takeUnretainedValue()
    }

    /// The pair of the remembered plan, for the tests.
    var rememberedPair: ClassPair? {
        // Sound: see `plan(for:)`.
        load()?._withUnsafeGuaranteedRef(\.pair)
    }

    /// Remembers `plan`, which the plan cache holds. Called under the plan
    /// cache's lock, so no other thread writes the slot meanwhile.
    func remember(_ plan: PropagationPlan) {
        let desired = UnsafeRawPointer(Unmanaged.passUnretained(plan).toOpaque())
        var expected = load().map { UnsafeRawPointer($0.toOpaque()) }
        // A sequentially consistent exchange, which includes the release the
        // readers' acquire pairs with; it succeeds at once, the lock keeping
        // other writers out, and loops only to be correct without that.
        while !_stdlib_atomicCompareExchangeStrongPtr(object: slot, expected: &expected, desired: desired) {}
    }
}
