import Testing
@testable import Prepared

// A destination's property with storage under its own name is written
// through the key path's `modify` (one store, as an assignment makes, or its
// getter, a load, then its setter, which runs the observers as an assignment
// does); every other property through the key path's `set`. These tests pin down
// which key paths read as storage, against the runtime's own field offsets,
// which read as one pair of accessors, and that every kind of property with
// accessors still runs them as an assignment would.

@Suite("Key paths that address storage")
struct KeyPathComponentsTests {
    @Test("A final class's vars and an open class's final vars read as storage, at the offsets the runtime records")
    func storedOffsets() throws {
        let final = FieldLayout(of: StorageDestination.self, prefix: "prepCtx")
        let cases: [(AnyKeyPath, String)] = [
            (\StorageDestination.prepCtxTitle, "prepCtxTitle"), (\StorageDestination.prepCtxCount, "prepCtxCount"),
            (\StorageDestination.prepCtxToken, "prepCtxToken"), (\StorageDestination.prepCtxPair, "prepCtxPair"),
            (\StorageDestination.prepCtxOptional, "prepCtxOptional"),
        ]
        for (keyPath, name) in cases {
            let field = try #require(final.property(named: name))
            #expect(KeyPathComponents.storedClassPropertyOffset(of: keyPath) == field.offset, "\(name)")
        }
        let inherited = FieldLayout(of: OpenStorageLeaf.self, prefix: "prepCtx")
        let finalVar = try #require(inherited.property(named: "prepCtxFinal"))
        #expect(KeyPathComponents.storedClassPropertyOffset(of: \OpenStorageBase.prepCtxFinal) == finalVar.offset)
        #expect(KeyPathComponents.storedClassPropertyOffset(of: \OpenStorageLeaf.prepCtxFinal) == finalVar.offset,
                "a superclass's final var, through the subclass")
        let own = try #require(inherited.property(named: "prepCtxOwn"))
        #expect(KeyPathComponents.storedClassPropertyOffset(of: \OpenStorageLeaf.prepCtxOwn) == own.offset)
        // A generic class's offsets are found when the key path is instantiated for its arguments.
        let generic = FieldLayout(of: GenericStorage<(Int, String)>.self, prefix: "prepCtx")
        for (keyPath, name) in [(\GenericStorage<(Int, String)>.prepCtxValue as AnyKeyPath, "prepCtxValue"),
                                (\GenericStorage<(Int, String)>.prepCtxAfter, "prepCtxAfter")] {
            let field = try #require(generic.property(named: name))
            #expect(KeyPathComponents.storedClassPropertyOffset(of: keyPath) == field.offset, "\(name)")
        }
    }

    @Test("Properties with accessors never read as storage: observed, lazy, wrapped, computed, overridable, weak, unowned, constant")
    func accessorsAreNotStorage() {
        let keyPaths: [(AnyKeyPath, String)] = [
            (\AccessorDestination.prepCtxDidSet, "didSet"), (\AccessorDestination.prepCtxWillSet, "willSet"),
            (\AccessorDestination.prepCtxLazy, "lazy"), (\AccessorDestination.prepCtxWrapped, "wrapped"),
            (\AccessorDestination.prepCtxComputed, "computed"), (\AccessorDestination.prepCtxWeak, "weak"),
            (\AccessorDestination.prepCtxUnowned, "unowned"), (\AccessorDestination.constant, "let"),
            (\OpenStorageBase.prepCtxOpen, "open class var"), (\OpenStorageLeaf.prepCtxOpen, "inherited open class var"),
            (\StorageDestination.prepCtxPair.0, "past the property"), (\StorageDestination.self, "identity"),
            (\StorageDestination.prepCtxOptional?.0, "optional chain"),
        ]
        for (keyPath, kind) in keyPaths {
            #expect(KeyPathComponents.storedClassPropertyOffset(of: keyPath) == nil, "\(kind)")
        }
    }

    @Test("Key paths through one pair of accessors read as such, whatever the property's storage; the layout decides")
    func accessorsTarget() {
        let accessors: [(AnyKeyPath, String)] = [
            (\OpenStorageBase.prepCtxOpen, "open class var"), (\OpenStorageLeaf.prepCtxOpen, "inherited open class var"),
            (\AccessorDestination.prepCtxDidSet, "didSet"), (\AccessorDestination.prepCtxWillSet, "willSet"),
            (\AccessorDestination.prepCtxLazy, "lazy"), (\AccessorDestination.prepCtxWrapped, "wrapped"),
            (\AccessorDestination.prepCtxComputed, "computed"), (\AccessorDestination.prepCtxWeak, "weak"),
            (\AccessorDestination.prepCtxUnowned, "unowned"),
            (\GenericOpenDestination<Int>.prepCtxValue, "a generic class's overridable var, formed for a concrete argument"),
        ]
        for (keyPath, kind) in accessors {
            #expect(KeyPathComponents.target(of: keyPath) == .accessors, "\(kind)")
        }
        let others: [(AnyKeyPath, String)] = [
            (\AccessorDestination.constant, "let"), (\StorageDestination.prepCtxPair.0, "past the property"),
            (\StorageDestination.self, "identity"), (\StorageDestination.prepCtxOptional?.0, "optional chain"),
            (\OpenStorageBase.prepCtxOpen.bitWidth, "through the property"), (\[Int].[0], "subscript"),
            (\OverridableDestination.prepCtxTitle.count, "read-only, past the property"),
            (genericKeyPath(Int.self), "a generic class's overridable var, formed where its argument is generic: the argument rides along"),
        ]
        for (keyPath, kind) in others {
            #expect(KeyPathComponents.target(of: keyPath) == .other, "\(kind)")
        }
        #expect(KeyPathComponents.target(of: \StorageDestination.prepCtxCount)
            == FieldLayout(of: StorageDestination.self, prefix: "prepCtx").property(named: "prepCtxCount").map { .storage(offset: $0.offset) })
    }

    @Test("An overridable class's stored properties are written in place, each replaced value released once")
    func overridableInPlace() throws {
        let deinits = DeinitCounter()
        let destination = OverridableDestination()
        destination.prepCtxToken = Token(counter: deinits)
        weak let first = destination.prepCtxToken
        let source = OverridableSource(token: Token(counter: deinits))
        let propagator = ContextPropagator()
        #expect(try propagator.plan(from: source, to: destination, isolation: nil).inPlaceCopyCount == 3)
        for _ in 0..<1_000 { try propagator.propagate(from: source, to: destination) }
        #expect(first == nil && deinits.value == 1, "the replaced token, once")
        #expect(destination.prepCtxToken === source.prepCtxToken)
        #expect(destination.prepCtxTitle == "title" && destination.prepCtxCount == 3)
    }

    @Test("A subclass's observers of an overridden context property run once each, with an assignment's values")
    func observingOverride() throws {
        let propagator = ContextPropagator()
        let source = OverridableSource(token: Token())
        #expect(try propagator.plan(from: source, to: ObservingOverride(), isolation: nil).inPlaceCopyCount == 3)
        let destination = ObservingOverride()
        try propagator.propagate(from: source, to: destination)
        #expect(destination.events == ["willSet 0 → 3", "didSet 0 → 3"])
        #expect(destination.prepCtxCount == 3)
    }

    @Test("A subclass's computed override of a context property is set once, its getter read once before the write")
    func computedOverride() throws {
        let propagator = ContextPropagator()
        let source = OverridableSource(token: Token())
        let plan = try propagator.plan(from: source, to: ComputedOverride(), isolation: nil)
        #expect(plan.inPlaceCopyCount == 3, "\(plan.report)")
        let destination = ComputedOverride()
        try propagator.propagate(from: source, to: destination)
        #expect(destination.calls == ["get", "set title"], "one read by modify before the write, as documented")
        #expect(destination.prepCtxTitle == "TITLE")
    }

    @Test("An @Observable model's tracked properties keep the key path's set: their getter registers an access")
    @MainActor
    func observableModelKeepsSet() throws {
        let plan = try ContextPropagator().plan(from: HostingSource(), to: HostedModel(), isolation: MainActor.shared)
        #expect(plan.copyCount == 2)
        #expect(plan.inPlaceCopyCount == 0, "the storage is _prepCtxName, not prepCtxName")
    }

    @Test("A lazy property keeps the key path's set; applied through the runtime in a debug build, that set reads it first")
    func lazyInitializerRunsOnlyInDebug() throws {
        let propagator = ContextPropagator()
        let plan = try propagator.plan(from: CountingLazySource(), to: CountingLazyDestination(), isolation: nil)
        #expect(plan.inPlaceCopyCount == 0)
        let destination = CountingLazyDestination()
        try propagator.propagate(from: CountingLazySource(), to: destination)
        #if DEBUG
        #expect(destination.initializerRuns == 1, "the runtime's set projects the property through its getter")
        #else
        #expect(destination.initializerRuns == 0, "the optimizer's set calls the setter alone")
        #endif
        #expect(destination.prepCtxValue == 5)
    }

    @Test("A plan writes storage in place and everything else through its setter, whose observers run once each")
    func writesInPlaceOnlyIntoStorage() throws {
        let propagator = ContextPropagator()
        let source = AccessorSource()
        // The first instance settles the table's audit, which reads each key path; the transition runs on a fresh one.
        let plan = try propagator.plan(from: source, to: AccessorDestination(), isolation: nil)
        #expect(plan.copyCount == 8)
        #expect(plan.inPlaceCopyCount == 4, "the plain vars prepCtxStored and prepCtxWrappedInto, and the observed ones")
        let destination = AccessorDestination()
        try propagator.propagate(from: source, to: destination)
        #expect(destination.events == ["didSet 100 → 1", "willSet 200 → 2"], "each observer once, with an assignment's values")
        #expect(destination.prepCtxStored == "stored" && destination.prepCtxWrappedInto == 7)
        #expect(destination.prepCtxDidSet == 1 && destination.prepCtxWillSet == 2)
        #expect(destination.prepCtxLazy == 3 && destination.prepCtxWrapped == 10, "the wrapper's setter clamped 40 to 10")
        #expect(destination.prepCtxWeak === source.prepCtxWeak && destination.prepCtxUnowned === source.prepCtxUnowned)
    }

    @Test("Storage written in place releases what it replaced, once, and keeps what it holds")
    func inPlaceOwnership() throws {
        let deinits = DeinitCounter()
        let destination = StorageDestination()
        destination.prepCtxToken = Token(counter: deinits)
        weak let first = destination.prepCtxToken
        let source = StorageSource(token: Token(counter: deinits))
        let propagator = ContextPropagator()
        #expect(try propagator.plan(from: source, to: destination, isolation: nil).inPlaceCopyCount == 5)
        for _ in 0..<1_000 { try propagator.propagate(from: source, to: destination) }
        #expect(first == nil && deinits.value == 1, "the replaced token, once")
        #expect(destination.prepCtxToken === source.prepCtxToken)
        #expect(destination.prepCtxTitle == "title" && destination.prepCtxCount == 3)
        #expect(destination.prepCtxPair == (4, "four") && destination.prepCtxOptional.map { $0 == (5, "five") } == true)
    }

    @Test("Storage written in place keeps its dynamic exclusivity check: a transition inside an access to the property traps")
    func inPlaceExclusivity() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let destination = StorageDestination()
            let source = StorageSource(token: Token())
            withUnsafeMutablePointer(to: &destination.prepCtxCount) { pointer in
                _ = try? ContextPropagator().propagate(from: source, to: destination)
                pointer.pointee += 1  // used after the transition, so that the optimizer keeps the access around it
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("Simultaneous accesses"))
    }
}

