/// The one-shot closures of the typed `performSegue` calls in progress, by source.
///
/// UIKit and AppKit call `prepare(for:sender:)` from inside
/// `performSegue(withIdentifier:sender:)`, so a closure is set just before
/// that call and removed just after it. A closure the preparation steps never
/// asked for, because the source's `prepare(for:sender:)` does not run them,
/// is reported as ``TransitionError/oneShotNotRun(source:segue:sourcePrepares:)``: a typed
/// `performSegue` that compiles either runs its closure or fails loudly.
@MainActor
package enum OneShotPreparations {
    /// A closure pending for a source, and whether the steps took it.
    private struct Pending {
        let run: (Segue) throws -> Void
        var taken = false
    }

    private static var pending: [ObjectIdentifier: Pending] = [:]

    /// Runs `perform` with `prepare` pending for `source`, typed to the destination it takes.
    ///
    /// When `perform` returns and the preparation steps never took the
    /// closure, the failure goes to the source's `preparationDidFail(_:)` when
    /// it is a ``SegueSource``, else to ``PreparationPipeline/failureHandler``.
    ///
    /// - Parameters:
    ///   - source: The controller that performs the segue.
    ///   - segue: The segue as the call names it, `ContactSegue.edit`, for the report.
    ///   - prepare: The closure, run on each destination the segue prepares:
    ///     the segue's `destination` when it is a `Destination`, else its
    ///     `destinationController` (a hosting controller, whose model the
    ///     segue prepares); neither is a ``OneShotMismatch``.
    ///   - perform: The platform's `performSegue(withIdentifier:sender:)` call.
    package static func performing<Destination>(
        from source: AnyObject, segue: String, prepare: @escaping (Destination) throws -> Void, _ perform: () -> Void
    ) {
        let key = ObjectIdentifier(source)
        // A one-shot closure may perform another segue from the same source: its own closure is pending
        // meanwhile, and the outer one is put back after it.
        let outer = pending[key]
        pending[key] = Pending(run: { segue in
            guard let typed = segue.destination as? Destination ?? segue.destinationController as? Destination else {
                throw OneShotMismatch(expected: String(describing: Destination.self),
                                      actual: String(describing: type(of: segue.destination)))
            }
            try prepare(typed)
        })
        perform()
        let taken = pending[key]?.taken ?? true
        pending[key] = outer
        guard !taken else { return }
        let preparing = source as? any SegueSource
        let error = TransitionError.oneShotNotRun(source: String(describing: type(of: source)), segue: segue,
                                                  sourcePrepares: preparing != nil)
        if let preparing {
            preparing.preparationDidFail(error)
        } else {
            PreparationPipeline.failureHandler(error)
        }
    }

    /// The closure pending for `source`, now taken: a closure that does
    /// nothing when no typed `performSegue` call from it is in progress.
    package static func closure(for source: AnyObject) -> (Segue) throws -> Void {
        let key = ObjectIdentifier(source)
        guard let closure = pending[key]?.run else { return { _ in } }
        pending[key]?.taken = true
        return closure
    }
}
