import Testing
@testable import Prepared

@Suite("Type names as a user writes them")
struct TypeNameTests {
    @Test("Plain types keep their name")
    func plainTypes() {
        #expect(TypeName.of(Int.self) == "Int")
        #expect(TypeName.of(String.self) == "String")
        #expect(TypeName.of(NameFixtureUser.self) == "NameFixtureUser")
        #expect(TypeName.of(NameFixtureClass.self) == "NameFixtureClass")
        #expect(TypeName.of(Void.self) == "()")
    }

    @Test("Optionals, arrays, dictionaries and sets are written with sugar")
    func sugar() {
        #expect(TypeName.of(Int?.self) == "Int?")
        #expect(TypeName.of([Int].self) == "[Int]")
        #expect(TypeName.of([String: Int?].self) == "[String: Int?]")
        #expect(TypeName.of(Set<Int>.self) == "Set<Int>")
        #expect(TypeName.of(Int??.self) == "Int??")
    }

    @Test("Nested generics are written with sugar at every depth")
    func nestedGenerics() {
        #expect(TypeName.of([Int?]?.self) == "[Int?]?")
        #expect(TypeName.of([Int: [String]].self) == "[Int: [String]]")
        #expect(TypeName.of(Set<[Int]>.self) == "Set<[Int]>")
        #expect(TypeName.of([[String: Set<Int>]].self) == "[[String: Set<Int>]]")
        #expect(TypeName.of(NameFixtureBox<Int?>.self) == "NameFixtureBox<Int?>")
        #expect(TypeName.of(Result<[Int], NameFixtureError>.self) == "Result<[Int], NameFixtureError>")
        #expect(TypeName.of(NameFixtureBox<[String: Int]>.self) == "NameFixtureBox<[String: Int]>")
    }

    @Test("Function types are written as printed, with sugar inside")
    func functions() {
        #expect(TypeName.of(((Int) -> Int).self) == "(Int) -> Int")
        #expect(TypeName.of(((Int?) throws -> [Int]).self) == "(Int?) throws -> [Int]")
        #expect(TypeName.of(((Int) -> Int)?.self) == "((Int) -> Int)?")
        #expect(TypeName.of((@Sendable (Int) async -> Void).self) == "@Sendable (Int) async -> ()")
        #expect(TypeName.of(((Int) -> Int?).self) == "(Int) -> Int?")
        #expect(TypeName.of([(Int) -> Int].self) == "[(Int) -> Int]")
    }

    @Test("Tuples keep their labels and get sugar inside")
    func tuples() {
        #expect(TypeName.of((Int, String).self) == "(Int, String)")
        #expect(TypeName.of((a: Int, b: String?).self) == "(a: Int, b: String?)")
    }

    @Test("Existentials are written with any, except Any and AnyObject")
    func existentials() {
        #expect(TypeName.of((any NameFixtureShape).self) == "any NameFixtureShape")
        #expect(TypeName.of((any Error).self) == "any Error")
        #expect(TypeName.of(Any.self) == "Any")
        #expect(TypeName.of(AnyObject.self) == "AnyObject")
        #expect(TypeName.of((any NameFixtureShape & NameFixtureNamed).self) == "any NameFixtureNamed & NameFixtureShape")
        #expect(TypeName.of((any NameFixtureShape & AnyObject).self) == "any NameFixtureShape & AnyObject")
    }

    @Test("Existentials inside sugar keep any, with parentheses where ? needs them")
    func existentialsInsideSugar() {
        #expect(TypeName.of((any NameFixtureShape)?.self) == "(any NameFixtureShape)?")
        #expect(TypeName.of([any NameFixtureShape].self) == "[any NameFixtureShape]")
        #expect(TypeName.of([String: any NameFixtureShape].self) == "[String: any NameFixtureShape]")
        #expect(TypeName.of(Any?.self) == "Any?")
        #expect(TypeName.of([Any].self) == "[Any]")
        #expect(TypeName.of([(any NameFixtureShape)?].self) == "[(any NameFixtureShape)?]")
    }

    @Test("Constrained existentials name their primary associated type")
    func constrainedExistentials() {
        #expect(TypeName.of((any NameFixtureContainer<Int>).self) == "any NameFixtureContainer<Int>")
        #expect(TypeName.of((any Collection<String?>).self) == "any Collection<String?>")
        #expect(TypeName.of([any Sequence<Int>].self) == "[any Sequence<Int>]")
    }

