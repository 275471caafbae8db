import Testing
import Prepared

@Suite("Type rules")
struct TypeRuleTests {
    let propagator = ContextPropagator()

    @Test("T into T? wraps, from a table and from Mirror")
    func wrap() throws {
        let destination = OptionalDestination()
        let report = try propagator.propagate(from: TabledValues(), to: destination)
        #expect(destination.prepCtxName == "tabled")
        #expect(report.flows.first { $0.property == "prepCtxName" }?.conversion == .wrap)

        let fromMirror = OptionalDestination()
        try propagator.propagate(from: MirrorValues(), to: fromMirror)
        #expect(fromMirror.prepCtxName == "mirrored")
    }

    @Test("T? into T unwraps a value")
    func unwrap() throws {
        let destination = ValueDestination()
        let report = try propagator.propagate(from: TabledOptionals(), to: destination)
        #expect(destination.prepCtxName == "present")
        #expect(report.flows.first?.conversion == .unwrap)
    }

    @Test("nil into a non-optional property fails, names both sides and says what to change")
    func unwrapNil() throws {
        let source = TabledOptionals()
        source.prepCtxName = nil
        let destination = ValueDestination()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: source, to: destination)
        }
        #expect(error.problems == [.nilValue(property: "prepCtxName", source: "TabledOptionals", sourceType: "String?",
                                             destination: "ValueDestination", destinationType: "String")])
        #expect(error.description.contains("TabledOptionals.prepCtxName (String?) is nil but ValueDestination.prepCtxName is a non-optional String"))
        #expect(error.description.contains("or declare it optional in ValueDestination: `var prepCtxName: String?`."))
        #expect(destination.prepCtxName == "unset")
    }

    @Test("nil from a Mirror-read source into a non-optional property fails")
    func mirrorNil() throws {
        final class NilSource { var prepCtxName: String? = nil }
        let destination = ValueDestination()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: NilSource(), to: destination)
        }
        #expect(error.problems.first?.description.contains("is nil but ValueDestination.prepCtxName is a non-optional String") == true)
    }

    @Test("nil into an optional property clears it")
    func nilIntoOptional() throws {
        final class NilSource { var prepCtxName: String? = nil }
        let destination = OptionalDestination()
        destination.prepCtxName = "old"
        try propagator.propagate(from: NilSource(), to: destination)
        #expect(destination.prepCtxName == nil)
    }

    @Test("Optionals of optionals follow the same rules from a table and from Mirror")
    func nestedOptionals() throws {
        final class MirrorSource { var prepCtxLevel: Int? = 5 }
        let fromMirror = NestedOptionalDestination()
        try propagator.propagate(from: MirrorSource(), to: fromMirror)
        #expect(fromMirror.prepCtxLevel == .some(.some(5)), "Int? into Int?? wraps")

        let fromTable = OptionalLevelDestination()
        fromTable.prepCtxLevel = 1
        let source = NestedOptionalSource()
        source.prepCtxLevel = .some(nil)
        try propagator.propagate(from: source, to: fromTable)
        #expect(fromTable.prepCtxLevel == nil)

        fromTable.prepCtxLevel = 1
        source.prepCtxLevel = nil
        let report = try propagator.propagate(from: source, to: fromTable)
        #expect(fromTable.prepCtxLevel == nil, "an outer nil into an optional destination is written, not an error")
        #expect(report.flows.first?.conversion == .unwrap)

        final class MirrorNested { var prepCtxLevel: Int?? = .some(nil) }
        let fromMirrorNested = OptionalLevelDestination()
        fromMirrorNested.prepCtxLevel = 1
        try propagator.propagate(from: MirrorNested(), to: fromMirrorNested)
        #expect(fromMirrorNested.prepCtxLevel == nil)
    }

    @Test("Implicitly unwrapped optionals receive values like optionals")
    func implicitlyUnwrapped() throws {
        let destination = IUODestination()
        try propagator.propagate(from: MirrorValues(), to: destination)
        #expect(destination.prepCtxName == "mirrored")
    }

    @Test("A weak destination holds the object weakly; an unowned one keeps no strong reference")
    func weakAndUnowned() throws {
        let anchor = Animal(name: "anchor")
        let destination = ReferenceDestination(owner: anchor)
        weak var weakBird: Bird?
        do {
            let source = ReferenceSource()
            weakBird = source.prepCtxParent
            try propagator.propagate(from: source, to: destination)
            #expect(destination.prepCtxParent === source.prepCtxParent)
            #expect(destination.prepCtxOwner === source.prepCtxOwner)
        }
        #expect(weakBird == nil, "the weak destination must not keep the bird alive")
        #expect(destination.prepCtxParent == nil)
    }

    @Test("An unowned destination keeps no strong reference")
    func unownedKeepsNoReference() throws {
        let anchor = Animal(name: "placeholder")
        let destination = ReferenceDestination(owner: anchor)
        weak var weakOwner: Animal?
        do {
            let source = ReferenceSource()
            weakOwner = source.prepCtxOwner
            try propagator.propagate(from: source, to: destination)
        }
        #expect(weakOwner == nil, "the unowned property did not keep the owner alive")
        withExtendedLifetime(anchor) {}
    }

    @Test("Enums with payloads and structs are copied")
    func enumsAndStructs() throws {
        let destination = PlainDestination()
        try propagator.propagate(from: TabledSource(), to: destination)
        #expect(destination.prepCtxRoute == .profile(id: 1, tab: "likes"))
        #expect(destination.prepCtxUser == User(name: "Grace"))
    }

    @Test("A protocol existential goes into the existential or the concrete type where the cast holds")
    func existentials() throws {
        let destination = PetDestination()
        let report = try propagator.propagate(from: PetSource(), to: destination)
        #expect((destination.prepCtxPet as? Dog) == Dog(name: "Rex"))
        #expect(destination.prepCtxDog == Dog(name: "Rex"))
        #expect(report.flows.first { $0.property == "prepCtxDog" }?.conversion == .checkedCast)
    }

    @Test("An existential holding another type is rejected with the held type named")
    func existentialRejected() throws {
        let source = PetSource()
        source.prepCtxDog = Cat(name: "Tom")
        let destination = PetDestination()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: source, to: destination)
        }
        #expect(error.problems == [.rejectedValue(property: "prepCtxDog", source: "PetSource", heldType: "Cat",
                                                  destination: "PetDestination", destinationType: "Dog")])
        #expect(error.description.contains("PetSource.prepCtxDog holds a Cat, which PetDestination.prepCtxDog (Dog) does not accept"))
        #expect(destination.prepCtxPet == nil, "a failed propagation writes nothing")
    }

    @Test("A Bird in an Animal property goes into an Animal or a Bird destination, not a Fish one")
    func classCasts() throws {
        let destination = AnimalDestination()
        try propagator.propagate(from: AnimalSource(), to: destination)
        #expect(destination.prepCtxAnimal?.name == "tweety")
        #expect(destination.prepCtxBird?.name == "tweety")

        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: AnimalSource(), to: FishDestination())
        }
        #expect(error.problems.first == .rejectedValue(property: "prepCtxBird", source: "AnimalSource", heldType: "Bird",
                                                       destination: "FishDestination", destinationType: "Fish?"))
    }

    @Test("Value types of different types are a mismatch found from the declarations", arguments: [
        "prepCtxCount", "prepCtxRatio",
    ])
    func mismatch(property: String) throws {
        let destination = MismatchDestination()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: MismatchSource(), to: destination)
        }
        let problem = try #require(error.problems.first { $0.property == property })
        #expect(problem.description.contains("MismatchSource.\(property) is"))
        #expect(problem.description.contains("Declare both properties with the same type (or T and T?), or rename one of them."))
        #expect(destination.prepCtxCount == "unchanged")
        #expect(destination.prepCtxRatio == 0)
    }

    @Test("A source without a table is held to its declared types, as one with a table is")
    func tablelessMismatch() throws {
        final class Source { var prepCtxCount = 1 }
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: Source(), to: MismatchDestination())
        }
        #expect(error.problems == [.typeMismatch(property: "prepCtxCount", source: "Source", sourceType: "Int",
                                                 destination: "MismatchDestination", destinationType: "String")])
    }

    @Test("A declaration's mismatch and a value's rejection are reported together, by propagate and validate alike")
    func everyProblemAtOnce() throws {
        final class Source {
            var prepCtxRatio: Float = 1.5
            var prepCtxBird: Animal = Fish(name: "nemo")
        }
        final class Destination: ContextDeclaring {
            var prepCtxRatio = 0.0
            var prepCtxBird: Bird?
            static var contextTable: ContextTable {
                ContextTable(Destination.self) { keys in
                    keys.add("prepCtxRatio", \.prepCtxRatio)
                    keys.add("prepCtxBird", \.prepCtxBird)
                }
            }
        }
        let expected: [PropagationProblem] = [
            .typeMismatch(property: "prepCtxRatio", source: "Source", sourceType: "Float",
                          destination: "Destination", destinationType: "Double"),
            .rejectedValue(property: "prepCtxBird", source: "Source", heldType: "Fish",
                           destination: "Destination", destinationType: "Bird?"),
        ]
        let destination = Destination()
        for _ in 0..<2 {  // the plan's first run, then its cached one
            let error = try #require(throws: PropagationError.self) { try propagator.propagate(from: Source(), to: destination) }
            #expect(error.problems == expected)
        }
        #expect(destination.prepCtxBird == nil && destination.prepCtxRatio == 0, "a failed propagation writes nothing")
        #expect(propagator.validate(from: Source(), to: Destination()).problems == expected)
    }
}

