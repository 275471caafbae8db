/// What Prepared knows about one class: its table, its layout, and the
/// mistakes in them. Made once per class, prefix and way of reading, and kept by ``ClassProfileCache``.
struct ClassProfile: Sendable {
    let classIdentifier: ObjectIdentifier
    let className: String
    /// The class's table, or `nil` when it declares none or an empty one.
    let table: ContextTable?
    /// The table's first entry of each name, in the table's order.
    let entries: [ContextEntry]
    /// The class's stored properties, from the runtime's records, or as
    /// `Mirror` shows them when the two disagree.
    let layout: FieldLayout
    /// Whether values may be read at the layout's offsets: the layout was
    /// checked against `Mirror` on an instance (for a profile of the type
    /// alone: would be, so that a type-only report says how an instance will
    /// be read) and the propagator allows it.
    let readsAtOffsets: Bool
    /// Whether the layout's types are the declared ones (from the runtime's
    /// records), rather than those of the values an instance held.
    let hasDeclaredTypes: Bool
    /// Whether the profile was made from an instance, rather than from the type alone.
    let isFromInstance: Bool
    /// Mistakes that fail every transition into or out of the class.
    let tableProblems: [PropagationProblem]
    /// Prefixed properties missing from the table: errors in strict mode,
    /// skipped keys in lenient mode. For a class with a table, as a source too:
    /// a key its table leaves out would silently not flow.
    let missingEntries: [PropagationProblem]
    /// Prefixed properties a table-less source cannot read: lazy, wrapped,
    /// or holding a function.
    let unreadableProperties: [PropagationProblem]
    /// The prefixed properties read from the class when it is a source without a table.
    let sourceKeys: [FieldLayout.Property]

    /// A profile of `type`, checked on `instance` when there is one.
    ///
    /// - Parameters:
    ///   - type: The class.
    ///   - instance: An instance of exactly `type`, to check the layout
    ///     against `Mirror` and the table's key paths against the values
    ///     they read; without one, only the declarations are checked.
    ///   - prefix: The context prefix.
    ///   - allowsOffsets: `false` to read every table-less source with `Mirror`.
    init(type: AnyObject.Type, instance: AnyObject?, prefix: String, allowsOffsets: Bool = true) {
        let table = Self.table(of: type)
        let runtimeLayout = FieldLayout(of: type, prefix: prefix)
        let agrees = instance.map { runtimeLayout.agreesWithMirror(on: $0, prefix: prefix) } ?? false
        let layout = agrees || instance == nil ? runtimeLayout
            : instance.map { FieldLayout(mirroring: $0, prefix: prefix) } ?? runtimeLayout
        let className = TypeName.unqualified(type)
        classIdentifier = ObjectIdentifier(type)
        self.className = className
        self.table = table
        let entries = ContextTable.firstEntries(of: table)
        self.entries = entries
        self.layout = layout
        // From the type alone, the report says how an instance will be read: at offsets, once Mirror agrees.
        readsAtOffsets = (agrees || instance == nil) && allowsOffsets
        hasDeclaredTypes = agrees || instance == nil
        isFromInstance = instance != nil

        var problems = table.map { $0.shapeProblems(of: type, className: className, prefix: prefix, firstEntries: entries) } ?? []
        for entry in entries where entry.isDeclared(type) {
            problems += Self.audit(entry, of: type, className: className, layout: layout, instance: agrees ? instance : nil)
        }
        tableProblems = problems

        let prefixed = layout.properties.filter { $0.name.hasContextPrefix(prefix) }
        let listed = Set(entries.map(\.name))
        let missing = prefixed.filter { !listed.contains($0.name) }
        let uninherited = Self.uninheritedEntries(of: type, missing: missing.map(\.name))
        missingEntries = (uninherited.map { [PropagationProblem.tableNotInherited(className: className, superclass: $0.superclass,
                                                                                   properties: $0.names)] } ?? [])
            + missing
            .filter { !(uninherited?.names.contains($0.name) ?? false) }
            .map { .missingEntry(className: className, property: $0.name, declaringClass: $0.declaringClass) }
        guard table == nil, instance != nil else {
            sourceKeys = []
            unreadableProperties = []
            return
        }
        sourceKeys = prefixed.filter { $0.storage == .stored && !$0.isUnreadableByMirror }
        unreadableProperties = prefixed.compactMap { property in
            switch property.storage {
            case .lazy: .unreadableProperty(className: className, property: property.name, storage: .lazy)
            case .wrapped: .unreadableProperty(className: className, property: property.name, storage: .propertyWrapper)
            case .stored where property.isUnreadableByMirror:
                .unreadableFunction(className: className, property: property.name,
                                    type: TypeName.of(property.declaredType))
            case .stored: nil
            }
        }
    }

