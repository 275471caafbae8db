/// The platform-neutral base class for screens that receive context.
///
/// Subclass it, declare the values a screen needs as properties whose names
/// start with `prepCtx`, and list them in the class's ``contextTable``.
/// Like UIKit's and AppKit's controllers, it is isolated to the main actor.
///
/// ```swift
/// final class ProfileController: PreparedController {
///     var prepCtxUser: User?
///
///     override class var contextTable: ContextTable {
///         ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
///             keys.add("prepCtxUser", \.prepCtxUser)
///         }
///     }
/// }
/// ```
@MainActor
open class PreparedController: @MainActor ContextDeclaring {
    public init() {}

    /// The context properties this controller can receive; empty unless a
    /// subclass overrides it.
    open class var contextTable: ContextTable { ContextTable() }
}
