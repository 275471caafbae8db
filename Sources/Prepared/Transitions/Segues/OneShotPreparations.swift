/// The one-shot closures of the typed `performSegue` calls in progress, by source.
///
/// UIKit and AppKit call `prepare(for:sender:)` from inside
/// `performSegue(withIdentifier:sender:)`, so a closure is set just before
/// that call and removed just after it.
@MainActor
package enum OneShotPreparations {
    private static var pending: [ObjectIdentifier: (Segue) throws -> Void] = [:]

    /// Runs `perform` with `prepare` pending for `source`, typed to the destination it takes.
    ///
    /// - Parameters:
    ///   - source: The controller that performs the segue.
    ///   - prepare: The closure, run on each destination the segue prepares:
    ///     the segue's `destination` when it is a `Destination`, else its
    ///     `destinationController` (a hosting controller, whose model the
    ///     segue prepares); neither is a ``OneShotMismatch``.
    ///   - perform: The platform's `performSegue(withIdentifier:sender:)` call.
    package static func performing<Destination>(
        from source: AnyObject, prepare: @escaping (Destination) throws -> Void, _ perform: () -> Void
    ) {
        let key = ObjectIdentifier(source)
        pending[key] = { segue in
            guard let typed = segue.destination as? Destination ?? segue.destinationController as? Destination else {
                throw OneShotMismatch(expected: String(describing: Destination.self),
                                      actual: String(describing: type(of: segue.destination)))
            }
            try prepare(typed)
        }
        defer { pending[key] = nil }
        perform()
    }

    /// The closure pending for `source`: a closure that does nothing when no
    /// typed `performSegue` call from it is in progress.
    package static func closure(for source: AnyObject) -> (Segue) throws -> Void {
        pending[ObjectIdentifier(source)] ?? { _ in }
    }
}
