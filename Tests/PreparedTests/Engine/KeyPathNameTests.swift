import Testing
import Prepared

// A table entry writes its name and its key path; the two must address the
// same property, or a value would land in the wrong place without a word.

@Suite("Names and key paths of table entries")
struct KeyPathNameTests {
    let propagator = ContextPropagator()

    @Test("An entry whose key path addresses a property without the prefix is a table problem, and nothing is written")
    func keyPathToAnotherProperty() throws {
        let destination = TitleMixUp()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: TitleSource(), to: destination)
        }
        #expect(error.problems == [.keyPathMismatch(className: "TitleMixUp", name: "prepCtxTitle", addressed: "title")])
        #expect(error.problems[0].description == "TitleMixUp's context table entry 'prepCtxTitle' has a key path to title, "
            + "not to prepCtxTitle, so prepCtxTitle would never receive its value. "
            + #"Pass the property's own key path: `keys.add("prepCtxTitle", \.prepCtxTitle)`."#)
        #expect(destination.title == "untouched")
        #expect(destination.prepCtxTitle == "untouched")
    }

    @Test("Swapped key paths of one type are found from the declarations alone, in a final class")
    func swappedKeyPathsFromTypes() {
        let report = propagator.validate(from: SwappedNames.self, to: SwappedNames.self)
        #expect(report.problems == [
            .keyPathMismatch(className: "SwappedNames", name: "prepCtxFirst", addressed: "prepCtxLast"),
            .keyPathMismatch(className: "SwappedNames", name: "prepCtxLast", addressed: "prepCtxFirst"),
        ])
    }

    @Test("Swapped key paths are found at the first transition, by the values they read, in a class that is not final")
    func swappedKeyPathsFromValues() throws {
        let destination = OpenSwappedNames()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: NameSource(), to: destination)
        }
        #expect(error.problems == [
            .keyPathMismatch(className: "OpenSwappedNames", name: "prepCtxFirst", addressed: "prepCtxLast"),
            .keyPathMismatch(className: "OpenSwappedNames", name: "prepCtxLast", addressed: "prepCtxFirst"),
        ])
        #expect(destination.prepCtxFirst == "Grace" && destination.prepCtxLast == "Hopper", "nothing was written")
        #expect(!propagator.validate(from: NameSource(), to: OpenSwappedNames()).isValid)
    }

    @Test("Swapped key paths over class references and optional structs are found by the values they read, in a class that is not final")
    func swappedReferenceAndOptionalKeyPaths() throws {
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: NameSource(), to: OpenSwappedReferences())
        }
        #expect(error.problems == [
            .keyPathMismatch(className: "OpenSwappedReferences", name: "prepCtxOwner", addressed: "prepCtxEditor"),
            .keyPathMismatch(className: "OpenSwappedReferences", name: "prepCtxEditor", addressed: "prepCtxOwner"),
            .keyPathMismatch(className: "OpenSwappedReferences", name: "prepCtxHome", addressed: "prepCtxWork"),
            .keyPathMismatch(className: "OpenSwappedReferences", name: "prepCtxWork", addressed: "prepCtxHome"),
        ])
        let right = propagator.validate(from: NameSource(), to: OpenReferences())
        #expect(right.problems.isEmpty, "\(right)")
    }

    @Test("Swapped key paths over existentials are found by the values they hold, compared by their own types")
    func swappedExistentialKeyPaths() throws {
        let report = propagator.validate(from: NameSource(), to: OpenSwappedExistentials())
        #expect(report.problems == [
            .keyPathMismatch(className: "OpenSwappedExistentials", name: "prepCtxShape", addressed: "prepCtxOutline"),
            .keyPathMismatch(className: "OpenSwappedExistentials", name: "prepCtxOutline", addressed: "prepCtxShape"),
            .keyPathMismatch(className: "OpenSwappedExistentials", name: "prepCtxAnything", addressed: "prepCtxOther"),
            .keyPathMismatch(className: "OpenSwappedExistentials", name: "prepCtxOther", addressed: "prepCtxAnything"),
        ])
    }

    @Test("Right entries over a padded struct that is not Equatable pass, and its values arrive")
    func paddedStructs() throws {
        let destination = OpenPaddedDestination()
        let source = OpenPaddedDestination()
        source.prepCtxFirstSpan = PaddedSpan(flag: true, length: 7)
        source.prepCtxSecondSpan = PaddedSpan(flag: false, length: 9)
        try propagator.propagate(from: source, to: destination)
        #expect(destination.prepCtxFirstSpan.length == 7 && destination.prepCtxSecondSpan.length == 9)
    }

    @Test("Swapped key paths over Any properties holding equal strings in two buffers are found once an instance's values differ")
    func swapOverEqualExistentialsIsFoundLater() throws {
        let twins = OpenSwappedAnyNames(first: String(repeating: "same ", count: 8), second: String(repeating: "same ", count: 8))
        #expect(propagator.validate(from: NameSource(), to: twins).problems.isEmpty, "equal values cannot tell the two apart")
        let later = ContextPropagator().validate(from: NameSource(), to: OpenSwappedAnyNames(first: "one", second: "two"))
        #expect(later.problems == [
            .keyPathMismatch(className: "OpenSwappedAnyNames", name: "prepCtxFirstAny", addressed: "prepCtxSecondAny"),
            .keyPathMismatch(className: "OpenSwappedAnyNames", name: "prepCtxSecondAny", addressed: "prepCtxFirstAny"),
        ])
    }

    @Test("A key path to another Any property whose value a base class's == would accept is still found")
    func existentialsOfTwoClassesAreTwoValues() throws {
        let report = propagator.validate(from: NameSource(), to: OpenMisaddressedModel())
        #expect(report.problems == [
            .keyPathMismatch(className: "OpenMisaddressedModel", name: "prepCtxItem", addressed: "item"),
        ])
    }

    @Test("Swapped key paths that the first instance's equal values hide are found on a later instance whose values differ")
    func swapHiddenByEqualValuesIsFoundLater() throws {
        let hidden = propagator.validate(from: NameSource(), to: OpenSwappedCounts(first: 5, second: 5))
        #expect(hidden.problems.isEmpty, "equal values cannot tell the two properties apart")

        let destination = OpenSwappedCounts(first: 1, second: 2)
        let error = try #require(throws: PropagationError.self) {
            try ContextPropagator().propagate(from: NameSource(), to: destination)
        }
        #expect(error.problems == [
            .keyPathMismatch(className: "OpenSwappedCounts", name: "prepCtxFirstCount", addressed: "prepCtxSecondCount"),
            .keyPathMismatch(className: "OpenSwappedCounts", name: "prepCtxSecondCount", addressed: "prepCtxFirstCount"),
        ])
        #expect(destination.prepCtxFirstCount == 1 && destination.prepCtxSecondCount == 2, "nothing was written")
        let later = ContextPropagator().validate(from: NameSource(), to: OpenSwappedCounts(first: 7, second: 7))
        #expect(later.problems.count == 2, "what a later instance settled stays settled")
    }

    @Test("Swapped key paths are found at the first transition when both properties hold equal values in separate storage")
    func swappedKeyPathsOverEqualValues() throws {
        let destination = EqualSwappedNames()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: NameSource(), to: destination)
        }
        #expect(error.problems == [
            .keyPathMismatch(className: "EqualSwappedNames", name: "prepCtxFirst", addressed: "prepCtxLast"),
            .keyPathMismatch(className: "EqualSwappedNames", name: "prepCtxLast", addressed: "prepCtxFirst"),
        ])
        #expect(destination.prepCtxFirst == EqualSwappedNames.placeholder(), "nothing was written")
    }

    @Test("Swapped optional key paths over equal strings in two buffers are found too")
    func swappedOptionalKeyPathsOverEqualValues() throws {
        final class OptionalSource {
            var prepCtxFirst: String? = "Ada"
            var prepCtxLast: String? = "Lovelace"
        }
        final class EqualSwappedOptionals: ContextDeclaring {
            var prepCtxFirst: String? = EqualSwappedNames.placeholder()
            var prepCtxLast: String? = EqualSwappedNames.placeholder()

            static var contextTable: ContextTable {
                ContextTable(EqualSwappedOptionals.self) { keys in
                    keys.add("prepCtxFirst", \.prepCtxLast)
                    keys.add("prepCtxLast", \.prepCtxFirst)
                }
            }
        }
        let destination = EqualSwappedOptionals()
        let error = try #require(throws: PropagationError.self) {
            try propagator.propagate(from: OptionalSource(), to: destination)
        }
        #expect(error.problems.map(\.property) == ["prepCtxFirst", "prepCtxLast"])
        #expect(destination.prepCtxFirst == EqualSwappedNames.placeholder(), "nothing was written")
    }

    @Test("A key path through another property, or to a computed one, is found when its value differs from the named property's")
    func keyPathPastTheProperty() throws {
        let destination = NestedMixUp()
        destination.prepCtxName = "named"
        destination.prepCtxUser = User(name: "nested")
        let problems = propagator.validate(from: TitleSource(), to: destination).problems
        #expect(problems == [
            .keyPathMismatch(className: "NestedMixUp", name: "prepCtxName", addressed: nil),
            // The computed property reads `backing`, the one stored property holding its value.
            .keyPathMismatch(className: "NestedMixUp", name: "prepCtxCount", addressed: "backing"),
        ])
    }

    @Test("What values cannot tell: a key path past the property while both read equal values, swapped wrapped properties")
    func auditLimits() {
        // Docs/Design.md ("Tables and accessors") states both limits; these tests fail the day either is lifted.
        withKnownIssue("the audit compares a key path's value with stored properties only") {
            #expect(!propagator.validate(from: TitleSource(), to: EqualNestedMixUp()).isValid)
        }
        withKnownIssue("a property wrapper's storage holds its value in a form of the wrapper's choosing") {
            #expect(!propagator.validate(from: TitleSource(), to: SwappedWrapped()).isValid)
        }
    }

    @Test("Right key paths pass, in final classes and in open ones")
    func rightKeyPathsPass() throws {
        let destination = OpenNames()
        try propagator.propagate(from: NameSource(), to: destination)
        #expect(destination.prepCtxFirst == "Ada" && destination.prepCtxLast == "Lovelace")
        #expect(propagator.validate(from: SwappedNames.self, to: RightNames.self).problems.count == 2)
        #expect(propagator.validate(from: RightNames.self, to: RightNames.self).isValid)
    }
}