    @Test("Metatypes: existential metatypes get any, Any.Type and AnyObject.Type do not")
    func metatypes() {
        #expect(TypeName.of(Int.Type.self) == "Int.Type")
        #expect(TypeName.of((any NameFixtureShape.Type).self) == "any NameFixtureShape.Type")
        #expect(TypeName.of((any NameFixtureShape).Type.self) == "(any NameFixtureShape).Type")
        #expect(TypeName.of(Any.Type.self) == "Any.Type")
        #expect(TypeName.of(AnyObject.Type.self) == "AnyObject.Type")
    }

    @Test("Nested, private and local types are named as code in their module writes them")
    func nestedAndPrivate() {
        struct Local {}
        #expect(TypeName.of(NameFixtureOuter.Inner.self) == "NameFixtureOuter.Inner")
        #expect(TypeName.of([NameFixtureOuter.Inner].self) == "[NameFixtureOuter.Inner]")
        #expect(TypeName.of(NameFixturePrivate.self) == "NameFixturePrivate")
        #expect(TypeName.of(Local.self) == "Local")
    }

    @Test("A user's type called Optional is not sugared")
    func userOptional() {
        #expect(TypeName.of(NameFixtureOuter.Optional<Int>.self) == "NameFixtureOuter.Optional<Int>")
    }

    @Test("Plain names take a or an by their first sound")
    func articles() {
        #expect(TypeName.withArticle(Int.self) == "an Int")
        #expect(TypeName.withArticle(String.self) == "a String")
        #expect(TypeName.withArticle(NameFixtureUser.self) == "a NameFixtureUser")
        #expect(TypeName.withArticle("User") == "a User")
        #expect(TypeName.withArticle("Undo") == "an Undo")
        #expect(TypeName.withArticle("Optional<Dog>") == "an Optional<Dog>")
        #expect(TypeName.withArticle("Array<Int>") == "an Array<Int>")
        #expect(TypeName.withArticle("Animal") == "an Animal")
        #expect(TypeName.withArticle("Element") == "an Element")
        #expect(TypeName.withArticle("Euro") == "a Euro")
        #expect(TypeName.withArticle("OneShot") == "a OneShot")
        #expect(TypeName.withArticle("Outer.Inner") == "an Outer.Inner")
        #expect(TypeName.withArticle("Set<Int>") == "a Set<Int>")
        #expect(TypeName.withArticle("_Storage") == "a _Storage")
    }

    @Test("Initialisms take the article of their first letter's name")
    func initialisms() {
        #expect(TypeName.withArticle("URL") == "a URL")
        #expect(TypeName.withArticle("UIViewController") == "a UIViewController")
        #expect(TypeName.withArticle("UInt") == "a UInt")
        #expect(TypeName.withArticle("NSObject") == "an NSObject")
        #expect(TypeName.withArticle("HTTPClient") == "an HTTPClient")
        #expect(TypeName.withArticle("SKNode") == "an SKNode")
        #expect(TypeName.withArticle("IOError") == "an IOError")
        #expect(TypeName.withArticle("CGFloat") == "a CGFloat")
    }

    @Test("Names written with sugar or a keyword read 'a value of type'")
    func noArticle() {
        #expect(TypeName.withArticle([Int].self) == "a value of type [Int]")
        #expect(TypeName.withArticle(Int?.self) == "a value of type Int?")
        #expect(TypeName.withArticle((any NameFixtureShape).self) == "a value of type any NameFixtureShape")
        #expect(TypeName.withArticle(((Int) -> Int).self) == "a value of type (Int) -> Int")
        #expect(TypeName.withArticle([String: Int].self) == "a value of type [String: Int]")
        #expect(TypeName.withArticle((Int, Int).self) == "a value of type (Int, Int)")
        #expect(TypeName.withArticle(NameFixtureBox<Int?>.self) == "a NameFixtureBox<Int?>",
                "sugar inside generic arguments does not take the article away")
    }
}

// MARK: - Fixtures

private struct NameFixtureUser {}
private final class NameFixtureClass {}
private struct NameFixtureBox<T> {}
private struct NameFixtureError: Error {}
private protocol NameFixtureShape {}
private protocol NameFixtureNamed {}
private protocol NameFixtureContainer<Element> { associatedtype Element }
private struct NameFixturePrivate {}
private enum NameFixtureOuter {
    struct Inner {}
    struct Optional<Wrapped> {}
}
