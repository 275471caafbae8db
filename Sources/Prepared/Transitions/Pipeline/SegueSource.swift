/// A controller that prepares the destinations of the segues UIKit or AppKit
/// performs from it: which steps run, and where a failure goes.
///
/// The adapters' `SeguePreparing` protocols refine it, each for its platform's
/// controllers and segues; adopt `SeguePreparing`, which adds
/// `prepareDestination(of:)`, rather than this protocol.
@MainActor
public protocol SegueSource: MainActorIsolated {
    /// The steps this controller's segues run: the standard propagator and
    /// `Preparations.shared` unless you return another pipeline.
    var preparationPipeline: PreparationPipeline { get }

    /// Called when preparing a destination failed; the destination was left
    /// as it was. The default passes the error to ``PreparationPipeline/failureHandler``.
    func preparationDidFail(_ error: TransitionError)
}

extension SegueSource {
    /// The standard pipeline: the standard propagator and the shared preparations.
    public var preparationPipeline: PreparationPipeline { PreparationPipeline() }

    /// Hands the failure to ``PreparationPipeline/failureHandler``.
    public func preparationDidFail(_ error: TransitionError) {
        PreparationPipeline.failureHandler(error)
    }

    /// Runs ``preparationPipeline`` into each segue's destination, all or
    /// nothing; the one-shot closure of the typed `performSegue` call in
    /// progress from this controller, if there is one, is its last step.
    ///
    /// - Parameter segues: One segue per controller to prepare, from this controller.
    /// - Throws: ``TransitionError`` naming the step that failed; every
    ///   destination is left as it was.
    package func prepareDestinations(_ segues: [Segue]) throws(TransitionError) {
        try preparationPipeline.prepare(segues, oneShot: OneShotPreparations.closure(for: self), onFailure: .restoreDestinations).commit()
    }
}
