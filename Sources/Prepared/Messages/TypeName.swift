/// Renders a type's name as a user writes it in Swift, for the words of an error.
///
/// The runtime prints `Optional<Int>`, `Array<Int>` and `Shape` where a user
/// writes `Int?`, `[Int]` and `any Shape`. `TypeName.of(_:)` gives the second
/// form:
///
/// - `Optional`, `Array`, `Dictionary` and `Set` are taken apart through the
///   conformances at the bottom of this file (and ``AnyOptional``), so their arguments are named by
///   the same rules, existentials included (`[any Shape]`, `(any Shape)?`).
/// - An existential is recognised from its metadata kind (``TypeKind``) and
///   gets `any`, except `Any` and `AnyObject`, which never take it.
/// - Any other type is named from `String(reflecting:)`, with the module names
///   removed and the standard library's generic types written with sugar;
///   nested types keep their enclosing type (`Outer.Inner`), so the name can
///   be pasted into code. Inside such a type (`Box<Shape>`, `(Shape) -> Int`)
///   the runtime does not say which names are protocols, so those keep the
///   runtime's spelling.
package enum TypeName {
    /// The name of `type` as a user writes it: `Int?`, `[Int]`, `[String: Int?]`,
    /// `Set<Int>`, `(Int) -> Int`, `any Shape`, `Outer.Inner`.
    package static func of(_ type: Any.Type) -> String {
        if let optional = type as? any AnyOptional.Type {
            return optionalSugar(of(optional.wrappedType))
        }
        if let array = type as? any AnyArray.Type {
            return "[\(of(array.elementType))]"
        }
        if let dictionary = type as? any DictionaryNaming.Type {
            return "[\(of(dictionary.keyType)): \(of(dictionary.valueType))]"
        }
        if let set = type as? any SetNaming.Type {
            return "Set<\(of(set.elementType))>"
        }
        let written = spelling(String(reflecting: type))
        switch TypeKind.of(type) {
        case .existential:
            if written.hasPrefix("any ") {
                // A constrained existential, printed `any Collection<Self.Collection.Element == Int>`.
                return removingSameTypeRequirements(written)
            }
            return written == "Any" || written == "AnyObject" ? written : "any \(written)"
        case .existentialMetatype:
            return written.hasPrefix("Any.") || written.hasPrefix("AnyObject.") ? written : "any \(written)"
        default:
            if written.hasSuffix(".Protocol") {
                // The metatype of an existential, `(any Shape).Type`, printed `Shape.Protocol`.
                return "(any \(written.dropLast(".Protocol".count))).Type"
            }
            return written
        }
    }

    /// The name `String(describing:)` gives a type (`Box<Int>`, `Inner`), read
    /// from the runtime directly: printing a metatype first looks the type up
    /// against the printing protocols, which costs several microseconds.
    package static func unqualified(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }
}

// MARK: - The standard library's sugared types, taken apart (Optional: AnyOptional, Array: AnyArray)

/// `Dictionary`, seen through its key and value types.
private protocol DictionaryNaming {
    static var keyType: Any.Type { get }
    static var valueType: Any.Type { get }
}

/// `Set`, seen through its element type.
private protocol SetNaming {
    static var elementType: Any.Type { get }
}

extension Dictionary: DictionaryNaming {
    fileprivate static var keyType: Any.Type { Key.self }
    fileprivate static var valueType: Any.Type { Value.self }
}

extension Set: SetNaming {
    fileprivate static var elementType: Any.Type { Element.self }
}
