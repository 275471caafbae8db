#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether a field's type is copyable, as the Swift runtime itself decides.
///
/// The runtime's records name a concrete noncopyable type (`Atomic`, `Mutex`,
/// a `~Copyable` struct or enum) in a way its reflection does not resolve,
/// and give the field's type as `()` (``RuntimeFields/recordNamesEmptyTuple(_:at:name:)``).
/// A field whose type is, or is built on, a generic parameter of its class
/// is another matter: the runtime gives the type the parameter is bound to,
/// noncopyable or not, so that `Holder<Resource>`'s `var value: T` is given
/// as `Resource`, which no code may copy (`Mirror` traps on it). Such fields,
/// in classes that are generic, are asked here.
///
/// The runtime checks copyability where it makes a generic type whose
/// parameter must be copyable: it makes `Array<T>` for a copyable `T` and
/// refuses any other (a `~Copyable` type, generic or not, an optional of one,
/// a conditionally copyable type whose condition fails). That is the
/// question asked: the mangled name `SayxG`, `Array<τ_0_0>`, resolved in the
/// generic context of `Array` itself with the field's type as `τ_0_0`.
enum Copyability {
    /// Whether values of `type` can be copied; `false` when this runtime
    /// cannot say.
    static func isCopyable(_ type: Any.Type) -> Bool {
        // Runtimes before Swift 6.0 (the systems before iOS 18 and macOS 15) make `Array<T>` without checking
        // that `T` is copyable: there the answer would be `true` for every type, so the field is refused.
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return false }
        guard let resolve = resolveInContext, let arrayDescriptor = RuntimeFields.typeContextDescriptor(of: [Int].self) else {
            return false
        }
        // Sound: `swift_getTypeByMangledNameInContext` takes the name and its length, a context descriptor and a
        // pointer to that context's generic arguments, and returns type metadata or null. The name mentions one
        // generic parameter, at depth 0 and index 0, and `Array`'s descriptor is a generic context of exactly one
        // parameter, so the runtime reads one argument, the metadata pointer `argument` holds for the call.
        // `NoncopyableKindTests.runtimeCopyability` checks the answer for copyable types of every kind and for
        // noncopyable ones.
        var argument = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let made = withUnsafePointer(to: &argument) { arguments in
            arrayOfParameter.withCString { resolve($0, arrayOfParameter.utf8.count, arrayDescriptor, UnsafeRawPointer(arguments)) }
        }
        return made != nil
    }

    /// Whether a class's own declaration has generic parameters, its own or
    /// those of a generic type it is nested in.
    static func isGeneric(_ type: AnyClass) -> Bool {
        guard let descriptor = RuntimeFields.typeContextDescriptor(of: type) else { return false }
        // Sound: every context descriptor starts with its 32-bit `ContextDescriptorFlags`, whose bit 7 says
        // whether the context is generic (`MetadataValues.h`). `NoncopyableKindTests.runtimeCopyability` reads
        // generic and plain classes.
        return descriptor.load(as: UInt32.self) & 0x80 != 0
    }

    /// `Array<τ_0_0>`.
    private static let arrayOfParameter = "SayxG"

    private typealias ResolveFunction = @convention(c) (UnsafePointer<CChar>, Int, UnsafeRawPointer, UnsafeRawPointer) -> UnsafeRawPointer?

    /// `swift_getTypeByMangledNameInContext`, declared `SWIFT_CC(swift)` in the runtime with four
    /// pointer-sized arguments and a pointer-sized result, which that convention passes as the C one does
    /// on x86-64 and arm64; `nil` where this runtime lacks it.
    private static let resolveInContext: ResolveFunction? = {
        dlsym(dlopen(nil, RTLD_NOW), "swift_getTypeByMangledNameInContext").map { unsafeBitCast($0, to: ResolveFunction.self) }
    }()
}