// MARK: - Fixtures

final class TitleSource {
    var prepCtxTitle = "From the source"
}

final class TitleMixUp: ContextDeclaring {
    var prepCtxTitle = "untouched"
    var title = "untouched"

    static var contextTable: ContextTable {
        ContextTable(TitleMixUp.self) { keys in keys.add("prepCtxTitle", \.title) }
    }
}

final class NameSource {
    var prepCtxFirst = "Ada"
    var prepCtxLast = "Lovelace"
}

final class SwappedNames: ContextDeclaring {
    var prepCtxFirst = ""
    var prepCtxLast = ""

    static var contextTable: ContextTable {
        ContextTable(SwappedNames.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxLast)
            keys.add("prepCtxLast", \.prepCtxFirst)
        }
    }
}

/// Two properties of one type holding equal strings too long to be stored
/// inline, each in its own buffer: equal values in different bytes.
final class EqualSwappedNames: ContextDeclaring {
    static func placeholder() -> String { String(repeating: "not yet known ", count: 4) }

    var prepCtxFirst = placeholder()
    var prepCtxLast = placeholder()

    static var contextTable: ContextTable {
        ContextTable(EqualSwappedNames.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxLast)
            keys.add("prepCtxLast", \.prepCtxFirst)
        }
    }
}

