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

/// Why one value could not be written.
enum ConversionFailure: Error, Equatable {
    /// The source held `nil` and the destination is not optional.
    case nilValue
    /// The source held a value of this type, which the destination does not accept.
    case mismatch(actual: Any.Type)

    static func == (lhs: ConversionFailure, rhs: ConversionFailure) -> Bool {
        switch (lhs, rhs) {
        case (.nilValue, .nilValue): true
        case let (.mismatch(a), .mismatch(b)): a == b
        default: false
        }
    }
}
