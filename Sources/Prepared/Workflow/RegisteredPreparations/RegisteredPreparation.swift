/// One registered preparation, with its types erased to tests on instances.
///
/// The tests are casts (`is`), so a preparation for a class also matches its
/// subclasses, and one for a protocol matches every class adopting it.
@MainActor
@usableFromInline
final class RegisteredPreparation {
    @usableFromInline
    enum Kind {
        /// Runs on every transition from a matching source to a matching destination.
        case pair
        /// Runs on every transition into a matching destination.
        case destination
        /// Starts a context when a transition leaves a matching source; runs on
        /// later transitions into a matching destination, from that source.
        case throughFlow
    }

    let kind: Kind
    let matchesSource: (AnyObject) -> Bool
    let matchesDestination: (AnyObject) -> Bool
    private let body: @MainActor (AnyObject, AnyObject) throws -> Void

    /// The source of the flow this preparation follows, for a preparation through the flow.
    weak var flowSource: AnyObject?

    @usableFromInline
    init(
        kind: Kind, matchesSource: @escaping (AnyObject) -> Bool, matchesDestination: @escaping (AnyObject) -> Bool,
        body: @escaping @MainActor (AnyObject, AnyObject) throws -> Void
    ) {
        self.kind = kind
        self.matchesSource = matchesSource
        self.matchesDestination = matchesDestination
        self.body = body
    }

    @inlinable
    static func pair<Source, Destination>(_ resolve: @escaping @MainActor (Source, Destination) throws -> Void) -> RegisteredPreparation {
        typed(.pair, resolve)
    }

    @inlinable
    static func throughFlow<Source, Destination>(_ resolve: @escaping @MainActor (Source, Destination) throws -> Void) -> RegisteredPreparation {
        typed(.throughFlow, resolve)
    }

    @inlinable
    static func destination<Destination>(_ resolve: @escaping @MainActor (Destination) throws -> Void) -> RegisteredPreparation {
        RegisteredPreparation(kind: .destination, matchesSource: { _ in true }, matchesDestination: { $0 is Destination }) { _, destination in
            guard let destination = destination as? Destination else { return }
            try resolve(destination)
        }
    }

    @inlinable
    static func typed<Source, Destination>(
        _ kind: Kind, _ resolve: @escaping @MainActor (Source, Destination) throws -> Void
    ) -> RegisteredPreparation {
        RegisteredPreparation(kind: kind, matchesSource: { $0 is Source }, matchesDestination: { $0 is Destination }) { source, destination in
            guard let source = source as? Source, let destination = destination as? Destination else { return }
            try resolve(source, destination)
        }
    }

    /// Runs the preparation: from `source`, or, for one through the flow, from
    /// the source of the flow it follows, or from `source` when this
    /// transition starts a new flow (which is committed only once the
    /// transition succeeds).
    func run(from source: AnyObject, to destination: AnyObject, startsFlow: Bool) throws {
        switch kind {
        case .pair, .destination:
            try body(source, destination)
        case .throughFlow:
            guard let from = startsFlow ? source : flowSource else { return }
            try body(from, destination)
        }
    }
}
