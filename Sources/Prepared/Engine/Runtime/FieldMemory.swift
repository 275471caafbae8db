import Foundation

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
        // Sound under the conditions in the type's documentation (`FieldLayoutTests.retainCountsBalance`
        // runs 100,000 such loads of references and counts every retain and release); `object` is
        // alive for the whole call because the caller passes it in.
        Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: offset, as: Value.self)
    }

    /// A copy of the value stored at `offset` in `object`, boxed, for a field
    /// whose type is known only at run time.
    static func loadAny(_ object: AnyObject, at offset: Int, declaredType: Any.Type) -> Any {
        func open<T>(_: T.Type) -> Any { load(object, at: offset, as: T.self) }
        return open(declaredType)
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

    /// Whether the fields at `offset` and `otherOffset` in `object`, both of
    /// type `Value`, hold the same bytes.
    static func fieldsHoldSameBytes<Value>(_ object: AnyObject, at offset: Int, and otherOffset: Int, as _: Value.Type) -> Bool {
        // Sound: both offsets come from the layout of `object`'s class, for
        // fields of type `Value`, so each spans `MemoryLayout<Value>.size`
        // initialized bytes inside the object, which is alive for the call.
        // `KeyPathNameTests.swappedReferenceAndOptionalKeyPaths` compares fields that are and are not copies.
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return memcmp(base + offset, base + otherOffset, MemoryLayout<Value>.size) == 0
    }
}
