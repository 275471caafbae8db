import Synchronization
import Testing
@testable import Prepared

// Properties without bytes (`Void`, `()`, an empty struct, an enum with one
// case) and noncopyable ones: the Swift runtime gives a noncopyable field's
// type as `()`, and its field record tells the two apart.

@Suite("Zero-sized properties")
struct ZeroSizedFieldTests {
    @Test("Void and () fields flow from a source without a table, in strict mode")
    func voidFlowsStrict() throws {
        let destination = ZeroSizedDestination()
        let report = try ContextPropagator.standard.propagate(from: ZeroSizedSource(), to: destination)
        #expect(report.problems.isEmpty && report.skipped.isEmpty, "\(report)")
        #expect(report.flows.map(\.property) == ["prepCtxVoid", "prepCtxEmptyTuple", "prepCtxAliasedVoid", "prepCtxEmpty", "prepCtxSingle",
                                       "prepCtxCount", "prepCtxLaterVoid", "prepCtxName"])
        #expect(Set(report.flows.map(\.reading)) == [.fieldOffset])
        #expect(report.description.contains("flows    prepCtxVoid: () → ()\n"), "\(report)")
        #expect(destination.prepCtxCount == 3 && destination.prepCtxName == "zero")
    }

    @Test("Void and () fields flow from a source without a table, in lenient mode, and their setters run")
    func voidFlowsLenient() throws {
        let destination = ObservedZeroSizedDestination()
        let report = try ContextPropagator(mode: .lenient).propagate(from: ZeroSizedSource(), to: destination)
        #expect(report.skipped.isEmpty && report.problems.isEmpty, "\(report)")
        #expect(report.flows.map(\.property) == ["prepCtxVoid", "prepCtxEmptyTuple", "prepCtxName"])
        #expect(destination.writes == ["prepCtxVoid", "prepCtxEmptyTuple"])
        #expect(destination.prepCtxName == "zero")
    }

    @Test("A Void field also flows read with Mirror, and through a source's table")
    func voidFlowsEveryWay() throws {
        let mirrored = ObservedZeroSizedDestination()
        let report = try ContextPropagator(reflection: .mirror).propagate(from: ZeroSizedSource(), to: mirrored)
        #expect(report.flows.map(\.property) == ["prepCtxVoid", "prepCtxEmptyTuple", "prepCtxName"])
        #expect(mirrored.writes == ["prepCtxVoid", "prepCtxEmptyTuple"])

        let tabled = ObservedZeroSizedDestination()
        try ContextPropagator.standard.propagate(from: ZeroSizedDestination(), to: tabled)
        #expect(tabled.writes == ["prepCtxVoid", "prepCtxEmptyTuple"])
    }

    @Test("A table with several zero-sized properties, each with its own key path, is accepted")
    func ownKeyPathsAccepted() {
        #expect(ContextPropagator.standard.validate(from: ZeroSizedSource(), to: ZeroSizedDestination()).problems == [])
        #expect(ContextPropagator.standard.validate(from: ZeroSizedDestination.self, to: ZeroSizedDestination.self).problems == [])
        #expect(ContextPropagator.standard.validate(from: ZeroSizedSource(), to: ObservedZeroSizedDestination()).problems == [])
        #expect(ContextPropagator.standard.validate(from: ZeroSizedDestination(), to: ZeroSizedDestination()).problems == [])
    }

    @Test("A wrong key path among zero-sized properties is still caught, with the words a user reads")
    func wrongKeyPathCaught() throws {
        let destination = WrongZeroSizedKeyPathDestination()
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: ZeroSizedNameSource(), to: destination)
        }
        #expect(error.problems == [
            .entryTypeMismatch(className: "WrongZeroSizedKeyPathDestination", name: "prepCtxEmpty",
                               entryType: "SingleCase", propertyType: "EmptyContext"),
            .keyPathMismatch(className: "WrongZeroSizedKeyPathDestination", name: "prepCtxCount", addressed: "prepCtxOtherCount"),
            .entryTypeMismatch(className: "WrongZeroSizedKeyPathDestination", name: "prepCtxLaterVoid",
                               entryType: "Int", propertyType: "()"),
            .uncopyableProperty(className: "WrongZeroSizedKeyPathDestination", property: "prepCtxLock"),
        ])
        #expect(error.problems.map(\.description) == [
            "WrongZeroSizedKeyPathDestination's context table entry 'prepCtxEmpty' has a key path to a SingleCase, but the stored "
                + "property prepCtxEmpty is an EmptyContext. Pass the property's own key path: `keys.add(\"prepCtxEmpty\", \\.prepCtxEmpty)`.",
            "WrongZeroSizedKeyPathDestination's context table entry 'prepCtxCount' has a key path to prepCtxOtherCount, not to "
                + "prepCtxCount, so prepCtxCount would never receive its value. Pass the property's own key path: "
                + "`keys.add(\"prepCtxCount\", \\.prepCtxCount)`.",
            "WrongZeroSizedKeyPathDestination's context table entry 'prepCtxLaterVoid' has a key path to an Int, but the stored "
                + "property prepCtxLaterVoid is a value of type (). Pass the property's own key path: "
                + "`keys.add(\"prepCtxLaterVoid\", \\.prepCtxLaterVoid)`.",
            "WrongZeroSizedKeyPathDestination.prepCtxLock cannot be copied: its type is noncopyable (Atomic, Mutex, a ~Copyable "
                + "type), or a generic parameter bound to () that the Swift runtime's records cannot tell from one, so Prepared "
                + "never reads it. Drop the prefix from its name, and hand on a copyable value in a prefixed property of its own.",
        ])
        #expect(destination.prepCtxCount == 0 && destination.prepCtxOtherCount == 1 && destination.prepCtxName == "",
                "nothing was written")
    }

    @Test("Observed Void properties whose entries share one key path are caught; each with its own passes, and its observer runs")
    func sharedKeyPathThroughAccessors() {
        let report = ContextPropagator.standard.validate(from: ObservedVoidSource(), to: SharedVoidKeyPathDestination())
        #expect(report.problems == [.sharedKeyPath(className: "SharedVoidKeyPathDestination", names: ["prepCtxFirst", "prepCtxSecond"])])
        #expect(report.problems.first?.description == "SharedVoidKeyPathDestination's context table entries 'prepCtxFirst', "
            + "'prepCtxSecond' have one and the same key path, so all but one of them would never receive their values. Pass each "
            + "property's own key path: `keys.add(\"prepCtxFirst\", \\.prepCtxFirst)`, `keys.add(\"prepCtxSecond\", \\.prepCtxSecond)`.")

        let destination = ObservedVoidDestination()
        #expect(throws: Never.self) { try ContextPropagator.standard.propagate(from: ObservedVoidSource(), to: destination) }
        #expect(destination.observed == ["prepCtxFirst", "prepCtxSecond"])
    }

    @Test("A tabled class that leaves a Void property out of its table is told to list it, not that it cannot be copied")
    func unlistedVoidIsMissing() {
        let report = ContextPropagator.standard.validate(from: ZeroSizedSource(), to: UnlistedVoidDestination())
        #expect(report.problems == [
            .missingEntry(className: "UnlistedVoidDestination", property: "prepCtxVoid", declaringClass: "UnlistedVoidDestination"),
        ])
    }
}

