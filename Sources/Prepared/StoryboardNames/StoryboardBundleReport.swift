/// What a check of the built bundle found: how many scenes and prototypes it
/// checked, and each failure with its storyboard and identifier.
///
/// The UIKit and AppKit adapters' `StoryboardBundleCheck`, run by the
/// generated `Storyboards.checkBundle()`, makes it.
public struct StoryboardBundleReport: Sendable, Hashable, CustomStringConvertible {
    /// What failed, in the order checked.
    public let failures: [StoryboardBundleFailure]
    /// How many scenes and prototypes were checked.
    public let checkedCount: Int
    /// The framework that loaded the storyboards: `UIKit` or `AppKit`.
    public let framework: String

    /// A report of `failures` among `checkedCount` checks made with `framework`.
    package init(failures: [StoryboardBundleFailure], checkedCount: Int, framework: String) {
        self.failures = failures
        self.checkedCount = checkedCount
        self.framework = framework
    }

    /// Whether everything checked passed.
    public var isValid: Bool { failures.isEmpty }

    /// One line of totals, then a line per failure.
    public var description: String {
        let head = "Storyboard bundle check (\(framework)): \(checkedCount) scenes and prototypes checked, \(failures.count) failing"
        return ([head] + failures.map { "  fails  \($0)" }).joined(separator: "\n")
    }
}

/// One thing the built bundle does not hold as the storyboards name it.
public struct StoryboardBundleFailure: Sendable, Hashable, CustomStringConvertible {
    /// Why a scene or a prototype failed the check.
    public enum Reason: Sendable, Hashable {
        /// The bundle has no compiled storyboard of that name (`bundle` is its path).
        case storyboardMissing(bundle: String)
        /// The compiled storyboard lists no scene of that storyboard ID.
        case sceneMissing
        /// The compiled storyboard lists its storyboard IDs in no form the check reads.
        case identifiersUnreadable
        /// No class of the name the storyboard gives a scene exists at run time.
        case sceneClassMissing(className: String)
        /// The name the storyboard gives a scene is another class than the generated code's.
        case sceneClassDiffers(className: String, expected: String, found: String)
        /// The scene could not be made as its class.
        case storyboard(StoryboardError)
        /// Making the scene threw another error (a creator's, for one).
        case instantiation(String)
        /// No class of the name the storyboard gives the prototype exists at run time.
        case prototypeClassMissing(scene: String, className: String)
        /// The name the storyboard gives the prototype is another class than the generated code's.
        case prototypeClassDiffers(scene: String, className: String, expected: String, found: String)
    }

    /// The storyboard's name.
    public let storyboard: String
    /// The scene's storyboard ID or class, or the prototype's reuse identifier.
    public let identifier: String
    /// What is wrong.
    public let reason: Reason

    /// A failure of the scene or prototype `identifier` of `storyboard`.
    package init(storyboard: String, identifier: String, reason: Reason) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.reason = reason
    }

    /// The storyboard, the identifier, what is wrong and what to change.
    public var description: String {
        switch reason {
        case .storyboardMissing(let bundle):
            "\(storyboard).storyboard: the bundle at \(bundle) holds no compiled \(storyboard).storyboardc, so the scene "
                + "'\(identifier)' cannot be made. Add the storyboard to the target whose bundle the generated code names "
                + "(`Storyboards.bundle`), or generate the code with `--bundle` set to where the storyboards are."
        case .sceneMissing:
            "\(storyboard).storyboard: the compiled storyboard has no scene with the storyboard ID '\(identifier)'. "
                + "Build the app again from the storyboards the code was generated from, or generate the code again."
        case .identifiersUnreadable:
            "\(storyboard).storyboard: the compiled storyboard lists its storyboard IDs in no form the check reads, so the "
                + "scene '\(identifier)' was not made (a missing ID raises an exception no test can catch). Check the scene "
                + "by hand, or make the scenes from a test of their own."
        case .sceneClassMissing(let className):
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
        case let .prototypeClassMissing(scene, className):
            "\(storyboard).storyboard, prototype '\(identifier)' of \(scene): no class named \(className) exists at run time, "
                + "so the view is made as its framework class. Set the prototype's Module in Interface Builder to the module "
                + "that declares the class, or check \"Inherit Module From Target\"."
        case let .prototypeClassDiffers(scene, className, expected, found):
            "\(storyboard).storyboard, prototype '\(identifier)' of \(scene): the storyboard's class \(className) is \(found) "
                + "at run time, not \(expected), the class the generated code dequeues. Generate the code again with the "
                + "module the storyboards belong to (`--module`)."
        }
    }
}
