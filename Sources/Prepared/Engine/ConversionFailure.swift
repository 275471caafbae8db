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
