/// A segue's name as a value: declare an enum of names instead of string literals.
///
/// For a storyboard's segues, each case's raw value is the segue's identifier
/// (`enum ContactSegue: String, SegueName`).
///
/// You need one only when a source reaches one destination by several segues,
/// as a contact list that opens the details screen to view and to edit:
///
/// ```swift
/// enum ContactSegue: SegueName {
///     case view, edit
/// }
/// ```
public protocol SegueName: Hashable, Sendable {}
