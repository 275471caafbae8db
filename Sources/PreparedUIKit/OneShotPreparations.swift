#if canImport(UIKit)
import UIKit

/// The one-shot closures of the typed `performSegue` calls in progress, by source.
///
/// UIKit calls `prepare(for:sender:)` from inside `performSegue(withIdentifier:sender:)`,
/// so a closure is set just before that call and removed just after it.
@MainActor
enum OneShotPreparations {
    static var pending: [ObjectIdentifier: (AnyObject) throws -> Void] = [:]
}
#endif
