#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The stored fields of a class as the Swift runtime describes them: name,
/// declared type, byte offset and ownership, superclass fields first.
///
/// These are the runtime's entry points that `Mirror` and the standard
/// library's `_forEachField` are built on. `@_spi(Reflection) import Swift`
/// exposes them only on Linux toolchains, so they are looked up by name in
/// the running process, once: where one is missing (an older or different
/// runtime), ``isAvailable`` is `false`, every layout is empty, and every
/// class is read with `Mirror`. ``FieldLayout`` also checks what they say
/// against `Mirror` on the first instance of each class.
enum RuntimeFields {
    /// One stored field.
    struct Field {
        let name: String
        let declaredType: Any.Type
        let offset: Int
        /// `false` for `weak`, `unowned` and `unowned(unsafe)` fields.
        let isStrong: Bool
        /// Whether `declaredType` is the runtime's stand-in `()` for a type it
        /// hands out no value of: the field's own record names another type
        /// (``recordNamesEmptyTuple(_:at:name:)``).
        let isStandIn: Bool
    }

    /// Whether this process's Swift runtime has the entry points.
    static var isAvailable: Bool { entryPoints != nil }

    /// The number of stored fields of `type` and its superclasses.
    static func count(of type: AnyClass) -> Int {
        guard let entryPoints else { return 0 }
        return max(0, entryPoints.count(metadata(type)))
    }

    /// The fields of `type` and its superclasses at `positions`, which count
    /// superclass fields first: `count(of: superclass)..<count(of: type)`
    /// are `type`'s own.
    ///
    /// Ask each class for its own fields: the runtime finds a field of a
    /// superclass by walking down to it, so asking the most derived class for
    /// all of them costs a walk per field.
    static func fields(of type: AnyClass, at positions: Range<Int>) -> [Field] {
        guard let entryPoints else { return [] }
        let positions = positions.clamped(to: 0..<max(0, entryPoints.count(metadata(type))))
        return positions.map { index in
            var record = FieldMetadata()
            // Sound: `FieldMetadata` has the C struct's fields in its order, each of the same size and alignment;
            // `index` is below the count the runtime gave for `type`.
            let declared = withUnsafeMutablePointer(to: &record) { entryPoints.childMetadata(metadata(type), index, $0) }
            defer { record.freeName?(record.name) }
            let name = record.name.map { String(cString: $0) } ?? ""
            // Sound: the runtime returns the field's type metadata, which is what an `Any.Type` holds.
            let declaredType = unsafeBitCast(declared, to: Any.Type.self)
            return Field(
                name: name,
                declaredType: declaredType,
                offset: entryPoints.childOffset(metadata(type), index),
                isStrong: record.isStrong,
                isStandIn: declaredType == Void.self && !recordNamesEmptyTuple(type, at: index, name: name)
            )
        }
    }

    /// Whether the field record of `type`'s field at `index` (counting
    /// superclass fields first) is named `name` and declares the empty tuple,
    /// `()`, in any spelling (`Void`, `()`, a type alias of either).
    ///
    /// The runtime gives a field's type as `()` in two cases: the type is
    /// `()`, or the runtime cannot hand out a value of it and gives `()` in
    /// its place (`getFieldAt` in the runtime's `ReflectionMirror.cpp`): a
    /// noncopyable type (`Atomic`, `Mutex`, a `~Copyable` struct or enum, an
    /// optional or generic type holding one), which the compiler names in
    /// the record by a reference the runtime's reflection does not resolve,
    /// or a type whose metadata it cannot find. The record tells the two
    /// apart: the compiler writes a declared `()` as the empty tuple's
    /// mangling, `yt`, and any other type otherwise. A field whose type
    /// is a generic parameter of its class bound to `()` is written as that
    /// parameter (`x`), and is taken for a stand-in: never read as `()`.
    ///
    /// The record is the type's field descriptor (`FieldDescriptor` and
    /// `FieldRecord` in the compiler's `RuntimeInternals.h` and
    /// `Records.h`), reached from the descriptor the runtime returns for the
    /// class (`swift_getTypeContextDescriptor`). Where anything is missing or
    /// the record's name is not `name`, the answer is `false`, and the field
    /// is refused as a stand-in.
    static func recordNamesEmptyTuple(_ type: AnyClass, at index: Int, name: String) -> Bool {
        guard let entryPoints else { return false }
        // The class of the level that declares the field, and the field's index among its own.
        var level: AnyClass = type
        var ownIndex = index
        while true {
            let superclassCount = _getSuperclass(level).map { max(0, entryPoints.count(metadata($0))) } ?? 0
            if ownIndex >= superclassCount {
                ownIndex -= superclassCount
                break
            }
            guard let superclass = _getSuperclass(level) else { return false }
            level = superclass
        }
        guard let descriptor = typeContextDescriptor(of: level) else { return false }
        // Sound: the descriptor of a Swift class is a `TargetTypeContextDescriptor` (`Metadata.h`): the
        // flags and the parent (two 32-bit words), then the name, the access function and the field
        // descriptor, each a 32-bit offset from its own address, 0 for none. The field descriptor
        // (`FieldDescriptor`): the type's mangled name and its superclass's (two 32-bit offsets), its kind
        // and the size of a record (two 16-bit words) and the number of records (32 bits), then the
        // records, each its flags (32 bits), then its mangled type name and its name, two 32-bit offsets.
        // A record is read only below that number, and compared with the name the runtime gave for the
        // same field, so a record read from the wrong place is not taken for this field's. The type name
        // is read byte by byte, each byte only when those before it are the start of `yt`: a mangled name
        // ends with a zero byte, and a byte of a symbolic reference (1 to 0x1F, then four offset bytes)
        // is never `y`. `NoncopyableKindTests.layoutTellsThemApart` checks `Void`, `()` and a type alias of it
        // against each kind of noncopyable field; `genericParameterBoundToVoid` a generic parameter bound to `()`.
        func target(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = field.load(as: Int32.self)
            return offset == 0 ? nil : field + Int(offset)
        }
        guard let fields = target(descriptor + 16) else { return false }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        guard ownIndex < recordCount, recordSize >= 12 else { return false }
        let record = fields + 16 + ownIndex * recordSize
        guard let recordName = target(record + 8),
              String(cString: recordName.assumingMemoryBound(to: CChar.self)) == name,
              let typeName = target(record + 4) else { return false }
        return typeName.load(as: UInt8.self) == UInt8(ascii: "y")
            && typeName.load(fromByteOffset: 1, as: UInt8.self) == UInt8(ascii: "t")
            && typeName.load(fromByteOffset: 2, as: UInt8.self) == 0
    }