final class RightNames: ContextDeclaring {
    var prepCtxFirst = ""
    var prepCtxLast = ""

    static var contextTable: ContextTable {
        ContextTable(RightNames.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxFirst)
            keys.add("prepCtxLast", \.prepCtxLast)
        }
    }
}

class OpenSwappedNames: ContextDeclaring {
    var prepCtxFirst = "Grace"
    var prepCtxLast = "Hopper"

    class var contextTable: ContextTable {
        ContextTable(OpenSwappedNames.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxLast)
            keys.add("prepCtxLast", \.prepCtxFirst)
        }
    }
}

class OpenNames: ContextDeclaring {
    var prepCtxFirst = "Grace"
    var prepCtxLast = "Hopper"

    class var contextTable: ContextTable {
        ContextTable(OpenNames.self) { keys in
            keys.add("prepCtxFirst", \.prepCtxFirst)
            keys.add("prepCtxLast", \.prepCtxLast)
        }
    }
}

final class Person {}

struct Address: Equatable {
    var street: String
}

/// Two references to different objects and two optional structs with different values, swapped.
class OpenSwappedReferences: ContextDeclaring {
    var prepCtxOwner = Person()
    var prepCtxEditor = Person()
    var prepCtxHome: Address? = Address(street: "Main Street")
    var prepCtxWork: Address? = Address(street: "Market Street")

    class var contextTable: ContextTable {
        ContextTable(OpenSwappedReferences.self) { keys in
            keys.add("prepCtxOwner", \.prepCtxEditor)
            keys.add("prepCtxEditor", \.prepCtxOwner)
            keys.add("prepCtxHome", \.prepCtxWork)
            keys.add("prepCtxWork", \.prepCtxHome)
        }
    }
}

class OpenReferences: ContextDeclaring {
    var prepCtxOwner = Person()
    var prepCtxEditor = Person()
    var prepCtxHome: Address? = Address(street: "Main Street")
    var prepCtxWork: Address? = Address(street: "Market Street")

    class var contextTable: ContextTable {
        ContextTable(OpenReferences.self) { keys in
            keys.add("prepCtxOwner", \.prepCtxOwner)
            keys.add("prepCtxEditor", \.prepCtxEditor)
            keys.add("prepCtxHome", \.prepCtxHome)
            keys.add("prepCtxWork", \.prepCtxWork)
        }
    }
}

