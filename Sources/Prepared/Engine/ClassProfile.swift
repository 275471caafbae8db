/// What Prepared knows about one class: its table, its layout, and the
/// mistakes in them. Made once per class, prefix and way of reading, and kept by ``ClassProfileCache``.
struct ClassProfile: Sendable {
    let classIdentifier: ObjectIdentifier
    let className: String
    /// The class's table, or `nil` when it declares none or an empty one.
    let table: ContextTable?
    /// The table's first entry of each name, in the table's order, declared
    /// for this class or a superclass of it: the only entries whose accessors
    /// may be given this class's objects. An entry declared for another class
    /// (``PropagationProblem/foreignEntry(className:name:declaringClass:)``) is
    /// reported and dropped here, so that no step, check or snapshot can hold
    /// it: the one guard the accessors' downcast relies on (``ContextKeys``).
    let entries: [ContextEntry]
    /// For each of ``entries``, whether a copy into it writes through the key
    /// path's `modify` (``ValueAccessor/replaceFromField``) rather than its
    /// `set`: see ``writesInPlace(_:field:levels:)``. Worked out here, once per
    /// class, rather than in each plan.
    let writesInPlace: [Bool]
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
    /// Whether the layout was checked against what `Mirror` shows of an
    /// instance, so that values may be read at its offsets (to audit the
    /// table, whatever the propagator's way of reading).
    let layoutAgreesWithMirror: Bool
    /// Mistakes that fail every transition into or out of the class.
    private(set) var tableProblems: [PropagationProblem]
    /// Entries whose key paths the values of the instances seen so far could
    /// not check (another property of the type held an equal value), and
    /// whose key paths print no name: checked again on later instances.
    private(set) var unsettledEntries: [ContextEntry]
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
        let hasCustomMirror = instance.map { $0 is CustomReflectable } ?? false  // not `instance is`: `Optional` is `CustomReflectable`
        // The agreement reads what the default mirror shows, which a custom
        // mirror does not change; a class without a table, though, is read
        // as its custom mirror shows it, never at its offsets.
        let agrees = instance.map { (!hasCustomMirror || table != nil) && runtimeLayout.agreesWithMirror(on: $0, prefix: prefix) }
            ?? false
        // A class with a table is checked against the runtime's records of its
        // stored properties even where the default mirror disagrees (never
        // read at their offsets then): its custom mirror may hide them.
        let usesRecords = agrees || instance == nil || (hasCustomMirror && table != nil && RuntimeFields.isAvailable)
        let layout = usesRecords ? runtimeLayout
            : instance.map { FieldLayout(mirroring: $0, prefix: prefix) } ?? runtimeLayout
        let className = TypeName.unqualified(type)
        classIdentifier = ObjectIdentifier(type)
        self.className = className
        self.table = table
        let firstEntries = ContextTable.firstEntries(of: table)
        let entries = firstEntries.filter { $0.isDeclared(type) }
        self.entries = entries
        self.layout = layout
        // From the type alone, the report says how an instance will be read: at offsets, once Mirror agrees.
        readsAtOffsets = (agrees || instance == nil) && allowsOffsets
        hasDeclaredTypes = usesRecords
        isFromInstance = instance != nil
        layoutAgreesWithMirror = agrees

        var problems = firstEntries.filter { !$0.isDeclared(type) }.map {
            PropagationProblem.foreignEntry(className: className, name: $0.name, declaringClass: TypeName.unqualified($0.declaringType))
        }
        problems += table.map { $0.shapeProblems(className: className, prefix: prefix, firstEntries: firstEntries) } ?? []
        var unsettled: [ContextEntry] = []
        for entry in entries {
            switch EntryAudit.check(entry, className: className, layout: layout, instance: agrees ? instance : nil) {
            case .settled(let found): problems += found
            case .unsettled: unsettled.append(entry)
            }
        }
        problems += EntryAudit.sharedKeyPaths(entries, className: className)
        tableProblems = problems
        unsettledEntries = unsettled
        let levels = Self.classLevels(of: type)
        writesInPlace = entries.map { entry in
            usesRecords && Self.writesInPlace(entry, field: layout.property(named: entry.name), levels: levels)
        }

