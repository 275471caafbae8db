/// How a plan moves one key from its source to its destination.
struct CopyStep {
    /// What the report says of this key; `nil` when the types can never match.
    let conversion: PropagationReport.Conversion?
    /// How the source's value is read.
    let reading: PropagationReport.Reading
    let action: Action

    enum Action {
        /// Cannot fail: same type, or `T` into `T?`. Runs in the write phase only.
        case infallible(FieldCopy)
        /// Can fail for some values: checked in the first phase, written in the second.
        case fallible((_ source: AnyObject) -> Result<PendingWrite, ConversionFailure>)
        /// The declared types can never match.
        case mismatch
    }
}

/// A copy that cannot fail: one call, given the offset of the source's field
/// (which a copy through the source's key path ignores).
///
/// An object holding the closure and its offset, run by index through an
/// unmanaged reference (``PropagationPlan``), rather than an array of bare
/// closures: each bare closure called from an array costs two reabstraction
/// thunks, and a `for … in` loop over closures, or a load of a struct's
/// closure, retains and releases each one's context around the call.
@usableFromInline
final class FieldCopy {
    @usableFromInline
    typealias Body = (_ source: AnyObject, _ destination: AnyObject, _ offset: Int) -> Void

    let body: Body
    let offset: Int
    /// Whether `body` writes through the key path's `modify`, into a property
    /// stored under its own name (``ValueAccessor/replaceFromField``), rather than its `set`.
    let writesInPlace: Bool

    init(body: @escaping Body, offset: Int, writesInPlace: Bool = false) {
        self.body = body
        self.offset = offset
        self.writesInPlace = writesInPlace
    }
}
