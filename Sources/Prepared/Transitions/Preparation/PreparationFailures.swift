#if canImport(os)
import os
#endif

/// What happens to a transition that fails where nothing can throw: inside
/// UIKit's and AppKit's `prepare(for:sender:)`.
///
/// The adapters' controllers pass the ``TransitionError`` to their
/// `preparationDidFail(_:)` method, whose default calls ``handler``. By the
/// time it is called, the failed steps wrote nothing: the destination's table
/// properties and workflow values hold what they held before
/// (``PreparationPipeline``). UIKit still shows the destination, because a
/// segue cannot be cancelled from `prepare(for:sender:)`; refuse a segue in
/// `shouldPerformSegue(withIdentifier:sender:)` instead.
///
/// ```swift
/// PreparationFailures.handler = { error in
///     analytics.record("segue-preparation-failed", detail: error.description)
/// }
/// ```
@MainActor
public enum PreparationFailures {
    /// Called with every failure; ``standardHandler(_:)`` unless you replace it.
    public static var handler: @MainActor (TransitionError) -> Void = standardHandler

    /// Logs the error (through `os.Logger`, subsystem `Prepared`, category
    /// `transitions`, where the `os` module exists) and, in debug builds,
    /// stops at an `assertionFailure` with the full report. In release builds
    /// it only logs.
    public static func standardHandler(_ error: TransitionError) {
        let message = "A segue's preparation failed and wrote nothing. \(error.description)"
        #if canImport(os)
        Logger(subsystem: "Prepared", category: "transitions").error("\(message, privacy: .public)")
        #else
        print("Prepared: \(message)")
        #endif
        assertionFailure(message)
    }
}
