import PreparedStoryboards
import PreparedSwiftReading

/// What `migrate` reads in one Swift file: each place it names a segue, a scene, a storyboard or a nib by a string
/// literal, with what the code around it says (the class whose body holds it, the `#if` condition it is compiled
/// under, the storyboard a scene is instantiated from, the segue identifier a cast is written for), before any of it is
/// held against the storyboards.
///
/// It reads tokens (``SwiftTokens``) in the scopes the compiler nests them in (``SwiftScopes``), every `#if` branch
/// included, not a syntax tree: the forms it knows are those Xcode's templates and real apps write. A name held in a
/// constant is the compiler's to check, and is not listed.
struct MigrationScan {
    /// One use, as the file writes it.
    struct Use {
        let kind: StringUse.Kind
        /// The string, or `nil` when it is built at run time (an interpolation, a concatenation).
        let literal: String?
        let location: SourceLocation
        /// The simple name of the innermost type whose body holds it.
        let enclosingType: String?
        /// The `#if` condition it is compiled under, as the compiler reads it; `nil` outside any `#if`.
        var condition: String?
        /// The framework the code around it is written for, when its `#if` condition or the file's imports say.
        var framework: GenerationModel.Framework?
        /// Whether the code calls the method on `self` (or on nothing): for `performSegue`, the class is the enclosing one.
        var onSelf = true
        /// For a call on another object: the receiver as written (`inbox`), and its class when the file declares it
        /// (`let inbox: InboxController`).
        var receiver: String?
        var receiverClass: String?
        /// The source text of the `sender` of a `performSegue`, which the replacement keeps.
        var sender: String?
        /// The source text of a scene's `creator` closure, which the replacement passes on.
        var creator: String?
        /// The source text of a storyboard's `bundle`.
        var bundle: String?
        /// How the code writes the function that takes a storyboard's or a nib's name (`UINib`, `CellProvider<IconCell>`,
        /// `loadNibNamed`), and the label of the name (`nibName`, `windowNibName`; `nil` for none). For a nib named by an
        /// overridden property (`override var nibName: String? { "Cell" }`), `callee` is `nil` and the label is the
        /// property's name.
        var callee: String?
        var nameLabel: String?
        /// For a nib: the labeled arguments after its name, in order, as the code writes them.
        var nibArguments: [(label: String, text: String)] = []
        /// For a comparison or a `case`: the expression that holds the segue (`segue`), or, in
        /// `shouldPerformSegue(withIdentifier:sender:)`, the identifier's parameter; and whether it is compared with `!=`.
        var segueExpression: String?
        var inShouldPerform = false
        var isNegated = false
        /// The storyboard a scene is instantiated from, when a literal names it.
        var storyboard: String?
        /// Whether the scene is instantiated from the `storyboard` of the object whose code it is (`self.storyboard`).
        var fromOwnStoryboard = false
        /// Whether the bundle is another than the app's (`Bundle(for: X.self)`, a framework's).
        var inOtherBundle = false
        /// The class after `as!` or `as?`, and whether the cast reads through a container's `topViewController`.
        var castClass: String?
        var throughContainer = false
        /// Whether the cast is `as!`: the value is the class cast to, not an optional.
        var isCastForced = false
        /// The bytes the typed code replaces: the call from its name (from the storyboard it is made on, through its
        /// cast, for a scene), or the value an overridden property returns; `nil` for a comparison, a `case` and a cast,
        /// whose string alone is replaced.
        var replaced: Range<Int>?
        /// The bytes of the string.
        var literalBytes: Range<Int>
        /// Whether a `try` can be written where the replaced code starts: a throwing function or a `do` block that
        /// catches every error holds it, no closure lies between, and no operator but `=` is before it.
        var allowsTry = false
    }

    /// The uses, in file order; each recognizer (`MigrationScan+Calls`, `MigrationScan+Segues`) appends its own.
    var uses: [Use] = []
    /// The superclass (the first type inherited) of each class the file declares, by qualified name (`Inbox.Cell`),
    /// as the file names it, qualified when the file declares it nested in the same type.
    private(set) var superclasses: [String: String] = [:]