    /// The runtime's `_FieldReflectionMetadata` (`ReflectionMirror.cpp`): the
    /// field's name (to free with `freeName`), whether it is strongly held,
    /// and whether it is a `var`.
    struct FieldMetadata {
        var name: UnsafePointer<CChar>?
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
        var isStrong = false
        var isVar = false
    }

    private typealias CountFunction = @convention(c) (UnsafeRawPointer) -> Int
    private typealias ChildMetadataFunction = @convention(c) (UnsafeRawPointer, Int, UnsafeMutableRawPointer) -> UnsafeRawPointer
    private typealias ChildOffsetFunction = @convention(c) (UnsafeRawPointer, Int) -> Int
    private typealias TypeContextDescriptorFunction = @convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?

    /// The entry points, called through C function pointers: the three that
    /// read a class's fields, and `swift_getTypeContextDescriptor`, which
    /// gives a type's descriptor, or `nil` where this runtime lacks it (every
    /// `()` field is then taken for a stand-in).
    ///
    /// Sound: each is declared `SWIFT_CC(swift)` in the runtime, and for these
    /// signatures (at most three pointer-sized integer arguments, one
    /// pointer-sized result, no `self`, error or async context) the Swift
    /// calling convention passes and returns exactly as the C one does, on
    /// x86-64 and arm64 alike. `FieldLayoutTests` checks every layout they give
    /// against `Mirror`.
    private struct EntryPoints: @unchecked Sendable {
        let count: CountFunction
        let childMetadata: ChildMetadataFunction
        let childOffset: ChildOffsetFunction
        let typeContextDescriptor: TypeContextDescriptorFunction?
    }

    private static let entryPoints: EntryPoints? = {
        let process = dlopen(nil, RTLD_NOW)
        func lookUp(_ name: String) -> UnsafeMutableRawPointer? { dlsym(process, name) }
        guard let count = lookUp("swift_reflectionMirror_recursiveCount"),
              let childMetadata = lookUp("swift_reflectionMirror_recursiveChildMetadata"),
              let childOffset = lookUp("swift_reflectionMirror_recursiveChildOffset") else { return nil }
        return EntryPoints(
            count: unsafeBitCast(count, to: CountFunction.self),
            childMetadata: unsafeBitCast(childMetadata, to: ChildMetadataFunction.self),
            childOffset: unsafeBitCast(childOffset, to: ChildOffsetFunction.self),
            typeContextDescriptor: lookUp("swift_getTypeContextDescriptor").map { unsafeBitCast($0, to: TypeContextDescriptorFunction.self) }
        )
    }()

    /// The descriptor the runtime keeps of a class, struct or enum type (a
    /// `TargetTypeContextDescriptor`), or `nil` where this runtime cannot say.
    static func typeContextDescriptor(of type: Any.Type) -> UnsafeRawPointer? {
        entryPoints?.typeContextDescriptor?(metadata(type))
    }

    /// A type's metadata pointer, as the runtime takes it.
    private static func metadata(_ type: Any.Type) -> UnsafeRawPointer {
        // Sound: a Swift metatype value is its type metadata pointer.
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }
}
