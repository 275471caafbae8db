/// Type-erased access to one context property, built from its key path.
///
/// A plan opens the generic types of both sides once, when it is built
/// (`makeStep(into:)` on the source, then `makeStep(from:)` on the
/// destination), so that the step it keeps copies a typed value without boxing
/// it in `Any` whenever the two types allow it.
protocol ContextAccessor: AnyObject, Sendable {
    /// The declared type of the property.
    var valueType: Any.Type { get }
    /// `T` when the property is a `T?`, otherwise `nil`.
    var wrappedType: Any.Type? { get }

    /// Source side: opens this accessor's types and asks `destination` for the step.
    func makeStep(into destination: any ContextAccessor) -> CopyStep

    /// Destination side: the step that copies from a typed source accessor into this property.
    func makeStep<Source>(from source: ValueAccessor<Source>) -> CopyStep

    /// Checks a value whose static type is unknown (read with `Mirror`, or held
    /// in a class or existential property) and returns the write to perform once
    /// every value of the transition has been checked.
    func prepareWrite(of value: Any) -> Result<PendingWrite, ConversionFailure>

    /// Whether a value read with `Mirror` from the stored property this entry
    /// names fits the entry's type. Used to audit tables.
    func fitsStoredProperty(value: Any, storedType: Any.Type, isLazyStorage: Bool) -> Bool
}

/// A write that has been checked and only remains to be performed on the destination.
typealias PendingWrite = (AnyObject) -> Void

/// Copies one key from a source object to a destination object.
typealias Copy = (_ source: AnyObject, _ destination: AnyObject) -> Void

/// Given a source's reader, erased to `Any`, the copy into a property, or `nil`
/// when the reader's type is not the one the copy takes.
typealias CopierFactory = (_ sourceRead: Any) -> Copy?
