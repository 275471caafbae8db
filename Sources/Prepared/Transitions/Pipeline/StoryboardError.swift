/// Why a storyboard or a nib could not give a controller or a view, naming
/// the file, the scene and the identifier.
///
/// The UIKit and AppKit adapters throw it from their typed instantiation
/// (`AppStoryboard.main.instantiate(ProfileController.self)`, a `NibView`'s
/// `instantiate(owner:)`), and hand the dependency failure of a scene they
/// made to `preparationDidFail(_:)`. A cell dequeued as another class is a
/// `DequeueError`.
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
    /// A nib, or a view registered from it, made another class than the
    /// typed nib names: the nib's Custom Class or module is not the one the
    /// code was generated from.
    case wrongNibClass(nib: String, expected: String, actual: String)
    /// A nib gave no object: the bundle has none of that name, or it holds no
    /// top-level object.
    case nothingFromNib(nib: String, expected: String)

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
        case let .wrongNibClass(nib, expected, actual):
            "The nib '\(nib)' made \(TypeName.withArticle(actual)), not \(TypeName.withArticle(expected)). In Interface Builder, "
                + "set the Custom Class of its top-level object to \(expected) (and its Module to the one that declares it), or "
                + "generate the typed nibs again so that its class is the nib's."
        case let .nothingFromNib(nib, expected):
            "The nib '\(nib)' gave no object where \(TypeName.withArticle(expected)) was expected: the bundle has no nib of "
                + "that name, or it holds no top-level object. Add \(nib).xib to the app's target, and give it a top-level "
                + "\(expected)."
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
