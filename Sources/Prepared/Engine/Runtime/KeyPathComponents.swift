import SwiftShims

/// What a key path object says of the property it addresses: one stored
/// property of a class, which the language accesses as its storage with no
/// accessor in between; one property reached through its getter and setter;
/// or anything else.
///
/// The compiler gives a key path a stored-property component only where an
/// ordinary assignment would store directly: a `var` of a final class, or a
/// `final var`, without `didSet`, `willSet`, `lazy` or a property wrapper.
/// Every other property (observed, computed, overridable, lazy, wrapped,
/// `weak` or `unowned`) gets a computed component that calls its accessors.
/// A plan writes a property through the key path's `modify` rather than its
/// `set` where the property has storage under its own name
/// (``ClassProfile/writesInPlace(_:field:levels:)``): for storage, `modify`
/// is the store an assignment makes; through accessors, the getter (a load
/// of that storage) into a buffer, then the setter, which runs the observers
/// as an assignment does (``ValueAccessor/replaceFromField``, Docs/Benchmarks.md).
///
/// A key path object is the standard library's `AnyKeyPath` (its
/// `KeyPath.swift`): the object header, `_kvcKeyPathStringPtr`, then its
/// buffer: a header word (size and flags, `KeyPathBuffer.Header`), padded to
/// a pointer, then each component, a 32-bit header (kind and payload,
/// `RawKeyPathComponent.Header`) followed by its data. The constants are the
/// standard library's own, from its `KeyPath.h` shim.
enum KeyPathComponents {
    /// What one key path addresses.
    enum Target: Equatable {
        /// A single stored-property component of a class, of a `var`, at this byte offset.
        case storage(offset: Int)
        /// A single settable computed component without arguments: one
        /// property's getter and setter (with its `modify`), whatever storage
        /// the property has, if any; the class's layout tells which.
        case accessors
        /// Anything else: several components, a read-only or subscript component, a struct's property.
        case other
    }

    /// What `keyPath` addresses, read from its object.
    ///
    /// A plan uses ``Target/storage(offset:)`` only when the offset is the one
    /// the Swift runtime records for the destination's property of that name
    /// and type, and ``Target/accessors`` only for a property the runtime
    /// records as stored under its own name (``ClassProfile``).
    static func target(of keyPath: AnyKeyPath) -> Target {
        if let offset = storedClassPropertyOffset(of: keyPath) { return .storage(offset: offset) }
        return isSingleSettableComputedComponent(keyPath) ? .accessors : .other
    }

    /// Whether the key path's buffer holds exactly one component, a
    /// settable computed one without captured arguments: its header, then,
    /// aligned to a pointer, the identifier, the getter and the setter.
    private static func isSingleSettableComputedComponent(_ keyPath: AnyKeyPath) -> Bool {
        // Sound: an unretained view of an object `keyPath` keeps alive for the whole call; nothing is
        // written through it. The buffer header sits after the two-word object header and the
        // one-word string pointer of every key path object; the component header is read only when
        // the buffer's size says exactly one component of that shape is there.
        // `KeyPathComponentsTests.accessorsTarget` checks the answer for each kind of property.
        let object = UnsafeRawPointer(Unmanaged.passUnretained(keyPath).toOpaque())
        let buffer = object + 3 * MemoryLayout<Int>.size
        let size = buffer.load(as: UInt32.self) & _SwiftKeyPathBufferHeader_SizeMask
        guard size == 4 * MemoryLayout<Int>.size else { return false }
        let header = (buffer + MemoryLayout<Int>.size).load(as: UInt32.self)
        let kind = (header & _SwiftKeyPathComponentHeader_DiscriminatorMask) >> _SwiftKeyPathComponentHeader_DiscriminatorShift
        return kind == _SwiftKeyPathComponentHeader_ComputedTag
            && header & _SwiftKeyPathComponentHeader_ComputedSettableFlag != 0
            && header & _SwiftKeyPathComponentHeader_ComputedMutatingFlag == 0
            && header & _SwiftKeyPathComponentHeader_ComputedHasArgumentsFlag == 0
            && header & _SwiftKeyPathComponentHeader_ComputedInstantiatedFromExternalWithArgumentsFlag == 0
    }

    /// The byte offset of the property `keyPath` addresses when the key path
    /// is a single stored-property component of a class, of a `var`;
    /// otherwise `nil`.
    ///
    /// A plan uses the answer only when it is the offset the Swift runtime
    /// records for the property of that name and type in the destination's
    /// class (``FieldLayout``), so that a key path read any other way than
    /// described above is written with `set`, as before.
    static func storedClassPropertyOffset(of keyPath: AnyKeyPath) -> Int? {
        // Sound: an unretained view of an object `keyPath` keeps alive for the whole call; nothing is
        // written through it. Every key path object has a buffer header after its two-word object
        // header and its one-word string pointer; the component header is read only when the buffer's
        // size says a component is there, and its out-of-line offset only when the size covers it.
        // `KeyPathComponentsTests` checks every answer against the runtime's field offsets, and `nil`
        // for each kind of property that has accessors.
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
