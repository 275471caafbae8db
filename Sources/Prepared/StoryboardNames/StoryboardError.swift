/// Why a storyboard file could not give a controller or a prototype cell,
/// naming the file, the scene and the identifier.
///
/// The UIKit and AppKit adapters throw it from their typed instantiation
/// (`AppStoryboard.main.instantiate(ProfileController.self)`) and typed
/// dequeues (``CellPrototype``), and hand the dependency failure of a scene
/// they made to `preparationDidFail(_:)`.
/// Each description says what to change in Interface Builder or in code;
/// code it suggests is between backticks and can be pasted.
public enum StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scene holds another class than the one asked for.
    case wrongType(storyboard: String, identifier: String, expected: String, actual: String)
    /// The storyboard file has no initial controller.
    case noInitialScene(storyboard: String)
    /// The scene's controller could not get its dependencies; `reason` is
    /// the dependency container's error, which names the resolution path.
    case dependencies(storyboard: String, identifier: String, reason: String)
    /// A hosting controller was made from a scene by its `init?(coder:)`,
    /// which gives it no model and no view to show. `controller` is its class,
    /// `model` and `view` its model's and view's types.
    case hostingControllerWithoutModel(storyboard: String, controller: String, model: String, view: String)
    /// A table, collection or outline view dequeued a prototype's identifier
    /// as another class than the prototype's: the storyboard's Custom Class
    /// or module is not the one the code was generated from.
    case wrongPrototypeClass(storyboard: String, scene: String, identifier: String, expected: String, actual: String)
    /// A view gave nothing for a prototype's identifier: an AppKit table made
    /// no view, as it does for an identifier none of its cell views has.
    case noPrototype(storyboard: String, scene: String, identifier: String)
    /// A nib, or a view registered from it, made another class than the
    /// typed nib names: the nib's Custom Class or module is not the one the
    /// code was generated from.
    case wrongNibClass(nib: String, expected: String, actual: String)
    /// A nib gave no object: the bundle has none of that name, it holds no
    /// top-level object, or a table made no view for its cell, which was not
    /// registered with it.
    case nothingFromNib(nib: String, expected: String)
    /// A view dequeued by a class's identifier (its name, as
    /// `register(_:)` registers the class) is another class, or (`actual`
    /// `nil`) none: something else was registered under that identifier.
    case wrongRegisteredClass(identifier: String, expected: String, actual: String?)

    /// What went wrong, naming the storyboard and the scene, and what to change.
    public var description: String {
        switch self {
        case let .wrongType(storyboard, identifier, expected, actual):
            "Scene '\(identifier)' of storyboard '\(storyboard)' holds \(TypeName.withArticle(actual)), "
                + "not \(TypeName.withArticle(expected)). Ask for what it holds, "
                + "`instantiate(\(SwiftCode.metatype(actual)), identifier: \(SwiftCode.stringLiteral(identifier)))`, "
                + "or, in Interface Builder, set this scene's Custom Class to \(expected), "
                + "or move the Storyboard ID '\(identifier)' to the scene whose Custom Class is \(expected)."
        case let .noInitialScene(storyboard):
            "Storyboard '\(storyboard)' has no initial scene. In Interface Builder, select the scene to start "
                + "from and check Is Initial View Controller (Is Initial Controller on macOS)."
        case let .dependencies(storyboard, identifier, reason):
            "Scene '\(identifier)' of storyboard '\(storyboard)' could not get its dependencies. \(reason)"
        case let .hostingControllerWithoutModel(storyboard, controller, model, view):
            "A scene of storyboard '\(storyboard)' made \(TypeName.withArticle(controller)) from its coder, which gives it "
                + "no model and no view to show. Declare `final class \(Self.subclassName(controller, model: model)): "
                + "PreparedHostingController<\(model), \(view)> { required init?(coder: NSCoder) "
                + "{ super.init(coder: coder, model: \(model)(), rootView: \(view)()) } }`, with the initializers your model "
                + "and view have, and set the scene's Custom Class to it."
        case let .wrongPrototypeClass(storyboard, scene, identifier, expected, actual):
            "The prototype '\(identifier)' of \(scene) in storyboard '\(storyboard)' was dequeued as "
                + "\(TypeName.withArticle(actual)), not \(TypeName.withArticle(expected)). In Interface Builder, set the "
                + "prototype's Custom Class to \(expected) (and its Module to the one that declares it), or generate the "
                + "typed storyboards again so that the prototype's class is the storyboard's."
        case let .noPrototype(storyboard, scene, identifier):
            "No view was made for the prototype '\(identifier)' of \(scene) in storyboard '\(storyboard)': the view "
                + "dequeued from has no prototype of that identifier. Dequeue it from the view that holds the prototype "
                + "in Interface Builder, or generate the typed storyboards again."
        case let .wrongNibClass(nib, expected, actual):
            "The nib '\(nib)' made \(TypeName.withArticle(actual)), not \(TypeName.withArticle(expected)). In Interface Builder, "
                + "set the Custom Class of its top-level object to \(expected) (and its Module to the one that declares it), or "
                + "generate the typed nibs again so that its class is the nib's."
        case let .nothingFromNib(nib, expected):
            "The nib '\(nib)' gave no object where \(TypeName.withArticle(expected)) was expected: the bundle has no nib of "
                + "that name, it holds no top-level object, or its cell was not registered with the view it was made from. "
                + "Add \(nib).xib to the app's target, give it a top-level \(expected), and register the nib with that view "
                + "before making its cells."
        case let .wrongRegisteredClass(identifier, expected, actual?):
            "The view dequeued for '\(identifier)' is \(TypeName.withArticle(actual)), not \(TypeName.withArticle(expected)): "
                + "something else was registered under the identifier the class's name gives. Register the class itself on "
                + "that view, `register(\(expected).self)`, and nothing else under that identifier."
        case let .wrongRegisteredClass(identifier, expected, nil):
            "No view was dequeued for '\(identifier)', where \(TypeName.withArticle(expected)) was expected. Register the "
                + "class on that view first, `register(\(expected).self)`."
        }
    }

    /// The class a storyboard scene names: `controller` when it is one
    /// already, a name made from the model's when it is the generic base itself.
    private static func subclassName(_ controller: String, model: String) -> String {
        guard controller.contains("<") else { return controller }
        let stem = model.hasSuffix("Model") && model.count > 5 ? String(model.dropLast(5)) : model
        return stem + "HostingController"
    }
}
