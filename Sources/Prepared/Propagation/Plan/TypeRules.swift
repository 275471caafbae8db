/// The type rules of a transition, decided from declared types.
enum TypeRules {
    /// How a value of the source's declared type goes into the destination's,
    /// or `nil` when it never can.
    ///
    /// - Same type: copied. `T` into `T?`: wrapped. `T?` into `T`: unwrapped, and
    ///   an error for `nil`.
    /// - A class or existential on either side: checked value by value with
    ///   Swift's cast, except where one side is a class and the other a value
    ///   type that is not an existential.
    /// - Anything else: a mismatch.
    static func conversion(
        from source: Any.Type, sourceWrapped: Any.Type?,
        to destination: Any.Type, destinationWrapped: Any.Type?
    ) -> PropagationReport.Conversion? {
        if source == destination { return .copy }
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
