/// A destination that prepares itself from its source (double dispatch).
///
/// Instead of a source that knows every destination (an `if` on a string
/// identifier and a force cast each), the destination defines the protocol
/// its sources adopt and asks the source for what it needs:
///
/// ```swift
/// protocol ContactProviding {
///     var selectedContact: Contact? { get }
/// }
///
/// extension ContactDetailsController: SegueDestination {
///     func prepareAsDestination(for segue: Segue) throws {
///         prepCtxContact = try segue.source(as: ContactProviding.self).selectedContact
///     }
/// }
/// ```
///
/// A headless `Navigator` calls it after prefix propagation and before the one-shot
/// closure passed to `perform`.
@MainActor
public protocol SegueDestination: AnyObject {
    /// Prepares this controller from `segue.source`.
    ///
    /// - Throws: Any error; the transition is abandoned and nothing is shown.
    func prepareAsDestination(for segue: Segue) throws
}
