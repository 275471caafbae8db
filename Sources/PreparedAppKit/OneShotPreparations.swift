#if canImport(AppKit)
import AppKit

/// The one-shot closures of the typed `performSegue` calls in progress, by source.
///
/// AppKit calls `prepare(for:sender:)` from inside `performSegue(withIdentifier:sender:)`,
/// so a closure is set just before that call and removed just after it.
@MainActor
enum OneShotPreparations {
    static var pending: [ObjectIdentifier: (AnyObject) throws -> Void] = [:]

    /// Runs `perform` with `prepare` pending for `source`, typed to the destination it takes.
    static func performing<Destination>(
        from source: AnyObject, prepare: @escaping (Destination) throws -> Void, _ perform: () -> Void
    ) {
        let key = ObjectIdentifier(source)
        pending[key] = { destination in
            guard let typed = destination as? Destination else {
                throw OneShotMismatch(expected: String(describing: Destination.self), actual: String(describing: type(of: destination)))
            }
            try prepare(typed)
        }
        defer { pending[key] = nil }
        perform()
    }
}

/// A one-shot closure written for another destination class.
struct OneShotMismatch: Error, CustomStringConvertible {
    let expected: String
    let actual: String

    var description: String { "the closure takes a \(expected), and the destination is a \(actual)" }
}
#endif
