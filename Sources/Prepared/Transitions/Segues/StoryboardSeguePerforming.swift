/// A controller that performs the segues of a storyboard file by identifier:
/// UIKit's `UIViewController`, AppKit's `NSViewController` and
/// `NSWindowController`, whose conformances the adapters declare.
///
/// The requirements are the platform's own methods; the extension adds their
/// typed forms, which take an enum whose raw values are the storyboard's
/// identifiers.
@MainActor
public protocol StoryboardSeguePerforming: AnyObject {
    /// Performs the segue whose storyboard identifier is `identifier`.
    func performSegue(withIdentifier identifier: String, sender: Any?)

    /// Whether the segue whose storyboard identifier is `identifier` should be performed.
    func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool
}

extension StoryboardSeguePerforming {
    /// Performs the segue whose storyboard identifier is `identifier`'s raw value.
    ///
    /// ```swift
    /// enum ContactSegue: String, SegueName {
    ///     case view, edit
    /// }
    ///
    /// performSegue(ContactSegue.edit, sender: self)
    /// ```
    public func performSegue<Identifier: SegueName & RawRepresentable>(
        _ identifier: Identifier, sender: Any?
    ) where Identifier.RawValue == String {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// Performs the segue named by another class's generated `Segues`: the
    /// compiler warns, since that class's scenes have the segue and this
    /// controller's scene may not.
    @available(*, deprecated, message: "a segue of another class's Segues: perform it from that class, or add it to this scene")
    public func performSegue<Identifier: ClassSegueName & RawRepresentable>(
        _ identifier: Identifier, sender: Any?
    ) where Identifier.RawValue == String {
        performSegue(withIdentifier: identifier.rawValue, sender: sender)
    }

    /// Performs the segue whose storyboard identifier is `identifier`'s raw
    /// value, with a one-shot preparation that runs after every other step.
    ///
    /// The closure runs on each controller the segue prepares that is a
    /// `Destination`; another class is
    /// ``TransitionError/preparationFailed(source:destination:step:reason:)``.
    /// It runs from this controller's preparation steps, so this controller
    /// must run them in its `prepare(for:sender:)`, as `PreparedViewController`
    /// and every `SeguePreparing` controller do; when they never ran, the
    /// segue is still performed and the call reports
    /// ``TransitionError/oneShotNotRun(source:segue:sourcePrepares:)`` to the failure handler.
    public func performSegue<Identifier: SegueName & RawRepresentable, Destination>(
        _ identifier: Identifier, sender: Any?, prepare: @escaping (Destination) throws -> Void
    ) where Identifier.RawValue == String {
        OneShotPreparations.performing(from: self, segue: "\(TypeName.of(Identifier.self)).\(identifier)", prepare: prepare) {
            performSegue(withIdentifier: identifier.rawValue, sender: sender)
        }
    }

    /// Asks this controller whether to perform the segue whose storyboard
    /// identifier is `identifier`'s raw value.
    public func shouldPerformSegue<Identifier: SegueName & RawRepresentable>(
        _ identifier: Identifier, sender: Any?
    ) -> Bool where Identifier.RawValue == String {
        shouldPerformSegue(withIdentifier: identifier.rawValue, sender: sender)
    }
}
