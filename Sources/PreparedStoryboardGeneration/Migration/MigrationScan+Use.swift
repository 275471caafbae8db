import PreparedStoryboards

/// What `MigrationScan` finds: a use, as the file writes it, with what every use has and what its form adds.
extension MigrationScan {
    /// One use, as the file writes it.
    struct Use {
        /// The string, or `nil` when it is built at run time (an interpolation, a concatenation).
        let literal: String?
        /// Where the string starts (for a cast, its `as`), and its bytes.
        let location: SourceLocation
        let literalBytes: Range<Int>
        /// The simple name of the innermost type whose body holds it.
        let enclosingType: String?
        /// The `#if` condition it is compiled under, as the compiler reads it; `nil` outside any `#if`.
        let condition: String?
        /// The framework the code around it is written for, when its `#if` condition or the file's imports say.
        let framework: GenerationModel.Framework?
        /// The call, the comparison or the cast that holds it, with what that form says.
        let form: Form

        var kind: StringUse.Kind {
            switch form {
            case .performedSegue: .performSegue
            case .identifier(let identifier): identifier.isCase ? .segueCase : .segueComparison
            case .scene(let scene): scene.isInitial ? .instantiateInitialScene : .instantiateScene
            case .storyboard: .storyboardName
            case .nib: .nibName
            case .destinationCast: .destinationCast
            }
        }
    }

    /// The forms a use takes, one recognizer each.
    enum Form {
        case performedSegue(PerformedSegue)
        case identifier(IdentifierUse)
        case scene(SceneCall)
        case storyboard(StoryboardCall)
        case nib(NibCall)
        case destinationCast(DestinationCast)
    }

    /// `performSegue(withIdentifier: "add", sender: s)`, on `self` or on another object.
    struct PerformedSegue {
        /// Whether the code calls the method on `self` (or on nothing): the class is the enclosing one.
        var onSelf = true
        /// For a call on another object: the receiver as written (`inbox`), and its class when the file declares it
        /// (`let inbox: InboxController`).
        var receiver: String?
        var receiverClass: String?
        /// The source text of the `sender`, which the replacement keeps.
        var sender: String?
        /// The bytes of the call, from its name.
        var replaced: Range<Int>
    }

    /// A segue's identifier compared with the string (`segue.identifier == "add"`), or a `case "add":` of a `switch`
    /// over it.
    struct IdentifierUse {
        var isCase = false
        /// The expression that holds the segue (`segue`), or, in `shouldPerformSegue(withIdentifier:sender:)`, the
        /// identifier's parameter.
        var segueExpression: String?
        /// Whether it is in `shouldPerformSegue(withIdentifier:sender:)`, on its identifier's parameter.
        var inShouldPerform = false
        /// Whether it is compared with `!=`.
        var isNegated = false
    }

    /// `instantiateViewController(withIdentifier: "Detail")`, or `instantiateInitialViewController()` of a storyboard
    /// a literal names (the literal is then the storyboard's name).
    struct SceneCall {
        var isInitial = false
        /// The storyboard it is instantiated from, when a literal names it.
        var storyboard: String?
        /// Whether it is instantiated from the `storyboard` of the object whose code it is (`self.storyboard`).
        var fromOwnStoryboard = false
        /// Whether the storyboard is in another bundle than the app's.
        var inOtherBundle = false
        /// The source text of its `creator` closure, which the replacement passes on.
        var creator: String?
        /// The `as!` or `as?` after the call.
        var cast: CallCast?
    }

    /// The cast of what a call returns.
    struct CallCast {
        let className: String
        /// Whether it is `as!`: the value is the class cast to, not an optional.
        let isForced: Bool
        /// For `as!`, the bytes the typed scene replaces: from the storyboard the call is made on through the class.
        let replaced: Range<Int>?
        /// Whether a `try` can be written where `replaced` starts: a throwing function or a `do` block that catches
        /// every error holds it, no closure lies between, and no operator but `=` is before it.
        let allowsTry: Bool
    }

    /// `UIStoryboard(name: "Main", bundle: nil)`, `NSStoryboard.init(name:bundle:)`.
    struct StoryboardCall {
        /// The type as written (`UIStoryboard`).
        let callee: String
        /// The source text of its `bundle`, and whether that is another than the app's.
        let bundle: String?
        let inOtherBundle: Bool
        /// The bytes of the call, from its type.
        let replaced: Range<Int>
    }

    /// A nib named by a call (`UINib(nibName:bundle:)`, `loadNibNamed(_:owner:options:)`, `init(nibName:bundle:)`), or by
    /// an overridden property that returns it (`override var nibName: String? { "Cell" }`).
    struct NibCall {
        /// How the code writes the function (`UINib`, `CellProvider<IconCell>`, `loadNibNamed`); `nil` for a property.
        var callee: String?
        /// The label of the name (`nibName`, `windowNibName`; `nil` for none), or the property's name.
        var nameLabel: String?
        /// The labeled arguments after the name, in order, as the code writes them.
        var arguments: [(label: String, text: String)] = []
        /// Whether the bundle is another than the app's (`Bundle(for: X.self)`, a framework's).
        var inOtherBundle = false
        /// The bytes of the call from its function's name, or of the value the property returns.
        var replaced: Range<Int>
    }

    /// `segue.destination as! T`, or through a navigation controller's `topViewController`: the literal is the
    /// identifier of the segue it is written for, when a comparison or a `case` around it says.
    struct DestinationCast {
        let castClass: String
        /// Whether the cast reads through a container (`topViewController`).
        let throughContainer: Bool
    }
}