@Suite("Noncopyable properties beside zero-sized ones")
struct NoncopyableKindTests {
    static let kinds = ["prepCtxStruct", "prepCtxEnum", "prepCtxEmptyStruct", "prepCtxAtomic", "prepCtxMutex", "prepCtxOptional",
                        "prepCtxBox"]

    static func words(_ property: String) -> String {
        "NoncopyableKindsSource.\(property) cannot be copied: its type is noncopyable (Atomic, Mutex, a ~Copyable type), or a "
            + "generic parameter bound to () that the Swift runtime's records cannot tell from one, so Prepared never reads it. "
            + "Drop the prefix from its name, and hand on a copyable value in a prefixed property of its own."
    }

    @Test("Strict mode refuses each noncopyable kind, in words that say it is noncopyable, and writes nothing; the Void beside them is not refused")
    func refusedWhenStrict() throws {
        let destination = NoncopyableKindsDestination()
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: NoncopyableKindsSource(), to: destination)
        }
        #expect(error.problems == Self.kinds.map { .uncopyableProperty(className: "NoncopyableKindsSource", property: $0) })
        #expect(error.problems.map(\.description) == Self.kinds.map(Self.words))
        #expect(destination.writes.isEmpty && destination.prepCtxName == "", "nothing was written")
        let report = ContextPropagator.standard.validate(from: NoncopyableKindsSource(), to: destination)
        #expect(report.flows.map(\.property) == ["prepCtxVoid", "prepCtxName"])
    }

    @Test("Lenient mode skips each noncopyable kind with its reason, and the Void and the other keys flow")
    func skippedWhenLenient() throws {
        let destination = NoncopyableKindsDestination()
        let report = try ContextPropagator(mode: .lenient).propagate(from: NoncopyableKindsSource(), to: destination)
        #expect(report.skipped == Self.kinds.map { .uncopyableProperty(className: "NoncopyableKindsSource", property: $0) })
        #expect(report.description.contains("  skipped  prepCtxAtomic: \(Self.words("prepCtxAtomic"))"), "\(report)")
        #expect(report.flows.map(\.property) == ["prepCtxVoid", "prepCtxName"])
        #expect(destination.writes == ["prepCtxVoid"])
        #expect(destination.prepCtxStruct == nil && destination.prepCtxEmptyStruct == nil, "() was not written into Any?")
        #expect(destination.prepCtxName == "kinds")
    }

    @Test("The runtime's records tell a declared Void, (), and an alias of it from every noncopyable kind")
    func layoutTellsThemApart() throws {
        let layout = FieldLayout(of: NoncopyableKindsSource.self, prefix: "prepCtx")
        let uncopyable = layout.properties.filter(\.isUncopyable).map(\.name)
        #expect(uncopyable == Self.kinds)
        let zeroSized = FieldLayout(of: ZeroSizedSource.self, prefix: "prepCtx")
        #expect(zeroSized.properties.filter(\.isUncopyable).isEmpty)
        #expect(zeroSized.properties.filter { $0.declaredType == Void.self }.map(\.name)
            == ["prepCtxVoid", "prepCtxEmptyTuple", "prepCtxAliasedVoid", "prepCtxLaterVoid"])
        #expect(zeroSized.properties.allSatisfy { $0.isReadableAtOffset })
    }

    @Test("A generic class's properties of a noncopyable type its parameter is bound to are refused (strict) and skipped (lenient); a copyable argument flows")
    func noncopyableGenericArgument() throws {
        let destination = NoncopyableKindsDestination()
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: GenericResourceSource(Resource()), to: destination)
        }
        #expect(error.problems == [
            .uncopyableProperty(className: "GenericResourceSource<Resource>", property: "prepCtxStruct"),
            .uncopyableProperty(className: "GenericResourceSource<Resource>", property: "prepCtxOptional"),
        ])
        #expect(error.problems.first?.description == "GenericResourceSource<Resource>.prepCtxStruct cannot be copied: its type is "
            + "noncopyable (Atomic, Mutex, a ~Copyable type), or a generic parameter bound to () that the Swift runtime's records "
            + "cannot tell from one, so Prepared never reads it. Drop the prefix from its name, and hand on a copyable value in a "
            + "prefixed property of its own.")
        #expect(destination.prepCtxStruct == nil && destination.prepCtxName == "", "nothing was written")

        let lenient = try ContextPropagator(mode: .lenient).propagate(from: GenericResourceSource(Resource()), to: destination)
        #expect(lenient.skipped.map(\.property) == ["prepCtxStruct", "prepCtxOptional"])
        #expect(lenient.flows.map(\.property) == ["prepCtxName"] && destination.prepCtxName == "generic")

        let copyable = NoncopyableKindsDestination()
        let report = try ContextPropagator.standard.propagate(from: GenericResourceSource(7, also: 8), to: copyable)
        #expect(report.flows.map(\.property) == ["prepCtxStruct", "prepCtxOptional", "prepCtxName"])
        #expect(copyable.prepCtxStruct as? Int == 7 && copyable.prepCtxOptional as? Int == 8)
    }

    @Test("A generic class's noncopyable property cannot be in its table, and is said to be noncopyable, not missing")
    func genericTabledClass() {
        let report = ContextPropagator.standard.validate(from: ZeroSizedNameSource(), to: GenericResourceDestination<Resource>())
        #expect(report.problems == [.uncopyableProperty(className: "GenericResourceDestination<Resource>", property: "prepCtxValue")])
        let copyable = ContextPropagator.standard.validate(from: ZeroSizedNameSource(), to: GenericResourceDestination<Int>())
        #expect(copyable.problems == [.missingEntry(className: "GenericResourceDestination<Int>", property: "prepCtxValue",
                                                    declaringClass: "GenericResourceDestination<Int>")])
    }

    @Test("The runtime's answer on copyability: yes for copyable types of every kind, no for a noncopyable argument, plain or optional")
    func runtimeCopyability() {
        struct Local {}
        #expect([Int.self, Void.self, Local.self, EmptyContext?.self, ZeroSizedSource.self, (any Equatable).self,
                 ((Int) -> Int).self, [String: Int].self].allSatisfy { Copyability.isCopyable($0) })
        let noncopyable = FieldLayout(of: GenericResourceSource<Resource>.self, prefix: "prepCtx").properties
        #expect(noncopyable.map(\.name) == ["prepCtxStruct", "prepCtxOptional", "prepCtxName"])
        #expect(noncopyable.map { Copyability.isCopyable($0.declaredType) } == [false, false, true])
        #expect(noncopyable.map(\.isUncopyable) == [true, true, false])
        #expect(Copyability.isGeneric(GenericResourceSource<Int>.self) && Copyability.isGeneric(ZeroSizedGenericSource<Void>.self))
        #expect(!Copyability.isGeneric(ZeroSizedSource.self) && !Copyability.isGeneric(NoncopyableKindsSource.self))
    }

    @Test("A subclass's records and its superclass's are each read at their own index: Void and noncopyable fields on both levels")
    func recordsOnEachLevel() throws {
        let layout = FieldLayout(of: ZeroSizedChild.self, prefix: "prepCtx")
        #expect(layout.properties.map(\.name) == ["prepCtxChildAtomic", "prepCtxChildVoid", "prepCtxLock", "prepCtxVoid", "prepCtxName"])
        #expect(layout.properties.map(\.isUncopyable) == [true, false, true, false, false])
        let destination = ObservedZeroSizedDestination()
        let report = try ContextPropagator.standard.propagate(from: ZeroSizedChild(), to: destination)
        #expect(report.flows.map(\.property) == ["prepCtxVoid", "prepCtxName"])
        #expect(Set(report.ignored) == ["prepCtxChildAtomic", "prepCtxChildVoid", "prepCtxLock"])
        #expect(destination.writes == ["prepCtxVoid"] && destination.prepCtxName == "base")
    }

    @Test("A generic parameter bound to () is written in the record as the parameter, and is refused, never read as ()")
    func genericParameterBoundToVoid() {
        let layout = FieldLayout(of: ZeroSizedGenericSource<Void>.self, prefix: "prepCtx")
        #expect(layout.properties.map(\.isUncopyable) == [true, false])
        let report = ContextPropagator(mode: .lenient).validate(from: ZeroSizedGenericSource<Void>(()), to: VoidValueDestination())
        #expect(report.skipped == [.uncopyableProperty(className: "ZeroSizedGenericSource<()>", property: "prepCtxValue")])
        #expect(report.flows.map(\.property) == ["prepCtxName"])
    }
}

