/// The kind of a Swift type, as far as the type rules need it.
enum TypeKind: Equatable {
    case classType
    case existential
    case optional
    case other

    /// Reads the kind from the type's runtime metadata.
    ///
    /// The first word of non-class metadata is its kind, a value fixed by the
    /// Swift ABI (`MetadataKind` in the compiler's `MetadataValues.h`):
    /// `0x202` for `Optional`, `0x303` for an existential such as `any P`,
    /// `Any` or `AnyObject`, `0x306` for an existential metatype and `0x307`
    /// for a constrained existential such as `any Collection<Int>`. Classes
    /// are recognised first, with a cast, because on Apple platforms their
    /// first word is an isa pointer rather than a kind.
    static func of(_ type: Any.Type) -> TypeKind {
        if type is AnyClass {
            return .classType
        }
        let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
        switch kind {
        case 0x202: return .optional
        case 0x303, 0x306, 0x307: return .existential
        default: return .other
        }
    }
}
