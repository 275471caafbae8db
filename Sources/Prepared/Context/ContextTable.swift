/// The table of writable key paths through which Prepared reads and writes a
/// class's context properties.
///
/// Each entry carries the property's name (key paths do not reliably print
/// their property names), its value type and typed accessors built from the
/// key path at the declaration site. A table is declared once per class; a
/// subclass inherits its superclass's table and adds its own entries:
///
/// ```swift
/// override class var contextTable: ContextTable {
///     ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
///         keys.add("prepCtxUser", \.prepCtxUser)
///     }
/// }
/// ```
///
/// Mistakes in a table (a name that is not a stored property, an entry whose
/// key path points at a property of another type, two entries with one name,
/// a prefixed property left out) are found the first time Prepared sees an
/// instance of the class, and reported by `ContextPropagator.validate(from:to:)`.
public struct ContextTable: Sendable {
    let entries: [ContextEntry]

    /// An empty table: the class declares no writable context.
    public init() {
        entries = []
    }

    /// A table holding the entries a class inherits and those it adds.
    ///
    /// - Parameters:
    ///   - root: The class that declares the new entries; key paths in `declare`
    ///     start from it.
    ///   - inherited: The superclass's table, usually `super.contextTable`.
    ///   - declare: Adds this class's own entries with `ContextKeys.add(_:_:)`.
    public init<Root: AnyObject>(
        _ root: Root.Type,
        inheriting inherited: ContextTable = ContextTable(),
        keys declare: (inout ContextKeys<Root>) -> Void
    ) {
        var keys = ContextKeys<Root>()
        declare(&keys)
        entries = inherited.entries + keys.entries
    }

    /// The names of the table's entries, inherited ones first.
    public var names: [String] { entries.map(\.name) }

    /// Whether the table has no entry.
    public var isEmpty: Bool { entries.isEmpty }

    /// The first entry of each name, in table order.
    static func firstEntries(of table: ContextTable?) -> [ContextEntry] {
        var seen = Set<String>()
        return (table?.entries ?? []).filter { seen.insert($0.name).inserted }
    }

    /// Mistakes visible in the table itself: duplicate names and names
    /// without the prefix. (An entry declared for another class is found
    /// where the class's profile is built, which drops it.)
    ///
    /// `firstEntries` is ``firstEntries(of:)`` of this table.
    func shapeProblems(className: String, prefix: String, firstEntries: [ContextEntry]) -> [PropagationProblem] {
        var counts: [String: Int] = [:]
        if firstEntries.count < entries.count {
            for name in names { counts[name, default: 0] += 1 }
        }
        var problems: [PropagationProblem] = []
        for entry in firstEntries {
            if let count = counts[entry.name], count > 1 {
                problems.append(.duplicateEntry(className: className, name: entry.name, count: count))
            }
            if !entry.name.hasContextPrefix(prefix) {
                problems.append(.unprefixedEntry(className: className, name: entry.name, prefix: prefix))
            }
        }
        return problems
    }
}
