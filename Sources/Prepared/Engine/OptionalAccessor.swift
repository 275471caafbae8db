/// Typed accessors for a property of type `Wrapped?` (also `Wrapped!` and
/// `weak var`), which can also take a source's `Wrapped`, wrapped.
@usableFromInline
final class OptionalAccessor<Wrapped>: ValueAccessor<Wrapped?>, @unchecked Sendable {
    /// Writes the `Wrapped` stored at an offset of a source object into the property, wrapped.
    let wrapFromField: FieldCopy.Body

    @usableFromInline
    init(read: @escaping (AnyObject) -> Wrapped?, write: @escaping (AnyObject, Wrapped?) -> Void,
         copyFromField: @escaping FieldCopy.Body, wrapFromField: @escaping FieldCopy.Body,
         describeKeyPath: @escaping () -> String) {
        self.wrapFromField = wrapFromField
        super.init(read: read, write: write, copyFromField: copyFromField, describeKeyPath: describeKeyPath)
    }

    override func accept<Visitor: ContextAccessorVisitor>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(optional: self)
    }
}
