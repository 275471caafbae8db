import Prepared

/// A generated pair of class hierarchies of one ``Shape``, with the
/// hand-written code the baselines need: the floor (1), the hand-written
/// `prepare` (1b) and the naive approach's setters (2). The conformances are
/// written by `Benchmarks/generate_fixtures.py`, which also defines the
/// shapes and the center one (`GeneratedFixtures`, `CenterFixture`).
///
/// `SendableMetatype`: the benchmarks call the fixture's static methods inside
/// main-actor closures, which capture the metatype.
protocol Fixture: SendableMetatype {
    /// The source, with a context table.
    associatedtype TabledSource: ContextDeclaring
    /// The same source without a table (the naive approach, and Prepared by
    /// field layout or by `Mirror`).
    associatedtype PlainSource: AnyObject
    /// The destination, with a context table and the naive approach's setters.
    associatedtype Destination: ContextDeclaring & NaiveSettable

    static var shape: Shape { get }

    static func makeTabledSource() -> TabledSource
    static func makePlainSource() -> PlainSource
    /// A new destination; not inlined, so that every row that creates one pays the same.
    static func makeDestination() -> Destination

    /// (1) Direct assignments of every key: the floor.
    static func assignDirectly(from source: TabledSource, to destination: Destination)

    /// (1b) A hand-written `prepare`: compares the identifier, downcasts, assigns.
    /// Returns `false` when the identifier or the destination's class does not match.
    static func prepareByHand(segueIdentifier: String, from source: TabledSource, to destination: AnyObject) -> Bool

    /// One closure per key, each over the tabled source and the destination.
    static var copiesByHand: [CopyByHand] { get }
}

/// A copy of one key written for one pair of classes (``Fixture/copiesByHand``):
/// it downcasts both objects without a check and assigns the property.
typealias CopyByHand = @Sendable (_ source: AnyObject, _ destination: AnyObject) -> Void