        let prefixed = layout.prefixedProperties
        let listed = Set(firstEntries.map(\.name))  // a foreign entry is reported as such, not as missing too
        // A noncopyable field cannot be listed in a table (it has no key path): said as such, not as missing.
        let uncopyable = prefixed.filter { $0.isUncopyable && !listed.contains($0.name) }
        let missing = prefixed.filter { !listed.contains($0.name) && !$0.isUncopyable }
        let uninherited = Self.uninheritedEntries(of: type, missing: missing.map(\.name))
        missingEntries = (uninherited.map { [PropagationProblem.tableNotInherited(className: className, superclass: $0.superclass,
                                                                                   properties: $0.names)] } ?? [])
            + missing
            .filter { !(uninherited?.names.contains($0.name) ?? false) }
            .map { .missingEntry(className: className, property: $0.name, declaringClass: $0.declaringClass) }
            + (table == nil ? [] : uncopyable.map { .uncopyableProperty(className: className, property: $0.name) })
        // A source without a table offers its prefixed stored properties: read from an instance, or, from the
        // type alone, from the runtime's field records (the keys and their types, for a report; never run).
        guard table == nil, instance != nil || RuntimeFields.isAvailable else {
            sourceKeys = []
            unreadableProperties = []
            return
        }
        sourceKeys = prefixed.filter { $0.storage == .stored && !$0.isUnreadableByMirror }
        unreadableProperties = prefixed.compactMap { property in
            switch property.storage {
            case .lazy: .unreadableLazyProperty(className: className, property: property.name)
            case .wrapped: .unreadableWrappedProperty(className: className, property: property.name)
            case .stored where property.isUncopyable:
                .uncopyableProperty(className: className, property: property.name)
            case .stored where property.isUnreadableByMirror:
                .unreadableFunction(className: className, property: property.name,
                                    type: TypeName.of(property.declaredType))
            case .stored: nil
            }
        }
    }

    /// Whether a copy into `entry` writes through its key path's `modify`:
    /// when the runtime records `field`, the class's property of the entry's
    /// name, as a strongly held stored property under its own name and of the
    /// entry's declared type, and the key path addresses it either as that
    /// storage, at that offset, or through one pair of accessors of the
    /// class that declares that storage (`levels`: the object's class, then
    /// each superclass, as the layout numbers them).
    ///
    /// A key path's `modify` is its getter into a buffer, the change, then
    /// its setter; for storage, the store itself. For a property stored under
    /// its own name, the getter is the load of that storage, so the write is
    /// an assignment's: its setter runs once, with its `willSet` and `didSet`,
    /// and where the optimizer sees the class whole (an app's classes, built
    /// whole-module, no subclass overriding the property) it folds the getter
    /// and the buffer away, leaving the store. Applied through the key path,
    /// `set` keeps a retain and a release of the value more than an
    /// assignment. Properties without storage under their own name keep
    /// `set`, because their getter is not a load: `lazy` (it would run the
    /// initializer), wrapped, and `@Observable` tracked ones (it registers an
    /// access); so do `weak` and `unowned` ones. What is left: a subclass
    /// that overrides such a property with a getter of its own (a computed
    /// override, or an `@objc dynamic` one an Objective-C subclass or KVO
    /// replaces) has that getter called before the write (Docs/Design.md,
    /// "Tables and accessors").
    ///
    /// An entry the audit has not settled yet (another field holds an equal
    /// value: ``EntryAudit``) is written the same way. Its key path can
    /// address another property only in a wrong table, which a later
    /// instance's values report; `modify` writes the same property `set`
    /// would, and calls no getter the audit has not already called.
    static func writesInPlace(_ entry: ContextEntry, field: FieldLayout.Property?, levels: [ObjectIdentifier]) -> Bool {
        guard let field, field.storage == .stored, field.label == field.name, field.isStrong,
              field.declaredType == entry.valueType else { return false }
        switch entry.accessor.keyPathTarget {
        case .storage(let offset): return offset == field.offset
        // Not a subclass's computed property of the name of a superclass's private stored one.
        case .accessors: return field.level < levels.count && levels[field.level] == ObjectIdentifier(entry.declaringType)
        case .other: return false
        }
    }

    /// The identifiers of `type` and each of its superclasses, in the order a layout numbers its levels.
    private static func classLevels(of type: AnyObject.Type) -> [ObjectIdentifier] {
        var levels: [ObjectIdentifier] = []
        var current: AnyClass? = type
        while let level = current {
            levels.append(ObjectIdentifier(level))
            current = _getSuperclass(level)
        }
        return levels
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

    /// The entries left unsettled, checked on `instance`: the names of those
    /// its values settle, and the problems found among them; `nil` when there
    /// is nothing to check or nothing was settled.
    func reaudit(on instance: AnyObject) -> Settlement? {
        guard !unsettledEntries.isEmpty, layoutAgreesWithMirror else { return nil }
        var settlement = Settlement()
        for entry in unsettledEntries {
            guard let found = EntryAudit.recheck(entry, className: className, layout: layout, instance: instance) else { continue }
            settlement.entries.append(entry.name)
            settlement.problems += found
        }
        return settlement.entries.isEmpty ? nil : settlement
    }

    /// What a later instance settled of a profile's unsettled entries.
    struct Settlement {
        var entries: [String] = []
        var problems: [PropagationProblem] = []
    }

    /// This profile with `settlement` applied: its entries no longer
    /// unsettled, its problems added (once: another thread may have applied
    /// the same findings first).
    func settling(_ settlement: Settlement) -> ClassProfile {
        var settled = self
        let stillUnsettled = Set(unsettledEntries.map(\.name)).intersection(settlement.entries)
        guard !stillUnsettled.isEmpty else { return self }
        settled.unsettledEntries.removeAll { stillUnsettled.contains($0.name) }
        settled.tableProblems += settlement.problems.filter { problem in
            problem.property.map(stillUnsettled.contains) ?? false
        }
        return settled
    }
}
