/// What `Mirror` shows of one class level of an object, read through the two
/// runtime entry points `Mirror` itself calls for it
/// (`swift_reflectionMirror_count` and `swift_reflectionMirror_subscript`),
/// with the same arguments `Mirror` passes: the object, and the class of the
/// level as the type to reflect. `Mirror` wraps each child in an
/// `AnyCollection` and each level in a `Mirror`, which cost about as much
/// again as the runtime's own work (Docs/Benchmarks.md).
///
/// These calls never ask a `CustomReflectable` object's `customMirror`
/// (`Mirror(reflecting:)` does, in Swift, before making them): they show what
/// the default mirror would, the stored properties.
///
/// Both entry points are bound by name as the standard library binds them:
/// `Mirror` cannot work without them, so every Swift runtime that runs
/// `Mirror` has them, on every platform.
enum RuntimeMirror {
    /// The number of stored properties `Mirror` shows of `object` at the level of `level`.
    static func childCount(of object: AnyObject, level: AnyClass) -> Int {
        reflectionMirrorCount(object, type: level)
    }

    /// The value `Mirror` shows of `object`'s stored property at `index` of
    /// the level of `level`, when its label there is `label`; `nil` otherwise.
    static func child(of object: AnyObject, level: AnyClass, at index: Int, labelled label: String) -> Any? {
        var name: UnsafePointer<CChar>?
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
        let value = reflectionMirrorSubscript(of: object, type: level, index: index, outName: &name, outFreeFunc: &freeName)
        defer { freeName?(name) }
        guard let name, Self.cString(name, equals: label) else { return nil }
        return value
    }

    /// Whether the NUL-terminated `cString` holds the bytes of `string`.
    private static func cString(_ cString: UnsafePointer<CChar>, equals string: String) -> Bool {
        var next = cString
        for byte in string.utf8 {
            // Sound: every byte read is at or before the terminating NUL, which stops the loop (no byte of `string` is 0 there).
            guard UInt8(bitPattern: next.pointee) == byte, byte != 0 else { return false }
            next += 1
        }
        return next.pointee == 0
    }
}

// Sound: these declarations are the standard library's own for these entry
// points (`ReflectionMirror.swift`: a generic value passed indirectly with its
// metadata, the type to reflect, and for the child its index and two out
// pointers; an `Any` returned), so the Swift calling convention passes and
// returns exactly what the runtime expects, on every platform.
// `RuntimeMirrorTests` checks every count, label and value they give against
// `Mirror`'s, level by level.
@_silgen_name("swift_reflectionMirror_count")
private func reflectionMirrorCount<T>(_ value: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func reflectionMirrorSubscript<T>(
    of value: T, type: Any.Type, index: Int,
    outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
    outFreeFunc: UnsafeMutablePointer<(@convention(c) (UnsafePointer<CChar>?) -> Void)?>
) -> Any
