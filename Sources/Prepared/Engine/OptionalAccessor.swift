/// Typed accessors for a property of type `Wrapped?` (also `Wrapped!` and
/// `weak var`), which can also take a source's `Wrapped`, wrapped.
@usableFromInline
final class OptionalAccessor<Wrapped>: ValueAccessor<Wrapped?>, @unchecked Sendable {
    /// Writes the `Wrapped` stored at an offset of a source object into the property, wrapped.
    let wrapFromField: FieldCopy.Body
    /// The same through the key path's `modify`, for a property with storage
    /// under its own name only (see ``ValueAccessor/replaceFromField``).
    let wrapReplacingFromField: FieldCopy.Body

    @usableFromInline
    init(read: @escaping (AnyObject) -> Wrapped?, write: @escaping (AnyObject, Wrapped?) -> Void,
         copyFromField: @escaping FieldCopy.Body, replaceFromField: @escaping FieldCopy.Body,
         wrapFromField: @escaping FieldCopy.Body, wrapReplacingFromField: @escaping FieldCopy.Body,
         keyPath: @escaping () -> AnyKeyPath) {
        self.wrapFromField = wrapFromField
        self.wrapReplacingFromField = wrapReplacingFromField
        super.init(read: read, write: write, copyFromField: copyFromField, replaceFromField: replaceFromField, keyPath: keyPath)
    }

    override func accept<Visitor: ContextAccessorVisitor>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(optional: self)
    }
}
