import Testing
@testable import Prepared

/// The reads of type metadata that the field reader relies on, checked
/// against what the language says of the same types.
@Suite("Type metadata reads")
struct TypeKindTests {
    @Test("Kinds read from metadata match the types", arguments: [
        (Int.self as Any.Type, TypeKind.other), (Int?.self, .optional), (KindFixture.self, .classType),
        ((Int, String).self, .tuple), (((Int) -> Int).self, .function), ((any KindFixtureProtocol).self, .existential),
        (Any.self, .existential), (Int.Type.self, .metatype), ((any KindFixtureProtocol.Type).self, .existentialMetatype),
    ])
    func kinds(type: Any.Type, kind: TypeKind) {
        #expect(TypeKind.of(type) == kind, "\(type)")
    }

    @Test("An optional's wrapped type read from its metadata is the one the language binds", arguments: [
        Int?.self as Any.Type, String??.self, KindFixture?.self, (any KindFixtureProtocol)?.self,
        (() -> Void)?.self, [Int?]?.self, (Int, String)?.self,
    ])
    func optionalWrappedType(type: Any.Type) throws {
        let optional = try #require(type as? any AnyOptional.Type)
        #expect(TypeKind.of(type) == .optional)
        #expect(ObjectIdentifier(TypeMetadata.optionalWrappedType(type)) == ObjectIdentifier(optional.wrappedType), "\(type)")
    }

    @Test("A tuple's element types read from its metadata are the ones the language binds")
    func tupleElementTypes() {
        let read = TypeMetadata.tupleElementTypes((Int, String?, (Int) -> Void, KindFixture).self).map(ObjectIdentifier.init)
        let expected: [Any.Type] = [Int.self, String?.self, ((Int) -> Void).self, KindFixture.self]
        #expect(read == expected.map(ObjectIdentifier.init))
        #expect(TypeMetadata.tupleElementTypes((a: Int, b: Bool).self).map(ObjectIdentifier.init)
                == [ObjectIdentifier(Int.self), ObjectIdentifier(Bool.self)])
    }

    @Test("Functions and metatypes, alone or inside optionals and tuples, are not copied by their declared type")
    func contextFreeRepresentation() {
        #expect(TypeKind.hasContextFreeRepresentation(Int?.self))
        #expect(TypeKind.hasContextFreeRepresentation((Int, String?).self))
        #expect(!TypeKind.hasContextFreeRepresentation((() -> Void)?.self))
        #expect(!TypeKind.hasContextFreeRepresentation(((@Sendable () -> Void)?)?.self))
        #expect(!TypeKind.hasContextFreeRepresentation((Int, Int.Type).self))
        #expect(!TypeKind.hasContextFreeRepresentation(KindFixture.Type?.self))
    }

    @Test("Class names read from the runtime are the ones String(describing:) prints", arguments: [
        KindFixture.self as Any.Type, KindFixture.Nested.self, KindFixtureBox<Int?>.self, KindFixtureBox<KindFixture.Nested>.self,
    ])
    func unqualifiedNames(type: Any.Type) {
        #expect(TypeName.unqualified(type) == String(describing: type))
    }

    @Test("The context prefix check answers as hasPrefix does, from the bytes where they suffice", arguments: [
        ("prepCtxUser", "prepCtx"), ("prepCtxAVeryLongPropertyNameThatIsNotSmall", "prepCtx"), ("prepCt", "prepCtx"),
        ("PrepCtxUser", "prepCtx"), ("title", "prepCtx"), ("prepCtx", "prepCtx"),
        // Non-ASCII: precomposed and decomposed forms, a combining mark right
        // after the prefix, and the Kelvin sign, canonically equivalent to K.
        ("ctxÉcran", "ctxÉ"), ("ctxE\u{301}cran", "ctxÉ"), ("ctxÉcran", "ctxE\u{301}"), ("ctx\u{301}User", "ctx"),
        ("\u{212A}elvin", "K"), ("Kelvin", "\u{212A}"), ("écran", "ctx"),
        // A prepended character joins the ASCII one after it; a carriage return its line feed.
        ("p\u{0600}x", "p\u{0600}"), ("x\u{0600}\u{0600}y", "x\u{0600}\u{0600}"), ("a\r\n", "a\r"),
    ])
    func contextPrefix(name: String, prefix: String) {
        #expect(name.hasContextPrefix(prefix) == name.hasPrefix(prefix), "\(name) \(prefix)")
    }

    @Test("The context prefix check decides ASCII names from their bytes")
    func asciiPrefix() {
        #expect("prepCtxUser".hasContextPrefix("prepCtx"))
        #expect(!"prepCt".hasContextPrefix("prepCtx"))
        #expect(!"title".hasContextPrefix("prepCtx"))
    }
}

private protocol KindFixtureProtocol {}

private final class KindFixture {
    final class Nested {}
}

private final class KindFixtureBox<Value> {}
