/// Type-erased access to one context property, built from its key path.
///
/// A plan opens the generic types of both sides once, when it is built, so
/// that the step it keeps copies a typed value without boxing it in `Any`
/// whenever the two types allow it.
protocol ContextAccessor: AnyObject, Sendable {
    /// The declared type of the property.
    var valueType: Any.Type { get }
    /// `Optional<Value>`: the type of a `lazy var`'s storage.
    var optionalValueType: Any.Type { get }

    /// Source side, for a source read through its table: opens this
    /// accessor's type and asks `destination` for the step.
    func makeStep(into destination: any ContextAccessor) -> CopyStep

    /// Destination side: the step that copies from a source's key-path accessor into this property.
    func makeStep<Source>(from source: ValueAccessor<Source>) -> CopyStep

    /// Destination side: the step that copies from a source's stored field,
    /// declared `type`, at `offset`, into this property.
    func makeStep(fromFieldOf type: Any.Type, at offset: Int) -> CopyStep

    /// Checks a value whose static type is unknown (read with `Mirror` or from
    /// a field of another type) and returns the write to perform once every
    /// value of the transition has been checked.
    func prepareWrite(of value: Any) -> Result<PendingWrite, ConversionFailure>

    /// The property the key path names, when the key path says so itself (a
    /// stored property of a final class, or a final stored property).
    func keyPathPropertyName(root: AnyObject.Type) -> String?

    /// Whether reading through the key path gives the value stored at
    /// `offset` in `object`: the same object, or an equal value; `nil` when
    /// the type allows neither comparison.
    func readsField(at offset: Int, of object: AnyObject) -> Bool?

    /// Whether the fields at `offset` and `otherOffset` in `object`, both of
    /// this accessor's type, hold the same bytes.
    func fieldsHoldSameBytes(at offset: Int, and otherOffset: Int, of object: AnyObject) -> Bool

    /// Whether one of the fields at `otherOffsets` in `object`, all of this
    /// accessor's type, holds what the field at `offset` holds: the same
    /// bytes, the same object, or an equal value.
    func fieldHasTwin(at offset: Int, among otherOffsets: [Int], of object: AnyObject) -> Bool
}

/// A write that has been checked and only remains to be performed on the destination.
typealias PendingWrite = (AnyObject) -> Void
