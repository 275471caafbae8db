/// A preparations's resolvers, indexed by the classes of the transitions they
/// match so that a transition does not scan them all.
///
/// The first transition between two classes tests every resolver once and
/// caches the positions of those that match; later transitions between the
/// same classes look them up. Registering a resolver clears the indexes. A
/// class, because resolvers may register resolvers while they run.
@MainActor
@usableFromInline
final class PreparationIndex {
    private var resolvers: [Preparation] = []
    /// Pair and destination resolvers matching a (source class, destination class).
    private var byPair: [ClassPair: [Int]] = [:]
    /// Context resolvers whose source matches a class.
    private var startingFrom: [ObjectIdentifier: [Int]] = [:]
    /// Context resolvers whose destination matches a class.
    private var finishingAt: [ObjectIdentifier: [Int]] = [:]

    var count: Int { resolvers.count }
    /// How many times every resolver was tested to build an index entry; a
    /// transition between classes already seen adds nothing.
    private(set) var scans = 0

    @usableFromInline
    func add(_ resolver: Preparation) {
        resolvers.append(resolver)
        byPair = [:]
        startingFrom = [:]
        finishingAt = [:]
    }

    func removeAll() {
        resolvers.removeAll()
        byPair = [:]
        startingFrom = [:]
        finishingAt = [:]
    }

    /// Runs every matching resolver in registration order, and returns the
    /// contexts this transition starts, to commit once the whole transition
    /// has succeeded: a failed transition leaves every context as it was.
    ///
    /// - Complexity: O(*m*) for *m* matching resolvers, once the classes of
    ///   this source and destination have been seen; O(*n*) for *n*
    ///   registered resolvers the first time.
    func run(from source: AnyObject, to destination: AnyObject) throws -> FlowStarts {
        guard !resolvers.isEmpty else { return FlowStarts() }
        let sourceType = ObjectIdentifier(type(of: source))
        let destinationType = ObjectIdentifier(type(of: destination))
        let pairKey = ClassPair(source: sourceType, destination: destinationType)

        let starting = startingFrom[sourceType] ?? index(&startingFrom, sourceType) {
            $0.kind == .throughFlow && $0.matchesSource(source)
        }

        let paired = byPair[pairKey] ?? index(&byPair, pairKey) {
            $0.kind != .throughFlow && $0.matchesSource(source) && $0.matchesDestination(destination)
        }
        let finishing = finishingAt[destinationType] ?? index(&finishingAt, destinationType) {
            $0.kind == .throughFlow && $0.matchesDestination(destination)
        }
        let matching = finishing.isEmpty ? paired : (paired + finishing).sorted()
        let startingSet = Set(starting)
        // The positions index this list: a preparation that calls removeAll() while it runs cannot shift it.
        let registered = resolvers
        for position in matching {
            try registered[position].run(from: source, to: destination, startsContext: startingSet.contains(position))
        }
        return FlowStarts(starts: starting.map { (registered[$0], source) })
    }

    private func index<Key: Hashable>(_ cache: inout [Key: [Int]], _ key: Key, where matches: (Preparation) -> Bool) -> [Int] {
        scans += 1
        let positions = resolvers.indices.filter { matches(resolvers[$0]) }
        cache[key] = positions
        return positions
    }
}
