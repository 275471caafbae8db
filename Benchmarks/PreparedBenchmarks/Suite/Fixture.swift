import Prepared

/// A generated pair of class hierarchies of one ``Shape``, with the hand-written
/// code each approach needs. The conformances are written by
/// `Benchmarks/generate_fixtures.py`.
///
/// `SendableMetatype`: the benchmarks call the fixture's static methods inside
/// main-actor closures, which capture the metatype.
protocol Fixture: SendableMetatype {
    /// The source, with a context table (approach 3).
    associatedtype TabledSource: ContextDeclaring
    /// The same source without a table, read with `Mirror` (approaches 2 and 4).
    associatedtype PlainSource: AnyObject
    /// The destination, with a context table and the seed's setters.
    associatedtype Destination: ContextDeclaring & SeedSettable

    static var shape: Shape { get }

    static func makeTabledSource() -> TabledSource
    static func makePlainSource() -> PlainSource
    static func makeDestination() -> Destination

    /// (1) Direct assignments of every key: the floor.
    static func assignDirectly(from source: TabledSource, to destination: Destination)

    /// (1b) A hand-written `prepare`: compares the identifier, downcasts, assigns.
    /// Returns `false` when the identifier or the destination's class does not match.
    static func prepareByHand(segueIdentifier: String, from source: TabledSource, to destination: AnyObject) -> Bool
}
