import Testing
import PreparedHeadless

@Suite("Validation before release")
struct ValidationTests {
    @Test("From types alone: the keys that flow, how, and what is ignored and unfilled")
    func fromTypes() {
        let report = ContextPropagator.standard.validate(from: TabledOptionals.self, to: OptionalDestination.self)
        #expect(report.isValid)
        let flow = report.flows.first
        #expect(report.flows.count == 1)
        #expect(flow?.property == "prepCtxName")
        #expect(flow?.sourceType == "String?")
        #expect(flow?.destinationType == "String?")
        #expect(flow?.conversion == .copy)
    }

    @Test("From types alone: a mismatch is found without any instance")
    func fromTypesMismatch() {
        let report = ContextPropagator.standard.validate(from: MismatchSource.self, to: MismatchDestination.self)
        #expect(!report.isValid)
        #expect(report.problems == [
            .typeMismatch(property: "prepCtxCount", source: "MismatchSource", sourceType: "Int",
                          destination: "MismatchDestination", destinationType: "String"),
            .typeMismatch(property: "prepCtxRatio", source: "MismatchSource", sourceType: "Float",
                          destination: "MismatchDestination", destinationType: "Double"),
        ])
        #expect(report.description.contains("fails    MismatchSource.prepCtxCount is an Int but MismatchDestination.prepCtxCount is a String"))
    }

    @Test("From types alone: a source without a table offers its prefixed properties, read from its type's records")
    @MainActor
    func fromTypesWithoutTable() {
        final class Bare: PreparedController {}
        let bare = ContextPropagator.standard.validate(from: Bare.self, to: ProfileController.self)
        #expect(bare.isValid, "\(bare)")
        #expect(bare.flows.map(\.property).isEmpty)
        final class SourceOnly: PreparedController {
            var prepCtxUser: User? = User(name: "Ada")
            var prepCtxTheme = 3
        }
        let sourceOnly = ContextPropagator.standard.validate(from: SourceOnly.self, to: ProfileController.self)
        #expect(sourceOnly.flows.map(\.property) == ["prepCtxUser"], "\(sourceOnly)")
        #expect(sourceOnly.problems == [.typeMismatch(property: "prepCtxTheme", source: "SourceOnly", sourceType: "Int",
                                                      destination: "ProfileController", destinationType: "String")])
    }

    @Test("From types alone: a destination without a table accepts nothing and needs no check")
    @MainActor
    func destinationWithoutTable() {
        final class Tips: PreparedController {}
        let report = ContextPropagator.standard.validate(from: ProfileController.self, to: Tips.self)
        #expect(report.isValid, "\(report)")
        #expect(report.flows.map(\.property).isEmpty)
        #expect(!report.ignored.isEmpty, "the source's keys are ignored, as on instances")
    }

    @Test("From instances: a table-less source, with its current values checked")
    func fromInstances() {
        let report = ContextPropagator.standard.validate(from: PlainSource(), to: PlainDestination())
        #expect(report.isValid)
        #expect(report.flows.map(\.property) == ["prepCtxUser", "prepCtxCount", "prepCtxRoute"])
        #expect(report.ignored == ["prepCtxDraft"])
    }

    @Test("From instances: a value that would fail is reported, and nothing is written")
    func fromInstancesWouldFail() {
        let source = TabledOptionals()
        source.prepCtxName = nil
        let destination = ValueDestination()
        let report = ContextPropagator.standard.validate(from: source, to: destination)
        #expect(report.problems.map(\.property) == ["prepCtxName"])
        #expect(report.flows.map(\.conversion) == [.unwrap])
        #expect(destination.prepCtxName == "unset")
    }

    @Test("The report of a transition that ran is the one validation gives")
    func reportOfARun() throws {
        let propagator = ContextPropagator()
        let ran = try propagator.propagate(from: PlainSource(), to: PlainDestination())
        let checked = propagator.validate(from: PlainSource(), to: PlainDestination())
        #expect(ran.description == checked.description)
        #expect(ran.description == """
            PlainSource → PlainDestination: 3 keys flow, 1 ignored
              flows    prepCtxUser: User? → User?
              flows    prepCtxCount: Int → Int
              flows    prepCtxRoute: Route → Route
              ignored  prepCtxDraft: PlainDestination has no such property
            """)
    }
}

@Suite("All or nothing")
struct AtomicityTests {
    @Test("When a later key fails, the earlier keys are not written either")
    func failureWritesNothing() throws {
        let source = MixedSource()
        let destination = MixedDestination()
        #expect(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: source, to: destination)
        }
        #expect(destination.prepCtxFirst == "before")
        #expect(destination.prepCtxPet == nil)
        #expect(destination.prepCtxLast == "before")
    }

    @Test("Every failing key is listed, not only the first")
    func everyProblemListed() throws {
        let source = MixedSource()
        source.prepCtxPet = Cat(name: "Tom")
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: source, to: MixedDestination())
        }
        #expect(error.problems.map(\.property) == ["prepCtxPet", "prepCtxLast"])
        #expect(error.description.hasPrefix("Prepared could not pass context from MixedSource to MixedDestination; nothing was written."))
    }

    @Test("A Mirror-read source that fails writes nothing")
    func mirrorFailureWritesNothing() throws {
        final class Source {
            var prepCtxFirst = "after"
            var prepCtxLast: String? = nil
        }
        let destination = MixedDestination()
        #expect(throws: PropagationError.self) {
            try ContextPropagator.standard.propagate(from: Source(), to: destination)
        }
        #expect(destination.prepCtxFirst == "before")
    }
}

// MARK: - Fixtures

final class MixedSource: ContextDeclaring {
    var prepCtxFirst = "after"
    var prepCtxPet: any Pet = Dog(name: "Rex")
    var prepCtxLast: String? = nil
    static var contextTable: ContextTable {
        ContextTable(MixedSource.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxFirst)
            keys.add("prepCtxPet", \.prepCtxPet)
            keys.add("prepCtxLast", \.prepCtxLast)
        }
    }
}

final class MixedDestination: ContextDeclaring {
    var prepCtxFirst = "before"
    var prepCtxPet: Dog?
    var prepCtxLast = "before"
    static var contextTable: ContextTable {
        ContextTable(MixedDestination.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxFirst)
            keys.add("prepCtxPet", \.prepCtxPet)
            keys.add("prepCtxLast", \.prepCtxLast)
        }
    }
}