    let source: SwiftTokens
    var tokens: [SwiftToken] { source.tokens }
    /// The types, functions and `#if` branches around each token.
    let scopes: SwiftScopes

    /// What each function's scope receives, by the scope's index: its segue or its identifier; `nil` for the others.
    var segueFunctions: [SegueFunction?] = []

    /// The open `switch`es: whether each switches over a segue identifier, its body's scope, and the literal of the
    /// `case` being read.
    var switches: [(overIdentifier: Bool, scope: Int, identifier: String?)] = []
    var pendingSwitch: Bool?
    /// The blocks an `if … == "x"` opened, and those a `guard … == "x"` holds the rest of, with their identifier.
    var identifierBlocks: [(identifier: String, scope: Int?)] = []
    var pendingIdentifier: String?
    /// The statement keyword read last (`if`, `guard`), for where a comparison's identifier holds.
    var statement: String?
    /// The names bound to a storyboard named by a literal (`let storyboard = UIStoryboard(name: "Main", …)`), each with
    /// the scope it holds in.
    var storyboardNames: [(name: String, storyboard: NamedStoryboard, scope: Int?)] = []
    /// The names bound to a segue's destination (`let navigation = segue.destination as! UINavigationController`).
    var boundDestinations: [(name: String, scope: Int?)] = []
    /// The names bound to a segue's identifier (`guard let id = segue.identifier`), in a segue's function.
    var boundIdentifiers: [(name: String, scope: Int?)] = []

    /// The framework the file imports, when it imports one of UIKit and AppKit (`Cocoa` is AppKit).
    private(set) var importedFramework: GenerationModel.Framework?

    /// A storyboard a literal names, and whether the code loads it from another bundle than the app's.
    typealias NamedStoryboard = (name: String, inOtherBundle: Bool)

    /// Scans `text`.
    ///
    /// - Complexity: O(*n*) in the text's length, but for the look back from a cast to its expression.
    init(_ text: String) {
        source = SwiftTokens(text)
        scopes = SwiftScopes(source)
        segueFunctions = scopes.scopes.map { scope in
            if case .function(let function) = scope.declaration { SegueFunction(function) } else { nil }
        }
        let declared = Set(scopes.scopes.compactMap { scope -> String? in
            if case .type(let type) = scope.declaration { type.qualifiedName } else { nil }
        })
        for scope in scopes.scopes {
            guard case .type(let type) = scope.declaration, type.keyword == "class", let inherited = type.inherited.first else { continue }
            superclasses[type.qualifiedName] = Self.qualified(inherited, from: type.qualifiedName, among: declared)
        }
        let imported = Set(tokens.indices.dropLast().filter { tokens[$0].name == "import" }.compactMap { tokens[$0 + 1].name })
        let frameworks = [imported.contains("UIKit") ? GenerationModel.Framework.uiKit : nil,
                          imported.contains("AppKit") || imported.contains("Cocoa") ? .appKit : nil].compactMap { $0 }
        importedFramework = frameworks.count == 1 ? frameworks[0] : nil
        var index = 0
        while index < tokens.count {
            step(at: index)
            index += 1
        }
    }

    /// `name` as the file declares it when a type it is nested in holds a type of that name (`Cell` in `Inbox`'s body
    /// is `Inbox.Cell` when the file declares one): `declared` holds the file's types by qualified name.
    private static func qualified(_ name: String, from declaring: String, among declared: Set<String>) -> String {
        var outer = declaring.split(separator: ".").dropLast().map(String.init)
        while !outer.isEmpty {
            let candidate = (outer + [name]).joined(separator: ".")
            if declared.contains(candidate) { return candidate }
            outer.removeLast()
        }
        return name
    }

