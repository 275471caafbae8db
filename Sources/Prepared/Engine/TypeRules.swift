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
}
