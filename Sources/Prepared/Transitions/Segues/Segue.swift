/// A segue being performed: what a destination receives in
/// ``SegueDestination/prepareAsDestination(for:)``.
@MainActor
public struct Segue {
    /// The controller the segue leaves.
    public let source: PreparedController
    /// The controller the segue opens; not loaded yet.
    public let destination: PreparedController
    /// How the destination is shown.
    public let kind: SegueKind

    let identifier: SegueDefinition.TypedIdentifier?

    /// The segue's identifier, when it has one of type `Identifier`.
    public func identifier<Identifier: SegueIdentifier>(as type: Identifier.Type) -> Identifier? {
        identifier?.value as? Identifier
    }

    /// The source, seen as the protocol this destination asks its sources to adopt.
    ///
    /// ```swift
    /// func prepareAsDestination(for segue: Segue) throws {
    ///     let source = try segue.source(as: ContactProviding.self)
    ///     prepCtxContact = source.selectedContact
    /// }
    /// ```
    ///
    /// - Throws: ``TransitionError/sourceDoesNotConform(source:destination:requirement:)``
    ///   naming both classes and the protocol, when the source does not adopt it.
    public func source<Requirement>(as requirement: Requirement.Type) throws(TransitionError) -> Requirement {
        guard let conforming = source as? Requirement else {
            throw .sourceDoesNotConform(
                source: TypeName.of(type(of: source)),
                destination: TypeName.of(type(of: destination)),
                requirement: SwiftCode.protocolName(TypeName.of(requirement))
            )
        }
        return conforming
    }
}
