import Testing
import Prepared

// A source is read at its fields' byte offsets, found once per class from the
// Swift runtime's records and checked against Mirror; what a plain load cannot
// read keeps the checked Mirror path. These tests pin each case down.

@Suite("Reading sources at their fields' offsets")
struct FieldLayoutTests {
    @Test("Each key is read at its offset, through its key path, or with Mirror; the report prints what flows, not how it is read")
    func readingInTheReport() throws {
        let report = try ContextPropagator().propagate(from: OwnershipSource(), to: OwnershipDestination())
        let readings = Dictionary(uniqueKeysWithValues: report.flows.map { ($0.property, $0.reading) })
        #expect(readings == ["prepCtxStrong": .fieldOffset, "prepCtxWeak": .mirror, "prepCtxUnowned": .mirror,
                             "prepCtxUnsafe": .mirror, "prepCtxUnmanaged": .fieldOffset, "prepCtxCount": .fieldOffset])
        #expect(report.description.contains("flows    prepCtxWeak: Token? → Token?\n"))
        #expect(!report.description.contains("Mirror") && !report.description.contains("offset"), "\(report)")

        let forced = try ContextPropagator(reflection: .mirror).propagate(from: OwnershipSource(), to: OwnershipDestination())
        #expect(Set(forced.flows.map(\.reading)) == [.mirror], "the propagator's option forces Mirror")
    }

    @Test("Strong, weak, unowned, unowned(unsafe) and Unmanaged properties of a source without a table all arrive")
    func everyOwnership() throws {
        let source = OwnershipSource()
        let destination = OwnershipDestination()
        try ContextPropagator().propagate(from: source, to: destination)
        #expect(destination.prepCtxStrong === source.prepCtxStrong)
        #expect(destination.prepCtxWeak === source.token)
        #expect(destination.prepCtxUnowned === source.token)
        #expect(destination.prepCtxUnsafe === source.token)
        #expect(destination.prepCtxUnmanaged?.takeUnretainedValue() === source.token)
        #expect(destination.prepCtxCount == 42)
    }

    @Test("Inherited properties of generic and plain classes three levels deep are read at their offsets")
    func inheritedAndGeneric() throws {
        let source = LayoutLeafSource<String>(leaf: "leaf")
        let destination = DeepDestination()
        let report = try ContextPropagator().propagate(from: source, to: destination)
        #expect(destination.prepCtxRoot == 1 && destination.prepCtxMiddle == "middle" && destination.prepCtxLeaf == "leaf")
        #expect(Set(report.flows.map(\.reading)) == [.fieldOffset])
    }

    @Test("A class whose Mirror differs from its stored fields is read with Mirror, as its Mirror says")
    func customMirrorFallsBack() throws {
        final class Masked: CustomReflectable {
            var prepCtxCount = 1
            var customMirror: Mirror { Mirror(self, children: ["prepCtxCount": 99]) }
        }
        let destination = PlainDestination()
        let report = try ContextPropagator().propagate(from: Masked(), to: destination)
        #expect(destination.prepCtxCount == 99)
        #expect(report.flows.map(\.reading) == [.mirror])
    }

    @Test("100,000 transitions of class references keep every count balanced: nothing leaks, nothing is freed early")
    func retainCountsBalance() throws {
        weak var weakToken: Token?
        weak var weakSource: OwnershipSource?
        weak var weakDestination: OwnershipDestination?
        let deinits = DeinitCounter()
        do {
            let source = OwnershipSource(counter: deinits)
            let destination = OwnershipDestination()
            weakToken = source.token
            weakSource = source
            weakDestination = destination
            let propagator = ContextPropagator()
            for _ in 0..<100_000 {
                try propagator.propagate(from: source, to: destination)
            }
            #expect(destination.prepCtxStrong === source.prepCtxStrong)
            #expect(weakToken != nil)
        }
        #expect(weakToken == nil, "the token was released with its owners")
        #expect(weakSource == nil && weakDestination == nil)
        #expect(deinits.value == 2, "both tokens, once each")
    }

    @Test("Reads bypass a subclass's overridden getter, as Mirror does; writes go through the destination's setter")
    func gettersAndSetters() throws {
        let destination = ObservedDestination()
        try ContextPropagator().propagate(from: OverridingSource(), to: destination)
        #expect(destination.prepCtxCount == 5, "the stored value, not the override's 500")
        #expect(destination.observed == [5], "didSet ran once")
    }

    @Test("Writes reach the destination in the order the source's fields are laid out, the most derived class first, whatever order its table lists them in")
    func writeOrder() throws {
        let destination = OrderObservingDestination()
        try ContextPropagator().propagate(from: OrderedTabledSource(), to: destination)
        #expect(destination.written == ["prepCtxOwn", "prepCtxSecond", "prepCtxBase"])
        #expect(destination.prepCtxBase == 1 && destination.prepCtxOwn == 2 && destination.prepCtxSecond == 3)
    }

    @Test("A superclass's private property of a subclass property's name is not read: the subclass's is the one that flows",
          arguments: [ContextPropagator.Reflection.fieldLayout, .mirror])
    func shadowedPrivateProperty(reflection: ContextPropagator.Reflection) throws {
        let propagator = ContextPropagator(reflection: reflection)
        let destination = PlainDestination()
        let report = try propagator.propagate(from: ShadowingSource(), to: destination)
        #expect(report.flows.map(\.property) == ["prepCtxCount"], "one key, once: \(report)")
        #expect(destination.prepCtxCount == 222, "the subclass's value, not its superclass's private one")
        // A private property of another type is no mismatch either: it is not the one users see.
        let other = PlainDestination()
        #expect(try propagator.propagate(from: ShadowingOtherTypeSource(), to: other).flows.map(\.property) == ["prepCtxCount"])
        #expect(other.prepCtxCount == 333)
    }
}

