#if canImport(os)
import os
#endif

/// The preparation steps of a transition, in their documented order: the one
/// code path that a headless `Navigator` and the UIKit and AppKit adapters run.
///
/// ```swift
/// let pipeline = PreparationPipeline(preparations: .shared)
/// try pipeline.prepare(Segue(source: list, destination: details, kind: .show, identifier: "view"))
/// ```
///
/// For each destination it runs the preparation steps in order: prefix
/// propagation, workflow values (when both sides are ``WorkflowCarrying``),
/// the registered ``Preparations``, ``SegueDestination/prepareAsDestination(for:)``,
/// then the one-shot closure. It does not load or show anything: the
/// navigator loads the destination afterwards, and UIKit and AppKit load its
/// view after `prepare(for:sender:)` returns.
///
/// All or nothing: when a step throws, the flows the transition would start
/// are not started, and ``prepare(_:oneShot:)-([Segue],_)`` puts every destination's
/// table properties and workflow values back as they were before it ran. (A
/// navigator discards its destination instead.) What your own code in steps
/// 3 to 5 wrote elsewhere is yours to undo.
@MainActor
public struct PreparationPipeline {
    /// The propagator that copies prefixed context.
    public let propagator: ContextPropagator
    /// The registered preparations the third step runs.
    public let preparations: Preparations

    /// What happens to a preparation that fails where nothing can throw:
    /// inside UIKit's and AppKit's `prepare(for:sender:)`. Called by the
    /// default `preparationDidFail(_:)`; ``logFailure(_:)`` unless you replace it.
    ///
    /// By the time it is called, the failed steps wrote nothing: the
    /// destination's table properties and workflow values hold what they held
    /// before. UIKit still shows the destination, because a segue cannot be
    /// cancelled from `prepare(for:sender:)`; refuse a segue in
    /// `shouldPerformSegue(withIdentifier:sender:)` instead.
    ///
    /// ```swift
    /// PreparationPipeline.failureHandler = { error in
    ///     analytics.record("segue-preparation-failed", detail: error.description)
    /// }
    /// ```
    ///
    /// It is one value for the whole app, set once at launch, because the
    /// failure happens inside a platform callback that returns nothing and
    /// can reach no value of yours; to handle one class's failures its own
    /// way, override `preparationDidFail(_:)` instead. A cell dequeued as
    /// another class goes to `DequeueError.failureHandler` (`PreparedResources`) instead.
    public static var failureHandler: @MainActor (TransitionError) -> Void = logFailure

    /// Logs the error (through `os.Logger`, subsystem `Prepared`, category
    /// `transitions`, where the `os` module exists) after a line that says
    /// what failed (a scene, a controller shown from code, or a transition),
    /// and, in debug builds, stops at an `assertionFailure` with the full
    /// report. In release builds it only logs.
    public static func logFailure(_ error: TransitionError) {
        let message = Self.headline(of: error) + " " + error.description
        #if canImport(os)
        Logger(subsystem: "Prepared", category: "transitions").error("\(message, privacy: .public)")
        #else
        print("Prepared: \(message)")
        #endif
        assertionFailure(message)
    }

    /// What failed, in the words a log reader looks for first: a scene that could not be made, or a transition.
    static func headline(of error: TransitionError) -> String {
        switch error {
        case .storyboard: "A scene could not be made, or could not get its dependencies."
        case .notShown: "A controller could not be shown, and was neither prepared nor shown."
        case .propagation, .sourceDoesNotConform, .preparationFailed, .oneShotNotRun:
            "A transition's preparation failed and wrote nothing."
        }
    }

    /// A pipeline with a propagator and a set of registered preparations.
    public init(propagator: ContextPropagator = .standard, preparations: Preparations = .shared) {
        self.propagator = propagator
        self.preparations = preparations
    }

    /// Runs every step into each segue's destination, in order, and starts the
    /// flows the transition starts once all have succeeded.
    ///
    /// - Parameters:
    ///   - segues: One segue per controller to prepare, all from one source;
    ///     a container's children are prepared in this order.
    ///   - oneShot: A preparation for this transition only, run last on each destination.
    /// - Throws: ``TransitionError`` naming the step that failed; every
    ///   destination is left as it was.
    public func prepare(_ segues: [Segue], oneShot: (AnyObject) throws -> Void = { _ in }) throws(TransitionError) {
        try prepare(segues, oneShot: { segue in try oneShot(segue.destination) }, onFailure: .restoreDestinations).commit()
    }

