/// One thing the built bundle does not hold as the storyboards name it.
public struct StoryboardBundleFailure: Sendable, Hashable, CustomStringConvertible {
    /// Why a scene or a prototype failed the check.
    public enum Reason: Sendable, Hashable {
        /// The bundle has no compiled storyboard of that name (`bundle` is its path).
        case missingStoryboard(bundle: String)
        /// The compiled storyboard lists no scene of that storyboard ID.
        case missingScene
        /// The compiled storyboard lists its storyboard IDs in no form the check reads.
        case identifiersUnreadable
        /// No class of the name the storyboard gives a scene exists at run time.
        case missingSceneClass(className: String)
        /// The name the storyboard gives a scene is another class than the generated code's.
        case sceneClassDiffers(className: String, expected: String, found: String)
        /// The scene could not be made as its class.
        case storyboard(StoryboardError)
        /// Making the scene threw another error (a creator's, for one).
        case instantiation(String)
        /// No class of the name the storyboard gives the prototype exists at run time.
        case missingPrototypeClass(scene: String, className: String)
        /// The name the storyboard gives the prototype is another class than the generated code's.
        case prototypeClassDiffers(scene: String, className: String, expected: String, found: String)
        /// No class of the name the storyboard gives an object (a view, a control, a segue, an object) exists at run time.
        case missingObjectClass(scene: String, element: String, className: String)
        /// The name the storyboard gives an object is another class than the generated code's.
        case objectClassDiffers(scene: String, element: String, className: String, expected: String, found: String)
        /// An action's target class does not implement its selector: the control's first use raises
        /// `unrecognized selector sent to instance`.
        case missingAction(scene: String, target: String, selector: String)
        /// A segue's source does not implement the `@IBSegueAction` that makes its destination, a `controllerClass`.
        case missingSegueAction(scene: String, source: String, selector: String, controllerClass: String)
        /// An outlet's class has no property, setter or instance variable key-value coding finds for it.
        case outletNotKeyValueCodingCompliant(scene: String, className: String, property: String)
        /// A User Defined Runtime Attribute's class has no property, setter or instance variable key-value coding finds
        /// for the first key of its key path; `declaration` is the property that would take the attribute's value.
        case runtimeAttributeNotKeyValueCodingCompliant(scene: String, className: String, keyPath: String, declaration: String)
        /// The bundle has no image of a name the storyboard uses.
        case missingImage(name: String)
        /// The bundle has no named color the storyboard uses.
        case missingColor(name: String)
        /// The bundle has no compiled nib of that name (`bundle` is its path); the failure's `storyboard` is the nib's name.
        case missingNib(bundle: String)
        /// No class of the name a nib gives its File's Owner or an object exists at run time.
        case missingNibClass(element: String, className: String)
        /// The name a nib gives its File's Owner or an object is another class than the generated code's.
        case nibClassDiffers(element: String, className: String, expected: String, found: String)
    }

    /// The storyboard's name; a nib's, for a nib's failure.
    public let storyboard: String
    /// The file: `Main.storyboard`, or `NoteCell.xib` for a nib's failure.
    public let file: String
    /// The scene's storyboard ID or class, the prototype's reuse identifier, the object's `id`, the action's
    /// selector, the segue, the outlet's property or the resource's name.
    public let identifier: String
    /// What is wrong.
    public let reason: Reason

    /// A failure of the scene or prototype `identifier` of `storyboard`.
    package init(storyboard: String, identifier: String, reason: Reason) {
        self.storyboard = storyboard
        file = "\(storyboard).storyboard"
        self.identifier = identifier
        self.reason = reason
    }

    /// A failure of the object or connection `identifier` of the nib `nib`.
    package init(nib: String, identifier: String, reason: Reason) {
        storyboard = nib
        file = "\(nib).xib"
        self.identifier = identifier
        self.reason = reason
    }

    /// Whether the failure is a nib's.
    private var isNib: Bool { file.hasSuffix(".xib") }

    /// Where a connection's failure is: the storyboard and its scene `scene`, or the nib.
    private func place(_ scene: String) -> String {
        isNib ? file : "\(file), scene \(scene)"
    }

