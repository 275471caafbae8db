/// Values that travel along a flow of screens, keyed by ``WorkflowKey`` types.
///
/// Every `PreparedController` (`PreparedHeadless`) has one, `PreparedController.workflow`. On
/// each transition the destination inherits its source's values, so a value
/// set early in a flow reaches a later screen that reads it even when the
/// screens in between know nothing of it. A screen that sets a key overrides
/// it for the screens after it; the screens before it keep their own value.
///
/// ```swift
/// account.workflow[SelectedAccountKey.self] = "ada@example.com"
/// // … three transitions later, in a screen that never saw `account`:
/// let selected = workflow[SelectedAccountKey.self]
/// ```
///
/// Declare a computed accessor next to each key so that call sites read as
/// properties (`workflow.selectedAccount`); see ``WorkflowKey``. Printing the
/// values lists each key's name and value.
public struct WorkflowValues: Sendable, CustomStringConvertible {
    /// One key's value, with the key's name for printing.
    private struct Entry: Sendable {
        let keyName: String
        let value: any Sendable
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Values with no key set: every key reads its default value.
    public init() {}

    /// The value of `key`: the last one set by this screen or a screen before
    /// it, or the key's default.
    public subscript<Key: WorkflowKey>(key: Key.Type) -> Key.Value {
        get { (entries[ObjectIdentifier(key)]?.value as? Key.Value) ?? Key.defaultValue }
        set { entries[ObjectIdentifier(key)] = Entry(keyName: String(describing: key), value: newValue) }
    }

    /// Whether this screen or one before it set `key`.
    public func contains<Key: WorkflowKey>(_ key: Key.Type) -> Bool {
        entries[ObjectIdentifier(key)] != nil
    }

    /// Forgets `key`, so that it reads its default here and after.
    public mutating func removeValue<Key: WorkflowKey>(for key: Key.Type) {
        entries[ObjectIdentifier(key)] = nil
    }

    /// The names of the keys set, sorted.
    public var keyNames: [String] { entries.values.map(\.keyName).sorted() }

    /// The keys set and their values, sorted by key name:
    /// `[SelectedAccountKey: Optional("ada@example.com"), ThemeKey: dark]`.
    public var description: String {
        let pairs = entries.values.sorted { $0.keyName < $1.keyName }.map { "\($0.keyName): \($0.value)" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }

    /// The values a destination starts with: its source's, under the ones the
    /// destination set itself before the transition.
    func inheriting(from source: WorkflowValues) -> WorkflowValues {
        var merged = self
        merged.entries = source.entries.merging(entries) { _, own in own }
        return merged
    }
}
