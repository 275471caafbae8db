/// Typed accessors for a property of type `Wrapped?` (also `Wrapped!` and `weak var`).
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

    override func makeStep<Source>(from source: ValueAccessor<Source>) -> CopyStep {
        if let sourceRead = source.read as? (AnyObject) -> Wrapped {
            let write = self.write
            return CopyStep(conversion: .wrap, reading: .keyPath,
                            action: .infallible(FieldCopy(body: { from, to, _ in write(to, sourceRead(from)) }, offset: 0)))
        }
        return super.makeStep(from: source)
    }

    override func makeStep(fromFieldOf type: Any.Type, at offset: Int) -> CopyStep {
        if type == Wrapped.self {
            return CopyStep(conversion: .wrap, reading: .fieldOffset, action: .infallible(FieldCopy(body: wrapFromField, offset: offset)))
        }
        return super.makeStep(fromFieldOf: type, at: offset)
    }
}
