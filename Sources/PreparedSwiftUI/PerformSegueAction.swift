#if canImport(SwiftUI)
import SwiftUI

/// Performs a storyboard segue of the hosting controller that shows this
/// view: what a button in a SwiftUI screen calls to go to the next scene.
///
/// Read it from the environment of a view that a `PreparedHostingController`
/// shows, and call it with the segue's name (a `SegueName`); the hosting
/// controller's segue runs every preparation step from its model, as a
/// UIKit or AppKit controller's segue does:
///
/// ```swift
/// struct QRCodeView: View {
///     @Environment(QRCodeModel.self) private var model
///     @Environment(\.performSegue) private var performSegue
///
///     var body: some View {
///         Button("Share") { performSegue(QRCodeHostingController.Segues.share) }
///     }
/// }
/// ```
///
/// Like `DismissAction`, it does nothing where there is nothing to act on: in
/// a view that no `PreparedHostingController` shows (a preview), or once its
/// controller is gone; it then returns `false`.
@MainActor @preconcurrency
public struct PerformSegueAction {
    private let controller: HostingControllerReference?

    /// The action of a view that no hosting controller shows.
    nonisolated init() {
        controller = nil
    }

    /// The action of the views a hosting controller shows.
    package init(_ controller: HostingControllerReference) {
        self.controller = controller
    }

    /// Performs the segue whose storyboard identifier is `identifier`'s raw value.
    ///
    /// - Returns: Whether a hosting controller performed it.
    @discardableResult
    public func callAsFunction<Identifier: SegueName & RawRepresentable>(
        _ identifier: Identifier, sender: Any? = nil
    ) -> Bool where Identifier.RawValue == String {
        guard let performer = controller?.performer else { return false }
        performer.performSegue(identifier, sender: sender)
        return true
    }

    /// Performs the segue whose storyboard identifier is `identifier`'s raw
    /// value, with a one-shot preparation of what it prepares, run after
    /// every other step.
    ///
    /// - Returns: Whether a hosting controller performed it.
    @discardableResult
    public func callAsFunction<Identifier: SegueName & RawRepresentable, Destination>(
        _ identifier: Identifier, sender: Any? = nil, prepare: @escaping (Destination) throws -> Void
    ) -> Bool where Identifier.RawValue == String {
        guard let performer = controller?.performer else { return false }
        performer.performSegue(identifier, sender: sender, prepare: prepare)
        return true
    }
}

/// The hosting controller whose segues a ``PerformSegueAction`` performs,
/// held weakly: the controller holds its root view, which holds the action.
/// Made before the controller, which sets itself once it exists.
@MainActor
package final class HostingControllerReference {
    package weak var performer: (any StoryboardSeguePerforming)?

    package init() {}
}
#endif
