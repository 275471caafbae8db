import Testing
import PreparedHeadless

@Suite("Propagation")
struct PropagationTests {
    @Test("Prefixed properties flow from a Mirror-read source; unprefixed ones never do")
    func mirrorSourceToTable() throws {
        let source = PlainSource()
        let destination = PlainDestination()
        let report = try ContextPropagator.standard.propagate(from: source, to: destination)
        #expect(destination.prepCtxUser == User(name: "Ada"))
        #expect(destination.prepCtxCount == 3)
        #expect(destination.prepCtxRoute == .profile(id: 7, tab: "posts"))
        #expect(destination.title == "unchanged")
        #expect(report.flows.map(\.property) == ["prepCtxUser", "prepCtxCount", "prepCtxRoute"])
    }

    @Test("A source key with no destination entry is ignored, and the report says so")
    func ignoredKeys() throws {
        let report = try ContextPropagator.standard.propagate(from: PlainSource(), to: PlainDestination())
        #expect(report.ignored == ["prepCtxDraft"])
        #expect(report.description.contains("ignored  prepCtxDraft: PlainDestination has no such property"))
    }

    @Test("A destination entry the source does not give is listed as unfilled and left alone")
    func unfilledKeys() throws {
        final class Sparse { var prepCtxCount = 9 }
        let destination = PlainDestination()
        let report = try ContextPropagator.standard.propagate(from: Sparse(), to: destination)
        #expect(report.unfilled == ["prepCtxUser", "prepCtxRoute"])
        #expect(destination.prepCtxCount == 9)
        #expect(destination.prepCtxUser == nil)
    }

    @Test("A source with a table is read through it")
    func tableSourceToTable() throws {
        let destination = PlainDestination()
        let report = try ContextPropagator.standard.propagate(from: TabledSource(), to: destination)
        #expect(destination.prepCtxUser == User(name: "Grace"))
        #expect(destination.prepCtxCount == 42)
        #expect(destination.prepCtxRoute == .profile(id: 1, tab: "likes"))
        #expect(report.flows.allSatisfy { $0.conversion == .copy })
    }

    @Test("Once a plan exists, a transition between two tabled classes makes no Mirror call")
    func noMirrorOnHotPath() throws {
        let counter = ReflectionCounter()
        let propagator = ContextPropagator()
        let source = CountedTabledSource(counter: counter)
        try propagator.propagate(from: source, to: PlainDestination())
        let afterFirst = counter.count
        for _ in 0..<5 { try propagator.propagate(from: source, to: PlainDestination()) }
        #expect(counter.count == afterFirst)
        #expect(afterFirst == 0, "a tabled class is checked against the runtime's records: its custom mirror is never asked")
    }

    @Test("A class with a table whose (inherited) custom mirror hides its properties is a destination and a source like any other")
    func customMirrorWithTable() throws {
        let destination = LoggedDestination()
        try ContextPropagator.standard.propagate(from: PlainSource(), to: destination)
        #expect(destination.prepCtxCount == 3)

        let target = PlainDestination()
        let report = try ContextPropagator.standard.propagate(from: LoggedTabledSource(), to: target)
        #expect(target.prepCtxCount == 7)
        // Its layout is checked against what the default mirror shows, which its custom mirror does not change.
        #expect(report.flows.map(\.reading) == [.fieldOffset])
        #expect(ContextPropagator.standard.validate(from: LoggedTabledSource.self, to: PlainDestination.self).flows.map(\.reading)
                == [.fieldOffset], "a check from types alone says how an instance is read")

        // And its key paths are checked by the values they read, as any class's.
        let swapped = ContextPropagator.standard.validate(from: PlainSource(), to: LoggedSwappedDestination()).problems
        #expect(swapped.map(\.property) == ["prepCtxCount", "prepCtxOther"])