// MARK: - Fixtures

final class StorageSource {
    var prepCtxTitle = "title"
    var prepCtxCount = 3
    var prepCtxToken: Token?
    var prepCtxPair = (4, "four")
    var prepCtxOptional: (Int, String)? = (5, "five")

    init(token: Token) { prepCtxToken = token }
}

final class StorageDestination: ContextDeclaring {
    var prepCtxTitle = ""
    var prepCtxCount = 0
    var prepCtxToken: Token?
    var prepCtxPair = (0, "")
    var prepCtxOptional: (Int, String)?

    static var contextTable: ContextTable {
        ContextTable(StorageDestination.self) { keys in
            keys.add("prepCtxTitle", \.prepCtxTitle)
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxToken", \.prepCtxToken)
            keys.add("prepCtxPair", \.prepCtxPair)
            keys.add("prepCtxOptional", \.prepCtxOptional)
        }
    }
}

final class GenericStorage<Value> {
    var prepCtxValue: Value
    var prepCtxAfter = "after"

    init(_ value: Value) { prepCtxValue = value }
}

class OpenStorageBase {
    var prepCtxOpen = 1
    final var prepCtxFinal = 2
}

final class OpenStorageLeaf: OpenStorageBase {
    var prepCtxOwn = 3
}

final class OverridableSource {
    var prepCtxTitle = "title"
    var prepCtxToken: Token?
    var prepCtxCount = 3

