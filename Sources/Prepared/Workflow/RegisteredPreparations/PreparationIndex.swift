/// A set's registered preparations, indexed by the pair of classes of the
/// transitions they match so that a transition does not test them all.
///
/// The first transition between two classes tests every preparation once and
/// keeps, for the pair, the positions of those that run and which of them
/// start a flow; later transitions between the same classes look that up, the
/// last pair without even hashing it. Registering a preparation clears the
/// index. A class, because preparations may register preparations while they run.
@MainActor
@usableFromInline
final class PreparationIndex {
    /// What one pair of classes runs; a class, so that looking it up retains one object.
    private final class PairEntry {
        /// Pair, destination and through-flow preparations that run, in registration order.
        let running: [RegisteredPreparation]
        /// For each of `running`: whether this transition starts its flow (its source matches).
        let startsFlow: [Bool]
        /// Through-flow preparations whose flow this transition starts.
        let starting: [RegisteredPreparation]

        init(running: [RegisteredPreparation], startsFlow: [Bool], starting: [RegisteredPreparation]) {
            self.running = running
            self.startsFlow = startsFlow
            self.starting = starting
        }
    }

    private var preparations: [RegisteredPreparation] = []
    private var entries: [ClassPair: PairEntry] = [:]
    private var last: (pair: ClassPair, entry: PairEntry)?

    var count: Int { preparations.count }
    /// How many times every preparation was tested to index a pair of
    /// classes; a transition between classes already seen adds nothing.
    private(set) var scans = 0

    @usableFromInline
    func add(_ preparation: RegisteredPreparation) {
        preparations.append(preparation)
        entries = [:]
        last = nil
    }

    func removeAll() {
        preparations.removeAll()
        entries = [:]
        last = nil
    }

    /// Runs every matching preparation in registration order, and returns the
    /// flows this transition starts, to commit once the whole transition has
    /// succeeded: a failed transition leaves every flow as it was.
    ///
    /// - Complexity: O(*m*) for *m* matching preparations, once this pair of
    ///   classes has been seen; O(*n*) for *n* registered preparations the first time.
    func run(from source: AnyObject, to destination: AnyObject) throws -> WorkflowStarts {
        guard !preparations.isEmpty else { return WorkflowStarts() }
        let pair = ClassPair(source, destination)
        let entry: PairEntry
        if let last, last.pair == pair {
            entry = last.entry
        } else {
            entry = entries[pair] ?? index(pair, from: source, to: destination)
            last = (pair, entry)
        }
        // The entry holds its preparations: one that calls removeAll() while it runs changes nothing here.
        for index in entry.running.indices {
            try entry.running[index].run(from: source, to: destination, startsFlow: entry.startsFlow[index])
        }
        return entry.starting.isEmpty ? WorkflowStarts() : WorkflowStarts(starts: entry.starting.map { ($0, source) })
    }

    /// Tests every preparation against the pair once, and keeps the result.
    private func index(_ pair: ClassPair, from source: AnyObject, to destination: AnyObject) -> PairEntry {
        scans += 1
        var running: [RegisteredPreparation] = [], startsFlow: [Bool] = [], starting: [RegisteredPreparation] = []
        for preparation in preparations {
            let fromSource = preparation.matchesSource(source)
            let intoDestination = preparation.matchesDestination(destination)
            switch preparation.kind {
            case .pair, .destination:
                if fromSource && intoDestination {
                    running.append(preparation)
                    startsFlow.append(false)
                }
            case .throughFlow:
                if fromSource { starting.append(preparation) }
                if intoDestination {
                    running.append(preparation)
                    startsFlow.append(fromSource)
                }
            }
        }
        let entry = PairEntry(running: running, startsFlow: startsFlow, starting: starting)
        entries[pair] = entry
        return entry
    }
}
