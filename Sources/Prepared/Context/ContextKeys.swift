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
    /// into a direct write of the stored property instead of applying a stored
    /// key path through the runtime on every transition. The copy from a
    /// source's field into this property is also built here, where the type is
    /// concrete, so that a transition costs one call per key. See
    /// Docs/Benchmarks.md for what each of these saves.
    ///
    /// Prepared checks the name against the class's stored properties and
    /// checks that the key path addresses the property the name names.
    ///
    /// - Parameters:
    ///   - name: The property's name, exactly as declared (for example `"prepCtxUser"`).
    ///   - keyPath: The writable key path of that property.
    @inlinable @inline(__always)
    public mutating func add<Value>(_ name: String, _ keyPath: @escaping @autoclosure () -> ReferenceWritableKeyPath<Root, Value>) {
        // The objects these accessors receive are `Root`s: `UncheckedCast` says why.
        append(name, ValueAccessor<Value>(
            read: { UncheckedCast.object($0, as: Root.self)[keyPath: keyPath()] },
            write: { UncheckedCast.object($0, as: Root.self)[keyPath: keyPath()] = $1 },
            copyFromField: { source, destination, offset in
                UncheckedCast.object(destination, as: Root.self)[keyPath: keyPath()] = FieldMemory.load(source, at: offset, as: Value.self)
            },
            // Used only for a property stored under its own name, whose key path's `modify` makes an assignment's write.
            replaceFromField: { source, destination, offset in
                var value = FieldMemory.load(source, at: offset, as: Value.self)
                swap(&UncheckedCast.object(destination, as: Root.self)[keyPath: keyPath()], &value)
            },
            keyPath: { keyPath() }
        ))
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
        // The objects these accessors receive are `Root`s: `UncheckedCast` says why.
        append(name, OptionalAccessor<Wrapped>(
            read: { UncheckedCast.object($0, as: Root.self)[keyPath: keyPath()] },
            write: { UncheckedCast.object($0, as: Root.self)[keyPath: keyPath()] = $1 },
            copyFromField: { source, destination, offset in
                UncheckedCast.object(destination, as: Root.self)[keyPath: keyPath()] = FieldMemory.load(source, at: offset, as: Wrapped?.self)
            },
            // The two `Replacing` closures are used only for a property stored under its own name.
            replaceFromField: { source, destination, offset in
                var value = FieldMemory.load(source, at: offset, as: Wrapped?.self)
                swap(&UncheckedCast.object(destination, as: Root.self)[keyPath: keyPath()], &value)
            },
            wrapFromField: { source, destination, offset in
                UncheckedCast.object(destination, as: Root.self)[keyPath: keyPath()] = FieldMemory.load(source, at: offset, as: Wrapped.self)
            },
            wrapReplacingFromField: { source, destination, offset in
                var value: Wrapped? = FieldMemory.load(source, at: offset, as: Wrapped.self)
                swap(&UncheckedCast.object(destination, as: Root.self)[keyPath: keyPath()], &value)
            },
            keyPath: { keyPath() }
        ))
    }

    /// Records an entry; kept out of line so that `add(_:_:)` stays small
    /// enough to inline at the declaration.
    @usableFromInline
    mutating func append<Value>(_ name: String, _ accessor: ValueAccessor<Value>) {
        entries.append(ContextEntry(name: name, declaringType: Root.self, isDeclared: { $0 is Root.Type }, accessor: accessor))
    }
}