    init(token: Token) { prepCtxToken = token }
}

/// A class whose stored context properties a subclass may override: its key paths go through accessors.
class OverridableDestination: ContextDeclaring {
    var prepCtxTitle = ""
    var prepCtxToken: Token?
    var prepCtxCount = 0

    class var contextTable: ContextTable {
        ContextTable(OverridableDestination.self) { keys in
            keys.add("prepCtxTitle", \.prepCtxTitle)
            keys.add("prepCtxToken", \.prepCtxToken)
            keys.add("prepCtxCount", \.prepCtxCount)
        }
    }
}

final class ObservingOverride: OverridableDestination {
    var events: [String] = []
    override var prepCtxCount: Int {
        willSet { events.append("willSet \(prepCtxCount) → \(newValue)") }
        didSet { events.append("didSet \(oldValue) → \(prepCtxCount)") }
    }
}

final class ComputedOverride: OverridableDestination {
    var calls: [String] = []
    override var prepCtxTitle: String {
        get {
            calls.append("get")
            return super.prepCtxTitle
        }
        set {
            calls.append("set \(newValue)")
            super.prepCtxTitle = newValue.uppercased()
        }
    }
}

/// A key path formed where the class's argument is generic.
func genericKeyPath<Value>(_: Value.Type) -> AnyKeyPath { \GenericOpenDestination<Value>.prepCtxValue }

