/// How a segue shows its destination.
public struct SegueKind: Sendable, CustomStringConvertible {
    enum Style: Sendable {
        case show
        case present
        case custom(name: String, perform: @MainActor @Sendable (Segue, Navigator) -> Void)
    }

    let style: Style

    /// Pushes the destination onto the current navigation stack.
    public static let show = SegueKind(style: .show)

    /// Presents the destination modally, as the root of a new navigation stack.
    public static let present = SegueKind(style: .present)

    /// Shows the destination the way `perform` does, given the prepared and
    /// loaded segue and the navigator.
    ///
    /// - Parameters:
    ///   - name: The name used in reports and graphs.
    ///   - perform: Attaches `segue.destination` (a ``PreparedController``), for example with ``Navigator/push(_:)``.
    public static func custom(_ name: String, perform: @escaping @MainActor @Sendable (Segue, Navigator) -> Void) -> SegueKind {
        SegueKind(style: .custom(name: name, perform: perform))
    }

    /// The kind's name: `show`, `present`, or a custom kind's name.
    public var description: String {
        switch style {
        case .show: "show"
        case .present: "present"
        case .custom(let name, _): name
        }
    }
}
