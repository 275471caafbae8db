/// How a plan moves one key from its source to its destination.
struct CopyStep {
    /// What the report says of this key; `nil` when the types can never match.
    let conversion: PropagationReport.Conversion?
    let action: Action

    enum Action {
        /// Cannot fail: same type, or `T` into `T?`. Runs in the write phase only.
        case infallible(Copy)
        /// Can fail for some values: checked in the first phase, written in the second.
        case fallible((_ source: AnyObject) -> Result<PendingWrite, ConversionFailure>)
        /// The declared types can never match.
        case mismatch
    }
}
