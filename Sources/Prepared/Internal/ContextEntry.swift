/// One row of a ``ContextTable``: a property name, the class that declared it
/// and the typed accessors built from its key path.
@usableFromInline
struct ContextEntry: Sendable {
    let name: String
    let declaringType: AnyObject.Type
    let accessor: any ContextAccessor

    @usableFromInline
    init<Value>(name: String, declaringType: AnyObject.Type, accessor: ValueAccessor<Value>) {
        self.name = name
        self.declaringType = declaringType
        self.accessor = accessor
    }

    var valueType: Any.Type { accessor.valueType }
}
