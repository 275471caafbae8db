/// Typed accessors for a property of type `Value`, built by
/// `ContextKeys.add(_:_:)` where the declaring class and `Value` are concrete.
///
/// `read` and `write` take the declaring class's instances erased to
/// `AnyObject` (they cast back without a check: ``UncheckedCast``).
/// `copyFromField` writes the `Value` stored at an offset of a source object
/// into the property, with the key path's `set`: one call per key.
/// `replaceFromField` does the same through the key path's `modify`, for a
/// property with storage under its own name only (see there). `keyPath`
/// gives the key path itself, to print it for the audit and to ask what it
/// addresses (``KeyPathComponents``).
///
/// Instances are immutable. The closures capture only the key path they were
/// built from, an immutable value; Swift does not mark key paths to
/// actor-isolated properties `Sendable`, hence `@unchecked`. A plan calls
/// these closures only on objects the caller handed to `ContextPropagator`
/// from the caller's own isolation domain.
@usableFromInline
class ValueAccessor<Value>: ContextAccessor, @unchecked Sendable {
    let read: (AnyObject) -> Value
    let write: (AnyObject, Value) -> Void
    let copyFromField: FieldCopy.Body
    /// Writes the `Value` stored at an offset of a source object into the
    /// property by swapping it in through the key path's `modify` and
    /// releasing the old value after the access.
    ///
    /// Only for a property the runtime records as stored under its own name
    /// (``ClassProfile/writesInPlace(_:field:levels:)``). Where its key path is
    /// a stored-property component, `modify` is the storage, and the write is
    /// the store an assignment makes, with the same exclusivity check, where
    /// the compiler makes of a `set` a tracked access holding a retain of the
    /// object. Where the key path goes through the property's accessors (an
    /// overridable or observed property), `modify` is the getter (the load of
    /// that storage) into a buffer, then the setter, which runs the observers
    /// as an assignment does, and which the optimizer folds into the store
    /// when nothing overrides the property; a `set` through the key path keeps
    /// a retain and a release of the value more. For a property without
    /// storage under its own name (`lazy`, wrapped, `@Observable` tracked),
    /// the getter is not a load, and an assignment does not call it: those
    /// keep `copyFromField`.
    let replaceFromField: FieldCopy.Body
    let keyPath: () -> AnyKeyPath

    @usableFromInline
    init(read: @escaping (AnyObject) -> Value, write: @escaping (AnyObject, Value) -> Void,
         copyFromField: @escaping FieldCopy.Body, replaceFromField: @escaping FieldCopy.Body,
         keyPath: @escaping () -> AnyKeyPath) {
        self.read = read
        self.write = write
        self.copyFromField = copyFromField
        self.replaceFromField = replaceFromField
        self.keyPath = keyPath
    }

    var valueType: Any.Type { Value.self }
    var optionalValueType: Any.Type { Value?.self }

    /// What the key path addresses, read from its object (``KeyPathComponents``).
    var keyPathTarget: KeyPathComponents.Target { KeyPathComponents.target(of: keyPath()) }

    /// How the key path prints itself: `\Root.name` for a stored property of a
    /// final class or a final stored property. Its `debugDescription` where the
    /// standard library has one (`String(describing:)` gives the same text,
    /// after looking up the printing protocols a key path does not adopt);
    /// before those releases a key path prints its type only.
    func describeKeyPath() -> String {
        let keyPath = keyPath()
        if #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) {
            return keyPath.debugDescription
        }
        return String(describing: keyPath)
    }

    func accept<Visitor: ContextAccessorVisitor>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(self)
    }
}