    /// What a failed preparation does to the destinations it prepared.
    package enum FailurePolicy {
        /// Puts back every destination's table properties and workflow
        /// values: the destinations stay, as UIKit and AppKit show them anyway.
        case restoreDestinations
        /// Leaves them: the caller discards the destinations, as a headless
        /// navigator does, so nothing needs putting back.
        case discardDestinations
    }

    /// The one path every preparation takes: runs every step into each
    /// segue's destination, in order, and returns the workflow starts the
    /// transition makes, for the caller to commit once the transition is shown.
    ///
    /// - Parameters:
    ///   - segues: One segue per controller to prepare, all from one source.
    ///   - oneShot: A preparation for this transition only, run last on each segue.
    ///   - policy: What a failure does to the destinations already prepared.
    /// - Throws: ``TransitionError`` naming the step that failed.
    package func prepare(
        _ segues: [Segue], oneShot: (Segue) throws -> Void, onFailure policy: FailurePolicy
    ) throws(TransitionError) -> WorkflowStarts {
        var snapshots: [DestinationSnapshot] = []
        var workflowStarts = WorkflowStarts()
        do {
            for segue in segues {
                if policy == .restoreDestinations {
                    snapshots.append(DestinationSnapshot(of: segue.destination, using: propagator))
                }
                workflowStarts.append(contentsOf: try run(segue, oneShot: oneShot))
            }
        } catch {
            for snapshot in snapshots.reversed() { snapshot.restore() }
            throw error
        }
        return workflowStarts
    }

    /// Runs every step into `segue.destination`; see ``prepare(_:oneShot:)-([Segue],_)``.
    public func prepare(_ segue: Segue, oneShot: (AnyObject) throws -> Void = { _ in }) throws(TransitionError) {
        try prepare([segue], oneShot: oneShot)
    }

    /// Runs the preparation steps (`PipelineStep`) into one destination in
    /// their documented order, and returns the workflow starts the transition
    /// makes. Restores nothing: ``prepare(_:oneShot:onFailure:)`` decides that.
    ///
    /// An error is reported as the step that threw it: the core's error for
    /// propagation, the preparations' for registered preparations, a source that does not
    /// conform for `prepareAsDestination(for:)`, and otherwise
    /// ``TransitionError/preparationFailed(source:destination:step:reason:)``.
    private func run(_ segue: Segue, oneShot: (Segue) throws -> Void) throws(TransitionError) -> WorkflowStarts {
        let source = segue.source
        let destination = segue.destination
        var workflowStarts = WorkflowStarts()
        for step in PipelineStep.allCases {
            do {
                switch step {
                case .propagation:
                    do {
                        try propagator.propagate(from: source, to: destination)
                    } catch {
                        throw TransitionError.propagation(error)
                    }
                case .workflow:
                    if let source = source as? any WorkflowCarrying, let destination = destination as? any WorkflowCarrying {
                        destination.workflow = destination.workflow.inheriting(from: source.workflow)
                    }
                case .preparations:
                    workflowStarts = try preparations.run(from: source, to: destination)
                case .destination:
                    try (destination as? any SegueDestination)?.prepareAsDestination(for: segue)
                case .oneShot:
                    try oneShot(segue)
                }
            } catch let error as TransitionError where Self.isOwn(error, of: step) {
                throw error
            } catch {
                throw .preparationFailed(source: Self.name(of: source), destination: Self.name(of: destination),
                                         step: step.description, reason: String(describing: error))
            }
        }
        return workflowStarts
    }

    /// Whether `error` is the error `step` itself reports, rather than one
    /// thrown by user code inside the step.
    private static func isOwn(_ error: TransitionError, of step: PipelineStep) -> Bool {
        switch (step, error) {
        case (.propagation, .propagation), (.preparations, .preparationFailed), (.destination, .sourceDoesNotConform):
            true
        default:
            false
        }
    }

    private static func name(of controller: AnyObject) -> String {
        String(describing: type(of: controller))
    }
}
