#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SeguePreparing {
    /// Shows a controller made in code after preparing it as a segue from
    /// this controller would: prefix propagation, workflow values, the
    /// registered preparations, its `prepareAsDestination(for:)`, then
    /// `prepare`, into it (or into the controllers it shows, when it is a
    /// container), all or nothing.
    ///
    /// ```swift
    /// let details = ContactDetailsController()
    /// show(details, as: .push) { details in details.prepCtxNote = draft }
    /// ```
    ///
    /// It is prepared before UIKit loads its view, so its `viewDidLoad` sees
    /// what every step wrote. When a step fails, or it cannot be shown as
    /// asked (``Presentation/push`` from a controller in no navigation
    /// controller), it is not shown, the error goes to
    /// ``SegueSource/preparationDidFail(_:)`` (by default
    /// ``PreparationPipeline/failureHandler``), and every controller is left
    /// as it was.
    ///
    /// - Parameters:
    ///   - destination: The controller to show.
    ///   - presentation: How to show it.
    ///   - animated: Whether to animate a push or a presentation.
    ///   - prepare: A preparation for this transition only, run last.
    /// - Returns: Whether it was shown.
    @discardableResult
    public func show<Destination: UIViewController>(
        _ destination: Destination, as presentation: Presentation, animated: Bool = true,
        prepare: (Destination) throws -> Void = { _ in }
    ) -> Bool {
        if presentation == .push, navigationController == nil {
            let source = TypeName.of(type(of: self))
            reportNotShown(destination, as: "push", reason: "\(source) is in no navigation controller. Show it with `.show`, which "
                           + "presents it where there is no navigation controller to push it on, or embed \(source) in a "
                           + "UINavigationController.")
            return false
        }
        guard let starts = prepareToShow(destination, kind: presentation.segueKind, prepare: prepare) else { return false }
        switch presentation {
        case .show: show(destination, sender: self)
        case .showDetail: showDetailViewController(destination, sender: self)
        case .push: navigationController?.pushViewController(destination, animated: animated)
        case .present: present(destination, animated: animated)
        }
        starts.commit()
        return true
    }

    /// Makes `scene`'s controller and shows it after preparing it, as
    /// ``show(_:as:animated:prepare:)-(Destination,_,_,_)`` does: a scene of the generated
    /// `Storyboards`, shown from code with its context.
    ///
    /// ```swift
    /// show(MainScene.contactDetails, as: .push) { details in details.prepCtxNote = draft }
    /// ```
    ///
    /// A scene that cannot be made is reported as
    /// ``TransitionError/storyboard(_:)`` to
    /// ``SegueSource/preparationDidFail(_:)``, and nothing is shown.
    ///
    /// - Returns: Whether it was shown.
    @discardableResult
    public func show<Destination: UIViewController>(
        _ scene: TypedScene<Destination>, as presentation: Presentation, animated: Bool = true,
        prepare: (Destination) throws -> Void = { _ in }
    ) -> Bool {
        guard let destination = instantiateToShow(scene) else { return false }
        return show(destination, as: presentation, animated: animated, prepare: prepare)
    }
}
#endif
