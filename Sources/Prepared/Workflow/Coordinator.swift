/// Holds resolvers: code that prepares a destination from its source on every
/// transition that matches, registered once instead of written in each source.
///
/// ```swift
/// Coordinator.shared.register { (source: ContactListController, destination: ContactDetailsController) in
///     destination.contactID = source.selectedContact?.id
/// }
/// ```
///
/// Four kinds of resolver, chosen by the closure you register:
/// - between two classes, or two protocols that many screens adopt (a
///   "configurable" protocol such as `ContactIDConfigurable`): ``register(_:)``;
/// - for a destination alone: ``register(destination:)``;
/// - between a source and a destination anywhere later in the same flow,
///   even with screens in between: ``registerContext(_:)``.
///
/// Matching resolvers run in the order they were registered, a parent
/// coordinator's before its child's. Finding them is one dictionary lookup
/// per pair of classes once a transition between them has run, however many
/// resolvers are registered.
@MainActor
public final class Coordinator {
    /// The coordinator a ``Navigator`` uses unless given another.
    public static let shared = Coordinator()

    /// The coordinator whose resolvers run before this one's.
    public let parent: Coordinator?

    private let registry = ResolverRegistry()

    /// A coordinator; with a parent, a child whose resolvers run after the parent's.
    public init(parent: Coordinator? = nil) {
        self.parent = parent
    }

    /// A new child of this coordinator.
    public func makeChild() -> Coordinator {
        Coordinator(parent: self)
    }

    /// Registers a resolver for transitions from a `Source` to a `Destination`.
    ///
    /// Either type can be a class or a protocol: the resolver runs on every
    /// transition whose source is a `Source` and whose destination is a `Destination`.
    public func register<Source, Destination>(_ resolve: @escaping @MainActor (Source, Destination) throws -> Void) {
        registry.add(.pair(resolve))
    }

    /// Registers a resolver for every transition into a `Destination`, whatever its source.
    public func register<Destination>(destination resolve: @escaping @MainActor (Destination) throws -> Void) {
        registry.add(.destination(resolve))
    }

    /// Registers a context resolver: a transition that leaves a `Source` starts
    /// a context, and every later transition into a `Destination` is resolved
    /// from that source, even when other screens came in between.
    ///
    /// Each context resolver has one live context: a transition that leaves
    /// another `Source` starts a new one. The context holds its source weakly
    /// and ends when the source is released.
    public func registerContext<Source, Destination>(_ resolve: @escaping @MainActor (Source, Destination) throws -> Void) {
        registry.add(.context(resolve))
    }

    /// Resolves by hand, for controllers made in code: the destination inherits
    /// the source's ``WorkflowContext`` (when both are ``PreparedController``s),
    /// then every matching resolver runs.
    ///
    /// - Throws: ``TransitionError/preparationFailed(source:destination:step:reason:)``
    ///   when a resolver throws; the resolvers after it do not run, and no
    ///   context starts.
    public func resolve(from source: AnyObject, to destination: AnyObject) throws(TransitionError) {
        if let source = source as? PreparedController, let destination = destination as? PreparedController {
            destination.workflow = destination.workflow.inheriting(from: source.workflow)
        }
        try runResolvers(from: source, to: destination).commit()
    }

    /// The number of resolvers registered on this coordinator, not counting its parent's.
    public var resolverCount: Int { registry.count }

    /// How many times this coordinator tested all its resolvers to index a class or pair.
    var indexScans: Int { registry.scans }

    /// Runs the matching resolvers of the parent chain, then this coordinator's,
    /// and returns the contexts the transition starts, for the caller to
    /// commit once the whole transition has succeeded.
    func runResolvers(from source: AnyObject, to destination: AnyObject) throws(TransitionError) -> ContextStarts {
        var starts = try parent?.runResolvers(from: source, to: destination) ?? ContextStarts()
        do {
            starts.append(contentsOf: try registry.run(from: source, to: destination))
            return starts
        } catch {
            throw .preparationFailed(
                source: String(describing: type(of: source)), destination: String(describing: type(of: destination)),
                step: PreparationStep.resolvers.description, reason: String(describing: error)
            )
        }
    }
}
