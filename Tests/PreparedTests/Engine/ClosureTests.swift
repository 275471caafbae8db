import Testing
import Prepared
import Synchronization

// Function values must never be read through `Mirror` (swiftlang/swift issue
// 56720: it hands them out without reabstraction, so calling one returns
// garbage or crashes), nor copied raw between storage of different
// abstraction. Each closure here is called after the transition.

@Suite("Closures in context")
@MainActor
struct ClosureTests {
    let propagator = ContextPropagator()

    @Test("Every kind of closure from a source with a table arrives and works when called")
    func closuresFromTable() async throws {
        let source = ClosureSource()
        let destination = ClosureDestination()
        let report = try propagator.propagate(from: source, to: destination)

        #expect(destination.prepCtxTransform(4) == 40)
        #expect(destination.prepCtxCallback?("ada") == "ADA")
        #expect(try destination.prepCtxThrowing(3) == 6)
        #expect(await destination.prepCtxAsync() == 21)
        #expect(destination.prepCtxSendable(5) == 15)
        #expect(destination.prepCtxMainActor() == "main")
        #expect((destination.prepCtxBoxed as? (Int) -> Int)?(2) == 200)
        #expect(destination.prepCtxPair.1(7) == 8)
        #expect(Set(report.flows.map(\.property)) == Set(ClosureDestination.contextTable.names))
        let readings = Dictionary(uniqueKeysWithValues: report.flows.map { ($0.property, $0.reading) })
        #expect(readings["prepCtxTransform"] == .keyPath, "a function is never read at an offset")
        #expect(readings["prepCtxCallback"] == .keyPath)
        #expect(readings["prepCtxPair"] == .keyPath, "nor is a tuple holding one")
        #expect(readings["prepCtxBoxed"] == .fieldOffset, "an existential holds its function already abstracted")
    }

    @Test("A closure from a source without a table is refused with the fix, and nothing is written")
    func closureFromMirrorIsRefused() throws {
        let destination = ClosureDestination()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: TablelessClosureSource(), to: destination)
        }
        #expect(error.problems.contains(.unreadableFunction(
            className: "TablelessClosureSource", property: "prepCtxTransform", type: "(Int) -> Int"
        )))
        let refused = Set(error.problems.compactMap { problem -> String? in
            if case .unreadableFunction(_, let property, _) = problem { property } else { nil }
        })
        #expect(refused == ["prepCtxTransform", "prepCtxCallback", "prepCtxThrowing", "prepCtxAsync",
                            "prepCtxSendable", "prepCtxMainActor", "prepCtxPair"])
        let message = try #require(error.problems.first { $0.property == "prepCtxTransform" }).description
        #expect(message == "TablelessClosureSource.prepCtxTransform is a value of type (Int) -> Int, which Prepared cannot read from a class "
            + "without a context table: Swift's reflection hands out functions and metatypes in the wrong representation. "
            + "Declare a context table in TablelessClosureSource that lists prepCtxTransform, so that it is read through its key path.")
        #expect(destination.prepCtxTransform(4) == 4, "nothing was written")
    }

    @Test("In lenient mode a closure from a source without a table is skipped; the other keys flow and work")
    func closureFromMirrorIsSkippedWhenLenient() throws {
        let destination = ClosureDestination()
        let report = try ContextPropagator(mode: .lenient).propagate(from: TablelessClosureSource(), to: destination)
        #expect(report.skipped.map(\.property).contains("prepCtxTransform"))
        #expect(report.flows.map(\.property) == ["prepCtxBoxed"])
        #expect((destination.prepCtxBoxed as? (Int) -> Int)?(2) == 6)
        #expect(destination.prepCtxTransform(4) == 4)
    }

    @Test("A closure into and out of generic classes works when called")
    func genericClosures() throws {
        let source = GenericClosureBox<Int>(transform: { $0 + 100 })
        let destination = GenericClosureBox<Int>(transform: { $0 })
        try propagator.propagate(from: source, to: destination)
        #expect(destination.prepCtxTransform(1) == 101)

        let intoGeneric = GenericValueBox<(Int) -> Int>(value: { $0 })
        try propagator.propagate(from: ConcreteTransformSource(), to: intoGeneric)
        #expect(intoGeneric.prepCtxValue(4) == 40)

        let outOfGeneric = ConcreteTransformDestination()
        try propagator.propagate(from: GenericValueBox<(Int) -> Int>(value: { $0 * 3 }), to: outOfGeneric)
        #expect(outOfGeneric.prepCtxValue(4) == 12)
    }

    @Test("A metatype from a source without a table is refused too: a field may store it thin")
    func metatypeFromMirrorIsRefused() throws {
        final class TypeSource { var prepCtxKind: Int.Type = Int.self }
        final class TypeDestination: ContextDeclaring {
            var prepCtxKind: Int.Type = Int.self
            static var contextTable: ContextTable {
                ContextTable(TypeDestination.self) { keys in keys.add("prepCtxKind", \.prepCtxKind) }
            }
        }
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: TypeSource(), to: TypeDestination())
        }
        #expect(error.problems == [.unreadableFunction(className: "TypeSource", property: "prepCtxKind", type: "Int.Type")])
    }
}

