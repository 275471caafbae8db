/// Where a storyboard reference leads: a scene of another storyboard, or of
/// the same one (`viewControllerPlaceholder` on iOS and tvOS,
/// `controllerPlaceholder` on macOS).
public struct StoryboardReference: Sendable, Hashable, CustomStringConvertible {
    /// The storyboard's name without `.storyboard`; `nil` for the storyboard the reference stands in.
    package let storyboardName: String?
    /// The storyboard ID of the scene it leads to; `nil` for that storyboard's initial controller.
    package let referencedIdentifier: String?
    /// The bundle that holds the storyboard, when it is not the app's.
    package let bundleIdentifier: String?

    /// A reference to `storyboardName`'s scene `referencedIdentifier`.
    package init(storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String? = nil) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
    }

    /// `Settings.storyboard#Profile`, or `Settings.storyboard (initial)`.
    public var description: String {
        let board = storyboardName.map { "\($0).storyboard" } ?? "this storyboard"
        let scene = referencedIdentifier.map { "#\($0)" } ?? " (initial)"
        let bundle = bundleIdentifier.map { " in \($0)" } ?? ""
        return board + scene + bundle
    }
}
