/// The plans of a propagator by pair of classes.
///
/// A plan, once kept, is never removed or replaced: ``LastPlan`` holds the
/// address of one of them without retaining it, and relies on this.
struct PlanCache: Sendable {
    private var plans: [ClassPair: PropagationPlan] = [:]

    /// The plan for `pair`, if one was built.
    func plan(for pair: ClassPair) -> PropagationPlan? {
        plans[pair]
    }

    /// Keeps `plan` for `pair` unless another thread kept one first, and
    /// returns the plan kept.
    mutating func insert(_ plan: PropagationPlan, for pair: ClassPair) -> PropagationPlan {
        if let kept = plans[pair] { return kept }
        plans[pair] = plan
        return plan
    }
}
