/// One reason a transition cannot pass its context, with the words a user reads.
///
/// Problems come from two places: mistakes in a class's declarations (its
/// table, its prefixed properties), found the first time Prepared sees an
/// instance of the class, and values that do not fit at the moment of a
/// transition. Each description names the classes, the property, the types and
/// what to change.
public enum PropagationProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The declared types of a key never match, for example `String` into `Int`.
    case typeMismatch(property: String, source: String, sourceType: String, destination: String, destinationType: String)
    /// A class or existential value that the destination's type does not accept.
    case rejectedValue(property: String, source: String, heldType: String, destination: String, destinationType: String)
    /// The source holds `nil` and the destination is not optional.
    case nilValue(property: String, source: String, sourceType: String, destination: String, destinationType: String)
    /// A table names a property the class does not store.
    case unknownProperty(className: String, name: String, closest: String?)
    /// A table lists one name more than once.
    case duplicateEntry(className: String, name: String, count: Int)
    /// Several table entries of properties without bytes (`Void`) have one key path, which goes through
    /// accessors, so it names no property the audit can read: all but one of them address another property.
    case sharedKeyPath(className: String, names: [String])
    /// A table entry's key path has another type than the stored property its name names.
    case entryTypeMismatch(className: String, name: String, entryType: String, propertyType: String)
    /// A table holds an entry declared for a class that is neither this class
    /// nor one of its superclasses (a table built for the wrong class).
    case foreignEntry(className: String, name: String, declaringClass: String)
    /// A table lists a property without the prefix; it would never receive a value.
    case unprefixedEntry(className: String, name: String, prefix: String)
    /// A prefixed stored property that the class's table does not list.
    case missingEntry(className: String, property: String, declaringClass: String)
    /// A class's table leaves out the entries its superclass's table lists:
    /// it was built without `inheriting: super.contextTable`.
    case tableNotInherited(className: String, superclass: String, properties: [String])
    /// A prefixed `lazy var` of a source without a table: `Mirror` sees only
    /// its storage (`$__lazy_storage_$_name`), so Prepared cannot read its value.
    case unreadableLazyProperty(className: String, property: String)
    /// A prefixed property-wrapped property (`@Wrapper var name`) of a source
    /// without a table: `Mirror` sees only the wrapper (`_name`), so Prepared
    /// cannot read its value.
    case unreadableWrappedProperty(className: String, property: String)
    /// A table entry whose key path addresses another property than the one
    /// its name names (`addressed`, or `nil` when it is no stored property of
    /// the class, such as a computed one).
    case keyPathMismatch(className: String, name: String, addressed: String?)
    /// A prefixed property of a source without a table whose type is, or
    /// holds, a function or a metatype: Swift's reflection hands such values
    /// out in the wrong representation, so Prepared does not read them.
    case unreadableFunction(className: String, property: String, type: String)
    /// A prefixed property of a noncopyable type (`Atomic`, `Mutex`, a
    /// `~Copyable` struct or enum, a generic parameter bound to one), which
    /// the Swift runtime gives as `()` though its own field record names
    /// another type, or as the noncopyable type itself; or of a generic
    /// parameter bound to `()`, which the records cannot tell from one.
    /// Prepared never reads it. (A property declared `Void` or `()` is copied
    /// like any other.)
    case uncopyableProperty(className: String, property: String)
    /// A type-only check of a class that declares no table.
    case noTable(className: String)
    /// A main-actor controller's context was to be passed by a caller not
    /// isolated to the main actor.
    case offMainActor(className: String)
    /// An actor's context was to be passed by a caller not isolated to that
    /// actor: its properties belong to it.
    case offActor(className: String)
    /// A propagator's prefix that is empty or cannot start a Swift identifier.
    case invalidPrefix(String)

    /// The property the problem is about, or `nil` for a problem about a whole class.
    public var property: String? {
        switch self {
        case .typeMismatch(let property, _, _, _, _), .rejectedValue(let property, _, _, _, _),
             .nilValue(let property, _, _, _, _), .missingEntry(_, let property, _),
             .unreadableLazyProperty(_, let property), .unreadableWrappedProperty(_, let property),
             .unreadableFunction(_, let property, _), .uncopyableProperty(_, let property):
            property
        case .unknownProperty(_, let name, _), .duplicateEntry(_, let name, _), .foreignEntry(_, let name, _),
             .entryTypeMismatch(_, let name, _, _), .unprefixedEntry(_, let name, _), .keyPathMismatch(_, let name, _):
            name
        case .sharedKeyPath(_, let names):
            names.first
        case .tableNotInherited(_, _, let properties):
            properties.first
        case .noTable, .offMainActor, .offActor, .invalidPrefix:
            nil
        }
    }

    /// What went wrong, naming the classes, the property and the types, and what to change.
    public var description: String {
        switch self {
        case let .typeMismatch(property, source, sourceType, destination, destinationType):
            "\(source).\(property) is \(TypeName.withArticle(sourceType)) but \(destination).\(property) is "
                + "\(TypeName.withArticle(destinationType)), and one can never be stored in the other. "
                + "Declare both properties with the same type (or T and T?), or rename one of them."
                + (sourceType.hasPrefix("[") && destinationType.hasPrefix("[")
                    ? " Prepared does not convert collections element by element." : "")
        case let .rejectedValue(property, source, heldType, destination, destinationType):
            "\(source).\(property) holds \(TypeName.withArticle(heldType)), which \(destination).\(property) (\(destinationType)) "
                + "does not accept. Pass a value of type \(destinationType), or change the type of \(destination).\(property)."
        case let .nilValue(property, source, sourceType, destination, destinationType):
            "\(source).\(property) (\(sourceType)) is nil but \(destination).\(property) is a non-optional \(destinationType). "
                + "Set \(source).\(property) before the transition, or declare it optional in \(destination): "
                + "`var \(property): \(TypeName.optionalSugar(destinationType))`."
        case let .unknownProperty(className, name, closest):
            "\(className)'s context table names '\(name)', which is not a stored property of \(className)"
                + (closest.map { "; did you mean '\($0)'? Use the property's exact name: `keys.add(\"\($0)\", \\.\($0))`." }
                    ?? ". Use the name of one of its stored properties, or remove the entry.")
        case let .duplicateEntry(className, name, count):
            "\(className)'s context table lists '\(name)' \(count) times. Keep one entry for '\(name)' and remove the others."
        case let .sharedKeyPath(className, names):
            "\(className)'s context table entries \(names.map { "'\($0)'" }.joined(separator: ", ")) have one and the same key path, "
                + "so all but one of them would never receive their values. Pass each property's own key path: "
                + names.map { "`keys.add(\"\($0)\", \\.\($0))`" }.joined(separator: ", ") + "."
        case let .entryTypeMismatch(className, name, entryType, propertyType):
            "\(className)'s context table entry '\(name)' has a key path to \(TypeName.withArticle(entryType)), "
                + "but the stored property \(name) is \(TypeName.withArticle(propertyType)). "
                + "Pass the property's own key path: `keys.add(\"\(name)\", \\.\(name))`."
        case let .foreignEntry(className, name, declaringClass):
            "\(className)'s context table holds '\(name)' declared for \(declaringClass), which is neither \(className) "
                + "nor one of its superclasses. Build the table for \(className) from its own entries: "
                + "`ContextTable(\(className).self) { keys in /* \(className)'s entries */ }`, or, when a superclass of "
                + "\(className) declares a table, on that table alone: "
                + "`ContextTable(\(className).self, inheriting: super.contextTable) { keys in /* \(className)'s entries */ }`."
        case let .unprefixedEntry(className, name, prefix):
            "\(className)'s context table lists '\(name)', which lacks the prefix '\(prefix)' and so never receives a value. "
                + "Rename the property to start with '\(prefix)', or remove the entry."
        case let .missingEntry(className, property, declaringClass):
            "\(className).\(property) has the context prefix but is not in \(className)'s context table, so it never receives a value. "
                + "Add `keys.add(\"\(property)\", \\.\(property))` to the context table of "
                + (declaringClass == className ? className : "\(declaringClass), which declares the property, or of \(className)")
                + " (a class without one declares it by adopting ContextDeclaring), "
                + "or drop the prefix from the name if the property must not receive context (a let constant never can)."
        case let .tableNotInherited(className, superclass, properties):
            "\(className)'s context table leaves out \(properties.joined(separator: ", ")), which \(superclass)'s table lists, "
                + "so \(properties.count == 1 ? "it" : "they") would never receive a value. Build the table on its superclass's: "
                + "`ContextTable(\(className).self, inheriting: super.contextTable) { keys in /* this class's entries */ }`."
        case let .unreadableLazyProperty(className, property):
            Self.hiddenStorage(className: className, property: property, declaration: "lazy var")
        case let .unreadableWrappedProperty(className, property):
            Self.hiddenStorage(className: className, property: property, declaration: "property-wrapped var")
        case let .keyPathMismatch(className, name, addressed):
            "\(className)'s context table entry '\(name)' has a key path to "
                + (addressed.map { "\($0), not to \(name), so \(name) would never receive its value. " }
                    ?? "something other than the stored property \(name), so \(name) would never receive its value. ")
                + "Pass the property's own key path: `keys.add(\"\(name)\", \\.\(name))`."
        case let .unreadableFunction(className, property, type):
            "\(className).\(property) is \(TypeName.withArticle(type)), which Prepared cannot read from a class without a context "
                + "table: Swift's reflection hands out functions and metatypes in the wrong representation. "
                + "Declare a context table in \(className) that lists \(property), so that it is read through its key path."
        case let .offMainActor(className):
            "\(className) is isolated to the main actor, but its context was to be passed by a caller that is not. "
                + "Call propagate(from:to:) and validate(from:to:) on the main actor, for example from a @MainActor function."
        case let .invalidPrefix(prefix):
            "'\(prefix)' cannot be a context prefix: a prefix must be the start of a Swift identifier "
                + "(a letter or underscore, then letters, digits or underscores), such as 'prepCtx'."
        case let .offActor(className):
            "\(className) is an actor, so its properties belong to it, but its context was to be passed by a caller not isolated "
                + "to it. Call propagate(from:to:) and validate(from:to:) from one of its own methods, on itself, "
                + "or keep the context in a class that is not an actor."
        case let .uncopyableProperty(className, property):
            "\(className).\(property) cannot be copied: its type is noncopyable (Atomic, Mutex, a ~Copyable type), or a generic "
                + "parameter bound to () that the Swift runtime's records cannot tell from one, so Prepared never reads it. "
                + "Drop the prefix from its name, and hand on a copyable value in a prefixed property of its own."
        case let .noTable(className):
            "\(className) declares no context table, so this transition cannot be checked from types alone. "
                + "Validate it with instances, or declare a context table in \(className)."
        }
    }

    /// The words for a property `Mirror` shows only as its storage.
    private static func hiddenStorage(className: String, property: String, declaration: String) -> String {
        "\(className).\(property) is a \(declaration), which reflection shows only as its storage, so its value cannot be "
            + "read from a class without a context table. Declare a context table in \(className) that lists \(property), "
            + "or make it a plain stored var."
    }
}