/// A source whose table lists its entries inherited first and its own in reverse.
class OrderedTabledSourceBase {
    var prepCtxBase = 1
}

final class OrderedTabledSource: OrderedTabledSourceBase, ContextDeclaring {
    var prepCtxOwn = 2
    var prepCtxSecond = 3

    static var contextTable: ContextTable {
        ContextTable(OrderedTabledSource.self) { keys in
            keys.add("prepCtxBase", \.prepCtxBase)
            keys.add("prepCtxSecond", \.prepCtxSecond)
            keys.add("prepCtxOwn", \.prepCtxOwn)
        }
    }
}

final class OrderObservingDestination: ContextDeclaring {
    var written: [String] = []
    var prepCtxBase = 0 { didSet { written.append("prepCtxBase") } }
    var prepCtxOwn = 0 { didSet { written.append("prepCtxOwn") } }
    var prepCtxSecond = 0 { didSet { written.append("prepCtxSecond") } }

    static var contextTable: ContextTable {
        ContextTable(OrderObservingDestination.self) { keys in
            keys.add("prepCtxBase", \.prepCtxBase)
            keys.add("prepCtxOwn", \.prepCtxOwn)
            keys.add("prepCtxSecond", \.prepCtxSecond)
        }
    }
}

// MARK: - Fixtures

final class Token: @unchecked Sendable {
    let counter: DeinitCounter?
    init(counter: DeinitCounter? = nil) { self.counter = counter }
    deinit { counter?.increment() }
}

final class DeinitCounter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}

final class OwnershipSource {
    let token: Token
    var prepCtxStrong: Token
    weak var prepCtxWeak: Token?
    unowned var prepCtxUnowned: Token
    unowned(unsafe) var prepCtxUnsafe: Token
    var prepCtxUnmanaged: Unmanaged<Token>?
    var prepCtxCount = 42

    init(counter: DeinitCounter? = nil) {
        token = Token(counter: counter)
        prepCtxStrong = Token(counter: counter)
        prepCtxUnowned = token
        prepCtxUnsafe = token
        prepCtxWeak = token
        prepCtxUnmanaged = .passUnretained(token)
    }
}

final class OwnershipDestination: ContextDeclaring {
    var prepCtxStrong: Token?
    weak var prepCtxWeak: Token?
    var prepCtxUnowned: Token?
    var prepCtxUnsafe: Token?
    var prepCtxUnmanaged: Unmanaged<Token>?
    var prepCtxCount = 0

    static var contextTable: ContextTable {
        ContextTable(OwnershipDestination.self) { keys in
            keys.add("prepCtxStrong", \.prepCtxStrong)
            keys.add("prepCtxWeak", \.prepCtxWeak)
            keys.add("prepCtxUnowned", \.prepCtxUnowned)
            keys.add("prepCtxUnsafe", \.prepCtxUnsafe)
            keys.add("prepCtxUnmanaged", \.prepCtxUnmanaged)
            keys.add("prepCtxCount", \.prepCtxCount)
        }
    }
}

class LayoutRootSource {
    var prepCtxRoot = 1
    var other = [1, 2, 3]
}

class LayoutMiddleSource<Middle>: LayoutRootSource {
    var prepCtxMiddle: Middle
    init(middle: Middle) {
        prepCtxMiddle = middle
    }
}

final class LayoutLeafSource<Leaf>: LayoutMiddleSource<String> {
    var prepCtxLeaf: Leaf
    init(leaf: Leaf) {
        prepCtxLeaf = leaf
        super.init(middle: "middle")
    }
}

final class DeepDestination: ContextDeclaring {
    var prepCtxRoot = 0
    var prepCtxMiddle = ""
    var prepCtxLeaf = ""

    static var contextTable: ContextTable {
        ContextTable(DeepDestination.self) { keys in
            keys.add("prepCtxRoot", \.prepCtxRoot)
            keys.add("prepCtxMiddle", \.prepCtxMiddle)
            keys.add("prepCtxLeaf", \.prepCtxLeaf)
        }
    }
}

class CountSource {
    var prepCtxCount = 5
}

final class OverridingSource: CountSource {
    override var prepCtxCount: Int {
        get { 500 }
        set { super.prepCtxCount = newValue }
    }
}

final class ObservedDestination: ContextDeclaring {
    var observed: [Int] = []
    var prepCtxCount = 0 {
        didSet { observed.append(prepCtxCount) }
    }

    static var contextTable: ContextTable {
        ContextTable(ObservedDestination.self) { keys in keys.add("prepCtxCount", \.prepCtxCount) }
    }
}

class ShadowedBase {
    private var prepCtxCount = 111
    var baseCount: Int { prepCtxCount }
}

final class ShadowingSource: ShadowedBase {
    var prepCtxCount = 222
}

class ShadowedOtherTypeBase {
    private var prepCtxCount = "base"
    var baseCount: String { prepCtxCount }
}

final class ShadowingOtherTypeSource: ShadowedOtherTypeBase {
    var prepCtxCount = 333
}