    /// The storyboard, the identifier, what is wrong and what to change.
    public var description: String {
        switch reason {
        case .missingStoryboard(let bundle):
            "\(storyboard).storyboard: the bundle at \(bundle) holds no compiled \(storyboard).storyboardc, so the scene "
                + "'\(identifier)' cannot be made. Add the storyboard to the target whose bundle the generated code names "
                + "(`Storyboards.bundle`), or generate the code with `--bundle` set to where the storyboards are."
        case .missingScene:
            "\(storyboard).storyboard: the compiled storyboard has no scene with the storyboard ID '\(identifier)'. "
                + "Build the app again from the storyboards the code was generated from, or generate the code again."
        case .identifiersUnreadable:
            "\(storyboard).storyboard: the compiled storyboard lists its storyboard IDs in no form the check reads, so the "
                + "scene '\(identifier)' was not made (a missing ID raises an exception no test can catch). Check the scene "
                + "by hand, or make the scenes from a test of their own."
        case .missingSceneClass(let className):
            "\(storyboard).storyboard, scene \(identifier): no class named \(className) exists at run time, so the scene is made "
                + "as its framework class. Set the scene's Module in Interface Builder to the module that declares the class, "
                + "or check \"Inherit Module From Target\"."
        case let .sceneClassDiffers(className, expected, found):
            "\(storyboard).storyboard, scene \(identifier): the storyboard's class \(className) is \(found) at run time, not "
                + "\(expected), the class the generated code names. Generate the code again with the module the storyboards "
                + "belong to (`--module`)."
        case .storyboard(let error):
            "\(storyboard).storyboard, scene '\(identifier)': \(error)"
        case .instantiation(let error):
            "\(storyboard).storyboard, scene '\(identifier)' could not be made: \(error)"
        case let .missingPrototypeClass(scene, className):
            "\(storyboard).storyboard, prototype '\(identifier)' of \(scene): no class named \(className) exists at run time, "
                + "so the view is made as its framework class. Set the prototype's Module in Interface Builder to the module "
                + "that declares the class, or check \"Inherit Module From Target\"."
        case let .prototypeClassDiffers(scene, className, expected, found):
            "\(storyboard).storyboard, prototype '\(identifier)' of \(scene): the storyboard's class \(className) is \(found) "
                + "at run time, not \(expected), the class the generated code dequeues. Generate the code again with the "
                + "module the storyboards belong to (`--module`)."
        case let .missingObjectClass(scene, element, className):
            "\(storyboard).storyboard, the \(element) '\(identifier)' of \(scene): no class named \(className) exists at run time, "
                + "so it is made as its framework class (\"Unknown class \(className) in Interface Builder file\"). "
                + Self.unknownClassFix(className, in: "storyboard")
        case let .objectClassDiffers(scene, element, className, expected, found):
            "\(storyboard).storyboard, the \(element) '\(identifier)' of \(scene): the storyboard's class \(className) is \(found) at "
                + "run time, not \(expected), the class the generated code names. Generate the code again with the module the "
                + "storyboards belong to (`--module`)."
        case let .missingAction(scene, target, selector):
            "\(place(scene)): \(target) does not implement \(selector), which a control of the \(isNib ? "XIB" : "scene") "
                + "sends it: the first tap raises \"unrecognized selector sent to instance\". Rename the action in Interface Builder to the "
                + "method's name, or declare `\(Self.actionDeclaration(selector))` in \(target)."
        case let .missingSegueAction(scene, source, selector, controllerClass):
            "\(storyboard).storyboard, scene \(scene): \(source) does not implement \(selector), the segue action that makes the "
                + "destination of the segue \(identifier): performing it raises \"unrecognized selector sent to instance\". Declare "
                + "`\(Self.segueActionDeclaration(selector, returning: controllerClass))` in \(source), returning the destination "
                + "made with the coder, or remove the segue action in Interface Builder."
        case let .outletNotKeyValueCodingCompliant(scene, className, property):
            "\(place(scene)): \(className) has no property \(property) that key-value coding can set: "
                + "loading the \(isNib ? "XIB" : "scene") raises NSUnknownKeyException. Declare `@IBOutlet weak var \(property)` of the view's class in "
                + "\(className), or delete the outlet in Interface Builder's Connections inspector."
        case let .runtimeAttributeNotKeyValueCodingCompliant(scene, className, keyPath, declaration):
            "\(place(scene)): \(className) has no property \(Self.firstKey(of: keyPath)) that key-value coding can set, which the runtime "
                + "attribute \(keyPath) sets: loading the \(isNib ? "XIB" : "scene") raises NSUnknownKeyException. "
                + (keyPath.contains(".") ? "Declare the property \(Self.firstKey(of: keyPath)) in \(className)"
                    : "Declare `\(declaration)` in \(className)")
                + ", or delete the attribute in Interface Builder's Identity inspector."
        case let .missingImage(name):
            "\(file): the bundle has no image named '\(name)', which the \(isNib ? "XIB" : "storyboard") shows: the view shows "
                + "nothing. Add the image to the asset catalog of the target whose bundle holds the \(isNib ? "XIB" : "storyboard"), or change the name in "
                + "Interface Builder."
        case let .missingNib(bundle):
            "\(file): the bundle at \(bundle) holds no compiled \(storyboard).nib, so nothing can be made from it. Add the "
                + "XIB to the target whose bundle the generated code names (`Nibs.bundle`), or generate the code again with `--bundle` "
                + "set to where the XIBs are."
        case let .missingNibClass(element, className):
            "\(file), the \(element) '\(identifier)': no class named \(className) exists at run time, so it is made as its "
                + "framework class (\"Unknown class \(className) in Interface Builder file\"). " + Self.unknownClassFix(className, in: "XIB")
        case let .nibClassDiffers(element, className, expected, found):
            "\(file), the \(element) '\(identifier)': the XIB's class \(className) is \(found) at run time, not \(expected), "
                + "the class the generated code names. Generate the code again with the module the XIBs belong to (`--module`)."
        case let .missingColor(name):
            "\(file): the bundle has no color named '\(name)', which the \(isNib ? "XIB" : "storyboard") uses: the view takes no "
                + "color. Add the color to the asset catalog of the target whose bundle holds the \(isNib ? "XIB" : "storyboard"), or change the name in "
                + "Interface Builder."
        }
    }