// MARK: - Fixtures

struct EmptyContext: Equatable {}

enum SingleCase {
    case only
}

typealias AliasedVoid = Void

/// Zero-sized values beside plain ones, and no table. `prepCtxLaterVoid`
/// follows an `Int`, so it has an offset of its own.
final class ZeroSizedSource {
    var prepCtxVoid: Void = ()
    var prepCtxEmptyTuple: () = ()
    var prepCtxAliasedVoid: AliasedVoid = ()
    var prepCtxEmpty = EmptyContext()
    var prepCtxSingle = SingleCase.only
    var prepCtxCount = 3
    var prepCtxLaterVoid: Void = ()
    var prepCtxName = "zero"
}

/// Takes every key of ``ZeroSizedSource``, each through its own key path.
final class ZeroSizedDestination: ContextDeclaring {
    var prepCtxVoid: Void = ()
    var prepCtxEmptyTuple: () = ()
    var prepCtxAliasedVoid: AliasedVoid = ()
    var prepCtxEmpty = EmptyContext()
    var prepCtxSingle = SingleCase.only
    var prepCtxCount = 0
    var prepCtxLaterVoid: Void = ()
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(ZeroSizedDestination.self) { keys in
            keys.add("prepCtxVoid", \.prepCtxVoid)
            keys.add("prepCtxEmptyTuple", \.prepCtxEmptyTuple)
            keys.add("prepCtxAliasedVoid", \.prepCtxAliasedVoid)
            keys.add("prepCtxEmpty", \.prepCtxEmpty)
            keys.add("prepCtxSingle", \.prepCtxSingle)
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxLaterVoid", \.prepCtxLaterVoid)
            keys.add("prepCtxName", \.prepCtxName)
        }
    }
}

