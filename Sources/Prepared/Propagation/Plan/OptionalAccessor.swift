/// Typed accessors for a property of type `Wrapped?` (also `Wrapped!` and `weak var`).
@usableFromInline
final class OptionalAccessor<Wrapped>: ValueAccessor<Wrapped?>, @unchecked Sendable {
    /// Makes the copy from a source reader of type `Wrapped`, wrapping its value.
    let wrappingCopier: CopierFactory

    @usableFromInline
    init(read: @escaping (AnyObject) -> Wrapped?, write: @escaping (AnyObject, Wrapped?) -> Void,
         copier: @escaping (_ sourceRead: Any) -> ((AnyObject, AnyObject) -> Void)?,
         wrappingCopier: @escaping (_ sourceRead: Any) -> ((AnyObject, AnyObject) -> Void)?) {
        self.wrappingCopier = wrappingCopier
        super.init(read: read, write: write, copier: copier)
    }

    override var wrappedType: Any.Type? { Wrapped.self }

    override func makeStep<Source>(from source: ValueAccessor<Source>) -> CopyStep {
        if let copy = wrappingCopier(source.read) {
            return CopyStep(conversion: .wrap, action: .infallible(copy))
        }
        return super.makeStep(from: source)
    }

    override func convertNil() -> Result<Wrapped?, ConversionFailure> {
        .success(nil)
    }
}
