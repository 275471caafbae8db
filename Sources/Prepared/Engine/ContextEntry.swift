/// One row of a ``ContextTable``: a property name, the class that declared it
/// and the typed accessors built from its key path.
@usableFromInline
struct ContextEntry: Sendable {
    let name: String
    let declaringType: AnyObject.Type
    /// Whether a class is the declaring class or one of its subclasses: the
    /// only classes whose instances the entry's accessors may be given.
    let isDeclared: @Sendable (AnyObject.Type) -> Bool
    let accessor: any ContextAccessor

    @usableFromInline
    init<Value>(
        name: String, declaringType: AnyObject.Type, isDeclared: @escaping @Sendable (AnyObject.Type) -> Bool,
        accessor: ValueAccessor<Value>
    ) {
        self.name = name
        self.declaringType = declaringType
        self.isDeclared = isDeclared
        self.accessor = accessor
    }

    var valueType: Any.Type { accessor.valueType }
    var optionalValueType: Any.Type { accessor.optionalValueType }
}