// MARK: - Fixtures



/// Every kind of closure, with a table.
@MainActor
final class ClosureSource: @MainActor ContextDeclaring {
    var prepCtxTransform: (Int) -> Int = { $0 * 10 }
    var prepCtxCallback: ((String) -> String)? = { $0.uppercased() }
    var prepCtxThrowing: (Int) throws -> Int = { $0 * 2 }
    var prepCtxAsync: () async -> Int = { 21 }
    var prepCtxSendable: @Sendable (Int) -> Int = { $0 * 3 }
    var prepCtxMainActor: @MainActor () -> String = { "main" }
    var prepCtxBoxed: Any = { (value: Int) in value * 100 }
    var prepCtxPair: (Int, (Int) -> Int) = (1, { $0 + 1 })

    static var contextTable: ContextTable {
        ContextTable(ClosureSource.self) { keys in
            keys.add("prepCtxTransform", \.prepCtxTransform)
            keys.add("prepCtxCallback", \.prepCtxCallback)
            keys.add("prepCtxThrowing", \.prepCtxThrowing)
            keys.add("prepCtxAsync", \.prepCtxAsync)
            keys.add("prepCtxSendable", \.prepCtxSendable)
            keys.add("prepCtxMainActor", \.prepCtxMainActor)
            keys.add("prepCtxBoxed", \.prepCtxBoxed)
            keys.add("prepCtxPair", \.prepCtxPair)
        }
    }
}

/// The same closures without a table.
@MainActor
final class TablelessClosureSource {
    var prepCtxTransform: (Int) -> Int = { $0 * 10 }
    var prepCtxCallback: ((String) -> String)? = { $0.uppercased() }
    var prepCtxThrowing: (Int) throws -> Int = { $0 * 2 }
    var prepCtxAsync: () async -> Int = { 21 }
    var prepCtxSendable: @Sendable (Int) -> Int = { $0 * 3 }
    var prepCtxMainActor: @MainActor () -> String = { "main" }
    var prepCtxBoxed: Any = { (value: Int) in value * 3 }
    var prepCtxPair: (Int, (Int) -> Int) = (1, { $0 + 1 })
}

@MainActor
final class ClosureDestination: @MainActor ContextDeclaring {
    var prepCtxTransform: (Int) -> Int = { $0 }
    var prepCtxCallback: ((String) -> String)?
    var prepCtxThrowing: (Int) throws -> Int = { $0 }
    var prepCtxAsync: () async -> Int = { 0 }
    var prepCtxSendable: @Sendable (Int) -> Int = { $0 }
    var prepCtxMainActor: @MainActor () -> String = { "unset" }
    var prepCtxBoxed: Any = 0
    var prepCtxPair: (Int, (Int) -> Int) = (0, { $0 })

    static var contextTable: ContextTable {
        ContextTable(ClosureDestination.self) { keys in
            keys.add("prepCtxTransform", \.prepCtxTransform)
            keys.add("prepCtxCallback", \.prepCtxCallback)
            keys.add("prepCtxThrowing", \.prepCtxThrowing)
            keys.add("prepCtxAsync", \.prepCtxAsync)
            keys.add("prepCtxSendable", \.prepCtxSendable)
            keys.add("prepCtxMainActor", \.prepCtxMainActor)
            keys.add("prepCtxBoxed", \.prepCtxBoxed)
            keys.add("prepCtxPair", \.prepCtxPair)
        }
    }
}

/// A generic class whose closure's type involves its parameter.
final class GenericClosureBox<T>: ContextDeclaring {
    var prepCtxTransform: (T) -> T

    init(transform: @escaping (T) -> T) {
        prepCtxTransform = transform
    }

    static var contextTable: ContextTable {
        ContextTable(GenericClosureBox<T>.self) { keys in keys.add("prepCtxTransform", \.prepCtxTransform) }
    }
}

/// A generic class whose value is stored maximally abstracted.
final class GenericValueBox<Value>: ContextDeclaring {
    var prepCtxValue: Value

    init(value: Value) {
        prepCtxValue = value
    }

    static var contextTable: ContextTable {
        ContextTable(GenericValueBox<Value>.self) { keys in keys.add("prepCtxValue", \.prepCtxValue) }
    }
}

final class ConcreteTransformSource: ContextDeclaring {
    var prepCtxValue: (Int) -> Int = { $0 * 10 }

    static var contextTable: ContextTable {
        ContextTable(ConcreteTransformSource.self) { keys in keys.add("prepCtxValue", \.prepCtxValue) }
    }
}

final class ConcreteTransformDestination: ContextDeclaring {
    var prepCtxValue: (Int) -> Int = { $0 }

    static var contextTable: ContextTable {
        ContextTable(ConcreteTransformDestination.self) { keys in keys.add("prepCtxValue", \.prepCtxValue) }
    }
}