/// Records each write of its zero-sized properties (an overridable class:
/// its key paths go through accessors).
class ObservedZeroSizedDestination: ContextDeclaring {
    var writes: [String] = []
    var prepCtxVoid: Void = () { didSet { writes.append("prepCtxVoid") } }
    var prepCtxEmptyTuple: () = () { didSet { writes.append("prepCtxEmptyTuple") } }
    var prepCtxName = ""
    class var contextTable: ContextTable {
        ContextTable(ObservedZeroSizedDestination.self) { keys in
            keys.add("prepCtxVoid", \.prepCtxVoid)
            keys.add("prepCtxEmptyTuple", \.prepCtxEmptyTuple)
            keys.add("prepCtxName", \.prepCtxName)
        }
    }
}

/// Wrong key paths among zero-sized properties: one of another zero-sized
/// type, one of a type with bytes, one to an `Int` that shares its offset
/// with a zero-sized property, and a `Void`'s for a noncopyable property,
/// whose type the runtime gives as `()`.
final class WrongZeroSizedKeyPathDestination: ContextDeclaring {
    var prepCtxVoid: Void = ()
    var prepCtxEmpty = EmptyContext()
    var prepCtxSingle = SingleCase.only
    var prepCtxCount = 0
    var prepCtxOtherCount = 1
    var prepCtxLaterVoid: Void = ()
    let prepCtxLock = Mutex<Int>(0)
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(WrongZeroSizedKeyPathDestination.self) { keys in
            keys.add("prepCtxVoid", \.prepCtxVoid)
            keys.add("prepCtxEmpty", \.prepCtxSingle)
            keys.add("prepCtxSingle", \.prepCtxSingle)
            keys.add("prepCtxCount", \.prepCtxOtherCount)
            keys.add("prepCtxOtherCount", \.prepCtxOtherCount)
            keys.add("prepCtxLaterVoid", \.prepCtxOtherCount)
            keys.add("prepCtxLock", \.prepCtxVoid)
            keys.add("prepCtxName", \.prepCtxName)
        }
    }
}

