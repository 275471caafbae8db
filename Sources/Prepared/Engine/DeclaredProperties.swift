/// The stored properties each level of a class declares, from the runtime's
/// field records, without an instance: what the storyboard check asks when it
/// looks for the property an Interface Builder outlet sets.
///
/// A level whose class has no Swift field records (an Objective-C class, such
/// as UIKit's own on an Apple platform) says nothing of its properties:
/// ``Level/hasFieldRecords`` is `false`, and the caller asks the Objective-C
/// runtime or leaves the name unresolved.
package struct DeclaredProperties {
    /// One class of the chain, the class itself first.
    package struct Level {
        /// The class.
        package let type: AnyClass
        /// Whether the runtime keeps Swift field records for it, so that ``properties`` is all it stores.
        package let hasFieldRecords: Bool
        /// Its stored properties, in declaration order, by the names the user wrote (`_name` of a wrapped
        /// property and the lazy storage are given their property's name).
        package let properties: [Property]
    }

    /// A stored property and the type it is declared with.
    package struct Property {
        /// The name the user wrote.
        package let name: String
        /// The declared type (`Optional<UILabel>` for `UILabel!` and `UILabel?`).
        package let type: Any.Type
    }

    /// The class first, then each superclass.
    package let levels: [Level]

    /// The declared properties of `type` and its superclasses.
    ///
    /// - Complexity: One read of the runtime's field records per level.
    package init(of type: AnyClass) {
        var chain: [AnyClass] = []
        var current: AnyClass? = type
        while let level = current {
            chain.append(level)
            current = _getSuperclass(level)
        }
        let layout = FieldLayout(of: type, prefix: "")
        levels = chain.enumerated().map { index, level in
            Level(type: level, hasFieldRecords: RuntimeFields.typeContextDescriptor(of: level) != nil,
                  properties: layout.properties.filter { $0.level == index }.map { Property(name: $0.name, type: $0.declaredType) })
        }
    }

    /// Whether a property of `type` can hold an object of `objectClass`: `true` or `false` when `type` is a class,
    /// an optional of one, or, with `asCollection`, an array of one; `nil` when the type says nothing that can be
    /// checked without the object (a protocol, `Any`, `AnyObject`).
    package static func canHold(_ objectClass: AnyClass, in type: Any.Type, asCollection: Bool = false) -> Bool? {
        var type = type
        while let optional = type as? any AnyOptional.Type { type = optional.wrappedType }
        if asCollection {
            guard let array = type as? any AnyArray.Type else { return false }
            return canHold(objectClass, in: array.elementType)
        }
        guard let holder = type as? AnyClass else { return nil }
        var current: AnyClass? = objectClass
        while let level = current {
            if ObjectIdentifier(level) == ObjectIdentifier(holder) { return true }
            current = _getSuperclass(level)
        }
        return false
    }
}
