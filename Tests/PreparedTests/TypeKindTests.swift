import Testing
@testable import Prepared

/// The reads of type metadata that the field reader relies on, checked
/// against what the language says of the same types.
@Suite("Type metadata reads")
struct TypeKindTests {
    @Test("Kinds read from metadata match the types", arguments: [
        (Int.self as Any.Type, TypeKind.other), (Int?.self, .optional), (KindFixture.self, .classType),
        ((Int, String).self, .tuple), (((Int) -> Int).self, .function), ((any KindFixtureProtocol).self, .existential),
        (Any.self, .existential), (Int.Type.self, .metatype), ((any KindFixtureProtocol.Type).self, .metatype),
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
        #expect(ObjectIdentifier(TypeKind.optionalWrappedType(type)) == ObjectIdentifier(optional.wrappedType), "\(type)")
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

    @Test("The context prefix is compared byte by byte, on small and long names")
    func contextPrefix() {
        #expect("prepCtxUser".hasContextPrefix("prepCtx"))
        #expect("prepCtxAVeryLongPropertyNameThatIsNotSmall".hasContextPrefix("prepCtx"))
        #expect(!"prepCt".hasContextPrefix("prepCtx"))
        #expect(!"PrepCtxUser".hasContextPrefix("prepCtx"))
        #expect(!"title".hasContextPrefix("prepCtx"))
        #expect("ctxÉcran".hasContextPrefix("ctxÉ"))
    }
}

private protocol KindFixtureProtocol {}

private final class KindFixture {
    final class Nested {}
}

private final class KindFixtureBox<Value> {}