    /// The nearest superclass with a table, and the `missing` names its table
    /// lists: entries a table built without `inheriting: super.contextTable` lost.
    private static func uninheritedEntries(of type: AnyObject.Type, missing: [String]) -> (superclass: String, names: [String])? {
        guard !missing.isEmpty else { return nil }
        var current: AnyClass? = _getSuperclass(type)
        while let superclass = current {
            if let table = table(of: superclass) {
                let names = missing.filter(table.names.contains)
                return names.isEmpty ? nil : (TypeName.unqualified(superclass), names)
            }
            current = _getSuperclass(superclass)
        }
        return nil
    }

    /// The class's table when it has at least one entry.
    static func table(of type: AnyObject.Type) -> ContextTable? {
        guard let declaring = type as? any ContextDeclaring.Type else { return nil }
        let table = declaring.contextTable
        return table.isEmpty ? nil : table
    }

    /// The mistakes of one entry: a name that is no stored property, a key
    /// path of another type than the property, a key path that addresses
    /// another property than the one the name names.
    private static func audit(
        _ entry: ContextEntry, of type: AnyObject.Type, className: String, layout: FieldLayout, instance: AnyObject?
    ) -> [PropagationProblem] {
        guard let property = layout.property(named: entry.name) else {
            return [.unknownProperty(className: className, name: entry.name,
                                     closest: ClosestName.find(entry.name, among: layout.properties.map(\.name)))]
        }
        let fits = switch property.storage {
        case .stored: property.declaredType == entry.valueType
        case .lazy: property.declaredType == entry.optionalValueType
        case .wrapped: true
        }
        guard fits else {
            return [.entryTypeMismatch(className: className, name: entry.name,
                                       entryType: TypeName.of(entry.valueType),
                                       propertyType: TypeName.of(property.declaredType))]
        }
        // By value first, on the instance: the key path must read what the
        // named property holds. Conclusive unless another property of the same
        // type holds an equal value; printing a key path costs far more.
        if let instance, property.storage == .stored, property.isReadableAtOffset,
           let readsNamed = entry.accessor.readsField(at: property.offset, of: instance) {
            // Whether another field holds what the named one holds, so that a
            // read through the key path cannot tell the two apart. Same bytes
            // first (a few instructions a field); otherwise by value, as
            // `readsField` compares: equal strings in two buffers are twins too.
            let others = layout.readablePositions(like: property).map { layout.properties[$0].offset }
            let hasTwin = entry.accessor.fieldHasTwin(at: property.offset, among: others, of: instance)
            if readsNamed && !hasTwin { return [] }
            if !readsNamed {
                let reading = layout.readablePositions(like: property).filter { other in
                    entry.accessor.readsField(at: layout.properties[other].offset, of: instance) == true
                }
                let addressed = entry.accessor.keyPathPropertyName(root: entry.declaringType)
                    ?? (reading.count == 1 ? layout.properties[reading[0]].name : nil)
                return [.keyPathMismatch(className: className, name: entry.name, addressed: addressed)]
            }
        }
        // Otherwise by the name the key path prints, where it prints one (a
        // stored property of a final class, or a final stored property).
        if let printed = entry.accessor.keyPathPropertyName(root: entry.declaringType), printed != entry.name {
            return [.keyPathMismatch(className: className, name: entry.name, addressed: printed)]
        }
        return []
    }
}