class GenericOpenDestination<Value> {
    var prepCtxValue: Value

    init(_ value: Value) { prepCtxValue = value }
}

final class CountingLazySource {
    var prepCtxValue = 5
}

final class CountingLazyDestination: ContextDeclaring {
    var initializerRuns = 0
    lazy var prepCtxValue: Int = {
        initializerRuns += 1
        return 0
    }()

    static var contextTable: ContextTable {
        ContextTable(CountingLazyDestination.self) { $0.add("prepCtxValue", \.prepCtxValue) }
    }
}

// `Clamped` (at most 10) is TableMistakeTests' wrapper.

final class AccessorSource {
    var prepCtxStored = "stored"
    var prepCtxWrappedInto = 7
    var prepCtxDidSet = 1
    var prepCtxWillSet = 2
    var prepCtxLazy = 3
    var prepCtxWrapped = 40
    let token = Token()
    var prepCtxWeak: Token?
    var prepCtxUnowned: Token

    init() {
        prepCtxWeak = token
        prepCtxUnowned = token
    }
}

final class AccessorDestination: ContextDeclaring {
    var events: [String] = []
    var computedSets = 0
    private var computedStorage = 0
    let constant = 0

    var prepCtxStored = ""
    var prepCtxWrappedInto: Int?
    var prepCtxDidSet = 100 { didSet { events.append("didSet \(oldValue) → \(prepCtxDidSet)") } }
    var prepCtxWillSet = 200 { willSet { events.append("willSet \(prepCtxWillSet) → \(newValue)") } }
    lazy var prepCtxLazy = 0
    @Clamped var prepCtxWrapped = 0
    var prepCtxComputed: Int {
        get { computedStorage }
        set {
            computedSets += 1
            computedStorage = newValue
        }
    }
    weak var prepCtxWeak: Token?
    unowned var prepCtxUnowned: Token = sharedToken

    static var contextTable: ContextTable {
        ContextTable(AccessorDestination.self) { keys in
            keys.add("prepCtxStored", \.prepCtxStored)
            keys.add("prepCtxWrappedInto", \.prepCtxWrappedInto)
            keys.add("prepCtxDidSet", \.prepCtxDidSet)
            keys.add("prepCtxWillSet", \.prepCtxWillSet)
            keys.add("prepCtxLazy", \.prepCtxLazy)
            keys.add("prepCtxWrapped", \.prepCtxWrapped)
            keys.add("prepCtxWeak", \.prepCtxWeak)
            keys.add("prepCtxUnowned", \.prepCtxUnowned)
        }
    }
}

private let sharedToken = Token()
