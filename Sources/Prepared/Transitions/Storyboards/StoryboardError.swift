/// Why a storyboard could not give a controller, naming the storyboard and the identifier.
public enum StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No storyboard has this name.
    case unknownStoryboard(name: String, known: [String])
    /// The storyboard has no scene with this identifier (or for this class).
    case unknownScene(storyboard: String, identifier: String, known: [String])
    /// Several scenes of the storyboard share this identifier.
    case duplicateScene(storyboard: String, identifier: String, count: Int)
    /// The scene holds another class than the one asked for.
    case wrongType(storyboard: String, identifier: String, expected: String, actual: String)
    /// The storyboard declares no initial scene.
    case noInitialScene(storyboard: String)
    /// The storyboard declares more than one initial scene.
    case severalInitialScenes(storyboard: String, identifiers: [String])
    /// The scene's controller could not get its dependencies.
    case dependencies(storyboard: String, identifier: String, error: DependencyError)

    public var description: String {
        switch self {
        case let .unknownStoryboard(name, known):
            "There is no storyboard named '\(name)'. Use one of: \(known.joined(separator: ", "))."
        case let .unknownScene(storyboard, identifier, known):
            "Storyboard '\(storyboard)' has no scene '\(identifier)'. Register it with board.scene(\(identifier).init), "
                + "or use one of its scenes: \(known.isEmpty ? "(none)" : known.joined(separator: ", "))."
        case let .duplicateScene(storyboard, identifier, count):
            "Storyboard '\(storyboard)' registers the scene '\(identifier)' \(count) times. "
                + "Keep one, or give the others their own identifier: board.scene(identifier: \"…\", …)."
        case let .wrongType(storyboard, identifier, expected, actual):
            "Scene '\(identifier)' of storyboard '\(storyboard)' holds a \(actual), not a \(expected). "
                + "Ask for a \(actual), or register \(expected) under its own identifier."
        case let .noInitialScene(storyboard):
            "Storyboard '\(storyboard)' has no initial scene. Register one with board.initialScene(…)."
        case let .severalInitialScenes(storyboard, identifiers):
            "Storyboard '\(storyboard)' registers \(identifiers.count) initial scenes (\(identifiers.joined(separator: ", "))). "
                + "Keep one initialScene and make the others scenes."
        case let .dependencies(storyboard, identifier, error):
            "Scene '\(identifier)' of storyboard '\(storyboard)' could not get its dependencies. \(error)"
        }
    }
}
