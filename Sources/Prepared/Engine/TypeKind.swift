/// The kind of a Swift type, as far as the type rules, the field reader and type names need it.
package enum TypeKind: Equatable {
    case classType
    case existential
    case optional
    case function
    case metatype
    case existentialMetatype
    case tuple
    case other

    /// Reads the kind from the type's runtime metadata.
    ///
    /// The first word of non-class metadata is its kind, a value fixed by the
    /// Swift ABI (`MetadataKind` in the compiler's `MetadataValues.h`):
    /// `0x202` for `Optional`, `0x301` for a tuple, `0x302` for a function,
    /// `0x303` for an existential such as `any P`, `Any` or `AnyObject`,
    /// `0x304` for a metatype, `0x306` for an existential metatype and
    /// `0x307` for a constrained existential such as `any Collection<Int>`.
    /// Classes are recognised first, with a cast, because on Apple platforms
    /// their first word is an isa pointer rather than a kind.
    package static func of(_ type: Any.Type) -> TypeKind {
        guard let kind = TypeMetadata.kind(of: type) else {
            return .classType
        }
        switch kind {
        case 0x202: return .optional
        case 0x301: return .tuple
        case 0x302: return .function
        case 0x303, 0x307: return .existential
        case 0x304: return .metatype
        case 0x306: return .existentialMetatype
        default: return .other
        }
    }

    /// Whether a stored value of `type` has the same representation in every
    /// context, so that it can be copied from a field by its declared type.
    ///
    /// Not so for a function, which a concrete class stores in its natural
    /// form and generic code expects maximally abstracted (the reason `Mirror`
    /// returns broken closures, swiftlang/swift issue 56720), nor for a
    /// metatype, which a field may store thin (zero bytes); nor for an
    /// optional or a tuple holding either. Structs and enums are copied
    /// whole through their value witnesses, whatever they contain.
    static func hasContextFreeRepresentation(_ type: Any.Type) -> Bool {
        switch of(type) {
        case .function, .metatype, .existentialMetatype:
            return false
        case .optional:
            return hasContextFreeRepresentation(TypeMetadata.optionalWrappedType(type))
        case .tuple:
            return TypeMetadata.tupleElementTypes(type).allSatisfy(hasContextFreeRepresentation)
        case .classType, .existential, .other:
            return true
        }
    }
}
