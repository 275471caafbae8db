import Prepared
import PreparedDependencies

/// The scenes and segues of a ``HeadlessStoryboard``, declared in code.
///
/// ```swift
/// HeadlessStoryboardLayout { board in
///     board.initialScene(ContactListController.init)
///     board.scene(ContactDetailsController.init)
///     board.scene { EditContactController(store: store) }     // constructor injection
///     board.segue(from: ContactListController.self, to: ContactDetailsController.self, kind: .show)
/// }
/// ```
///
/// A scene is registered with the function that creates its controller: the
/// class's initializer (`ContactListController.init`), or a closure that passes
/// dependencies to an initializer, so that a controller can keep them in `let`
/// properties. A scene's identifier is its class name unless you give another.
@MainActor
public struct HeadlessStoryboardLayout {
    private(set) var scenes: [SceneDefinition] = []
    private(set) var segues: [SegueDefinition] = []

    /// The containers the scenes' controllers resolve their dependencies from,
    /// searched in this order (Dip-UI's `uiContainers`, per storyboard).
    public var dependencies: [DependencyContainer] = []

    /// A layout declared by `declare`.
    public init(_ declare: (inout HeadlessStoryboardLayout) -> Void) {
        declare(&self)
    }

    /// Registers the initial scene.
    ///
    /// - Parameters:
    ///   - identifier: The scene's identifier; the class name when `nil`.
    ///   - dependencyTag: The tag the controller's dependencies are resolved
    ///     under (falling back to untagged registrations), from ``dependencies``.
    ///   - create: Makes a new controller for the scene.
    public mutating func initialScene<Controller: PreparedController>(
        identifier: String? = nil, dependencyTag: DependencyTag? = nil, _ create: @escaping @MainActor () -> Controller
    ) {
        scenes.append(SceneDefinition(Controller.self, identifier: identifier, isInitial: true,
                                      dependencyTag: dependencyTag, create: create))
    }

    /// Registers a scene.
    ///
    /// - Parameters:
    ///   - identifier: The scene's identifier; the class name when `nil`.
    ///   - dependencyTag: The tag the controller's dependencies are resolved
    ///     under (falling back to untagged registrations), from ``dependencies``.
    ///   - create: Makes a new controller for the scene.
    public mutating func scene<Controller: PreparedController>(
        identifier: String? = nil, dependencyTag: DependencyTag? = nil, _ create: @escaping @MainActor () -> Controller
    ) {
        scenes.append(SceneDefinition(Controller.self, identifier: identifier, isInitial: false,
                                      dependencyTag: dependencyTag, create: create))
    }

    /// Declares a segue that needs no identifier: the only one from `source` to `destination`.
    ///
    /// - Parameters:
    ///   - source: The class the segue leaves.
    ///   - destination: The class the segue opens.
    ///   - kind: `SegueKind/show` pushes the destination, `SegueKind/present`
    ///     presents it; any other kind pushes it unless `show` says otherwise.
    ///   - show: Shows the prepared and loaded destination your own way, for
    ///     example with ``Navigator/push(_:)``; `nil` shows it by `kind`.
    public mutating func segue<Source: PreparedController, Destination: PreparedController>(
        from source: Source.Type, to destination: Destination.Type, kind: SegueKind = .show,
        show: (@MainActor @Sendable (Segue, Navigator) -> Void)? = nil
    ) {
        segues.append(SegueDefinition(source: source, destination: destination, kind: kind, identifier: nil, show: show))
    }

    /// Declares a segue with a typed identifier, for a source that reaches one
    /// destination by several segues (for example `.view` and `.edit`).
    ///
    /// - Parameters:
    ///   - source: The class the segue leaves.
    ///   - destination: The class the segue opens.
    ///   - kind: How the destination is shown, as in ``segue(from:to:kind:show:)``.
    ///   - identifier: The segue's typed identifier.
    ///   - show: Shows the destination your own way; `nil` shows it by `kind`.
    public mutating func segue<Source: PreparedController, Destination: PreparedController, Identifier: SegueName>(
        from source: Source.Type, to destination: Destination.Type, kind: SegueKind = .show, identifier: Identifier,
        show: (@MainActor @Sendable (Segue, Navigator) -> Void)? = nil
    ) {
        segues.append(SegueDefinition(source: source, destination: destination, kind: kind,
                                      identifier: SegueDefinition.TypedIdentifier(identifier), show: show))
    }

    // MARK: Lookups

    /// The scene for a class: the only one registered for it, otherwise the
    /// one whose identifier is the class name.
    func scene<Controller: PreparedController>(
        for type: Controller.Type, in board: some HeadlessStoryboard
    ) throws(HeadlessStoryboardError) -> SceneDefinition {
        let ofType = scenes.filter { ObjectIdentifier($0.controllerType) == ObjectIdentifier(type) }
        if ofType.count == 1 {
            return ofType[0]
        }
        let named = scenes.filter { $0.identifier == String(describing: type) }
        if named.isEmpty {
            throw ofType.isEmpty
                ? .noSceneForClass(storyboard: board.name, className: TypeName.of(type), known: scenes.map(\.identifier))
                : .ambiguousSceneForClass(storyboard: board.name, className: TypeName.of(type), identifiers: ofType.map(\.identifier))
        }
        return try scene(identifier: String(describing: type), in: board)
    }

    func scene(identifier: String, in board: some HeadlessStoryboard) throws(HeadlessStoryboardError) -> SceneDefinition {
        let matching = scenes.filter { $0.identifier == identifier }
        guard let scene = matching.first else {
            throw .unknownScene(storyboard: board.name, identifier: identifier, known: scenes.map(\.identifier))
        }
        guard matching.count == 1 else {
            throw .duplicateScene(storyboard: board.name, identifier: identifier, count: matching.count)
        }
        return scene
    }

    /// The problems of the declarations themselves: identifiers registered
    /// twice, several initial scenes, segues whose ends are not scenes.
    func declarationProblems(in board: some HeadlessStoryboard) -> [HeadlessStoryboardError] {
        var problems: [HeadlessStoryboardError] = []
        var counts: [String: Int] = [:]
        for scene in scenes { counts[scene.identifier, default: 0] += 1 }
        var reported = Set<String>()
        for scene in scenes where counts[scene.identifier, default: 0] > 1 && reported.insert(scene.identifier).inserted {
            problems.append(.duplicateScene(storyboard: board.name, identifier: scene.identifier, count: counts[scene.identifier, default: 0]))
        }
        let initial = scenes.filter(\.isInitial).map(\.identifier)
        if initial.count > 1 {
            problems.append(.severalInitialScenes(storyboard: board.name, identifiers: initial))
        }
        let sceneTypes = Set(scenes.map { ObjectIdentifier($0.controllerType) })
        var missing = Set<String>()
        for segue in segues {
            for end in [segue.source, segue.destination] where !sceneTypes.contains(ObjectIdentifier(end)) {
                let name = TypeName.of(end)
                if missing.insert(name).inserted {
                    problems.append(.noSceneForClass(storyboard: board.name, className: name, known: scenes.map(\.identifier)))
                }
            }
        }
        return problems
    }
}