// MARK: - Fixtures

final class TabledValues: ContextDeclaring {
    var prepCtxName = "tabled"
    static var contextTable: ContextTable {
        ContextTable(TabledValues.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

final class MirrorValues {
    var prepCtxName = "mirrored"
}

final class TabledOptionals: ContextDeclaring {
    var prepCtxName: String? = "present"
    static var contextTable: ContextTable {
        ContextTable(TabledOptionals.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

final class OptionalDestination: ContextDeclaring {
    var prepCtxName: String?
    static var contextTable: ContextTable {
        ContextTable(OptionalDestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

final class ValueDestination: ContextDeclaring {
    var prepCtxName = "unset"
    static var contextTable: ContextTable {
        ContextTable(ValueDestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

final class NestedOptionalDestination: ContextDeclaring {
    var prepCtxLevel: Int??
    static var contextTable: ContextTable {
        ContextTable(NestedOptionalDestination.self) { $0.add("prepCtxLevel", \.prepCtxLevel) }
    }
}

final class NestedOptionalSource: ContextDeclaring {
    var prepCtxLevel: Int??
    static var contextTable: ContextTable {
        ContextTable(NestedOptionalSource.self) { $0.add("prepCtxLevel", \.prepCtxLevel) }
    }
}

final class OptionalLevelDestination: ContextDeclaring {
    var prepCtxLevel: Int?
    static var contextTable: ContextTable {
        ContextTable(OptionalLevelDestination.self) { $0.add("prepCtxLevel", \.prepCtxLevel) }
    }
}

final class IUODestination: ContextDeclaring {
    var prepCtxName: String!
    static var contextTable: ContextTable {
        ContextTable(IUODestination.self) { $0.add("prepCtxName", \.prepCtxName) }
    }
}

final class ReferenceSource {
    var prepCtxParent: Bird? = Bird(name: "parent")
    var prepCtxOwner = Animal(name: "owner")
}

final class ReferenceDestination: ContextDeclaring {
    weak var prepCtxParent: Bird?
    unowned var prepCtxOwner: Animal
    init(owner: Animal) { prepCtxOwner = owner }
    static var contextTable: ContextTable {
        ContextTable(ReferenceDestination.self) { keys in
            keys.add("prepCtxParent", \.prepCtxParent)
            keys.add("prepCtxOwner", \.prepCtxOwner)
        }
    }
}

final class PetSource: ContextDeclaring {
    var prepCtxPet: any Pet = Dog(name: "Rex")
    var prepCtxDog: any Pet = Dog(name: "Rex")
    static var contextTable: ContextTable {
        ContextTable(PetSource.self) { keys in
            keys.add("prepCtxPet", \.prepCtxPet)
            keys.add("prepCtxDog", \.prepCtxDog)
        }
    }
}

final class PetDestination: ContextDeclaring {
    var prepCtxPet: (any Pet)?
    var prepCtxDog = Dog(name: "placeholder")
    static var contextTable: ContextTable {
        ContextTable(PetDestination.self) { keys in
            keys.add("prepCtxPet", \.prepCtxPet)
            keys.add("prepCtxDog", \.prepCtxDog)
        }
    }
}

final class AnimalSource {
    var prepCtxAnimal: Animal = Bird(name: "tweety")
    var prepCtxBird: Animal? = Bird(name: "tweety")
}

final class AnimalDestination: ContextDeclaring {
    var prepCtxAnimal: Animal?
    var prepCtxBird: Bird?
    static var contextTable: ContextTable {
        ContextTable(AnimalDestination.self) { keys in
            keys.add("prepCtxAnimal", \.prepCtxAnimal)
            keys.add("prepCtxBird", \.prepCtxBird)
        }
    }
}

final class FishDestination: ContextDeclaring {
    var prepCtxBird: Fish?
    static var contextTable: ContextTable {
        ContextTable(FishDestination.self) { $0.add("prepCtxBird", \.prepCtxBird) }
    }
}

final class MismatchSource: ContextDeclaring {
    var prepCtxCount = 1
    var prepCtxRatio: Float = 1.5
    static var contextTable: ContextTable {
        ContextTable(MismatchSource.self) { keys in
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxRatio", \.prepCtxRatio)
        }
    }
}

final class MismatchDestination: ContextDeclaring {
    var prepCtxCount = "unchanged"
    var prepCtxRatio: Double = 0
    static var contextTable: ContextTable {
        ContextTable(MismatchDestination.self) { keys in
            keys.add("prepCtxCount", \.prepCtxCount)
            keys.add("prepCtxRatio", \.prepCtxRatio)
        }
    }
}