    /// What to change for a class of the name `className` that a `file` (`storyboard`, `XIB`) names and the runtime does
    /// not know: its module, for `Module.Class`; for a bare name (an Objective-C class, named without a module), the
    /// target that should compile the class, or the module a Swift class lacks.
    private static func unknownClassFix(_ className: String, in file: String) -> String {
        guard !className.contains(".") else {
            return "Set its Module in Interface Builder to the module that declares the class, or check \"Inherit Module From Target\"."
        }
        return "The \(file) names the class without a module, as an Objective-C class: add the file or framework that declares "
            + "it to the app's target, or, for a Swift class, set its Module in Interface Builder."
    }

    /// The first key of `keyPath`: `layer` of `layer.cornerRadius`.
    private static func firstKey(of keyPath: String) -> String {
        String(keyPath.prefix { $0 != "." })
    }

    /// The Swift declaration of a segue action of selector `selector`: `make:` takes the coder, `make:sender:` the
    /// coder and the sender, `make:sender:segueIdentifier:` the segue's identifier too.
    private static func segueActionDeclaration(_ selector: String, returning controllerClass: String) -> String {
        var parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        let name = parts.removeFirst()
        let labels = parts.dropLast().map { "\($0): \($0 == "segueIdentifier" ? "String" : "Any")?" }
        return "@IBSegueAction func \(name)(\((["_ coder: NSCoder"] + labels).joined(separator: ", "))) -> \(controllerClass)?"
    }

    /// The Swift declaration of an action of selector `selector`, as Interface Builder connects one: `save` takes no
    /// argument, `save:` the sender, `save:forEvent:` the sender and the event.
    private static func actionDeclaration(_ selector: String) -> String {
        var parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        let name = parts.removeFirst()
        guard !parts.isEmpty else { return "@IBAction func \(name)()" }
        let labels = parts.dropLast().map { "\($0) \($0 == "forEvent" ? "event" : $0 + "Value"): Any" }
        return "@IBAction func \(name)(\((["_ sender: Any"] + labels).joined(separator: ", ")))"
    }
}
