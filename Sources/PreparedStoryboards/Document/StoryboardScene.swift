/// One scene of a storyboard: its controller and the segues that leave it.
public struct StoryboardScene: Sendable, Hashable {
    /// The scene's `sceneID`.
    package let id: String
    /// The scene's controller; `nil` for a scene without one (reported as an ``UnrecognizedItem``).
    public let controller: StoryboardController?
    /// The segues that leave the scene's controller, wherever they sit in its
    /// view tree, in file order.
    public let segues: [StoryboardSegue]
    /// The `id`s of the scene's exit placeholders, where its unwind segues end.
    package let exitIDs: [String]
    /// The prototype cells and reusable views of the scene's tables,
    /// collections and outlines, in file order.
    public let prototypes: [InterfacePrototype]
    /// Every object of the scene that names a custom class (its controller
    /// too), in file order.
    package let objects: [InterfaceObject]
    /// The outlets, outlet collections and actions of the scene's objects, in file order.
    package let connections: [InterfaceConnection]
    /// The User Defined Runtime Attributes of the scene's objects (the controller's too), in file order: the values
    /// key-value coding sets on them when the scene loads.
    public let runtimeAttributes: [InterfaceRuntimeAttribute]
    /// The `id`s of the scene's first responder placeholders, where actions
    /// sent along the responder chain are connected.
    package let firstResponderIDs: [String]
    /// Where the scene starts.
    package let location: SourceLocation
}

extension StoryboardScene {
    /// The objects of a custom class other than the scene's controller, its prototypes and its first responder
    /// placeholders, which are checked as such: its views, controls, gesture recognizers, custom segues and objects.
    package var otherObjects: [InterfaceObject] {
        let elsewhere = Set([controller?.id].compactMap { $0 } + prototypes.map(\.id) + firstResponderIDs)
        return objects.filter { !elsewhere.contains($0.id) }
    }
}
