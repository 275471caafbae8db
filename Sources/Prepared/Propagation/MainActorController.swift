/// A controller isolated to the main actor, as UIKit's and AppKit's are.
///
/// ``PreparedController`` and the UIKit and AppKit adapters' controllers adopt
/// it. ``ContextPropagator`` reads and writes a `MainActorController`'s
/// properties only for a caller isolated to the main actor; from anywhere else
/// it reports ``PropagationProblem/offMainActor(className:)`` and touches nothing.
/// A main-actor class of your own that receives context through
/// `@MainActor ContextDeclaring` should adopt it too.
@MainActor
public protocol MainActorController: AnyObject {}
