/// Collects the entries one class adds to its ``ContextTable``.
///
/// You receive it in the closure of ``ContextTable/init(_:inheriting:keys:)``
/// and call `add(_:_:)` once per property.
public struct ContextKeys<Root: AnyObject> {
    @usableFromInline var entries: [ContextEntry] = []

    init() {}

    /// Adds a writable context property.
    ///
    /// Pass the key-path literal here, at the declaration. The parameter is an
    /// autoclosure and this method is inlined into your table, so the literal
    /// is created inside the accessors it builds, where the optimizer turns it
    /// into a direct read or write of the stored property, instead of applying
    /// a stored key path through the runtime on every transition. The copy
    /// between two properties of the same type is also built here, where the
    /// type is concrete. See Docs/Benchmarks.md for what each of these saves.
    ///
    /// - Parameters:
    ///   - name: The property's name, exactly as declared (for example `"prepCtxUser"`).
    ///     Prepared checks it against the class's stored properties.
    ///   - keyPath: The writable key path of that property.
    @inlinable @inline(__always)
    public mutating func add<Value>(_ name: String, _ keyPath: @escaping @autoclosure () -> ReferenceWritableKeyPath<Root, Value>) {
        let read: (AnyObject) -> Value = { unsafeDowncast($0, to: Root.self)[keyPath: keyPath()] }
        let write: (AnyObject, Value) -> Void = { unsafeDowncast($0, to: Root.self)[keyPath: keyPath()] = $1 }
        append(name, ValueAccessor<Value>(read: read, write: write, copier: { sourceRead in
            guard let sourceRead = sourceRead as? (AnyObject) -> Value else { return nil }
            return { source, destination in write(destination, sourceRead(source)) }
        }))
    }

    /// Adds a writable optional context property (`T?`, `T!`, or `weak var`).
    ///
    /// A source value of type `T` is wrapped into it; a `nil` source leaves it `nil`.
    ///
    /// - Parameters:
    ///   - name: The property's name, exactly as declared.
    ///   - keyPath: The writable key path of that property.
    @inlinable @inline(__always)
    public mutating func add<Wrapped>(_ name: String, _ keyPath: @escaping @autoclosure () -> ReferenceWritableKeyPath<Root, Wrapped?>) {
        let read: (AnyObject) -> Wrapped? = { unsafeDowncast($0, to: Root.self)[keyPath: keyPath()] }
        let write: (AnyObject, Wrapped?) -> Void = { unsafeDowncast($0, to: Root.self)[keyPath: keyPath()] = $1 }
        append(name, OptionalAccessor<Wrapped>(
            read: read, write: write,
            copier: { sourceRead in
                guard let sourceRead = sourceRead as? (AnyObject) -> Wrapped? else { return nil }
                return { source, destination in write(destination, sourceRead(source)) }
            },
            wrappingCopier: { sourceRead in
                guard let sourceRead = sourceRead as? (AnyObject) -> Wrapped else { return nil }
                return { source, destination in write(destination, sourceRead(source)) }
            }
        ))
    }

    /// Records an entry; kept out of line so that `add(_:_:)` stays small
    /// enough to inline at the declaration.
    @usableFromInline
    mutating func append<Value>(_ name: String, _ accessor: ValueAccessor<Value>) {
        entries.append(ContextEntry(name: name, declaringType: Root.self, isDeclared: { $0 is Root.Type }, accessor: accessor))
    }
}
