/// A segue that UIKit or AppKit passes to `prepare(for:sender:)`, matched to
/// a case of its source's generated `TypedSegue`.
///
/// The code `prepared-storyboard generate` writes makes one from the
/// platform's segue (the adapters' `init(_:from:)`) and picks the case by
/// identifier; the case's controller is the first controller the segue
/// prepares that is of the case's class: the destination, or the controller a
/// navigation controller, a tab bar or a window controller shows (the
/// adapters' `UIKitContainers` and `AppKitContainers`), else the destination
/// itself, for a case typed to the container. Only generated code uses it
/// (`@_spi(Generated) import PreparedResources`).
@_spi(Generated)
@MainActor
public struct SegueMatch {
    /// The class of the segue's source, for ``UnmatchedSegue``.
    let sourceClass: String
    /// The segue's identifier.
    let identifier: String?
    /// The segue's destination, as the platform gives it.
    let destination: AnyObject
    /// The controllers the segue prepares, in order.
    let prepared: [AnyObject]

    /// A segue from a `source` controller, which prepares `prepared`.
    ///
    /// - Parameters:
    ///   - source: The class of the segue's source, as the generated code names it.
    ///   - identifier: The segue's identifier.
    ///   - destination: The segue's destination.
    ///   - prepared: The controllers the segue prepares: the destination, or those a container destination shows.
    package init(source: Any.Type, identifier: String?, destination: AnyObject, preparing prepared: [AnyObject]) {
        sourceClass = TypeName.of(source)
        self.identifier = identifier
        self.destination = destination
        self.prepared = prepared
    }

    /// The case `make` makes of the controller of class `Destination` the
    /// segue prepares, or `unmatched` of why it prepares none.
    ///
    /// - Parameters:
    ///   - make: A case of a generated `TypedSegue`, such as `TypedSegue.view`.
    ///   - unmatched: The `unmatched` case.
    /// - Returns: `make` of the first controller of class `Destination`, else
    ///   `unmatched` of an ``UnmatchedSegue/Reason/wrongDestination(expected:)``.
    public func typed<Destination, Case>(_ make: (Destination) -> Case, else unmatched: (UnmatchedSegue) -> Case) -> Case {
        typed(make) ?? unmatched(failure(.wrongDestination(expected: TypeName.of(Destination.self))))
    }

    /// The case `make` makes of the controller of class `Destination` the
    /// segue prepares, or `nil`: for a segue without identifier, told apart
    /// from the others by its destination's class.
    public func typed<Destination, Case>(_ make: (Destination) -> Case) -> Case? {
        for controller in prepared {
            if let typed = controller as? Destination { return make(typed) }
        }
        return (destination as? Destination).map(make)
    }

    /// Why a segue the generated code does not know matches no case.
    public var unknown: UnmatchedSegue {
        failure(.unknownSegue)
    }

    private func failure(_ reason: UnmatchedSegue.Reason) -> UnmatchedSegue {
        let reached = prepared.first ?? destination
        return UnmatchedSegue(sourceClass: sourceClass, identifier: identifier, destinationClass: TypeName.of(type(of: reached)),
                              reason: reason)
    }
}
