/// A typed segue identifier: declare an enum of them instead of string literals.
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
