/// The stored properties of a class and its superclasses: names, declared
/// types, byte offsets and ownership, read once per class from the Swift
/// runtime, and where `Mirror` lists each one.
///
/// A layout holds names, positions and types, never values. It is read from
/// the type alone; ``agreesWithMirror(on:)`` checks it against `Mirror` on an
/// instance before any value is read at an offset.
struct FieldLayout: Sendable {
    /// How a property's storage is named.
    enum Storage: Sendable {
        /// A stored property, under its own name.
        case stored
        /// `lazy var name`, stored as `$__lazy_storage_$_name` with type `Optional<T>`.
        case lazy
        /// `@Wrapper var name`, stored as `_name` with the wrapper's type.
        case wrapped
    }

    /// One stored property.
    struct Property: Sendable {
        /// The name the user wrote.
        let name: String
        /// The name of the storage, as `Mirror` labels it.
        let label: String
        let storage: Storage
        /// 0 for the object's own class, 1 for its superclass, and so on.
        let level: Int
        /// The position among the stored properties `Mirror` lists for that level.
        let index: Int
        /// The type the property is declared with.
        let declaredType: Any.Type
        /// The byte offset of the storage in an instance.
        let offset: Int
        /// `false` for `weak`, `unowned` and `unowned(unsafe)` storage, which a
        /// plain load cannot read.
        let isStrong: Bool
        /// The name of the class that declares the property.
        let declaringClass: String
        /// Whether the declared type is, or holds at its top level, a function
        /// or a metatype, which `Mirror` returns in the wrong representation,
        /// or the property is ``isUncopyable``.
        let isUnreadableByMirror: Bool
        /// Whether the property's type is noncopyable (`Atomic`, `Mutex`, a
        /// `~Copyable` type): `declaredType` is the `()` the runtime gives in
        /// place of a type it hands out no value of, while the field's record
        /// names another type (``RuntimeFields/recordNamesEmptyTuple(_:at:name:)``),
        /// or, in a generic class, a type the runtime finds noncopyable
        /// (``Copyability``). Such a property is never read, as `()` or otherwise.
        let isUncopyable: Bool

        init(name: String, label: String, storage: Storage, level: Int, index: Int, declaredType: Any.Type,
             offset: Int, isStrong: Bool, declaringClass: String, isUncopyable: Bool) {
            self.name = name
            self.label = label
            self.storage = storage
            self.level = level
            self.index = index
            self.declaredType = declaredType
            self.offset = offset
            self.isStrong = isStrong
            self.declaringClass = declaringClass
            self.isUncopyable = isUncopyable
            isUnreadableByMirror = !TypeKind.hasContextFreeRepresentation(declaredType) || isUncopyable
        }

        /// Whether a value can be copied out of this storage by its declared
        /// type at its offset: a strongly held plain stored property whose
        /// type has one representation in every context.
        var isReadableAtOffset: Bool {
            storage == .stored && isStrong && !isUnreadableByMirror
        }
    }

    let className: String
    /// Every stored property, the object's own class first, each level in declaration order.
    let properties: [Property]
    /// The position in `properties` of the first property (the most derived
    /// class's) of each name with the context prefix: the names tables list.
    /// Other names are searched for in order, which spares hashing every
    /// name of a class on its first transition.
    private let prefixedPositionByName: [String: Int]
    /// The property of each name with the context prefix, the most derived
    /// class's (a superclass's `private` property may share its name, and
    /// only the subclass's is the one its users see), in layout order.
    let prefixedProperties: [Property]

    private static let lazyLabelPrefix = "$__lazy_storage_$_"

