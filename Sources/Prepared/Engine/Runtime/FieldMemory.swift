/// Reads the value stored in an object's field, given its byte offset and type.
///
/// Every read here copies a value out of a field whose offset and declared
/// type come from the runtime's records for the object's exact class
/// (``FieldLayout``), checked against `Mirror` on the first instance of that
/// class, for a strongly held plain stored property whose type has one
/// representation in every context (``TypeKind/hasContextFreeRepresentation(_:)``).
/// Under those conditions the bytes at the offset are an initialized value of
/// that type, laid out as the type's value witnesses expect, and `load`
/// copies it (retaining what it references). Like `Mirror`, a read takes no
/// part in exclusivity checking and bypasses overridden getters.
@usableFromInline
enum FieldMemory {
    /// A copy of the `Value` stored at `offset` in `object`.
    @inlinable @inline(__always)
    static func load<Value>(_ object: AnyObject, at offset: Int, as type: Value.Type) -> Value {
        // Sound under the conditions in the type's documentation; `object` is
        // alive for the whole call because the caller passes it in.
        Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: offset, as: Value.self)
    }

    /// A copy of the value stored at `offset` in `object`, boxed, for a field
    /// whose type is known only at run time.
    static func loadAny(_ object: AnyObject, at offset: Int, declaredType: Any.Type) -> Any {
        func open<T>(_: T.Type) -> Any { load(object, at: offset, as: T.self) }
        return open(declaredType)
    }

    /// Whether `value` (as `Mirror` returned it) is what the field at
    /// `offset` holds: the same object, the same bytes (a copy of a value
    /// shares its references, so a copy of what the field holds has its
    /// bytes), an equal value, or, for a type that is not `Equatable`, a value
    /// of the declared type.
    static func holds(_ value: Any, at offset: Int, in object: AnyObject, declaredType: Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool {
            let stored = load(object, at: offset, as: T.self)
            switch TypeKind.of(T.self) {
            case .classType:
                return (stored as AnyObject) === (value as AnyObject)
            case .existential:
                return value is T
            default:
                guard type(of: value) == T.self, let mirrored = value as? T else { return false }
                if sameBytes(stored, mirrored) { return true }
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
        case .optional: comparesPerValue(TypeKind.optionalWrappedType(type))
        default: false
        }
    }

    /// Whether two values have the same bytes, padding included: a cheap
    /// sufficient check that one is a copy of the other (values that differ
    /// only in padding, or equal values in different buffers, are left to `==`).
    static func sameBytes<T>(_ first: T, _ second: T) -> Bool {
        // Sound: each buffer is the `MemoryLayout<T>.size` bytes of a copy the
        // call holds. Padding and unused payload bytes hold unspecified
        // values, which can only make a copy of one value differ from
        // another here (a false "no", then settled by `==`), never make two
        // different representations look alike. `KeyPathNameTests.paddedStructs`.
        withUnsafeBytes(of: first) { first in withUnsafeBytes(of: second) { second in first.elementsEqual(second) } }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