/// A tabled class that leaves its `Void` out of its table.
final class UnlistedVoidDestination: ContextDeclaring {
    var prepCtxVoid: Void = ()
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(UnlistedVoidDestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

/// A noncopyable enum.
enum NoncopyableHandle: ~Copyable {
    case open(Int)
    case closed
}

/// A noncopyable struct without bytes, as a token.
struct EmptyToken: ~Copyable {}

/// A noncopyable generic box.
struct NoncopyableBox<Content: ~Copyable>: ~Copyable {
    var content: Content
}

/// Each kind of noncopyable property beside a `Void`, and no table.
final class NoncopyableKindsSource {
    var prepCtxStruct = Resource()
    var prepCtxEnum = NoncopyableHandle.open(3)
    var prepCtxEmptyStruct = EmptyToken()
    var prepCtxVoid: Void = ()
    let prepCtxAtomic = Atomic<Int>(3)
    let prepCtxMutex = Mutex<[Int]>([1, 2])
    var prepCtxOptional: Resource? = Resource()
    var prepCtxBox = NoncopyableBox(content: Resource())
    var prepCtxName = "kinds"
}

/// Would take anything into each noncopyable key, and records its `Void`'s writes.
final class NoncopyableKindsDestination: ContextDeclaring {
    var writes: [String] = []
    var prepCtxStruct: Any?
    var prepCtxEnum: Any?
    var prepCtxEmptyStruct: Any?
    var prepCtxVoid: Void = () { didSet { writes.append("prepCtxVoid") } }
    var prepCtxAtomic: Any?
    var prepCtxMutex: Any?
    var prepCtxOptional: Any?
    var prepCtxBox: Any?
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(NoncopyableKindsDestination.self) { keys in
            keys.add("prepCtxStruct", \.prepCtxStruct)
            keys.add("prepCtxEnum", \.prepCtxEnum)
            keys.add("prepCtxEmptyStruct", \.prepCtxEmptyStruct)
            keys.add("prepCtxVoid", \.prepCtxVoid)
            keys.add("prepCtxAtomic", \.prepCtxAtomic)
            keys.add("prepCtxMutex", \.prepCtxMutex)
            keys.add("prepCtxOptional", \.prepCtxOptional)
            keys.add("prepCtxBox", \.prepCtxBox)
            keys.add("prepCtxName", \.prepCtxName)
        }
    }
}

/// Takes a `Void` named as ``ZeroSizedGenericSource``'s property.
final class VoidValueDestination: ContextDeclaring {
    var prepCtxValue: Void = ()
    var prepCtxName = ""
    static var contextTable: ContextTable {
        ContextTable(VoidValueDestination.self) { keys in
            keys.add("prepCtxValue", \.prepCtxValue)
            keys.add("prepCtxName", \.prepCtxName)
        }
    }
}

/// A source without a table that holds a name alone.
final class ZeroSizedNameSource {
    var prepCtxName = "name"
}

/// A generic class whose properties' types are built on a parameter that may be noncopyable.
final class GenericResourceSource<Content: ~Copyable> {
    var prepCtxStruct: Content
    var prepCtxOptional: Content?
    var prepCtxName = "generic"
    init(_ content: consuming Content, also other: consuming Content? = nil) {
        prepCtxStruct = content
        prepCtxOptional = other
    }
}

/// A tabled generic class whose property of its parameter's type cannot be in its table when that is noncopyable.
final class GenericResourceDestination<Content: ~Copyable>: ContextDeclaring {
    var prepCtxValue: Content?
    var prepCtxName = ""
    init() { prepCtxValue = nil }
    static var contextTable: ContextTable {
        ContextTable(GenericResourceDestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

/// A superclass with a noncopyable property after a `Void`.
class ZeroSizedBase {
    var prepCtxLock = Resource()
    var prepCtxVoid: Void = ()
    var prepCtxName = "base"
}

/// Its subclass, with one of each of its own.
final class ZeroSizedChild: ZeroSizedBase {
    let prepCtxChildAtomic = Atomic<Int>(1)
    var prepCtxChildVoid: Void = ()
}

/// A generic class whose property's type is its parameter.
final class ZeroSizedGenericSource<Value> {
    var prepCtxValue: Value
    var prepCtxName = "generic"
    init(_ value: Value) { prepCtxValue = value }
}

/// A source of two `Void` properties, read from its layout.
final class ObservedVoidSource {
    var prepCtxFirst: Void = ()
    var prepCtxSecond: Void = ()
}

/// Observed `Void` properties: their key paths go through accessors, and print no name.
class ObservedVoidDestination: ContextDeclaring {
    var observed: [String] = []
    var prepCtxFirst: Void = () { didSet { observed.append("prepCtxFirst") } }
    var prepCtxSecond: Void = () { didSet { observed.append("prepCtxSecond") } }

    class var contextTable: ContextTable {
        ContextTable(ObservedVoidDestination.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxFirst)
            keys.add("prepCtxSecond", \.prepCtxSecond)
        }
    }
}

/// The same properties, the first entry given the second's key path.
final class SharedVoidKeyPathDestination: ContextDeclaring {
    var prepCtxFirst: Void = ()
    var prepCtxSecond: Void = () { didSet {} }

    static var contextTable: ContextTable {
        ContextTable(SharedVoidKeyPathDestination.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxSecond)
            keys.add("prepCtxSecond", \.prepCtxSecond)
        }
    }
}
