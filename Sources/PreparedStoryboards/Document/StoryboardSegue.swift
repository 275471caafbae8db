/// A segue of a storyboard file, from the controller of its scene.
public struct StoryboardSegue: Sendable, Hashable {
    /// The segue's `id`, such as `sHr-9c-Flm`.
    public let id: String
    /// The `identifier` that code passes to `performSegue(withIdentifier:sender:)`; `nil` without one.
    public let identifier: String?
    /// How the segue shows its destination.
    public let kind: Kind
    /// The `id` of the controller of the segue's scene: the source, even when a
    /// button, cell or gesture recognizer inside it triggers the segue.
    public let sourceID: String
    /// Where the segue leads.
    public let destination: Destination
    /// The element that triggers the segue.
    public let trigger: Trigger
    /// Where the `<segue>` element starts.
    public let location: SourceLocation

    /// Whether the segue is a container's relationship rather than a transition.
    public var isRelationship: Bool {
        if case .relationship = kind { true } else { false }
    }
}
