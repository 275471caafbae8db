import Prepared
import PreparedDependencies

/// A storyboard your app declares: a typed value holding scenes, registered by
/// controller type, and the segues between them.
///
/// Declare your storyboards as an enum, so that the set of them is checked by
/// the compiler and can be enumerated:
///
/// ```swift
/// enum AppStoryboard: String, HeadlessStoryboard, CaseIterable {
///     case contacts
///
///     var layout: HeadlessStoryboardLayout {
///         HeadlessStoryboardLayout { board in
///             board.initialScene(ContactListController.init)
///             board.scene(ContactDetailsController.init)
///             board.segue(from: ContactListController.self, to: ContactDetailsController.self, kind: .show)
///         }
///     }
/// }
///
/// let list = try AppStoryboard.contacts.instantiateInitial(as: ContactListController.self)
/// ```
public protocol HeadlessStoryboard: Hashable, Sendable {
    /// The name used in errors, reports and ``SceneReference``; a `String`
    /// raw value by default.
    var name: String { get }

    /// The storyboard's scenes and segues.
    @MainActor var layout: HeadlessStoryboardLayout { get }
}

extension HeadlessStoryboard where Self: RawRepresentable, RawValue == String {
    /// The enum case's raw value.
    public var name: String { rawValue }
}

extension HeadlessStoryboard where Self: CaseIterable {
    /// The storyboard with this name.
    ///
    /// - Throws: ``HeadlessStoryboardError/unknownStoryboard(name:known:)``, listing the names there are.
    public static func named(_ name: String) throws(HeadlessStoryboardError) -> Self {
        guard let board = allCases.first(where: { $0.name == name }) else {
            throw .unknownStoryboard(name: name, known: allCases.map(\.name))
        }
        return board
    }
}

@MainActor
extension HeadlessStoryboard {
    /// A new controller from the scene registered for `type`.
    ///
    /// The scene is the one registered with a creator returning `type`; if
    /// several are, the one whose identifier is the class name.
    ///
    /// - Throws: ``HeadlessStoryboardError`` naming the storyboard and the identifier
    ///   when there is no such scene, when its identifier is registered twice,
    ///   or when the scene of that name holds another class.
    public func instantiate<Controller: PreparedController>(_ type: Controller.Type) throws(HeadlessStoryboardError) -> Controller {
        let layout = layout
        return try instantiate(layout.scene(for: type, in: self), of: layout, as: type)
    }

    /// A new controller from the scene with `identifier`, which must hold a `Controller`.
    public func instantiate<Controller: PreparedController>(
        _ type: Controller.Type, identifier: String
    ) throws(HeadlessStoryboardError) -> Controller {
        let layout = layout
        return try instantiate(layout.scene(identifier: identifier, in: self), of: layout, as: type)
    }

    /// A new controller from the initial scene.
    ///
    /// - Throws: ``HeadlessStoryboardError/noInitialScene(storyboard:)`` or
    ///   ``HeadlessStoryboardError/severalInitialScenes(storyboard:identifiers:)`` when
    ///   the storyboard does not register exactly one initial scene.
    public func instantiateInitial() throws(HeadlessStoryboardError) -> PreparedController {
        try instantiateInitial(as: PreparedController.self)
    }

    /// A new controller from the initial scene, which must hold a `Controller`.
    ///
    /// - Throws: ``HeadlessStoryboardError`` when the storyboard does not register
    ///   exactly one initial scene, or when it holds another class.
    public func instantiateInitial<Controller: PreparedController>(as type: Controller.Type) throws(HeadlessStoryboardError) -> Controller {
        let layout = layout
        let initial = layout.scenes.filter(\.isInitial)
        guard let scene = initial.first else {
            throw .noInitialScene(storyboard: name)
        }
        guard initial.count == 1 else {
            throw .severalInitialScenes(storyboard: name, identifiers: initial.map(\.identifier))
        }
        return try instantiate(scene, of: layout, as: type)
    }

    /// A new controller of the scene `instantiate(_:)` would use for `type`;
    /// for checks that hold a class, not its static type.
    func instantiateScene(of type: PreparedController.Type) throws(HeadlessStoryboardError) -> PreparedController {
        let layout = layout
        return try instantiate(layout.scene(for: type, in: self), of: layout, as: PreparedController.self)
    }

    /// Makes the scene's controller, records its scene, then lets it resolve
    /// its dependencies when the storyboard lists containers or the scene names a tag.
    private func instantiate<Controller: PreparedController>(
        _ scene: SceneDefinition, of layout: HeadlessStoryboardLayout, as type: Controller.Type
    ) throws(HeadlessStoryboardError) -> Controller {
        let made = scene.create()
        guard let controller = made as? Controller else {
            throw .wrongType(storyboard: name, identifier: scene.identifier,
                             expected: TypeName.of(type), actual: TypeName.of(Swift.type(of: made)))
        }
        controller.scene = SceneReference(storyboard: self, identifier: scene.identifier)
        if !layout.dependencies.isEmpty || scene.dependencyTag != nil {
            do {
                try controller.didInstantiate(with: SceneDependencies(containers: layout.dependencies, tag: scene.dependencyTag))
            } catch {
                throw .dependencies(storyboard: name, identifier: scene.identifier, error: error)
            }
        }
        return controller
    }
}
