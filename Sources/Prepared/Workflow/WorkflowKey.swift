/// A key into the ``WorkflowContext``: a type, not a string, with the type of
/// its value and the value a screen reads when no earlier screen set one.
///
/// ```swift
/// enum SelectedAccount: WorkflowKey {
///     static let defaultValue: String? = nil
/// }
/// ```
public protocol WorkflowKey {
    /// The type of the key's value.
    associatedtype Value: Sendable
    /// What a screen reads when no screen before it set the key.
    static var defaultValue: Value { get }
}
