import Synchronization
import Testing
import Prepared

@Suite("Classes are reflected once per process")
struct ProfileSharingTests {
    @Test("A new propagator's first transition reuses what an earlier propagator found: the classes are not reflected again")
    func newPropagatorReusesProfiles() throws {
        let first = CountedDestination()
        try ContextPropagator().propagate(from: OnceCountedSource(), to: first)
        #expect(first.prepCtxName == "ada")
        let readsAfterFirst = OnceCountedSource.tableReads.load(ordering: .relaxed)
        #expect(readsAfterFirst > 0)

        let second = CountedDestination()
        try ContextPropagator().propagate(from: OnceCountedSource(name: "grace"), to: second)
        #expect(second.prepCtxName == "grace")
        #expect(OnceCountedSource.tableReads.load(ordering: .relaxed) == readsAfterFirst)
    }

    @Test("A propagator with another prefix or another way of reading reflects the class for itself")
    func otherConfigurationsReflectAgain() throws {
        try ContextPropagator().propagate(from: ConfigurationCountedSource(), to: CountedDestination())
        let readsAfterFirst = ConfigurationCountedSource.tableReads.load(ordering: .relaxed)

        try ContextPropagator(reflection: .mirror).propagate(from: ConfigurationCountedSource(), to: CountedDestination())
        let readsAfterMirror = ConfigurationCountedSource.tableReads.load(ordering: .relaxed)
        #expect(readsAfterMirror > readsAfterFirst)

        let report = try ContextPropagator(prefix: "other").validate(from: ConfigurationCountedSource(), to: CountedDestination())
        #expect(report.flows.map(\.property) == ["prepCtxName"])
        #expect(ConfigurationCountedSource.tableReads.load(ordering: .relaxed) > readsAfterMirror)
    }

    @Test("Checking two classes from their types does not stand in for checking an instance")
    func typeProfilesAreKeptApart() throws {
        let fromTypes = ContextPropagator().validate(from: TypeCountedSource.self, to: CountedDestination.self)
        #expect(fromTypes.isValid)
        let readsAfterTypes = TypeCountedSource.tableReads.load(ordering: .relaxed)

        let destination = CountedDestination()
        try ContextPropagator().propagate(from: TypeCountedSource(), to: destination)
        #expect(destination.prepCtxName == "ada")
        #expect(TypeCountedSource.tableReads.load(ordering: .relaxed) > readsAfterTypes)
    }

    @Test("Many tasks, each with a new propagator, meet the same classes at once")
    func manyPropagatorsAtOnce() async throws {
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let destination = CountedDestination()
                    let source = index.isMultiple(of: 2) ? SharedCountedSource(name: "even") : SharedCountedSource(name: "odd")
                    try ContextPropagator().propagate(from: source, to: destination)
                    return destination.prepCtxName == (index.isMultiple(of: 2) ? "even" : "odd")
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 200 && results.allSatisfy { $0 })
    }
}

/// A destination for the sources below.
private final class CountedDestination: ContextDeclaring {
    var prepCtxName = ""

    static var contextTable: ContextTable {
        ContextTable(CountedDestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

/// Sources that count how often Prepared reads their tables: one class per
/// test, as tests run in parallel and the classes' profiles are shared.
private final class OnceCountedSource: ContextDeclaring {
    static let tableReads = Atomic<Int>(0)
    var prepCtxName: String

    init(name: String = "ada") { prepCtxName = name }

    static var contextTable: ContextTable {
        tableReads.add(1, ordering: .relaxed)
        return ContextTable(OnceCountedSource.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

private final class ConfigurationCountedSource: ContextDeclaring {
    static let tableReads = Atomic<Int>(0)
    var prepCtxName = "ada"

    static var contextTable: ContextTable {
        tableReads.add(1, ordering: .relaxed)
        return ContextTable(ConfigurationCountedSource.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

private final class TypeCountedSource: ContextDeclaring {
    static let tableReads = Atomic<Int>(0)
    var prepCtxName = "ada"

    static var contextTable: ContextTable {
        tableReads.add(1, ordering: .relaxed)
        return ContextTable(TypeCountedSource.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

private final class SharedCountedSource: ContextDeclaring {
    var prepCtxName: String

    init(name: String) { prepCtxName = name }

    static var contextTable: ContextTable {
        ContextTable(SharedCountedSource.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}
