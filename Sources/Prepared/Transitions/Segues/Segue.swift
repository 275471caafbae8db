/// A segue being performed: what a destination receives in
/// ``SegueDestination/prepareAsDestination(for:)``.
///
/// A headless `Navigator` makes one for each segue it performs, and the UIKit and
/// AppKit adapters make one from each `UIStoryboardSegue` or
/// `NSStoryboardSegue`, so a destination prepares itself the same way
/// whichever runs it.
@MainActor
public struct Segue {
    /// The controller the segue leaves: a `PreparedController` (`PreparedHeadless`) when
    /// the headless `Navigator` performs it, a view or window controller in UIKit and AppKit;
    /// for a ``ContextHosting`` controller (a SwiftUI hosting controller), its context model.
    public let source: AnyObject
    /// The controller the segue prepares, not loaded yet; for a ``ContextHosting``
    /// controller, its context model. For a segue into a container, the
    /// adapters make one `Segue` per controller the user will see.
    public let destination: AnyObject
    /// The controller the segue leaves: ``source`` itself, or the
    /// ``ContextHosting`` controller whose model ``source`` is.
    public let sourceController: AnyObject
    /// The controller the segue shows: ``destination`` itself, or the
    /// ``ContextHosting`` controller whose model ``destination`` is (to set
    /// its title, say, in `prepareAsDestination(for:)`).
    public let destinationController: AnyObject
    /// How the destination is shown.
    public let kind: SegueKind
    /// The identifier as the storyboard file spells it (a `UIStoryboardSegue`'s
    /// `identifier`), or `nil`; `nil` for the segues a headless `Navigator` performs,
    /// which are declared with a ``SegueName``.
    public let identifier: String?

    /// The name of a segue declared in code, which a simulated navigator performs.
    let declaredName: (any SegueName)?

    /// A segue between two controllers, for the adapters and for code that
    /// runs a ``PreparationPipeline`` itself.
    ///
    /// A ``ContextHosting`` controller at either end stands for its context model.
    ///
    /// - Parameters:
    ///   - source: The controller the segue leaves.
    ///   - destination: The controller the segue prepares.
    ///   - kind: How the destination is shown.
    ///   - identifier: The storyboard's identifier string, if the segue has one.
    public init(source: AnyObject, destination: AnyObject, kind: SegueKind, identifier: String?) {
        self.source = Self.contextHolder(of: source)
        self.destination = Self.contextHolder(of: destination)
        sourceController = source
        destinationController = destination
        self.kind = kind
        self.identifier = identifier
        declaredName = nil
    }

    /// A segue declared in code with its name, for a simulated navigator.
    package init(source: AnyObject, destination: AnyObject, kind: SegueKind, declaredName: (any SegueName)?) {
        self.source = Self.contextHolder(of: source)
        self.destination = Self.contextHolder(of: destination)
        sourceController = source
        destinationController = destination
        self.kind = kind
        identifier = nil
        self.declaredName = declaredName
    }

    /// The segue's name, when it has one of type `Name`.
    ///
    /// A storyboard's identifier string is read as the `Name` whose raw
    /// value it is (`enum ContactSegue: String, SegueName`).
    public func name<Name: SegueName>(as type: Name.Type) -> Name? {
        if let declared = declaredName as? Name {
            return declared
        }
        guard let identifier, let rawRepresentable = type as? any RawRepresentable.Type else { return nil }
        return Self.make(rawRepresentable, from: identifier) as? Name
    }

    private nonisolated static func make<Value: RawRepresentable>(_ type: Value.Type, from string: String) -> Value? {
        (string as? Value.RawValue).flatMap(Value.init(rawValue:))
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