    /// The layout of `type`, from the runtime's field records, its names with
    /// `prefix` indexed.
    init(of type: AnyClass, prefix: String) {
        let className = TypeName.unqualified(type)
        var chain: [AnyClass] = []
        var current: AnyClass? = type
        while let level = current {
            chain.append(level)
            current = _getSuperclass(level)
        }
        var counts = chain.map { RuntimeFields.count(of: $0) }
        counts.append(0)
        var properties: [Property] = []
        for level in chain.indices {
            let start = counts[level + 1], end = counts[level]
            guard start < end else { continue }
            let declaringClass = TypeName.unqualified(chain[level])
            let fields = RuntimeFields.fields(of: chain[level], at: start..<end)
            let isObserved = fields.contains { $0.name == Self.observationRegistrarLabel }
            // A generic class's field may be of a noncopyable type its parameter is bound to, which the runtime
            // gives as that type rather than as `()`: each prefixed one is asked (``Copyability``).
            let isGeneric = Copyability.isGeneric(chain[level])
            for (index, field) in fields.enumerated() {
                let (name, storage) = Self.propertyName(forLabel: field.name, type: field.declaredType, observed: isObserved)
                let isUncopyable = field.isStandIn
                    || (isGeneric && name.hasContextPrefix(prefix) && !Copyability.isCopyable(field.declaredType))
                properties.append(Property(
                    name: name, label: field.name, storage: storage, level: level, index: index,
                    declaredType: field.declaredType, offset: field.offset, isStrong: field.isStrong,
                    declaringClass: declaringClass, isUncopyable: isUncopyable
                ))
            }
        }
        self.init(className: className, properties: properties, prefix: prefix)
    }

    private init(className: String, properties: [Property], prefix: String) {
        self.className = className
        self.properties = properties
        var prefixedPositionByName: [String: Int] = [:]
        var prefixedProperties: [Property] = []
        for (position, property) in properties.enumerated()
        where property.name.hasContextPrefix(prefix) && prefixedPositionByName[property.name] == nil {
            prefixedPositionByName[property.name] = position
            prefixedProperties.append(property)
        }
        self.prefixedPositionByName = prefixedPositionByName
        self.prefixedProperties = prefixedProperties
    }

    /// The layout `Mirror` shows of `object`, for a class whose runtime
    /// records and `Mirror` disagree (a custom mirror, for one): the types
    /// are those of the values held, and nothing is read at an offset.
    init(mirroring object: AnyObject, prefix: String) {
        let className = TypeName.unqualified(type(of: object))
        var properties: [Property] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        var level = 0
        while let current = mirror {
            let declaringClass = TypeName.unqualified(current.subjectType)
            let isObserved = current.children.contains { $0.label == Self.observationRegistrarLabel }
            for (index, child) in current.children.enumerated() {
                guard let label = child.label else { continue }
                let (name, storage) = Self.propertyName(forLabel: label, type: Swift.type(of: child.value), observed: isObserved)
                properties.append(Property(
                    name: name, label: label, storage: storage, level: level, index: index,
                    declaredType: Swift.type(of: child.value), offset: -1, isStrong: false, declaringClass: declaringClass,
                    // `Mirror` shows a noncopyable field as `()`, as it shows a `Void`: without the runtime's
                    // records to tell them apart, every `()` is taken for a noncopyable one.
                    isUncopyable: Swift.type(of: child.value) == Void.self
                ))
            }
            mirror = current.superclassMirror
            level += 1
        }
        self.init(className: className, properties: properties, prefix: prefix)
    }

    /// The storage the `@Observable` macro adds to a class it expands, beside
    /// one `_name` storage per tracked property.
    private static let observationRegistrarLabel = "_$observationRegistrar"

    /// The property a storage label stands for, in a class level the
    /// `@Observable` macro expanded (`observed`) or not.
    ///
    /// In an observed level, `_name` is the storage of the tracked property
    /// `name`: a plain stored property of the type `name` is declared with,
    /// which the macro renames and reads and writes through `name`'s
    /// accessors. It is read as `name`'s own storage. (A property wrapper's
    /// storage in such a class, which the macro requires to be
    /// `@ObservationIgnored`, is read the same way, as a stored property of
    /// the wrapper's type: never as another type.)
    static func propertyName(forLabel label: String, type: Any.Type, observed: Bool) -> (String, Storage) {
        if observed, label.hasPrefix("_"), !label.hasPrefix("_$"), label.count > 1 {
            return (String(label.dropFirst()), .stored)
        }
        return propertyName(forLabel: label, type: type)
    }

