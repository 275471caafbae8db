/// How a segue shows its destination: a name, as a storyboard or a report says it.
///
/// A plain value: the UIKit and AppKit adapters give each ``Segue`` the class
/// of the platform's segue (`.custom("UIStoryboardShowSegue")`), and a
/// simulated navigator (the `PreparedHeadless` product) interprets
/// ``show``, ``present`` and its own custom kinds.
public struct SegueKind: Sendable, Hashable, CustomStringConvertible {
    /// The kind's name: `show`, `present`, or a custom kind's name.
    public let name: String

    /// Pushes the destination onto the current navigation stack.
    public static let show = SegueKind(name: "show")

    /// Presents the destination modally, as the root of a new navigation stack.
    public static let present = SegueKind(name: "present")

    /// A kind of your own, or a platform segue class (`UIStoryboardShowSegue`,
    /// `NSStoryboardSegue`, …), named in reports and graphs.
    ///
    /// - Parameter name: The name used in reports and graphs.
    public static func custom(_ name: String) -> SegueKind {
        SegueKind(name: name)
    }

    /// The kind's name.
    public var description: String { name }
}
