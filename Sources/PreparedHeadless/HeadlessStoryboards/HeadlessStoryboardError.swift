import Prepared
import PreparedDependencies

/// Why a storyboard declared in code could not give a controller, naming the
/// storyboard and the identifier.
///
/// Each description says what to change in the storyboard's layout; code it
/// suggests is between backticks and can be pasted.
public enum HeadlessStoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No storyboard has this name.
    case unknownStoryboard(name: String, known: [String])
    /// The storyboard has no scene with this identifier.
    case unknownScene(storyboard: String, identifier: String, known: [String])
    /// The storyboard has no scene for this class: none registers it, and none
    /// is named after it.
    case noSceneForClass(storyboard: String, className: String, known: [String])
    /// Several scenes register this class and none is named after it, so a
    /// lookup by class cannot choose one.
    case ambiguousSceneForClass(storyboard: String, className: String, identifiers: [String])
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

    /// What went wrong, naming the storyboard and the scene, and what to change.
    public var description: String {
        switch self {
        case let .unknownStoryboard(name, known):
            if known.isEmpty {
                return "There is no storyboard named '\(name)': none is declared."
            }
            return "There is no storyboard named '\(name)'. Use one of: \(known.joined(separator: ", "))."
        case let .unknownScene(storyboard, identifier, known):
            let guess = ClosestName.find(identifier, among: known).map { " Did you mean '\($0)'?" } ?? ""
            return "Storyboard '\(storyboard)' has no scene '\(identifier)'.\(guess) Register a scene with this identifier, "
                + "`board.scene(identifier: \(SwiftCode.stringLiteral(identifier))) { /* make its controller */ }`"
                + Self.alternatives(known)
        case let .noSceneForClass(storyboard, className, known):
            return "Storyboard '\(storyboard)' has no scene for \(className). Register one with `board.scene(\(className).init)`"
                + Self.alternatives(known)
        case let .ambiguousSceneForClass(storyboard, className, identifiers):
            let metatype = SwiftCode.metatype(className)
            return "Storyboard '\(storyboard)' registers \(className) in \(identifiers.count) scenes (\(Self.list(identifiers))) "
                + "and none is named after the class, so a segue to \(className) cannot choose one. "
                + "Register the scene that segues open without an identifier, `board.scene(\(className).init)`, "
                + "and instantiate the others by identifier, as "
                + "`instantiate(\(metatype), identifier: \(SwiftCode.stringLiteral(identifiers.first ?? className)))`."
        case let .duplicateScene(storyboard, identifier, count):
            return "Storyboard '\(storyboard)' registers the scene '\(identifier)' \(count) times. "
                + "Keep one, or give each of the others an identifier of its own, as "
                + "`board.scene(identifier: \(SwiftCode.stringLiteral("\(identifier) 2"))) { /* make its controller */ }`."
        case let .wrongType(storyboard, identifier, expected, actual):
            return "Scene '\(identifier)' of storyboard '\(storyboard)' holds \(TypeName.withArticle(actual)), "
                + "not \(TypeName.withArticle(expected)). Ask for what it holds, "
                + "`instantiate(\(SwiftCode.metatype(actual)), identifier: \(SwiftCode.stringLiteral(identifier)))`, "
                + "or register \(expected) in a scene of its own, `board.scene(\(expected).init)`."
        case let .noInitialScene(storyboard):
            return "Storyboard '\(storyboard)' has no initial scene. "
                + "Register one with `board.initialScene { /* make its controller */ }`."
        case let .severalInitialScenes(storyboard, identifiers):
            return "Storyboard '\(storyboard)' registers \(identifiers.count) initial scenes (\(Self.list(identifiers))), "
                + "so it cannot tell which one to instantiate first. "
                + "Keep one initial scene and register the others with `board.scene(_:)`."
        case let .dependencies(storyboard, identifier, error):
            return "Scene '\(identifier)' of storyboard '\(storyboard)' could not get its dependencies. \(error)"
        }
    }

    /// ", or use one of its scenes: A, B." or, with no scenes, ".".
    private static func alternatives(_ known: [String]) -> String {
        known.isEmpty ? "." : ", or use one of its scenes: \(known.joined(separator: ", "))."
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.joined(separator: ", ")
    }
}
