/// The stored properties of a class and its superclasses, as `Mirror` lists
/// them, with the position of each so that a plan can read one without
/// scanning the others.
///
/// A layout holds names, positions and types, never values.
struct ClassLayout: Sendable {
    /// How a property's storage appears to `Mirror`.
    enum Storage: Sendable {
        /// A stored property, listed under its own name.
        case stored
        /// `lazy var name`, listed as `$__lazy_storage_$_name` with type `Optional<T>`.
        case lazy
        /// `@Wrapper var name`, listed as `_name` with the wrapper's type.
        case wrapped
    }

    struct Property: Sendable {
        /// The name the user wrote.
        let name: String
        let storage: Storage
        /// 0 for the object's own class, 1 for its superclass, and so on.
        let level: Int
        /// The position among the stored properties `Mirror` lists for that level.
        let index: Int
        /// The type of the value `Mirror` returned when the layout was made:
        /// the declared type, except that class and existential properties
        /// show the type of the value they held.
        let observedType: Any.Type
        /// The class that declares the property.
        let declaringClass: String
    }

    let className: String
    let properties: [Property]

    private static let lazyLabelPrefix = "$__lazy_storage_$_"

    /// Reads the layout of `object`'s class, and hands each property's current
    /// value to `inspect` without keeping it.
    init(reflecting object: AnyObject, inspect: (Property, Any) -> Void = { _, _ in }) {
        className = String(describing: type(of: object))
        var properties: [Property] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        var level = 0
        while let current = mirror {
            let declaringClass = String(describing: current.subjectType)
            for (index, child) in current.children.enumerated() {
                guard let label = child.label else { continue }
                let (name, storage) = Self.propertyName(forLabel: label)
                let property = Property(
                    name: name, storage: storage, level: level, index: index,
                    observedType: type(of: child.value), declaringClass: declaringClass
                )
                properties.append(property)
                inspect(property, child.value)
            }
            mirror = current.superclassMirror
            level += 1
        }
        self.properties = properties
    }

    /// The property a `Mirror` label stands for.
    ///
    /// A label `_name` is taken for a property wrapper's storage; a class that
    /// declares a stored property named with a leading underscore is read the
    /// same way, which only matters when the rest of the name has the prefix.
    static func propertyName(forLabel label: String) -> (String, Storage) {
        if label.hasPrefix(lazyLabelPrefix) {
            return (String(label.dropFirst(lazyLabelPrefix.count)), .lazy)
        }
        if label.hasPrefix("_"), label.count > 1 {
            return (String(label.dropFirst()), .wrapped)
        }
        return (label, .stored)
    }

    /// The property a table entry names, searching the most derived class first.
    func property(named name: String) -> Property? {
        properties.first { $0.name == name }
    }
}
