/// The check of one table entry against its class's stored properties: a
/// name that is no stored property, a key path of another type than the
/// property, a key path that addresses another property than the one the
/// name names.
///
/// Which property a key path addresses is read from the values on an
/// instance, where the class's layout allows reading its fields: the value
/// read through the key path must be the named field's, and no other field
/// of its type may hold an equal value. When another does, the values cannot
/// tell the two apart, and the name the key path prints decides, where it
/// prints one (a stored property of a final class, or a final one).
/// Otherwise the entry is *unsettled*: the values of a later instance may
/// tell (``ClassProfile/reaudit(on:)``).
enum EntryAudit {
    /// What checking one entry found.
    enum Finding {
        /// The entry's problems, none when it is right.
        case settled([PropagationProblem])
        /// Nothing found, but the instance's values could not tell: check again on another.
        case unsettled
    }

    /// Checks `entry` of `className`'s table, by its values on `instance`
    /// when there is one (whose class's layout agrees with `Mirror`).
    static func check(_ entry: ContextEntry, className: String, layout: FieldLayout, instance: AnyObject?) -> Finding {
        guard let property = layout.property(named: entry.name) else {
            return .settled([.unknownProperty(className: className, name: entry.name,
                                              closest: ClosestName.find(entry.name, among: layout.properties.map(\.name)))])
        }
        // No key path addresses a noncopyable property: one of `()` (the runtime's stand-in) would otherwise
        // fit it, and, being without bytes, pass for it below.
        guard !property.isUncopyable else {
            return .settled([.uncopyableProperty(className: className, property: entry.name)])
        }
        let fits = switch property.storage {
        case .stored: property.declaredType == entry.valueType
        case .lazy: property.declaredType == entry.optionalValueType
        case .wrapped: true
        }
        guard fits else {
            return .settled([.entryTypeMismatch(className: className, name: entry.name,
                                                entryType: TypeName.of(entry.valueType),
                                                propertyType: TypeName.of(property.declaredType))])
        }
        // A property of a type without bytes (`Void`, `()`, an empty struct, an enum with one case) holds
        // nothing a value could tell apart, and shares its offset with the property after it; the compiler
        // gives every such stored property of a final class one and the same key path, which prints the
        // first such name. A write through it stores nothing: the entry is told by its name, which the
        // lookup above found among the stored properties, and by its type, which is the property's.
        // A key path through accessors (an observed or overridable property) prints no name: two entries
        // with one such key path are found by ``sharedKeyPaths(_:className:)``.
        if property.storage == .stored, KeyPathValues.valueHasNoBytes(entry.accessor) {
            return .settled([])
        }
        // By value first, on the instance: printing a key path costs far more.
        var byValue = ValueCheck.incomparable
        if let instance, property.storage == .stored, property.isReadableAtOffset {
            byValue = checkByValue(entry, property: property, className: className, layout: layout, instance: instance)
            if case .settled(let found) = byValue { return .settled(found) }
        }
        // Otherwise by the name the key path prints, where it prints one (a
        // stored property of a final class, or a final stored property).
        if let printed = KeyPathValues.printedName(of: entry.accessor, root: entry.declaringType) {
            return .settled(printed == entry.name ? [] : [.keyPathMismatch(className: className, name: entry.name, addressed: printed)])
        }
        // A twin's equal value may differ on another instance; a value that
        // cannot be compared (a type without `==` whose copies differ in
        // their bytes) will not be comparable there either.
        return byValue == .hiddenByTwin ? .unsettled : .settled([])
    }

    /// The entries of properties without bytes whose key paths go through
    /// accessors (they print no name) and are one and the same: all but one
    /// of each such group address another property than their name says.
    static func sharedKeyPaths(_ entries: [ContextEntry], className: String) -> [PropagationProblem] {
        var byKeyPath: [AnyKeyPath: [String]] = [:]
        var order: [AnyKeyPath] = []
        for entry in entries where KeyPathValues.valueHasNoBytes(entry.accessor)
            && KeyPathValues.printedName(of: entry.accessor, root: entry.declaringType) == nil {
            let keyPath = entry.accessor.accept(KeyPathValues.Extracting())
            if byKeyPath[keyPath] == nil { order.append(keyPath) }
            byKeyPath[keyPath, default: []].append(entry.name)
        }
        return order.compactMap { keyPath in
            guard let names = byKeyPath[keyPath], names.count > 1 else { return nil }
            return .sharedKeyPath(className: className, names: names)
        }
    }

    /// Checks an entry left unsettled by an earlier instance on `instance`:
    /// its problems, none when it is right, or `nil` when another field
    /// still holds an equal value.
    static func recheck(_ entry: ContextEntry, className: String, layout: FieldLayout, instance: AnyObject) -> [PropagationProblem]? {
        guard let property = layout.property(named: entry.name) else { return [] }
        switch checkByValue(entry, property: property, className: className, layout: layout, instance: instance) {
        case .settled(let found): return found
        case .hiddenByTwin: return nil
        case .incomparable: return []
        }
    }

    /// What the values on one instance say of an entry's key path.
    private enum ValueCheck: Equatable {
        /// The key path reads the named field and no other field holds an
        /// equal value (no problem), or it reads another (a `keyPathMismatch`).
        case settled([PropagationProblem])
        /// It reads what the named field holds, and so does another field.
        case hiddenByTwin
        /// The values cannot be compared.
        case incomparable
    }

