/// The contexts a transition starts, committed when it succeeds.
@MainActor
struct ContextStarts {
    private var starts: [(resolver: Resolver, source: AnyObject)] = []

    init() {}

    init(starts: [(resolver: Resolver, source: AnyObject)]) {
        self.starts = starts
    }

    mutating func append(contentsOf other: ContextStarts) {
        starts += other.starts
    }

    /// Makes each started context the resolver's live one.
    func commit() {
        for start in starts { start.resolver.contextSource = start.source }
    }
}
