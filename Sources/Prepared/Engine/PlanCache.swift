/// The plans of a propagator by pair of classes, with the last pair looked
/// up remembered: a run of transitions between the same two classes finds
/// its plan without hashing the pair.
struct PlanCache: Sendable {
    private var plans: [ClassPair: PropagationPlan] = [:]
    private var last: (pair: ClassPair, plan: PropagationPlan)?

    /// The plan for `pair`, if one was built.
    mutating func plan(for pair: ClassPair) -> PropagationPlan? {
        if let last, last.pair == pair { return last.plan }
        guard let plan = plans[pair] else { return nil }
        last = (pair, plan)
        return plan
    }

    /// Keeps `plan` for `pair` unless another thread kept one first, and
    /// returns the plan kept.
    mutating func insert(_ plan: PropagationPlan, for pair: ClassPair) -> PropagationPlan {
        let kept = plans[pair] ?? plan
        plans[pair] = kept
        last = (pair, kept)
        return kept
    }
}
