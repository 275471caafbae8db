/// Marks a class isolated to the main actor, as UIKit's and AppKit's
/// controllers are, so that Prepared sees the isolation at run time.
///
/// `PreparedController` (`PreparedHeadless`) and the UIKit and AppKit adapters' controllers adopt
/// it. ``ContextPropagator`` reads and writes the properties of a class that
/// adopts it only for a caller isolated to the main actor; from anywhere else
/// it reports ``PropagationProblem/offMainActor(className:)`` and touches nothing.
/// A main-actor class of your own that is a source or a destination must
/// adopt it too: Prepared cannot see an isolation written only as an
/// attribute (`@MainActor class`), and without this protocol it would read
/// and write such a class's properties from whatever thread calls it.
/// An `actor` needs nothing: Prepared passes its context only for a caller
/// isolated to it (``PropagationProblem/offActor(className:)``).
@MainActor
public protocol MainActorIsolated: AnyObject {}