    /// Whether the key path reads the named field on `instance`.
    private static func checkByValue(
        _ entry: ContextEntry, property: FieldLayout.Property, className: String, layout: FieldLayout, instance: AnyObject
    ) -> ValueCheck {
        guard let readsNamed = KeyPathValues.readsField(entry.accessor, at: property.offset, of: instance) else { return .incomparable }
        // Whether another field holds what the named one holds, so that a
        // read through the key path cannot tell the two apart. Same bytes
        // first (a few instructions a field); otherwise by value, as
        // `readsField` compares: equal strings in two buffers are twins too.
        let others = layout.readablePositions(like: property)
        if readsNamed {
            let hasTwin = KeyPathValues.fieldHasTwin(entry.accessor, at: property.offset, among: others.map { layout.properties[$0].offset },
                                                      of: instance)
            return hasTwin ? .hiddenByTwin : .settled([])
        }
        let reading = others.filter { other in
            KeyPathValues.readsField(entry.accessor, at: layout.properties[other].offset, of: instance) == true
        }
        let addressed = KeyPathValues.printedName(of: entry.accessor, root: entry.declaringType)
            ?? (reading.count == 1 ? layout.properties[reading[0]].name : nil)
        return .settled([.keyPathMismatch(className: className, name: entry.name, addressed: addressed)])
    }
}

/// What the audit asks of an entry's key path, with the accessor's value type open.
private enum KeyPathValues {
    /// The property the key path names, when it says so itself (a stored
    /// property of a final class, or a final stored property): `\Root.name`.
    static func printedName(of accessor: any ContextAccessor, root: AnyObject.Type) -> String? {
        let description = accessor.accept(Describing())
        let prefix = "\\\(TypeName.unqualified(root))."
        guard description.hasPrefix(prefix) else { return nil }
        let name = description.dropFirst(prefix.count)
        guard let first = name.first, first == "_" || first.isLetter,
              name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return String(name)
    }

    /// Whether reading through the key path gives the value stored at
    /// `offset` in `object`: the same object, or an equal value; `nil` when
    /// the type allows neither comparison.
    static func readsField(_ accessor: any ContextAccessor, at offset: Int, of object: AnyObject) -> Bool? {
        accessor.accept(ReadingField(offset: offset, object: object))
    }

    /// Whether one of the fields at `otherOffsets` in `object`, all of the
    /// accessor's type, holds what the field at `offset` holds: the same
    /// bytes, the same object, or an equal value.
    static func fieldHasTwin(_ accessor: any ContextAccessor, at offset: Int, among otherOffsets: [Int], of object: AnyObject) -> Bool {
        accessor.accept(FindingTwin(offset: offset, otherOffsets: otherOffsets, object: object))
    }

    /// Whether the key path's value type has no bytes, so that its values cannot tell two fields apart.
    static func valueHasNoBytes(_ accessor: any ContextAccessor) -> Bool {
        accessor.accept(MeasuringSize())
    }

    private struct MeasuringSize: ContextAccessorVisitor {
        func visit<Value>(_: ValueAccessor<Value>) -> Bool { MemoryLayout<Value>.size == 0 }
    }

    /// An accessor's key path, type-erased.
    struct Extracting: ContextAccessorVisitor {
        func visit<Value>(_ accessor: ValueAccessor<Value>) -> AnyKeyPath { accessor.keyPath() }
    }

    private struct Describing: ContextAccessorVisitor {
        func visit<Value>(_ accessor: ValueAccessor<Value>) -> String { accessor.describeKeyPath() }
    }

    private struct ReadingField: ContextAccessorVisitor {
        let offset: Int
        let object: AnyObject

        func visit<Value>(_ accessor: ValueAccessor<Value>) -> Bool? {
            let throughKeyPath = accessor.read(object)
            let stored = FieldMemory.load(object, at: offset, as: Value.self)
            // A read through a key path that addresses the field copies it, bytes and all.
            if FieldMemory.sameBytes(throughKeyPath, stored) { return true }
            // Two references to one object are the same bytes: other bytes are another object.
            if TypeKind.of(Value.self) == .classType { return false }
            return ValueEquality.isEqual(throughKeyPath, stored)
        }
    }

    private struct FindingTwin: ContextAccessorVisitor {
        let offset: Int
        let otherOffsets: [Int]
        let object: AnyObject

        func visit<Value>(_: ValueAccessor<Value>) -> Bool {
            let object = self.object, offset = self.offset
            let sameBytes = { (other: Int) in FieldMemory.fieldsHoldSameBytes(object, at: offset, and: other, as: Value.self) }
            switch TypeKind.of(Value.self) {
            case .classType:
                // The same object, in another field, is the same bytes there.
                return otherOffsets.contains(where: sameBytes)
            default:
                // `Value`'s own `==`, found once from the type (an optional of an
                // `Equatable` type included), and every field loaded as that type:
                // sound, as `Equal` is `Value` and every offset is a `Value` field's.
                func hasTwin<Equal: Equatable>(_: Equal.Type) -> Bool {
                    let named = FieldMemory.load(object, at: offset, as: Equal.self)
                    return otherOffsets.contains { sameBytes($0) || FieldMemory.load(object, at: $0, as: Equal.self) == named }
                }
                if let equatable = Value.self as? any Equatable.Type { return hasTwin(equatable) }
                // An existential, or an optional of one: each value by its own `==`.
                guard ValueEquality.comparesPerValue(Value.self) else { return otherOffsets.contains(where: sameBytes) }
                let named = FieldMemory.load(object, at: offset, as: Value.self)
                return otherOffsets.contains { other in
                    sameBytes(other) || ValueEquality.isEqual(named, FieldMemory.load(object, at: other, as: Value.self)) == true
                }
            }
        }
    }
}
