import Testing
import PreparedHeadless
@testable import Prepared

@Suite("Mistakes in declarations")
struct TableMistakeTests {
    @Test("A table naming a missing property names the class, the bad name and the closest property")
    func unknownProperty() throws {
        let destination = MisspeltDestination()
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: PlainSource(), to: destination)
        }
        #expect(error.problems.contains(.unknownProperty(className: "MisspeltDestination", name: "prepCtxUsr", closest: "prepCtxUser")))
        #expect(error.description.contains(
            "MisspeltDestination's context table names 'prepCtxUsr', which is not a stored property of MisspeltDestination; did you mean 'prepCtxUser'?"
        ))
        #expect(destination.prepCtxUser == nil)
    }

    @Test("A name far from every property gets no suggestion")
    func unknownPropertyWithoutSuggestion() {
        let problem = PropagationProblem.unknownProperty(className: "A", name: "zzz", closest: nil)
        #expect(problem.description.contains("Use the name of one of its stored properties, or remove the entry."))
    }

    @Test("Two entries with one name are reported")
    func duplicate() throws {
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: PlainSource(), to: DuplicateDestination())
        }
        #expect(error.problems.contains(.duplicateEntry(className: "DuplicateDestination", name: "prepCtxCount", count: 2)))
        #expect(error.description.contains("lists 'prepCtxCount' 2 times. Keep one entry for 'prepCtxCount' and remove the others."))
    }

    @Test("An entry whose key path has another type than the named property names both types")
    func entryTypeMismatch() throws {
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: PlainSource(), to: CrossedDestination())
        }
        #expect(error.problems.contains(.entryTypeMismatch(className: "CrossedDestination", name: "prepCtxCount",
                                                           entryType: "String", propertyType: "Int")))
        #expect(error.description.contains(
            #"entry 'prepCtxCount' has a key path to a String, but the stored property prepCtxCount is an Int. Pass the property's own key path: `keys.add("prepCtxCount", \.prepCtxCount)`."#
        ))
    }

    @Test("An entry without the prefix is reported, since it would never receive a value")
    func unprefixed() throws {
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: PlainSource(), to: UnprefixedDestination())
        }
        #expect(error.problems == [.unprefixedEntry(className: "UnprefixedDestination", name: "title", prefix: "prepCtx")])
        #expect(error.description.contains("lacks the prefix 'prepCtx' and so never receives a value"))
    }

    @Test("A table built for another class is reported, and its accessors never run")
    func foreignEntry() throws {
        let destination = WrongRootDestination()
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: PlainSource(), to: destination)
        }
        #expect(error.problems.contains(.foreignEntry(className: "WrongRootDestination", name: "prepCtxCount",
                                                      declaringClass: "PlainDestination")))
        // WrongRootDestination has no superclass: the first fix compiles in it, as `super` would not.
        #expect(error.description.contains(
            "Build the table for WrongRootDestination from its own entries: "
                + "`ContextTable(WrongRootDestination.self) { keys in /* WrongRootDestination's entries */ }`, or, when a superclass"
        ))
        #expect(destination.prepCtxCount == 0)
        let fromTypes = ContextPropagator.standard.validate(from: TabledSource.self, to: WrongRootDestination.self)
        #expect(fromTypes.problems.contains { if case .foreignEntry = $0 { true } else { false } })
    }

    @Test("A source's table built for another class runs none of its accessors, not even to look for the values' problems")
    @MainActor  // ForeignRoot's counters are shared with foreignEntryDroppedOnce: the main actor runs the two one at a time.
    func foreignSourceTableNeverRuns() throws {
        ForeignRoot.reads = 0
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: ForeignTableSource(), to: CheckedCountDestination())
        }
        #expect(error.problems == [.foreignEntry(className: "ForeignTableSource", name: "prepCtxCount", declaringClass: "ForeignRoot")])
        #expect(ContextPropagator.standard.validate(from: ForeignTableSource(), to: CheckedCountDestination()).problems
                == error.problems)
        #expect(ForeignRoot.reads == 0, "the foreign key path's getter never ran on an object of another class")
    }

    @Test("An entry built for another class is dropped where the class's profile is made: no plan, check or snapshot reaches it")
    @MainActor
    func foreignEntryDroppedOnce() throws {
        ForeignRoot.reads = 0
        ForeignRoot.writes = 0
        let destination = ForeignTableDestination()
        let pipeline = PreparationPipeline(preparations: Preparations())
        let error = try #require(throws: TransitionError.self) {
            try pipeline.prepare(Segue(source: PlainSource(), destination: destination, kind: .show, identifier: nil))
        }
        guard case .propagation(let propagation) = error else {
            Issue.record("expected a propagation error, got \(error)")
            return
        }
        #expect(propagation.problems == [.foreignEntry(className: "ForeignTableDestination", name: "prepCtxCount",
                                                       declaringClass: "ForeignRoot")])
        #expect(ContextPropagator.standard.validate(from: PlainSource(), to: destination).problems == propagation.problems)
        // The snapshot taken before the steps, the plan and the dry run behind the error all skipped the entry.
        #expect(ForeignRoot.reads == 0 && ForeignRoot.writes == 0, "a foreign key path ran on an object of another class")
        #expect(destination.prepCtxCount == 0)
    }

    @Test("Strict mode: a prefixed property a tabled source leaves out of its table fails; lenient mode skips it")
    func sourceTableOmission() throws {
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator(mode: .strict).propagate(from: PartialSource(), to: PlainDestination())
        }
        #expect(error.problems == [.missingEntry(className: "PartialSource", property: "prepCtxCount", declaringClass: "PartialSource")])
        let destination = PlainDestination()
        let report = try ContextPropagator(mode: .lenient).propagate(from: PartialSource(), to: destination)
        #expect(report.skipped.map(\.property) == ["prepCtxCount"])
        #expect(destination.prepCtxUser == User(name: "partial"))
        #expect(destination.prepCtxCount == 0)
    }

    @Test("Strict mode: a prefixed property missing from the table fails the transition")
    func missingEntryStrict() throws {
        let destination = IncompleteDestination()
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator(mode: .strict).propagate(from: PlainSource(), to: destination)
        }
        #expect(error.problems == [.missingEntry(className: "IncompleteDestination", property: "prepCtxCount",
                                                 declaringClass: "IncompleteDestination")])
        #expect(error.description.contains(
            #"Add `keys.add("prepCtxCount", \.prepCtxCount)` to the context table of IncompleteDestination ("#
        ))
        #expect(destination.prepCtxUser == nil, "nothing is written")
    }

    @Test("Lenient mode: a prefixed property missing from the table is skipped and reported")
    func missingEntryLenient() throws {
        let destination = IncompleteDestination()
        let report = try ContextPropagator(mode: .lenient).propagate(from: PlainSource(), to: destination)
        #expect(destination.prepCtxUser == User(name: "Ada"))
        #expect(destination.prepCtxCount == 0)
        #expect(report.skipped.map(\.property) == ["prepCtxCount"])
        #expect(!report.ignored.contains("prepCtxCount"))
        #expect(report.description.contains("skipped  prepCtxCount: IncompleteDestination.prepCtxCount has the context prefix"))
    }

    @Test("A subclass whose table forgets super.contextTable is caught: the inherited property is missing")
    func forgottenSuper() throws {
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: PlainGrandchild(), to: ForgetfulDestination())
        }
        let problem = PropagationProblem.tableNotInherited(className: "ForgetfulDestination", superclass: "RootDestination",
                                                           properties: ["prepCtxRoot"])
        #expect(error.problems.contains(problem))
        #expect(problem.description.contains(
            "Build the table on its superclass's: `ContextTable(ForgetfulDestination.self, inheriting: super.contextTable) { keys in /* this class's entries */ }`."))
    }

    @Test("A prefixed property of a destination without any table is reported in strict mode")
    @MainActor
    func controllerWithoutTable() throws {
        final class Bare: PreparedController { var prepCtxUser: User? }
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: PlainSource(), to: Bare())
        }
        #expect(error.problems == [.missingEntry(className: "Bare", property: "prepCtxUser", declaringClass: "Bare")])
    }

    @Test("lazy var: written through its setter as a destination, read through its getter from a table")
    func lazyThroughTables() throws {
        let destination = LazyDestination()
        try ContextPropagator.standard.propagate(from: LazyTabledSource(), to: destination)
        #expect(destination.prepCtxCache == [1, 2, 3])
    }

    @Test("lazy var in a source without a table: strict fails, lenient skips, never a silent nil")
    func lazyInTablelessSource() throws {
        final class Source {
            lazy var prepCtxCache: [Int] = [9]
        }
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: Source(), to: LazyDestination())
        }
        #expect(error.problems == [.unreadableLazyProperty(className: "Source", property: "prepCtxCache")])
        #expect(error.description.contains("Source.prepCtxCache is a lazy var, which reflection shows only as its storage"))

        let destination = LazyDestination()
        let report = try ContextPropagator(mode: .lenient).propagate(from: Source(), to: destination)
        #expect(report.skipped.map(\.property) == ["prepCtxCache"])
        #expect(destination.prepCtxCache == [])
    }

    @Test("A property-wrapped destination is written through its wrapper")
    func wrappedDestination() throws {
        final class Source { var prepCtxVolume = 50 }
        let destination = WrappedDestination()
        try ContextPropagator.standard.propagate(from: Source(), to: destination)
        #expect(destination.prepCtxVolume == 10, "the wrapper clamps what it receives")
    }

    @Test("A property-wrapped property of a source without a table is reported, not read as its wrapper")
    func wrappedInTablelessSource() throws {
        final class Source { @Clamped var prepCtxVolume = 5 }
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: Source(), to: WrappedDestination())
        }
        #expect(error.problems == [.unreadableWrappedProperty(className: "Source", property: "prepCtxVolume")])
    }

    @Test("A plain stored property named with a leading underscore is no wrapper's storage: it keeps its name and does not flow")
    func underscoredPlainProperty() throws {
        final class Source: ContextDeclaring {
            var _prepCtxVolume = "loud"
            var _prepCtxLevel: Int? = 3
            var prepCtxVolume = 50
            static var contextTable: ContextTable { ContextTable() }
        }
        let destination = WrappedDestination()
        let report = try ContextPropagator.standard.propagate(from: Source(), to: destination)
        #expect(report.flows.map(\.property) == ["prepCtxVolume"])
        #expect(destination.prepCtxVolume == 10)
        #expect(ContextPropagator.standard.validate(from: Source(), to: WrappedDestination()).problems.isEmpty)
        let fromTypes = ContextPropagator.standard.validate(from: Source.self, to: WrappedDestination.self)
        #expect(fromTypes.problems.isEmpty)
        #expect(fromTypes.flows.map(\.property) == ["prepCtxVolume"])
    }

    @Test("A leading underscore is a wrapper's storage only for a type a wrapper can have")
    func wrapperTypes() {
        #expect(FieldLayout.canBeWrapper(Clamped.self))
        #expect(!FieldLayout.canBeWrapper(String.self))
        #expect(!FieldLayout.canBeWrapper(Int?.self))
        #expect(!FieldLayout.canBeWrapper([Int].self))
        #expect(!FieldLayout.canBeWrapper(((Int) -> Void).self))
        #expect(FieldLayout.propertyName(forLabel: "_prepCtxVolume", type: Clamped.self) == ("prepCtxVolume", .wrapped))
        #expect(FieldLayout.propertyName(forLabel: "_helpButton", type: AnyObject?.self) == ("_helpButton", .stored))
    }

    @Test("A let constant flows from a source; in a destination it is reported as missing, since it cannot be written")
    func letConstants() throws {
        final class Source { let prepCtxCount = 4 }
        final class Destination: ContextDeclaring {
            let prepCtxCount = 0
            static var contextTable: ContextTable { ContextTable() }
        }
        let plain = PlainDestination()
        try ContextPropagator.standard.propagate(from: Source(), to: plain)
        #expect(plain.prepCtxCount == 4)

        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: Source(), to: Destination())
        }
        #expect(error.description.contains("a let constant never can"))
    }
}