    private mutating func step(at index: Int) {
        let token = tokens[index]
        switch token.kind {
        case .punctuation("{"):
            openBrace(at: index)
        case .punctuation("}"):
            pendingIdentifier = nil
            statement = nil
        case .name("if"), .name("guard"), .name("while"):
            statement = token.name
        case .name("let"), .name("var"):
            readBinding(at: index)
        case .name("switch"):
            pendingSwitch = switchesOverIdentifier(from: index + 1)
        case .name("case"):
            readCase(at: index)
        case .name("default"):
            if let current = switches.last, scopes.scope(at: index) == current.scope { switches[switches.count - 1].identifier = nil }
        case .name("as"):
            readDestinationCast(at: index)
        case .other(UInt8(ascii: "=")) where index + 1 < tokens.count && tokens[index + 1].isOther(UInt8(ascii: "=")):
            readComparison(at: index, operator: "==")
        case .other(UInt8(ascii: "!")) where index + 1 < tokens.count && tokens[index + 1].isOther(UInt8(ascii: "=")):
            readComparison(at: index, operator: "!=")
        case .name(let name) where index + 1 < tokens.count && tokens[index + 1].isPunctuation("("):
            readCall(name, at: index)
        case .other(UInt8(ascii: ">")) where index + 1 < tokens.count && tokens[index + 1].isPunctuation("("):
            // `CellProvider<IconCell>(nibName: "IconCell", bundle: nil)`: the type's name is before its generic arguments.
            if let start = genericTypeStart(closedAt: index), let name = tokens[start].name {
                readCall(name, at: index, callee: (source.text(of: start..<(index + 1)), start))
            }
        case .name(let name) where Self.initialSceneMethods.contains(name) && index + 1 < tokens.count && tokens[index + 1].isPunctuation("{"):
            // `instantiateInitialViewController { coder in … }`: iOS 13's creator, as a trailing closure.
            readInitialScene(at: index, close: index, creator: closure(from: index + 1))
        case .string:
            readOverriddenNibName(at: index)
        default:
            break
        }
    }

    private mutating func openBrace(at index: Int) {
        let scope = scopes.scope(at: index)
        if let overIdentifier = pendingSwitch, let scope {
            switches.removeAll { !scopes.scope($0.scope, holds: index) }
            switches.append((overIdentifier, scope, nil))
            pendingSwitch = nil
        }
        if let identifier = pendingIdentifier {
            identifierBlocks.append((identifier, scope))
            pendingIdentifier = nil
        }
        statement = nil
    }

    /// A use of `kind` found at `index`, in the type and the `#if` branch around it.
    func use(_ kind: StringUse.Kind, literal: String?, at index: Int) -> Use {
        var use = Use(kind: kind, literal: literal, location: tokens[index].location, enclosingType: scopes.enclosingType(at: index)?.simpleName,
                      literalBytes: tokens[index].offset..<tokens[index].end)
        use.condition = scopes.condition(at: index)
        use.framework = use.condition.flatMap(Self.framework(under:)) ?? importedFramework
        return use
    }

    /// The bytes of the tokens from `first` through `last`.
    func bytes(_ first: Int, through last: Int) -> Range<Int> {
        tokens[first].offset..<tokens[last].end
    }

    /// The framework code under `condition` is written for: AppKit under `os(macOS)` or `canImport(AppKit)`, UIKit under
    /// `os(iOS)`, `os(tvOS)`, `os(visionOS)`, `canImport(UIKit)` or Mac Catalyst; `nil` when it says neither, or both.
    private static func framework(under condition: String) -> GenerationModel.Framework? {
        let parts = condition.components(separatedBy: " && ").filter { !$0.hasPrefix("!") }
        let appKit = parts.contains { $0.contains("os(macOS)") || $0.contains("canImport(AppKit)") || $0.contains("canImport(Cocoa)") }
        let uiKit = parts.contains { part in
            ["os(iOS)", "os(tvOS)", "os(visionOS)", "canImport(UIKit)", "targetEnvironment(macCatalyst)"].contains { part.contains($0) }
        }
        return appKit == uiKit ? nil : appKit ? .appKit : .uiKit
    }
}