protocol KeyPathShape {}
extension Int: KeyPathShape {}

/// Existential properties, `any P` and `Any`, with swapped key paths.
class OpenSwappedExistentials: ContextDeclaring {
    var prepCtxShape: any KeyPathShape = 1
    var prepCtxOutline: any KeyPathShape = 2
    var prepCtxAnything: Any = "one"
    var prepCtxOther: Any = "two"

    class var contextTable: ContextTable {
        ContextTable(OpenSwappedExistentials.self) { keys in
            keys.add("prepCtxShape", \.prepCtxOutline)
            keys.add("prepCtxOutline", \.prepCtxShape)
            keys.add("prepCtxAnything", \.prepCtxOther)
            keys.add("prepCtxOther", \.prepCtxAnything)
        }
    }
}

/// Swapped key paths over two integers whose values an instance chooses.
class OpenSwappedCounts: ContextDeclaring {
    var prepCtxFirstCount: Int
    var prepCtxSecondCount: Int

    init(first: Int, second: Int) {
        prepCtxFirstCount = first
        prepCtxSecondCount = second
    }

    class var contextTable: ContextTable {
        ContextTable(OpenSwappedCounts.self) { keys in
            keys.add("prepCtxFirstCount", \.prepCtxSecondCount)
            keys.add("prepCtxSecondCount", \.prepCtxFirstCount)
        }
    }
}

/// A struct with padding between its fields, and no `==`.
struct PaddedSpan {
    var flag: Bool
    var length: Int
}

class OpenPaddedDestination: ContextDeclaring {
    var prepCtxFirstSpan = PaddedSpan(flag: false, length: 0)
    var prepCtxSecondSpan = PaddedSpan(flag: false, length: 0)

    class var contextTable: ContextTable {
        ContextTable(OpenPaddedDestination.self) { keys in
            keys.add("prepCtxFirstSpan", \.prepCtxFirstSpan)
            keys.add("prepCtxSecondSpan", \.prepCtxSecondSpan)
        }
    }
}

class OpenSwappedAnyNames: ContextDeclaring {
    var prepCtxFirstAny: Any
    var prepCtxSecondAny: Any

    init(first: String, second: String) {
        // Built at run time, so that equal strings sit in two buffers.
        prepCtxFirstAny = String(first.reversed().reversed())
        prepCtxSecondAny = String(second.reversed().reversed())
    }

    class var contextTable: ContextTable {
        ContextTable(OpenSwappedAnyNames.self) { keys in
            keys.add("prepCtxFirstAny", \.prepCtxSecondAny)
            keys.add("prepCtxSecondAny", \.prepCtxFirstAny)
        }
    }
}

/// A model compared by identifier, and a subclass the base's `==` accepts.
class KeyPathModel: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (lhs: KeyPathModel, rhs: KeyPathModel) -> Bool { lhs.id == rhs.id }
}

final class SpecialKeyPathModel: KeyPathModel {}

/// An entry whose key path reads `item`, a plain model equal by `==` to the special one the entry names.
class OpenMisaddressedModel: ContextDeclaring {
    var prepCtxItem: Any = SpecialKeyPathModel(id: 1)
    var item: Any = KeyPathModel(id: 1)

    class var contextTable: ContextTable {
        ContextTable(OpenMisaddressedModel.self) { keys in
            keys.add("prepCtxItem", \.item)
        }
    }
}

class NestedMixUp: ContextDeclaring {
    var prepCtxName = ""
    var prepCtxUser = User(name: "")
    var prepCtxCount = 1
    var backing = 2
    var computedCount: Int {
        get { backing }
        set { backing = newValue }
    }

    class var contextTable: ContextTable {
        ContextTable(NestedMixUp.self) { keys in
            keys.add("prepCtxName", \.prepCtxUser.name)
            keys.add("prepCtxUser", \.prepCtxUser)
            keys.add("prepCtxCount", \.computedCount)
        }
    }
}

/// `NestedMixUp`'s mistakes, with values that hide them: the nested and computed values equal the named ones.
final class EqualNestedMixUp: NestedMixUp {
    override init() {
        super.init()
        backing = 1
    }

    override class var contextTable: ContextTable {
        ContextTable(EqualNestedMixUp.self, inheriting: super.contextTable) { _ in }
    }
}

final class SwappedWrapped: ContextDeclaring {
    @Clamped var prepCtxLow = 1
    @Clamped var prepCtxHigh = 2

    static var contextTable: ContextTable {
        ContextTable(SwappedWrapped.self) { keys in
            keys.add("prepCtxLow", \.prepCtxHigh)
            keys.add("prepCtxHigh", \.prepCtxLow)
        }
    }
}
