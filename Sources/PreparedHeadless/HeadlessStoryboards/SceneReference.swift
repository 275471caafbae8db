import Prepared

/// Where a controller came from: a storyboard and the identifier of its scene.
public struct SceneReference: Sendable, CustomStringConvertible {
    /// The storyboard that instantiated the controller.
    public let storyboard: any HeadlessStoryboard
    /// The scene's identifier in that storyboard.
    public let identifier: String

    /// `storyboard/identifier`.
    public var description: String { "\(storyboard.name)/\(identifier)" }
}
