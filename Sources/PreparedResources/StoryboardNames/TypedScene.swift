/// A scene of a storyboard file, typed by the class of the controller it
/// holds: its storyboard and its storyboard ID, or the file's initial scene.
///
/// `prepared-storyboard generate` declares one for each scene with a storyboard
/// ID and for each initial scene, in its storyboard's scene namespace; the UIKit
/// and AppKit adapters instantiate it as its class, with no string and no cast:
///
/// ```swift
/// let details = try Storyboards.MainScene.contactDetailsController.instantiate()
/// let editor = try Storyboards.MainScene.editContactController.instantiate { coder in
///     EditContactController(coder: coder, store: store)
/// }
/// ```
///
/// A scene that holds another class at run time (its Custom Class changed in
/// Interface Builder) is `StoryboardError.wrongType`,
/// never a crash in a cast.
public struct TypedScene<Controller>: Sendable, CustomStringConvertible {
    /// The storyboard file that holds the scene.
    public let storyboard: any StoryboardName
    /// The scene's storyboard ID; `nil` for the file's initial scene.
    public let identifier: String?

    /// The scene of `storyboard` whose storyboard ID is `identifier`.
    public init(_ storyboard: some StoryboardName, identifier: String) {
        self.storyboard = storyboard
        self.identifier = identifier
    }

    /// The initial scene of `storyboard`.
    public init(initialOf storyboard: some StoryboardName) {
        self.storyboard = storyboard
        identifier = nil
    }

    /// The scene as a message names it: `'ContactDetailsController' of Main.storyboard`,
    /// or `the initial scene of Main.storyboard`.
    public var description: String {
        guard let identifier else { return "the initial scene of \(storyboard.name).storyboard" }
        return "'\(identifier)' of \(storyboard.name).storyboard"
    }
}
