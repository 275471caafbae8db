#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// Performs the segue whose storyboard identifier is `identifier`'s raw value.
    ///
    /// ```swift
    /// enum ContactSegue: String, SegueIdentifier {
    ///     case view, edit
    /// }
    ///
    /// performSegue(ContactSegue.edit, sender: self)
    /// ```
    public func performSegue<Identifier: SegueIdentifier & RawRepresentable>(
        _ identifier: Identifier, sender: Any?
    ) where Identifier.RawValue == String {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// Performs the segue whose storyboard identifier is `identifier`'s raw
    /// value, with a one-shot preparation that runs after every other step.
    ///
    /// The closure runs only when this controller adopts ``SeguePreparing``,
    /// on each controller the segue prepares that is a `Destination`; another
    /// class is ``TransitionError/preparationFailed(source:destination:step:reason:)``.
    public func performSegue<Identifier: SegueIdentifier & RawRepresentable, Destination>(
        _ identifier: Identifier, sender: Any?, prepare: @escaping (Destination) throws -> Void
    ) where Identifier.RawValue == String {
        let key = ObjectIdentifier(self)
        OneShotPreparations.pending[key] = { destination in
            guard let typed = destination as? Destination else {
                throw OneShotMismatch(expected: String(describing: Destination.self), actual: String(describing: type(of: destination)))
            }
            try prepare(typed)
        }
        defer { OneShotPreparations.pending[key] = nil }
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// Asks this controller whether to perform the segue whose storyboard
    /// identifier is `identifier`'s raw value.
    public func shouldPerformSegue<Identifier: SegueIdentifier & RawRepresentable>(
        _ identifier: Identifier, sender: Any?
    ) -> Bool where Identifier.RawValue == String {
        shouldPerformSegue(withIdentifier: identifier.rawValue, sender: sender)
    }
}

/// A one-shot closure written for another destination class.
struct OneShotMismatch: Error, CustomStringConvertible {
    let expected: String
    let actual: String

    var description: String { "the closure takes a \(expected), and the destination is a \(actual)" }
}
#endif