        // Its table is still checked against its stored properties.
        let problems = ContextPropagator.standard.validate(from: PlainSource(), to: MisspeltLoggedDestination()).problems
        #expect(problems == [
            .unknownProperty(className: "MisspeltLoggedDestination", name: "prepCtxCont", closest: "prepCtxCount"),
            .missingEntry(className: "MisspeltLoggedDestination", property: "prepCtxCount", declaringClass: "MisspeltLoggedDestination"),
        ])
    }

    @Test("A source without a table is reflected once per transition")
    func oneMirrorPerTransitionWithoutTable() throws {
        let counter = ReflectionCounter()
        let propagator = ContextPropagator()
        let source = CountedPlainSource(counter: counter)
        try propagator.propagate(from: source, to: PlainDestination())
        let afterFirst = counter.count
        try propagator.propagate(from: source, to: PlainDestination())
        #expect(counter.count == afterFirst + 1)
    }

    @Test("A custom mirror whose children vary per instance is read by label, never out of bounds")
    func varyingCustomMirror() throws {
        final class Varying: CustomReflectable {
            let extra: Bool
            var prepCtxCount: Int
            init(extra: Bool, count: Int) { self.extra = extra; prepCtxCount = count }
            var customMirror: Mirror {
                extra ? Mirror(self, children: ["first": 0, "second": 0, "prepCtxCount": prepCtxCount])
                      : Mirror(self, children: ["prepCtxCount": prepCtxCount])
            }
        }
        let propagator = ContextPropagator()
        let first = PlainDestination()
        try propagator.propagate(from: Varying(extra: true, count: 1), to: first)
        let second = PlainDestination()
        try propagator.propagate(from: Varying(extra: false, count: 2), to: second)
        #expect(first.prepCtxCount == 1)
        #expect(second.prepCtxCount == 2)
    }

    @Test("Inherited properties flow across three levels, with tables declared per class")
    func threeLevels() throws {
        let source = GrandchildSource()
        let destination = GrandchildDestination()
        let report = try ContextPropagator.standard.propagate(from: source, to: destination)
        #expect(destination.prepCtxRoot == "root from source")
        #expect(destination.prepCtxMiddle == 2)
        #expect(destination.prepCtxLeaf == User(name: "leaf"))
        #expect(Set(report.flows.map(\.property)) == ["prepCtxRoot", "prepCtxMiddle", "prepCtxLeaf"])
        #expect(GrandchildDestination.contextTable.names == ["prepCtxRoot", "prepCtxMiddle", "prepCtxLeaf"])
    }

    @Test("Inherited properties flow from a table-less source across three levels")
    func threeLevelsMirror() throws {
        let destination = GrandchildDestination()
        try ContextPropagator.standard.propagate(from: PlainGrandchild(), to: destination)
        #expect(destination.prepCtxRoot == "plain root")
        #expect(destination.prepCtxMiddle == 20)
        #expect(destination.prepCtxLeaf == User(name: "plain leaf"))
    }

    @Test("A custom prefix selects other properties")
    func customPrefix() throws {
        final class Source { var ctxName = "custom"; var prepCtxName = "default" }
        final class Destination: ContextDeclaring {
            var ctxName = ""
            static var contextTable: ContextTable {
                ContextTable(Destination.self) { $0.add("ctxName", \.ctxName) }
            }
        }
        let destination = Destination()
        try ContextPropagator(prefix: "ctx").propagate(from: Source(), to: destination)
        #expect(destination.ctxName == "custom")
    }

    @Test("An invalid prefix is refused with a message saying what a prefix must be", arguments: ["", "9lives", "has space"])
    func invalidPrefix(prefix: String) {
        #expect(throws: PropagationProblem.invalidPrefix(prefix)) {
            try ContextPropagator(prefix: prefix)
        }
        #expect(PropagationProblem.invalidPrefix(prefix).description.contains("start of a Swift identifier"))
    }

    @Test("Generic controller subclasses get one plan per specialization")
    @MainActor
    func genericControllers() throws {
        let intDetail = DetailController<Int>()
        try ContextPropagator.standard.propagate(from: ItemSource(), to: intDetail)
        #expect(intDetail.prepCtxItem == 5)

        let stringDetail = DetailController<String>()
        #expect(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: ItemSource(), to: stringDetail)
        }
        #expect(stringDetail.prepCtxItem == nil)
    }
}

// MARK: - Fixtures

final class ReflectionCounter: @unchecked Sendable {
    var count = 0
}

