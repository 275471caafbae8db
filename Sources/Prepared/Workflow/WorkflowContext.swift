/// Values that travel along a flow of screens, keyed by ``WorkflowKey`` types.
///
/// Every ``PreparedController`` has one, ``PreparedController/workflow``. On
/// each transition the destination inherits its source's context, so a value
/// set early in a flow reaches a later screen that reads it even when the
/// screens in between know nothing of it. A screen that sets a key overrides
/// it for the screens after it; the screens before it keep their own value.
///
/// ```swift
/// account.workflow[SelectedAccount.self] = "ada@example.com"
/// // … three transitions later, in a screen that never saw `account`:
/// let selected = workflow[SelectedAccount.self]
/// ```
public struct WorkflowContext: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// An empty context: every key reads its default value.
    public init() {}

    /// The value of `key`: the last one set by this screen or a screen before
    /// it, or the key's default.
    public subscript<Key: WorkflowKey>(key: Key.Type) -> Key.Value {
        get { (values[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether this screen or one before it set `key`.
    public func contains<Key: WorkflowKey>(_ key: Key.Type) -> Bool {
        values[ObjectIdentifier(key)] != nil
    }

    /// Forgets `key`, so that it reads its default here and after.
    public mutating func removeValue<Key: WorkflowKey>(for key: Key.Type) {
        values[ObjectIdentifier(key)] = nil
    }

    /// The context a destination starts with: its source's values, under the
    /// ones the destination set itself before the transition.
    func inheriting(from source: WorkflowContext) -> WorkflowContext {
        var merged = self
        merged.values = source.values.merging(values) { _, own in own }
        return merged
    }
}
