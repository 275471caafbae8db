/// A coordinator's resolvers, indexed by the classes of the transitions they
/// match so that a transition does not scan them all.
///
/// The first transition between two classes tests every resolver once and
/// caches the positions of those that match; later transitions between the
/// same classes look them up. Registering a resolver clears the indexes. A
/// class, because resolvers may register resolvers while they run.
@MainActor
final class ResolverRegistry {
    private var resolvers: [Resolver] = []
    /// Pair and destination resolvers matching a (source class, destination class).
    private var byPair: [PlanKey: [Int]] = [:]
    /// Context resolvers whose source matches a class.
    private var startingFrom: [ObjectIdentifier: [Int]] = [:]
    /// Context resolvers whose destination matches a class.
    private var finishingAt: [ObjectIdentifier: [Int]] = [:]

    var count: Int { resolvers.count }

    func add(_ resolver: Resolver) {
        resolvers.append(resolver)
        byPair = [:]
        startingFrom = [:]
        finishingAt = [:]
    }

    /// Starts the contexts the source begins, then runs every matching
    /// resolver in registration order.
    ///
    /// - Complexity: O(*m*) for *m* matching resolvers, once the classes of
    ///   this source and destination have been seen; O(*n*) for *n*
    ///   registered resolvers the first time.
    func run(from source: AnyObject, to destination: AnyObject) throws {
        guard !resolvers.isEmpty else { return }
        let sourceType = ObjectIdentifier(type(of: source))
        let destinationType = ObjectIdentifier(type(of: destination))
        let pairKey = PlanKey(source: sourceType, destination: destinationType)

        let starting = startingFrom[sourceType] ?? index(&startingFrom, sourceType) {
            $0.kind == .context && $0.matchesSource(source)
        }
        for position in starting { resolvers[position].contextSource = source }

        let paired = byPair[pairKey] ?? index(&byPair, pairKey) {
            $0.kind != .context && $0.matchesSource(source) && $0.matchesDestination(destination)
        }
        let finishing = finishingAt[destinationType] ?? index(&finishingAt, destinationType) {
            $0.kind == .context && $0.matchesDestination(destination)
        }
        let matching = finishing.isEmpty ? paired : (paired + finishing).sorted()
        for position in matching {
            try resolvers[position].run(from: source, to: destination)
        }
    }

    private func index<Key: Hashable>(_ cache: inout [Key: [Int]], _ key: Key, where matches: (Resolver) -> Bool) -> [Int] {
        let positions = resolvers.indices.filter { matches(resolvers[$0]) }
        cache[key] = positions
        return positions
    }
}
