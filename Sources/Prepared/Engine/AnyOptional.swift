/// Lets the type rules look inside an `Optional` whose type is known only at run time.
package protocol AnyOptional {
    /// `T` for `Optional<T>`.
    static var wrappedType: Any.Type { get }
    /// `Optional<T>.none`, boxed.
    static var boxedNone: Any { get }
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    package static var wrappedType: Any.Type { Wrapped.self }

    package static var boxedNone: Any { (nil as Wrapped?) as Any }

    package var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
