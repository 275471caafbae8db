/// A `.storyboard` file read into typed values: its scenes, their controllers
/// and segues, its initial controller, and whatever the reader did not recognize.
///
/// ```swift
/// let document = try StoryboardDocument(contentsOf: url)
/// for segue in document.segues { print(segue.kind, segue.destination) }
/// ```
public struct StoryboardDocument: Sendable, Hashable {
    /// The file's name without `.storyboard`, the name a storyboard reference uses.
    public let name: String
    /// The platform, from the document `type`.
    public let platform: InterfacePlatform
    /// The document format's `version`, such as `3.0`; old files have `1.0` or `2.0`.
    public let version: String
    /// The `toolsVersion` attribute as written: a number for Xcode, anything for other tools.
    public let toolsVersion: String?
    /// The `id` of the initial controller, `nil` when the storyboard has none.
    package let initialControllerID: String?
    /// The scenes, in file order.
    public let scenes: [StoryboardScene]
    /// The images and named colors the scenes use, as its `<resources>` lists them.
    public let resources: [InterfaceResource]
    /// Elements, kinds and relationships the reader kept but did not recognize.
    public let unrecognized: [UnrecognizedItem]

    /// The controllers of every scene, in file order.
    public var controllers: [StoryboardController] { scenes.compactMap(\.controller) }

    /// The segues of every scene, in file order.
    public var segues: [StoryboardSegue] { scenes.flatMap(\.segues) }

    /// The initial controller, `nil` when the storyboard has none.
    package var initialController: StoryboardController? {
        initialControllerID.flatMap { controller(id: $0) }
    }

    /// The controller with the `id`, or `nil`.
    ///
    /// - Complexity: O(*n*) in scenes.
    package func controller(id: String) -> StoryboardController? {
        scenes.lazy.compactMap(\.controller).first { $0.id == id }
    }

    /// The scene whose controller has the `id`, or `nil`.
    ///
    /// - Complexity: O(*n*) in scenes.
    package func scene(controllerID id: String) -> StoryboardScene? {
        scenes.first { $0.controller?.id == id }
    }

    /// The controller with a storyboard ID, or `nil`.
    ///
    /// - Complexity: O(*n*) in scenes.
    package func controller(storyboardIdentifier: String) -> StoryboardController? {
        scenes.lazy.compactMap(\.controller).first { $0.storyboardIdentifier == storyboardIdentifier }
    }
}
