import Testing
@testable import Prepared

@Suite("Concurrency and memory")
struct ConcurrencyTests {
    @Test("Many tasks propagate through one propagator at once, building and sharing plans")
    func manyTasks() async throws {
        let propagator = ContextPropagator()
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    switch index % 4 {
                    case 0:
                        let destination = PlainDestination()
                        try propagator.propagate(from: PlainSource(), to: destination)
                        return destination.prepCtxCount == 3
                    case 1:
                        let destination = PlainDestination()
                        try propagator.propagate(from: TabledSource(), to: destination)
                        return destination.prepCtxCount == 42
                    case 2:
                        let destination = GrandchildDestination()
                        try propagator.propagate(from: GrandchildSource(), to: destination)
                        return destination.prepCtxMiddle == 2
                    default:
                        return propagator.validate(from: PlainGrandchild(), to: GrandchildDestination()).isValid
                    }
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 200)
        #expect(results.allSatisfy { $0 })
    }

    @Test("A transition keeps neither its source nor its destination alive")
    func noLeak() throws {
        weak var weakSource: PlainSource?
        weak var weakDestination: PlainDestination?
        weak var weakTabled: TabledSource?
        do {
            let source = PlainSource()
            let tabled = TabledSource()
            let destination = PlainDestination()
            weakSource = source
            weakTabled = tabled
            weakDestination = destination
            try ContextPropagator.standard.propagate(from: source, to: destination)
            try ContextPropagator.standard.propagate(from: tabled, to: destination)
            _ = ContextPropagator.standard.validate(from: source, to: destination)
        }
        #expect(weakSource == nil)
        #expect(weakTabled == nil)
        #expect(weakDestination == nil)
    }

    @Test("A failed transition keeps nothing alive either")
    func noLeakOnFailure() throws {
        weak var weakSource: MixedSource?
        weak var weakDestination: MixedDestination?
        do {
            let source = MixedSource()
            let destination = MixedDestination()
            weakSource = source
            weakDestination = destination
            #expect(throws: PropagationError.self) {
                try ContextPropagator.standard.propagate(from: source, to: destination)
            }
        }
        #expect(weakSource == nil)
        #expect(weakDestination == nil)
    }

    @Test("Main-actor controllers propagate from many main-actor tasks")
    @MainActor
    func controllersFromTasks() async throws {
        let profiles = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask { @MainActor in
                    let profile = ProfileController()
                    try ContextPropagator.standard.propagate(from: ListController(), to: profile)
                    return profile.prepCtxTheme
                }
            }
            var themes: [String] = []
            for try await theme in group { themes.append(theme) }
            return themes
        }
        #expect(profiles == Array(repeating: "dark", count: 50))
    }

    @Test("An actor's context passes only for a caller isolated to that actor, on a new plan and on a cached one",
          arguments: [false, true])
    func actorSource(planFirstInside: Bool) async throws {
        let propagator = ContextPropagator()
        let store = SessionStore()
        if planFirstInside {
            #expect(try await store.handCount(through: propagator) == 5, "inside the actor, its context passes")
        }
        let destination = PlainDestination()
        let error = #expect(throws: PropagationError.self) { try propagator.propagate(from: store, to: destination) }
        #expect(error?.problems == [.offActor(className: "SessionStore")])
        #expect(error?.description.contains("SessionStore is an actor, so its properties belong to it") == true)
        #expect(destination.prepCtxCount == 0, "nothing was read or written")
        #expect(propagator.validate(from: store, to: PlainDestination()).problems == [.offActor(className: "SessionStore")])
        #expect(try await store.handCount(through: propagator) == 5)
    }

    @Test("An actor's plan in the cache but not the last one run is refused off the actor too, by propagate, validate and plan")
    func actorPlanNotLast() async throws {
        let propagator = ContextPropagator()
        let store = SessionStore()
        #expect(try await store.handCount(through: propagator) == 5)
        try propagator.propagate(from: TabledSource(), to: PlainDestination())  // another pair is the last one now
        let destination = PlainDestination()
        let error = #expect(throws: PropagationError.self) { try propagator.propagate(from: store, to: destination) }
        #expect(error?.problems == [.offActor(className: "SessionStore")])
        #expect(destination.prepCtxCount == 0)
        try propagator.propagate(from: TabledSource(), to: PlainDestination())
        #expect(propagator.validate(from: store, to: PlainDestination()).problems == [.offActor(className: "SessionStore")])
        try propagator.propagate(from: TabledSource(), to: PlainDestination())
        #expect(throws: PropagationError.self) { try propagator.plan(from: store, to: PlainDestination(), isolation: nil) }
    }
}

/// An actor holding context: only code isolated to it may read its properties.
actor SessionStore {
    var prepCtxCount = 5

    /// Passes its context on from inside, where `#isolation` is this actor.
    func handCount(through propagator: ContextPropagator) throws -> Int {
        let destination = PlainDestination()
        try propagator.propagate(from: self, to: destination)
        return destination.prepCtxCount
    }
}
