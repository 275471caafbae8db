/// The contexts a transition starts, committed when it succeeds.
@MainActor
struct FlowStarts {
    private var starts: [(resolver: Preparation, source: AnyObject)] = []

    init() {}

    init(starts: [(resolver: Preparation, source: AnyObject)]) {
        self.starts = starts
    }

    /// Whether the transition starts no flow.
    var isEmpty: Bool { starts.isEmpty }

    mutating func append(contentsOf other: FlowStarts) {
        starts += other.starts
    }

    /// Makes each started context the resolver's live one.
    func commit() {
        for start in starts { start.resolver.flowSource = start.source }
    }
}
