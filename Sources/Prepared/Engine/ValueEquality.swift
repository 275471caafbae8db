/// How the engine tells whether two values are the same: the same object,
/// the same bytes, or equal by their own `==`. Used to check a class's
/// layout against `Mirror` and a table's key paths against its fields.
enum ValueEquality {
    /// Whether `value` (as `Mirror` returned it) is what the field at
    /// `offset` holds: the same object, the same bytes (a copy of a value
    /// shares its references, so a copy of what the field holds has its
    /// bytes), an equal value, or, for a type that is not `Equatable`, a value
    /// of the declared type.
    static func holds(_ value: Any, at offset: Int, in object: AnyObject, declaredType: Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool {
            let stored = FieldMemory.load(object, at: offset, as: T.self)
            switch TypeKind.of(T.self) {
            case .classType:
                return (stored as AnyObject) === (value as AnyObject)
            case .existential:
                return value is T
            default:
                guard type(of: value) == T.self, let mirrored = value as? T else { return false }
                if FieldMemory.sameBytes(stored, mirrored) { return true }
                return isEqual(stored, mirrored) ?? true
            }
        }
        return open(declaredType)
    }

    /// Whether two values are equal by `==`, or `nil` when that cannot be told.
    ///
    /// For an `Equatable` type, its own `==`, the conformance looked up once
    /// from the type (so an optional of an `Equatable` type compares as an
    /// optional) rather than per value with `as? any Equatable`, which unwraps
    /// and bridges on every comparison. For an existential (`any P`, `Any`),
    /// or an optional of one, whose type cannot be `Equatable`, the `==` of
    /// the value's own type, per value, and `false` for values of two types
    /// (or a value and `nil`). Otherwise `nil`.
    static func isEqual<T>(_ first: T, _ second: T) -> Bool? {
        if let equatable = T.self as? any Equatable.Type {
            func open<Equal: Equatable>(_: Equal.Type) -> Bool? {
                // `Equal` is `T`: the casts take the runtime's same-type path.
                guard let first = first as? Equal, let second = second as? Equal else { return nil }
                return first == second
            }
            return open(equatable)
        }
        guard comparesPerValue(T.self), let first = first as? any Equatable else { return nil }
        // Values of two types are two values, whatever `==` one of them
        // would accept (a base class's `==` takes a subclass instance): the
        // answer must not depend on which value is asked.
        guard let second = second as? any Equatable,
              ObjectIdentifier(type(of: first)) == ObjectIdentifier(type(of: second)) else { return false }
        return first.isEqual(to: second)
    }

    /// Whether values of `type` can only be compared by their own types:
    /// an existential, or an optional of one.
    static func comparesPerValue(_ type: Any.Type) -> Bool {
        switch TypeKind.of(type) {
        case .existential: true
        case .optional: comparesPerValue(TypeMetadata.optionalWrappedType(type))
        default: false
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
