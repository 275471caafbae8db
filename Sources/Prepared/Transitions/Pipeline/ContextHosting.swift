/// A controller whose context another object holds: a SwiftUI hosting
/// controller, whose view reads its values from a model in the environment.
///
/// A ``Segue`` into such a controller prepares its ``model`` in its
/// place, and a segue out of it reads the model: the model's context table,
/// its workflow values (when it adopts ``WorkflowCarrying``), the
/// registered ``Preparations`` for its class, its
/// ``SegueDestination/prepareAsDestination(for:)`` and a typed `performSegue`'s
/// one-shot closure all apply to the model, and a failure puts the model's
/// values back. ``ContextPropagator/propagate(from:to:isolation:)`` and
/// ``ContextPropagator/validate(from:to:isolation:)`` read and write the model
/// too. The segue's
/// ``Segue/destinationController`` is still the controller, and a one-shot
/// closure that takes the controller's class receives the controller.
///
/// The adapters' `PreparedHostingController` adopts it; adopt it yourself for
/// another controller that keeps its context in a model. The model is
/// `Sendable`, as a main-actor class is: a view reads it on the main actor,
/// and Prepared finds it from any isolation (and then passes its context only
/// for a caller on the main actor, when it adopts ``MainActorIsolated``).
///
/// ```swift
/// @Observable @MainActor
/// final class QRCodeModel: @MainActor ContextDeclaring, MainActorIsolated {
///     var prepCtxContact = Contact(name: "")
///
///     static var contextTable: ContextTable {
///         ContextTable(QRCodeModel.self) { keys in
///             keys.add("prepCtxContact", \.prepCtxContact)
///         }
///     }
/// }
/// ```
public protocol ContextHosting: AnyObject {
    /// The class of the object that holds this controller's context.
    associatedtype Model: AnyObject & Sendable

    /// The object that holds this controller's context: the same object for
    /// the controller's whole life, made before any segue prepares it.
    var model: Model { get }
}

extension Segue {
    /// The object a segue prepares or reads for `controller`: its context
    /// model when it is a ``ContextHosting`` controller, else the controller.
    package nonisolated static func contextHolder(of controller: AnyObject) -> AnyObject {
        (controller as? any ContextHosting)?.model ?? controller
    }
}
