/// The type rules of a transition, decided from declared types, the same
/// whether the source is read through its table, at its fields' offsets or
/// with `Mirror`.
enum TypeRules {
    /// How a value of the source's declared type goes into the destination's,
    /// or `nil` when it never can.
    ///
    /// - Same type: copied.
    /// - `T` into `T?`: wrapped. `T?` into `T`: unwrapped, and an error for
    ///   `nil`. One optional layer only: `T??` into `T` is a mismatch, as
    ///   Swift would not unwrap it implicitly either.
    /// - A class or existential on either side (inside one optional layer at
    ///   most): checked value by value with Swift's cast, except where one side
    ///   is a class and the other a value type that is not an existential.
    /// - Anything else, collections of different element types among them
    ///   (`[Int]` into `[Int?]`): a mismatch.
    ///
    /// Optional layers are read from the types themselves, so a generic
    /// parameter bound to an optional follows the same rules.
    static func conversion(from source: Any.Type, to destination: Any.Type) -> PropagationReport.Conversion? {
        if source == destination { return .copy }
        let sourceWrapped = (source as? any AnyOptional.Type)?.wrappedType
        let destinationWrapped = (destination as? any AnyOptional.Type)?.wrappedType
        if let destinationWrapped, destinationWrapped == source { return .wrap }
        if let sourceWrapped, sourceWrapped == destination { return .unwrap }
        let sourceKind = TypeKind.of(sourceWrapped ?? source)
        let destinationKind = TypeKind.of(destinationWrapped ?? destination)
        if sourceKind == .existential || destinationKind == .existential {
            return .checkedCast
        }
        if sourceKind == .classType && destinationKind == .classType {
            return .checkedCast
        }
        return nil
    }

    /// The rules applied to one value for a property of type `Value`: the
    /// value is accepted when its type is `Value` or the type `Value` wraps;
    /// otherwise one `Optional` layer is removed and the rules apply again
    /// (`nil` is accepted only by an optional property, also through a generic
    /// parameter bound to an optional). A value left that is no optional is
    /// accepted when a class or existential is involved and Swift's cast holds.
    static func convert<Value>(_ value: Any, to _: Value.Type) -> Result<Value, ConversionFailure> {
        var payload = value
        let wrappedType = (Value.self as? any AnyOptional.Type)?.wrappedType
        while true {
            let actual = type(of: payload)
            if actual == Value.self || actual == wrappedType, let converted = payload as? Value {
                return .success(converted)
            }
            guard TypeKind.of(actual) == .optional else { break }
            guard let box = payload as? any AnyOptional, let wrapped = box.wrappedAny else {
                guard let optional = Value.self as? any AnyOptional.Type, let none = optional.boxedNone as? Value else {
                    return .failure(.nilValue)
                }
                return .success(none)
            }
            payload = wrapped
        }
        let actual = type(of: payload)
        let target = wrappedType ?? Value.self
        let castAllowed = TypeKind.of(target) == .existential
            || (TypeKind.of(actual) == .classType && TypeKind.of(target) == .classType)
        if castAllowed, let converted = payload as? Value {
            return .success(converted)
        }
        return .failure(.mismatch(actual: actual))
    }
}
