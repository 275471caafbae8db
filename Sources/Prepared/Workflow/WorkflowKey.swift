/// A key into ``WorkflowValues``: a type, not a string, with the type of its
/// value and the value a screen reads when no earlier screen set one.
///
/// Name keys `…Key`, and give each a computed accessor beside it, so that a
/// screen reads `workflow.selectedAccount`:
///
/// ```swift
/// enum SelectedAccountKey: WorkflowKey {
///     static let defaultValue: String? = nil
/// }
///
/// extension WorkflowValues {
///     var selectedAccount: String? {
///         get { self[SelectedAccountKey.self] }
///         set { self[SelectedAccountKey.self] = newValue }
///     }
/// }
/// ```
public protocol WorkflowKey {
    /// The type of the key's value.
    associatedtype Value: Sendable
    /// What a screen reads when no screen before it set the key.
    static var defaultValue: Value { get }
}