final class CountedTabledSource: ContextDeclaring, CustomReflectable {
    let counter: ReflectionCounter
    var prepCtxCount = 8
    init(counter: ReflectionCounter) { self.counter = counter }

    var customMirror: Mirror {
        counter.count += 1
        return Mirror(self, children: ["counter": counter, "prepCtxCount": prepCtxCount])
    }

    static var contextTable: ContextTable {
        ContextTable(CountedTabledSource.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}

/// Shows one made-up child, whatever its subclasses store.
class LoggedBase: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["id": 1]) }
}

final class LoggedDestination: LoggedBase, ContextDeclaring {
    var prepCtxCount = 0
    static var contextTable: ContextTable {
        ContextTable(LoggedDestination.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}

final class MisspeltLoggedDestination: LoggedBase, ContextDeclaring {
    var prepCtxCount = 0
    static var contextTable: ContextTable {
        ContextTable(MisspeltLoggedDestination.self) { $0.add("prepCtxCont", \.prepCtxCount) }
    }
}

class LoggedSwappedDestination: LoggedBase, ContextDeclaring {
    var prepCtxCount = 1
    var prepCtxOther = 2
    class var contextTable: ContextTable {
        ContextTable(LoggedSwappedDestination.self) { keys in
            keys.add("prepCtxCount", \.prepCtxOther)
            keys.add("prepCtxOther", \.prepCtxCount)
        }
    }
}

final class LoggedTabledSource: LoggedBase, ContextDeclaring {
    var prepCtxCount = 7
    static var contextTable: ContextTable {
        ContextTable(LoggedTabledSource.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}

final class CountedPlainSource: CustomReflectable {
    let counter: ReflectionCounter
    var prepCtxCount = 8
    init(counter: ReflectionCounter) { self.counter = counter }

    var customMirror: Mirror {
        counter.count += 1
        return Mirror(self, children: ["counter": counter, "prepCtxCount": prepCtxCount])
    }
}

class RootSource: ContextDeclaring {
    var prepCtxRoot = "root from source"
    class var contextTable: ContextTable {
        ContextTable(RootSource.self) { $0.add("prepCtxRoot", \.prepCtxRoot) }
    }
}

class MiddleSource: RootSource {
    var prepCtxMiddle = 2
    override class var contextTable: ContextTable {
        ContextTable(MiddleSource.self, inheriting: super.contextTable) { $0.add("prepCtxMiddle", \.prepCtxMiddle) }
    }
}

final class GrandchildSource: MiddleSource {
    var prepCtxLeaf = User(name: "leaf")
    override class var contextTable: ContextTable {
        ContextTable(GrandchildSource.self, inheriting: super.contextTable) { $0.add("prepCtxLeaf", \.prepCtxLeaf) }
    }
}

class RootDestination: ContextDeclaring {
    var prepCtxRoot = ""
    class var contextTable: ContextTable {
        ContextTable(RootDestination.self) { $0.add("prepCtxRoot", \.prepCtxRoot) }
    }
}

class MiddleDestination: RootDestination {
    var prepCtxMiddle = 0
    override class var contextTable: ContextTable {
        ContextTable(MiddleDestination.self, inheriting: super.contextTable) { $0.add("prepCtxMiddle", \.prepCtxMiddle) }
    }
}

final class GrandchildDestination: MiddleDestination {
    var prepCtxLeaf: User?
    override class var contextTable: ContextTable {
        ContextTable(GrandchildDestination.self, inheriting: super.contextTable) { $0.add("prepCtxLeaf", \.prepCtxLeaf) }
    }
}

class PlainRoot { var prepCtxRoot = "plain root" }
class PlainMiddle: PlainRoot { var prepCtxMiddle = 20 }
final class PlainGrandchild: PlainMiddle { var prepCtxLeaf = User(name: "plain leaf") }

final class ItemSource { var prepCtxItem = 5 }

final class DetailController<Item>: PreparedController {
    var prepCtxItem: Item?
    override class var contextTable: ContextTable {
        ContextTable(DetailController<Item>.self, inheriting: super.contextTable) { $0.add("prepCtxItem", \.prepCtxItem) }
    }
}
