/// The flows a transition starts, committed when it succeeds.
@MainActor
package struct WorkflowStarts {
    private var starts: [(preparation: RegisteredPreparation, source: AnyObject)] = []

    init() {}

    init(starts: [(preparation: RegisteredPreparation, source: AnyObject)]) {
        self.starts = starts
    }

    /// Whether the transition starts no flow.
    var isEmpty: Bool { starts.isEmpty }

    mutating func append(contentsOf other: WorkflowStarts) {
        starts += other.starts
    }

    /// Makes each started flow the one its preparation follows.
    package func commit() {
        for start in starts { start.preparation.flowSource = start.source }
    }
}
