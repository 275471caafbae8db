import Prepared

/// Registered preparations: a transition through `Preparations.prepare(from:to:)`
/// with 1, 100 and 1,000 registered resolvers, of which one matches the
/// measured pair, next to the same assignment written by hand (r0). Finding
/// the resolvers must not scan every registered one, so the cost stays flat.
///
/// The resolvers that do not match are a realistic mix, in turn: between two
/// other classes, between two protocols (or a protocol and a class), for a
/// destination alone, and context resolvers, over a handful of screen classes.
/// The matching one is registered last. Setup runs one transition first, so
/// the index for the measured pair is built outside the timing: the rows are
/// the steady state.
@MainActor
enum PreparationBenchmarks {
    nonisolated static let group = "resolvers: Preparations.prepare(from:to:), plain classes, 1 resolver matches"
    nonisolated static let byHand = "resolvers/by-hand"
    nonisolated static func name(registered: Int) -> String { "resolvers/registered-\(registered)" }

    static func make() -> [Benchmark] {
        [
            Benchmark(name: byHand, row: "(r0)", title: "by hand: downcast both, assign", group: group,
                      groupTag: "resolvers", baseline: nil) {
                let source: AnyObject = BlackHole.identity(ContactListScreen())
                let destination: AnyObject = BlackHole.identity(ContactDetailsScreen())
                return { iterations in
                    for _ in 0..<iterations { assignByHand(from: source, to: destination) }
                }
            },
            transition(registered: 1, row: "(r1)", title: "1 resolver registered", baseline: byHand),
            transition(registered: 100, row: "(r2)", title: "100 resolvers registered", baseline: name(registered: 1)),
            transition(registered: 1000, row: "(r3)", title: "1,000 resolvers registered", baseline: name(registered: 1)),
        ]
    }

    /// What the matching resolver does, written as a hand-written `prepare` would.
    @inline(never)
    static func assignByHand(from source: AnyObject, to destination: AnyObject) {
        guard let source = source as? ContactListScreen, let destination = destination as? ContactDetailsScreen else { return }
        destination.contactID = source.selectedContactID
    }

    private static func transition(registered: Int, row: String, title: String, baseline: String) -> Benchmark {
        Benchmark(name: name(registered: registered), row: row, title: title, group: group, groupTag: "resolvers",
                  baseline: baseline) {
            let wrongRuns = Counter()
            let preparations = BlackHole.identity(Preparations())
            for position in 0..<(registered - 1) {
                registerNonMatching(position, on: preparations, counting: wrongRuns)
            }
            preparations.register { (source: ContactListScreen, destination: ContactDetailsScreen) in
                destination.contactID = source.selectedContactID
            }
            let source = BlackHole.identity(ContactListScreen())
            let destination = BlackHole.identity(ContactDetailsScreen())
            source.selectedContactID = BlackHole.identity(42)
            try preparations.prepare(from: source, to: destination)
            try FixtureBenchmarks.expect(preparations.count, equals: registered, "registered resolvers")
            try FixtureBenchmarks.expect(destination.contactID, equals: 42, "as the copied contact ID")
            try FixtureBenchmarks.expect(wrongRuns.count, equals: 0, "runs of resolvers that should not match")
            return { iterations in
                for _ in 0..<iterations { try preparations.prepare(from: source, to: destination) }
            }
        }
    }

    /// Counts the runs of resolvers that must not run.
    @MainActor
    private final class Counter {
        var count = 0
    }

    /// The classes a non-matching resolver is registered for: every ordered
    /// pair of them except the measured one.
    @MainActor
    private static let screens: [any ResolverScreen.Type] = [
        ContactListScreen.self, ContactDetailsScreen.self, InboxScreen.self, ComposeScreen.self,
        SettingsScreen.self, ProfileScreen.self, SearchScreen.self, MapScreen.self,
    ]
    /// The screens that are neither of the measured pair.
    @MainActor
    private static let others: [any ResolverScreen.Type] = Array(screens.dropFirst(2))

    @MainActor
    private static func registerNonMatching(_ position: Int, on preparations: Preparations, counting wrongRuns: Counter) {
        let turn = position / 4
        switch position % 4 {
        case 0:
            let pairs = screens.count * screens.count
            var index = turn % pairs
            if index == 1 { index = pairs - 1 }  // index 1 is ContactListScreen → ContactDetailsScreen
            let source = screens[index / screens.count]
            registerPair(source, screens[index % screens.count], on: preparations, counting: wrongRuns)
        case 1:
            registerProtocolPreparation(turn % 5, on: preparations, counting: wrongRuns)
        case 2:
            let destination = others[turn % others.count]
            registerDestination(destination, on: preparations, counting: wrongRuns)
        default:
            let source = others[turn % others.count]
            registerFromFlowStart(source, others[(turn / others.count + 1) % others.count], on: preparations, counting: wrongRuns)
        }
    }

    @MainActor
    private static func registerPair<Source: ResolverScreen>(
        _ source: Source.Type, _ destination: any ResolverScreen.Type, on preparations: Preparations, counting wrongRuns: Counter
    ) {
        func open<Destination: ResolverScreen>(_: Destination.Type) {
            preparations.register { (_: Source, _: Destination) in wrongRuns.count += 1 }
        }
        open(destination)
    }

    @MainActor
    private static func registerDestination<Destination: ResolverScreen>(
        _: Destination.Type, on preparations: Preparations, counting wrongRuns: Counter
    ) {
        preparations.register(destination: { (_: Destination) in wrongRuns.count += 1 })
    }

    @MainActor
    private static func registerFromFlowStart<Source: ResolverScreen>(
        _: Source.Type, _ destination: any ResolverScreen.Type, on preparations: Preparations, counting wrongRuns: Counter
    ) {
        func open<Destination: ResolverScreen>(_: Destination.Type) {
            preparations.registerFromFlowStart { (_: Source, _: Destination) in wrongRuns.count += 1 }
        }
        open(destination)
    }

    /// Resolvers for protocols the measured classes do not adopt.
    @MainActor
    private static func registerProtocolPreparation(_ kind: Int, on preparations: Preparations, counting wrongRuns: Counter) {
        switch kind {
        case 0:
            preparations.register { (_: any ContactIDProviding, _: any ContactIDConfigurable) in wrongRuns.count += 1 }
        case 1:
            preparations.register { (_: any ResolverScreen, _: any ThemeConfigurable) in wrongRuns.count += 1 }
        case 2:
            preparations.register { (_: any ContactIDProviding, _: any Refreshable) in wrongRuns.count += 1 }
        case 3:
            preparations.register(destination: { (_: any ContactIDConfigurable) in wrongRuns.count += 1 })
        default:
            preparations.register { (_: ContactListScreen, _: any Refreshable) in wrongRuns.count += 1 }
        }
    }
}
