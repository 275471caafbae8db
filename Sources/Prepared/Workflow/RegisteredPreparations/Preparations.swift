/// Code that prepares destinations, registered once instead of written in
/// every source's `prepare`.
///
/// ```swift
/// Preparations.shared.register { (source: ContactListController, destination: ContactDetailsController) in
///     destination.contactID = source.selectedContact?.id
/// }
/// ```
///
/// Three kinds of preparation, chosen by the method and the closure you register:
/// - between two classes, or two protocols that many screens adopt (a
///   "configurable" protocol such as `ContactIDConfigurable`): ``register(_:)``;
/// - for a destination alone, whatever its source: ``register(destination:)``;
/// - from a source to a destination anywhere later in the same flow, even
///   with screens in between: ``registerFromFlowStart(_:)``.
///
/// Matching preparations run in the order they were registered, a parent's
/// before its child's. Finding them is one dictionary lookup per pair of
/// classes once a transition between them has run, however many are registered.
@MainActor
public final class Preparations {
    /// The preparations a headless `Navigator` runs unless given others.
    public static let shared = Preparations()

    /// The preparations that run before this set's own.
    public let parent: Preparations?

    @usableFromInline let index = PreparationIndex()
    /// What ``prepare(from:to:)`` found of the last pair of classes it prepared.
    private var lastPair: PairTraits?

    /// An empty set of preparations; with a parent, a child whose
    /// preparations run after the parent's.
    public init(parent: Preparations? = nil) {
        self.parent = parent
    }

    /// A new, empty child of this set: its preparations run after this set's,
    /// and this set never sees them.
    public func makeChild() -> Preparations {
        Preparations(parent: self)
    }

    /// Registers a preparation for transitions from a `Source` to a `Destination`.
    ///
    /// Either type can be a class or a protocol: the preparation runs on every
    /// transition whose source is a `Source` and whose destination is a `Destination`.
    @inlinable
    public func register<Source, Destination>(_ prepare: @escaping @MainActor (Source, Destination) throws -> Void) {
        index.add(.pair(prepare))
    }

    /// Registers a preparation for every transition into a `Destination`, whatever its source.
    @inlinable
    public func register<Destination>(destination prepare: @escaping @MainActor (Destination) throws -> Void) {
        index.add(.destination(prepare))
    }

    /// Registers a preparation through the flow: a transition that leaves a
    /// `Source` starts a flow, and every later transition into a
    /// `Destination` is prepared from that source, even when other screens
    /// came in between.
    ///
    /// Each such preparation follows one flow at a time: a transition that
    /// leaves another `Source` starts a new one. The flow holds its source
    /// weakly and ends when the source is released.
    @inlinable
    public func registerFromFlowStart<Source, Destination>(_ prepare: @escaping @MainActor (Source, Destination) throws -> Void) {
        index.add(.throughFlow(prepare))
    }

    /// Prepares by hand, for controllers made in code: the destination inherits
    /// the source's ``WorkflowValues`` (when both are ``WorkflowCarrying``),
    /// then every matching preparation runs. A ``ContextHosting`` controller
    /// at either end stands for its context model.
    ///
    /// - Throws: ``TransitionError/preparationFailed(source:destination:step:reason:)``
    ///   when a preparation throws; the ones after it do not run, and no flow starts.
    public func prepare(from source: AnyObject, to destination: AnyObject) throws(TransitionError) {
        let classes = ClassPair(source, destination)
        let traits: PairTraits
        if let lastPair, lastPair.classes == classes {
            traits = lastPair
        } else {
            traits = PairTraits(classes: classes, source: source, destination: destination)
            lastPair = traits
        }
        if traits.hostsContext {
            try prepare(Segue.contextHolder(of: source), Segue.contextHolder(of: destination), traits: traits)
        } else {
            try prepare(source, destination, traits: traits)
        }
    }

    /// Prepares the objects that hold the context (the models of hosting controllers).
    private func prepare(_ source: AnyObject, _ destination: AnyObject, traits: PairTraits) throws(TransitionError) {
        if traits.sourceCarriesWorkflow, let source = source as? any WorkflowCarrying,
           let destination = destination as? any WorkflowCarrying {
            destination.workflow = destination.workflow.inheriting(from: source.workflow)
        }
        try run(from: source, to: destination).commit()
    }

    /// What a pair of classes is, remembered for the last pair prepared: a
    /// conformance check costs the runtime a hashed lookup, several times
    /// what the rest of a registered preparation costs.
    private struct PairTraits {
        let classes: ClassPair
        /// Whether either end is a ``ContextHosting`` controller, which stands for its model.
        let hostsContext: Bool
        /// Whether the source (its model, for a hosting controller) carries workflow values.
        let sourceCarriesWorkflow: Bool

        init(classes: ClassPair, source: AnyObject, destination: AnyObject) {
            self.classes = classes
            let sourceHolder = Segue.contextHolder(of: source)
            hostsContext = sourceHolder !== source || Segue.contextHolder(of: destination) !== destination
            sourceCarriesWorkflow = sourceHolder is any WorkflowCarrying
        }
    }

    /// Removes every preparation registered in this set, and the flows they
    /// follow; its parent's and its children's are kept.
    ///
    /// Tests that register into ``shared`` reset it, so that one test's
    /// preparations do not run in the next:
    ///
    /// ```swift
    /// Preparations.shared.removeAll()
    /// ```
    public func removeAll() {
        index.removeAll()
    }

    /// The number of preparations registered in this set, not counting its parent's.
    public var count: Int { index.count }

    /// How many times this set tested all its preparations to index a class or pair.
    var indexScans: Int { index.scans }

    /// Runs the matching preparations of the parent chain, then this set's,
    /// and returns the flows the transition starts, for the caller to commit
    /// once the whole transition has succeeded.
    func run(from source: AnyObject, to destination: AnyObject) throws(TransitionError) -> WorkflowStarts {
        var starts = try parent?.run(from: source, to: destination) ?? WorkflowStarts()
        do {
            let own = try index.run(from: source, to: destination)
            if starts.isEmpty { return own }
            if !own.isEmpty { starts.append(contentsOf: own) }
            return starts
        } catch {
            throw .preparationFailed(
                source: String(describing: type(of: source)), destination: String(describing: type(of: destination)),
                step: PipelineStep.preparations.description, reason: String(describing: error)
            )
        }
    }
}