@Suite("Closures a destination does not take")
struct IgnoredClosureTests {
    @Test("A closure of a source without a table that the destination does not take is an ignored key, not a failure")
    func closureTheDestinationDoesNotTake() throws {
        let destination = NameOnlyDestination()
        let report = try ContextPropagator.standard.propagate(from: CallbackSource(), to: destination)
        #expect(report.problems.isEmpty)
        #expect(report.flows.map(\.property) == ["prepCtxName"])
        #expect(report.ignored == ["prepCtxOnSave"])
        #expect(report.description.contains("ignored  prepCtxOnSave: NameOnlyDestination has no such property"))
        #expect(destination.prepCtxName == "draft")
        #expect(ContextPropagator.standard.validate(from: CallbackSource(), to: NameOnlyDestination()).isValid)
    }

    @Test("The same closure into a destination that takes it is still refused")
    func closureTheDestinationTakes() {
        let report = ContextPropagator.standard.validate(from: CallbackSource(), to: CallbackDestination())
        #expect(report.problems == [.unreadableFunction(className: "CallbackSource", property: "prepCtxOnSave",
                                                        type: "((String) -> ())?")])
    }
}

/// A screen that holds a callback, as most do, and no table.
final class CallbackSource {
    var prepCtxName = "draft"
    var prepCtxOnSave: ((String) -> Void)? = { _ in }
}

/// Takes the name only.
final class NameOnlyDestination: ContextDeclaring {
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(NameOnlyDestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

/// Takes the callback too.
final class CallbackDestination: ContextDeclaring {
    var prepCtxName = ""
    var prepCtxOnSave: ((String) -> Void)?
    static var contextTable: ContextTable {
        ContextTable(CallbackDestination.self) { keys in
            keys.add("prepCtxName", \.prepCtxName)
            keys.add("prepCtxOnSave", \.prepCtxOnSave)
        }
    }
}

@Suite("Noncopyable fields")
struct NoncopyableFieldTests {
    @Test("A noncopyable field the destination takes is refused, never copied as ()")
    func refusedWhenTaken() {
        let destination = AnyResourceDestination()
        let report = ContextPropagator.standard.validate(from: NoncopyableSource(), to: destination)
        #expect(report.problems == [
            .uncopyableProperty(className: "NoncopyableSource", property: "prepCtxResource"),
            .uncopyableProperty(className: "NoncopyableSource", property: "prepCtxAtomic"),
            .uncopyableProperty(className: "NoncopyableSource", property: "prepCtxMutex"),
        ])
        #expect(!report.flows.map(\.property).contains("prepCtxResource"))
        #expect(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: NoncopyableSource(), to: destination)
        }
        #expect(destination.prepCtxResource == nil && destination.prepCtxName == "", "nothing was written")
    }

    @Test("In lenient mode such a field is skipped with its reason; the other keys flow")
    func skippedWhenLenient() throws {
        let destination = AnyResourceDestination()
        let report = try ContextPropagator(mode: .lenient).propagate(from: NoncopyableSource(), to: destination)
        #expect(report.skipped.map(\.property) == ["prepCtxResource", "prepCtxAtomic", "prepCtxMutex"])
        #expect(report.flows.map(\.property) == ["prepCtxName"])
        #expect(destination.prepCtxResource == nil, "() was not written into Any?")
        #expect(destination.prepCtxName == "lock")
    }

    @Test("A destination that does not take them ignores them, as any key")
    func ignoredWhenNotTaken() throws {
        let report = try ContextPropagator.standard.propagate(from: NoncopyableSource(), to: NameOnlyDestination())
        #expect(report.problems.isEmpty)
        #expect(Set(report.ignored) == ["prepCtxResource", "prepCtxAtomic", "prepCtxMutex"])
    }

    @Test("A tabled class with such a field is told it cannot be copied, not to list it")
    func tabledClass() {
        let report = ContextPropagator.standard.validate(from: NoncopyableSource(), to: TabledNoncopyableDestination())
        #expect(report.problems.contains(.uncopyableProperty(className: "TabledNoncopyableDestination", property: "prepCtxLock")))
        #expect(!report.problems.contains { if case .missingEntry = $0 { true } else { false } })
    }
}

/// A noncopyable resource, as an app might hold one.
struct Resource: ~Copyable {
    var handle = 7
}

/// Holds noncopyable values beside a plain one, and no table.
final class NoncopyableSource {
    var prepCtxResource = Resource()
    let prepCtxAtomic = Atomic<Int>(3)
    let prepCtxMutex = Mutex<[Int]>([1, 2])
    var prepCtxName = "lock"
}

/// Would take anything into `prepCtxResource`.
final class AnyResourceDestination: ContextDeclaring {
    var prepCtxResource: Any?
    var prepCtxAtomic: Any?
    var prepCtxMutex: Any?
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(AnyResourceDestination.self) { keys in
            keys.add("prepCtxResource", \.prepCtxResource)
            keys.add("prepCtxAtomic", \.prepCtxAtomic)
            keys.add("prepCtxMutex", \.prepCtxMutex)
            keys.add("prepCtxName", \.prepCtxName)
        }
    }
}

/// A tabled class whose own noncopyable property cannot be in its table.
final class TabledNoncopyableDestination: ContextDeclaring {
    let prepCtxLock = Mutex<Int>(0)
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(TabledNoncopyableDestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}
