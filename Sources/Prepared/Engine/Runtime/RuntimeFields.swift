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
            return Field(
                name: record.name.map { String(cString: $0) } ?? "",
                // Sound: the runtime returns the field's type metadata, which is what an `Any.Type` holds.
                declaredType: unsafeBitCast(declared, to: Any.Type.self),
                offset: entryPoints.childOffset(metadata(type), index),
                isStrong: record.isStrong
            )
        }
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

    /// The three entry points, called through C function pointers.
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
            childOffset: unsafeBitCast(childOffset, to: ChildOffsetFunction.self)
        )
    }()

    /// A class's type metadata pointer, as the runtime takes it.
    private static func metadata(_ type: AnyClass) -> UnsafeRawPointer {
        // Sound: a Swift metatype value is its type metadata pointer.
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }
}
