/// Collects the entries one class adds to its ``ContextTable``.
///
/// You receive it in the closure of ``ContextTable/init(_:inheriting:keys:)``
/// and call `add(_:_:)` once per property.
public struct ContextKeys<Root: AnyObject> {
    @usableFromInline var entries: [ContextEntry] = []

    init() {}

    /// Adds a writable context property.
    ///
    /// Pass the key-path literal here, at the declaration: this method is
    /// inlined into your table so the optimizer can turn the accessors it builds
    /// into direct reads and writes of the stored property.
    ///
    /// - Parameters:
    ///   - name: The property's name, exactly as declared (for example `"prepCtxUser"`).
    ///     Prepared checks it against the class's stored properties.
    ///   - keyPath: The writable key path of that property.
    @inlinable
    public mutating func add<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        entries.append(ContextEntry(
            name: name,
            declaringType: Root.self,
            accessor: ValueAccessor<Root, Value>(
                read: { root in root[keyPath: keyPath] },
                write: { root, value in root[keyPath: keyPath] = value }
            )
        ))
    }

    /// Adds a writable optional context property (`T?`, `T!`, or `weak var`).
    ///
    /// A source value of type `T` is wrapped into it; a `nil` source leaves it `nil`.
    ///
    /// - Parameters:
    ///   - name: The property's name, exactly as declared.
    ///   - keyPath: The writable key path of that property.
    @inlinable
    public mutating func add<Wrapped>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Wrapped?>) {
        entries.append(ContextEntry(
            name: name,
            declaringType: Root.self,
            accessor: OptionalAccessor<Root, Wrapped>(
                read: { root in root[keyPath: keyPath] },
                write: { root, value in root[keyPath: keyPath] = value }
            )
        ))
    }
}
