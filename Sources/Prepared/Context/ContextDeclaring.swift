/// A class that lists its writable context properties in a ``ContextTable``.
///
/// A destination of a transition adopts this protocol so that Prepared can write
/// into its prefixed properties through type-checked key paths instead of
/// key-value coding. A source does not need to adopt it: Prepared finds a
/// source's prefixed properties by reflection, once per class, and reads them
/// at their fields' offsets; a source's table is used for the keys that
/// cannot be read that way, such as closures. Once the plan for a pair of
/// classes is cached, a transition makes no reflection call, except for a
/// `weak` or `unowned` property of a source without a table.
///
/// The protocol does not require `PreparedController` (`PreparedHeadless`): any class can adopt it.
/// A main-actor class (`PreparedController`, and in Swift 6 any
/// `UIViewController` or `NSViewController` subclass) adopts it as
/// `@MainActor ContextDeclaring`, so that its `contextTable` can form key
/// paths to its main-actor properties.
///
/// ```swift
/// final class ProfileController: PreparedController {
///     var prepCtxUser: User?
///     var prepCtxTheme = Theme.light
///
///     override class var contextTable: ContextTable {
///         ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
///             keys.add("prepCtxUser", \.prepCtxUser)
///             keys.add("prepCtxTheme", \.prepCtxTheme)
///         }
///     }
/// }
/// ```
public protocol ContextDeclaring: AnyObject {
    /// The context properties this class and its superclasses can receive.
    ///
    /// A subclass overrides it, passes `super.contextTable` as the table it
    /// inherits, and adds only its own entries. An empty table means the class
    /// declares none: it can still be a source, read by reflection.
    ///
    /// Prepared reads it when it first meets the class and keeps the table
    /// for the rest of the process: return the same entries every time, as a
    /// table built from the class's declarations does.
    static var contextTable: ContextTable { get }
}
