/// Typed accessors for a property of type `Value`, built by
/// `ContextKeys.add(_:_:)` where the declaring class and `Value` are concrete.
///
/// `read` and `write` take the declaring class's instances erased to
/// `AnyObject` (they cast back without a check: ``UncheckedCast``).
/// `copyFromField` writes the `Value` stored at an offset of a source object
/// into the property: one call per key. `describeKeyPath` prints the key path,
/// for the audit.
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
    let describeKeyPath: () -> String

    @usableFromInline
    init(read: @escaping (AnyObject) -> Value, write: @escaping (AnyObject, Value) -> Void,
         copyFromField: @escaping FieldCopy.Body, describeKeyPath: @escaping () -> String) {
        self.read = read
        self.write = write
        self.copyFromField = copyFromField
        self.describeKeyPath = describeKeyPath
    }

    var valueType: Any.Type { Value.self }
    var optionalValueType: Any.Type { Value?.self }

    func accept<Visitor: ContextAccessorVisitor>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(self)
    }
}
