#if canImport(UIKit) && !os(watchOS)
import UIKit

/// How ``SeguePreparing/show(_:as:animated:prepare:)-(Destination,_,_,_)`` shows a controller
/// made in code: UIKit's ways, as a storyboard's segues name them.
public enum Presentation: Sendable, Hashable, CaseIterable {
    /// `show(_:sender:)`: pushed when the source is in a navigation
    /// controller, presented otherwise (a Show segue).
    case show
    /// `showDetailViewController(_:sender:)`: the secondary of a split view
    /// controller, presented otherwise (a Show Detail segue).
    case showDetail
    /// `pushViewController(_:animated:)` on the source's navigation
    /// controller, which it must be in.
    case push
    /// `present(_:animated:completion:)` over the source (a Present Modally segue).
    case present

    /// The kind of segue the preparation steps see: `.present` for ``present``, `.show` for the others.
    var segueKind: SegueKind { self == .present ? .present : .show }
}
#endif