// MARK: - Fixtures

@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(wrappedValue, 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(newValue, 10) }
    }
}

/// Declares its table with another class: a copy-paste slip.
final class WrongRootDestination: ContextDeclaring {
    var prepCtxCount = 0
    static var contextTable: ContextTable {
        ContextTable(PlainDestination.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}

/// Lists only one of its two prefixed properties.
final class PartialSource: ContextDeclaring {
    var prepCtxUser: User? = User(name: "partial")
    var prepCtxCount = 5
    static var contextTable: ContextTable {
        ContextTable(PartialSource.self) { $0.add("prepCtxUser", \.prepCtxUser) }
    }
}

final class MisspeltDestination: ContextDeclaring {
    var prepCtxUser: User?
    static var contextTable: ContextTable {
        ContextTable(MisspeltDestination.self) { $0.add("prepCtxUsr", \.prepCtxUser) }
    }
}

final class DuplicateDestination: ContextDeclaring {
    var prepCtxCount = 0
    static var contextTable: ContextTable {
        ContextTable(DuplicateDestination.self) { keys in
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxCount", \.prepCtxCount)
        }
    }
}

final class CrossedDestination: ContextDeclaring {
    var prepCtxCount = 0
    var prepCtxLabel = ""
    static var contextTable: ContextTable {
        ContextTable(CrossedDestination.self) { keys in
            keys.add("prepCtxCount", \.prepCtxLabel)
            keys.add("prepCtxLabel", \.prepCtxLabel)
        }
    }
}

final class UnprefixedDestination: ContextDeclaring {
    var title = ""
    static var contextTable: ContextTable {
        ContextTable(UnprefixedDestination.self) { $0.add("title", \.title) }
    }
}

final class IncompleteDestination: ContextDeclaring {
    var prepCtxUser: User?
    var prepCtxCount = 0
    static var contextTable: ContextTable {
        ContextTable(IncompleteDestination.self) { $0.add("prepCtxUser", \.prepCtxUser) }
    }
}

final class ForgetfulDestination: RootDestination {
    var prepCtxLeaf: User?
    override class var contextTable: ContextTable {
        ContextTable(ForgetfulDestination.self) { $0.add("prepCtxLeaf", \.prepCtxLeaf) }
    }
}

final class LazyTabledSource: ContextDeclaring {
    lazy var prepCtxCache: [Int] = [1, 2, 3]
    static var contextTable: ContextTable {
        ContextTable(LazyTabledSource.self) { $0.add("prepCtxCache", \.prepCtxCache) }
    }
}

final class LazyDestination: ContextDeclaring {
    lazy var prepCtxCache: [Int] = []
    static var contextTable: ContextTable {
        ContextTable(LazyDestination.self) { $0.add("prepCtxCache", \.prepCtxCache) }
    }
}

final class WrappedDestination: ContextDeclaring {
    @Clamped var prepCtxVolume = 0
    static var contextTable: ContextTable {
        ContextTable(WrappedDestination.self) { $0.add("prepCtxVolume", \.prepCtxVolume) }
    }
}

/// The class a foreign table was built for: its getter counts the reads a plan must never make.
final class ForeignRoot: ContextDeclaring {
    nonisolated(unsafe) static var reads = 0
    nonisolated(unsafe) static var writes = 0
    var prepCtxCount: Any {
        get { Self.reads += 1; return 1 }
        set { Self.writes += 1; _ = newValue }
    }

    static var contextTable: ContextTable { ContextTable() }
}

/// Returns a table built for `ForeignRoot`: a copy-paste slip on the source side.
final class ForeignTableSource: ContextDeclaring {
    var prepCtxCount = 1  // not the entry's type (`Any`): read through the entry's key path, were it to be read
    static var contextTable: ContextTable {
        ContextTable(ForeignRoot.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}

/// A destination whose table was built for `ForeignRoot`: the slip on the destination side.
final class ForeignTableDestination: ContextDeclaring {
    var prepCtxCount = 0
    static var contextTable: ContextTable {
        ContextTable(ForeignRoot.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}

/// Takes an `Int` from an `Any`: a check that runs on the value.
final class CheckedCountDestination: ContextDeclaring {
    var prepCtxCount = 0
    static var contextTable: ContextTable {
        ContextTable(CheckedCountDestination.self) { $0.add("prepCtxCount", \.prepCtxCount) }
    }
}
