import SwiftShims

/// What a key path object says of the property it addresses: whether it is
/// one stored property of a class, which the language itself accesses as
/// its storage, with no accessor in between.
///
/// The compiler gives a key path a stored-property component only where an
/// ordinary assignment would store directly: a `var` of a final class, or a
/// `final var`, without `didSet`, `willSet`, `lazy` or a property wrapper.
/// Every other property (observed, computed, overridable, lazy, wrapped,
/// `weak` or `unowned`) gets a computed component that calls its accessors.
/// A plan writes such a stored property through the key path's `modify`,
/// which for storage is the same store an assignment makes, rather than
/// through its `set`, which the compiler turns into a tracked exclusivity
/// access holding a retain of the object (``ValueAccessor/replaceFromField``,
/// Docs/Benchmarks.md).
///
/// A key path object is the standard library's `AnyKeyPath` (its
/// `KeyPath.swift`): the object header, `_kvcKeyPathStringPtr`, then its
/// buffer: a header word (size and flags, `KeyPathBuffer.Header`), padded to
/// a pointer, then each component, a 32-bit header (kind and payload,
/// `RawKeyPathComponent.Header`) followed by its data. The constants are the
/// standard library's own, from its `KeyPath.h` shim.
enum KeyPathComponents {
    /// The byte offset of the property `keyPath` addresses when the key path
    /// is a single stored-property component of a class, of a `var`;
    /// otherwise `nil`.
    ///
    /// A plan uses the answer only when it is the offset the Swift runtime
    /// records for the property of that name and type in the destination's
    /// class (``FieldLayout``), so that a key path read any other way than
    /// described above is written with `set`, as before.
    static func storedClassPropertyOffset(of keyPath: AnyKeyPath) -> Int? {
        // Sound: the object is alive for the call (`keyPath` holds it). Every
        // key path object has a buffer header after its two-word object
        // header and its one-word string pointer; the component header is
        // read only when the buffer's size says a component is there, and
        // its out-of-line offset only when the size covers it.
        // `KeyPathComponentsTests` checks every answer against the runtime's
        // field offsets, and `nil` for each kind of property that has accessors.
        // Sound: an unretained view of an object `keyPath` keeps alive for the whole call; nothing is
        // written through it. `KeyPathComponentsTests` reads it for every kind of key path it covers.
        let object = UnsafeRawPointer(Unmanaged.passUnretained(keyPath).toOpaque())
        let buffer = object + 3 * MemoryLayout<Int>.size
        let bufferHeader = buffer.load(as: UInt32.self)
        let size = bufferHeader & _SwiftKeyPathBufferHeader_SizeMask
        // One component: its 32-bit header alone (an offset that fits in the header), or followed by its
        // offset. Two components take more (the type between them, a pointer, comes first). The header's
        // single-component flag is newer than some runtimes an app may run on, so the size alone decides.
        guard size == 4 || size == 8 else { return nil }
        let component = buffer + MemoryLayout<Int>.size
        let header = component.load(as: UInt32.self)
        let kind = (header & _SwiftKeyPathComponentHeader_DiscriminatorMask) >> _SwiftKeyPathComponentHeader_DiscriminatorShift
        guard kind == _SwiftKeyPathComponentHeader_ClassTag,
              header & _SwiftKeyPathComponentHeader_StoredMutableFlag != 0 else { return nil }
        let payload = header & _SwiftKeyPathComponentHeader_StoredOffsetPayloadMask
        if payload <= _SwiftKeyPathComponentHeader_MaximumOffsetPayload, size == 4 {
            return Int(payload)
        }
        if payload == _SwiftKeyPathComponentHeader_OutOfLineOffsetPayload, size == 8 {
            // Sound: a size of 8 says the buffer holds the 4-byte header and the 4-byte offset after it,
            // inside the object. Only a field past 8 MB into its object has its offset here, which no
            // test can build; a wrong answer is refused by the caller's cross-check against the offset
            // the runtime records for that property (`ClassProfile.writesInPlace`), and the property
            // is then written through the key path's `set`.
            return Int(component.load(fromByteOffset: 4, as: UInt32.self))
        }
        return nil
    }
}
