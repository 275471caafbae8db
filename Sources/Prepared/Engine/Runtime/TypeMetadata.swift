/// Reads the Swift runtime's metadata of a type: its kind word, the type an
/// `Optional` wraps, a tuple's element types. The layouts are the Swift ABI's
/// (`Metadata.h` and `MetadataValues.h` in the compiler); `TypeKindTests`
/// checks every read against what the language says of the same types.
enum TypeMetadata {
    /// The kind word of a non-class type's metadata (`TypeKind.of(_:)` names them), or
    /// `nil` for a class.
    static func kind(of type: Any.Type) -> UInt? {
        guard !(type is AnyClass) else { return nil }
        // Sound: every non-class type's metadata starts with its kind word (`MetadataKind` in the compiler's
        // `MetadataValues.h`); `TypeKindTests.kinds` checks the kinds read against the language's types.
        return unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    }

    /// The type an `Optional` type wraps, read from its metadata rather than
    /// by a cast to `AnyOptional`, which looks up a conformance.
    ///
    /// `Optional`'s metadata is enum metadata (`EnumMetadata` in the
    /// compiler's `Metadata.h`): the kind word, the type descriptor, then the
    /// generic argument.
    static func optionalWrappedType(_ type: Any.Type) -> Any.Type {
        // Sound: called only for kind 0x202, whose layout is the one above;
        // `TypeKindTests.optionalWrappedType` checks it against `AnyOptional.wrappedType`.
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return metadata.load(fromByteOffset: 2 * MemoryLayout<Int>.stride, as: Any.Type.self)
    }

    /// The element types of a tuple type.
    ///
    /// Tuple metadata (`TupleTypeMetadata` in the compiler's `Metadata.h`) is
    /// the kind word, the number of elements, the labels pointer, then one
    /// (type, offset) pair of words per element.
    static func tupleElementTypes(_ type: Any.Type) -> [Any.Type] {
        // Sound: called only for kind 0x301, whose layout is the one above;
        // `TypeKindTests.tupleElementTypes` checks it against the language's types.
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let count = metadata.load(fromByteOffset: MemoryLayout<Int>.stride, as: Int.self)
        return (0..<count).map { index in
            metadata.load(fromByteOffset: MemoryLayout<Int>.stride * (3 + 2 * index), as: Any.Type.self)
        }
    }
}
