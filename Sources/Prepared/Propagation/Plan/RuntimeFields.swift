/// The stored fields of a class as the Swift runtime describes them: name,
/// declared type, byte offset and ownership, superclass fields first.
///
/// These are the entry points `Mirror` and the standard library's
/// `_forEachField` are built on. `@_spi(Reflection) import Swift` exposes them
/// only on Linux toolchains, so they are bound here by their runtime names;
/// both Apple's and Linux's Swift runtimes (5.2 and later, older than every
/// platform this package supports) export them. ``FieldLayout`` checks what
/// they say against `Mirror` on the first instance of each class, and a
/// class where the two disagree is read with `Mirror`.
enum RuntimeFields {
    /// One stored field.
    struct Field {
        let name: String
        let declaredType: Any.Type
        let offset: Int
        /// `false` for `weak`, `unowned` and `unowned(unsafe)` fields.
        let isStrong: Bool
    }

    /// The fields of `type` and its superclasses, superclass fields first.
    static func fields(of type: AnyClass) -> [Field] {
        let count = _runtimeRecursiveFieldCount(type)
        guard count > 0 else { return [] }
        return (0..<count).map { index in
            var metadata = FieldMetadata()
            let declaredType = _runtimeRecursiveFieldMetadata(type, index: index, fieldMetadata: &metadata)
            defer { metadata.freeName?(metadata.name) }
            return Field(
                name: metadata.name.map { String(cString: $0) } ?? "",
                declaredType: declaredType,
                offset: _runtimeRecursiveFieldOffset(type, index: index),
                isStrong: metadata.isStrong
            )
        }
    }

    /// The runtime's `_FieldReflectionMetadata`: the field's name (to free
    /// with `freeName`), and whether it is strongly held and a `var`.
    struct FieldMetadata {
        var name: UnsafePointer<CChar>?
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
        var isStrong = false
        var isVar = false
    }
}

// The runtime's declarations (`ReflectionMirror.cpp`); the standard library
// declares the same three functions the same way in `ReflectionMirror.swift`.

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func _runtimeRecursiveFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func _runtimeRecursiveFieldMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<RuntimeFields.FieldMetadata>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func _runtimeRecursiveFieldOffset(_ type: Any.Type, index: Int) -> Int

extension RuntimeFields {
    /// The number of stored fields of `type` and its superclasses.
    static func count(of type: AnyClass) -> Int {
        max(0, _runtimeRecursiveFieldCount(type))
    }
}