    /// The property a storage label of type `type` stands for.
    ///
    /// `$__lazy_storage_$_name` is the storage of `lazy var name`. A label
    /// `_name` is a property wrapper's storage only when its type can be a
    /// wrapper (``canBeWrapper(_:)``); otherwise it is a plain stored property
    /// named with a leading underscore, such as `@IBOutlet var _helpButton: NSButton!`,
    /// and keeps its name.
    static func propertyName(forLabel label: String, type: Any.Type) -> (String, Storage) {
        guard label.utf8.first == UInt8(ascii: "_") || label.utf8.first == UInt8(ascii: "$") else {
            return (label, .stored)
        }
        if label.hasContextPrefix(lazyLabelPrefix) {
            return (String(label.dropFirst(lazyLabelPrefix.count)), .lazy)
        }
        if label.hasPrefix("_"), label.count > 1, canBeWrapper(type) {
            return (String(label.dropFirst()), .wrapped)
        }
        return (label, .stored)
    }

    /// Whether a property wrapper can have the type `type`.
    ///
    /// The runtime's field records do not say whether a field is a wrapper's
    /// storage: `@Wrapper var name` and `var _name: Wrapper` look alike. A
    /// wrapper is a struct, an enum or a class declared with
    /// `@propertyWrapper`, so an optional, a tuple, a function, a metatype or
    /// an existential is none, and neither is a type of the standard library
    /// or Foundation (which declare no wrappers) or an Objective-C class.
    static func canBeWrapper(_ type: Any.Type) -> Bool {
        switch TypeKind.of(type) {
        case .optional, .tuple, .function, .metatype, .existentialMetatype, .existential:
            return false
        case .classType, .other:
            let name = String(reflecting: type)
            return !(name.hasPrefix("Swift.") || name.hasPrefix("Foundation.") || name.hasPrefix("__C."))
        }
    }

    /// The property a table entry names, searching the most derived class first.
    func property(named name: String) -> Property? {
        if let position = prefixedPositionByName[name] { return properties[position] }
        return properties.first { $0.name == name }
    }

    /// The positions in ``properties`` of the other plain stored properties
    /// of `property`'s declared type that can be read at their offsets.
    ///
    /// A scan, not an index by type: it runs once per table entry of a class
    /// met for the first time, and hashing every field's type on that first
    /// sight cost more than the scans it spared.
    func readablePositions(like property: Property) -> [Int] {
        properties.indices.filter { position in
            let other = properties[position]
            return other.declaredType == property.declaredType && other.offset != property.offset && other.isReadableAtOffset
        }
    }

    /// Whether `Mirror` shows `object` as this layout says: as many stored
    /// properties level by level, and, for every prefixed property, the same
    /// label at its position and, when it may be read at its offset, the same
    /// value there (the same object for a class reference, an equal value for
    /// an `Equatable` one, the same type otherwise).
    ///
    /// Only the prefixed properties' children are read: each child costs the
    /// runtime a lookup of its field's type. What `Mirror` shows is read
    /// through the runtime calls `Mirror` makes (``RuntimeMirror``): what the
    /// default mirror shows, whatever custom mirror `object` has. A class whose
    /// runtime records disagree with `Mirror` in any of these ways is then
    /// read with `Mirror` only.
    func agreesWithMirror(on object: AnyObject, prefix: String) -> Bool {
        var currentLevel: AnyClass? = type(of: object)
        var level = 0
        var remaining = properties[...]
        while let levelClass = currentLevel {
            let own = remaining.prefix { $0.level == level }
            remaining = remaining.dropFirst(own.count)
            guard RuntimeMirror.childCount(of: object, level: levelClass) == own.count else { return false }
            // A noncopyable property's value is never asked for: `Mirror` traps on one whose type it knows.
            for property in own where property.name.hasContextPrefix(prefix) && !property.isUncopyable {
                guard let value = RuntimeMirror.child(of: object, level: levelClass, at: property.index, labelled: property.label) else {
                    return false
                }
                if property.isReadableAtOffset
                    && !ValueEquality.holds(value, at: property.offset, in: object, declaredType: property.declaredType) {
                    return false
                }
            }
            currentLevel = _getSuperclass(levelClass)
            level += 1
        }
        return remaining.isEmpty
    }
}
