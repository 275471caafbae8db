/// What Prepared knows about one class: its table, its layout, and the
/// mistakes in them. Made once per class and cached by ``ContextPropagator``.
struct ClassProfile: Sendable {
    let classIdentifier: ObjectIdentifier
    let className: String
    /// The class's table, or `nil` when it declares none or an empty one.
    let table: ContextTable?
    /// The class's stored properties; `nil` when the profile was made from the type alone.
    let layout: ClassLayout?
    /// Mistakes that fail every transition into or out of the class.
    let tableProblems: [PropagationProblem]
    /// Prefixed properties missing from the table: errors in strict mode,
    /// skipped keys in lenient mode. For a class with a table, as a source too:
    /// a key its table leaves out would silently not flow.
    let missingEntries: [PropagationProblem]
    /// Prefixed properties a table-less source cannot read (lazy or wrapped).
    let unreadableProperties: [PropagationProblem]
    /// The prefixed properties read with `Mirror` when the class is a source without a table.
    let mirrorKeys: [ClassLayout.Property]

    /// A profile from the type alone: the table, unchecked.
    init(type: AnyObject.Type, prefix: String) {
        let className = String(describing: type)
        let table = Self.table(of: type)
        classIdentifier = ObjectIdentifier(type)
        self.className = className
        self.table = table
        layout = nil
        tableProblems = table.map { Self.tableShapeProblems($0, of: type, className: className, prefix: prefix) } ?? []
        missingEntries = []
        unreadableProperties = []
        mirrorKeys = []
    }

    /// A profile from an instance: the table checked against the stored properties.
    init(instance: AnyObject, prefix: String) {
        let table = Self.table(of: Swift.type(of: instance))
        var entryFits: [String: Bool] = [:]
        let layout = ClassLayout(reflecting: instance) { property, value in
            guard let entry = table?.entries.first(where: { $0.name == property.name }),
                  entryFits[property.name] == nil else { return }
            entryFits[property.name] = property.storage == .wrapped || entry.accessor.fitsStoredProperty(
                value: value, storedType: property.observedType, isLazyStorage: property.storage == .lazy
            )
        }
        let className = layout.className
        classIdentifier = ObjectIdentifier(Swift.type(of: instance))
        self.className = className
        self.table = table
        self.layout = layout

        let prefixed = layout.properties.filter { $0.name.hasPrefix(prefix) }
        var problems = table.map { Self.tableShapeProblems($0, of: Swift.type(of: instance), className: className, prefix: prefix) } ?? []
        for entry in Self.firstEntries(of: table) where entry.isDeclared(Swift.type(of: instance)) {
            guard let property = layout.property(named: entry.name) else {
                let names = layout.properties.map(\.name)
                problems.append(.unknownProperty(
                    className: className, name: entry.name, closest: ClosestName.find(entry.name, among: names)
                ))
                continue
            }
            if entryFits[entry.name] == false {
                problems.append(.entryTypeMismatch(
                    className: className, name: entry.name,
                    entryType: String(describing: entry.valueType),
                    propertyType: String(describing: property.observedType)
                ))
            }
        }
        tableProblems = problems

        let listed = Set(table?.names ?? [])
        missingEntries = prefixed
            .filter { !listed.contains($0.name) }
            .map { .missingEntry(className: className, property: $0.name, declaringClass: $0.declaringClass) }
        if table == nil {
            mirrorKeys = prefixed.filter { $0.storage == .stored }
            unreadableProperties = prefixed.compactMap { property in
                switch property.storage {
                case .stored: nil
                case .lazy: .unreadableProperty(className: className, property: property.name, storage: .lazy)
                case .wrapped: .unreadableProperty(className: className, property: property.name, storage: .propertyWrapper)
                }
            }
        } else {
            mirrorKeys = []
            unreadableProperties = []
        }
    }

    /// The class's table when it has at least one entry.
    static func table(of type: AnyObject.Type) -> ContextTable? {
        guard let declaring = type as? any ContextDeclaring.Type else { return nil }
        let table = declaring.contextTable
        return table.isEmpty ? nil : table
    }

    /// The first entry of each name, in table order.
    static func firstEntries(of table: ContextTable?) -> [ContextEntry] {
        var seen = Set<String>()
        return (table?.entries ?? []).filter { seen.insert($0.name).inserted }
    }

    /// Mistakes visible in the table itself: entries declared for another
    /// class, duplicate names and names without the prefix.
    private static func tableShapeProblems(
        _ table: ContextTable, of type: AnyObject.Type, className: String, prefix: String
    ) -> [PropagationProblem] {
        var counts: [String: Int] = [:]
        for name in table.names { counts[name, default: 0] += 1 }
        var problems: [PropagationProblem] = []
        for entry in firstEntries(of: table) {
            if !entry.isDeclared(type) {
                problems.append(.foreignEntry(className: className, name: entry.name,
                                              declaringClass: String(describing: entry.declaringType)))
            }
            if let count = counts[entry.name], count > 1 {
                problems.append(.duplicateEntry(className: className, name: entry.name, count: count))
            }
            if !entry.name.hasPrefix(prefix) {
                problems.append(.unprefixedEntry(className: className, name: entry.name, prefix: prefix))
            }
        }
        return problems
    }
}
