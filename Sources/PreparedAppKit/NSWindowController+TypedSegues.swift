#if canImport(AppKit)
import AppKit

extension NSWindowController {
    /// Performs the segue whose storyboard identifier is `identifier`'s raw value.
    ///
    /// ```swift
    /// enum LibrarySegue: String, SegueIdentifier {
    ///     case showBook, editBook
    /// }
    ///
    /// performSegue(LibrarySegue.editBook, sender: self)
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
        OneShotPreparations.performing(from: self, prepare: prepare) {
            performSegue(withIdentifier: identifier.rawValue, sender: sender)
        }
    }

    /// Asks this controller whether to perform the segue whose storyboard
    /// identifier is `identifier`'s raw value.
    public func shouldPerformSegue<Identifier: SegueIdentifier & RawRepresentable>(
        _ identifier: Identifier, sender: Any?
    ) -> Bool where Identifier.RawValue == String {
        shouldPerformSegue(withIdentifier: identifier.rawValue, sender: sender)
    }
}
#endif
