/// What `migrate` reads in one Swift file: each place it names a segue, a scene, a storyboard or a nib by a string
/// literal, with what the code around it says (the class whose body holds it, the storyboard a scene is instantiated
/// from, the segue identifier a cast is written for), before any of it is held against the storyboards.
///
/// It reads tokens (``SwiftTokens``), not a syntax tree: the forms it knows are those Xcode's templates and most apps
/// write. A name held in a constant is the compiler's to check, and is not listed.
struct MigrationScan {
    /// One use, as the file writes it.
    struct Use {
        let kind: StringUse.Kind
        /// The string, or `nil` when it is built at run time (an interpolation, a concatenation).
        let literal: String?
        let location: SourceLocation
        /// The innermost type whose body holds it.
        let enclosingType: String?
        /// Whether the code calls the method on `self` (or on nothing): for `performSegue`, the class is the enclosing one.
        var onSelf = true
        /// The source text of the `sender` of a `performSegue`, which the replacement keeps.
        var sender: String?
        /// The source text of a scene's `creator` closure, which the replacement passes on.
        var creator: String?
        /// The source text of a storyboard's `bundle`.
        var bundle: String?
        /// How the code writes the function that takes a storyboard's or a nib's name (`UINib`, `CellProvider<IconCell>`,
        /// `loadNibNamed`), and the label of the name (`nibName`, `windowNibName`; `nil` for none).
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
        /// Whether the bundle is another than the app's (`Bundle(for: X.self)`, a framework's).
        var inOtherBundle = false
        /// The class after `as!` or `as?`, and whether the cast reads through a container's `topViewController`.
        var castClass: String?
        var throughContainer = false
    }

    private(set) var uses: [Use] = []
    /// The superclass (the first type inherited) of each class the file declares.
    private(set) var superclasses: [String: String] = [:]

    private let source: SwiftTokens
    private var tokens: [SwiftTokens.Token] { source.tokens }
    private var depth = 0
    private var types: [(name: String, depth: Int)] = []
    private var pendingType: String?
    /// The open functions that matter: `prepare(for:sender:)` with its segue's name, `shouldPerformSegue(…)` with its
    /// identifier's, any other; and, for each, the names bound to the segue's destination and the identifier a
    /// `guard` set.
    private var functions: [Function] = []
    private var pendingFunction: Function?
    /// The open `switch`es: whether each switches over a segue identifier, and the literal of the `case` being read.
    private var switches: [(overIdentifier: Bool, depth: Int, identifier: String?)] = []
    private var pendingSwitch: Bool?
    /// The blocks an `if … == "x"` opened, and those a `guard … == "x"` holds the rest of, with their identifier.
    private var identifierBlocks: [(identifier: String, depth: Int)] = []
    private var pendingIdentifier: String?
    /// The statement keyword read last (`if`, `guard`), for where a comparison's identifier holds.
    private var statement: String?
    /// The names bound to a storyboard named by a literal (`let storyboard = UIStoryboard(name: "Main", …)`), each with
    /// the depth of the block it holds in.
    private var storyboardNames: [(name: String, storyboard: NamedStoryboard, depth: Int)] = []

    /// A storyboard a literal names, and whether the code loads it from another bundle than the app's.
    private typealias NamedStoryboard = (name: String, inOtherBundle: Bool)
    /// The names bound to a segue's destination (`let navigation = segue.destination as! UINavigationController`), each
    /// with the depth of the block it holds in.
    private var boundDestinations: [(name: String, depth: Int)] = []

    private struct Function {
        enum Role { case prepare, shouldPerform, other }
        let role: Role
        /// The segue's parameter in `prepare`, the identifier's in `shouldPerformSegue`.
        let parameter: String?
        var depth = 0
    }

    /// The names of a segue's destination: UIKit's, UIKit's before Swift 3, AppKit's.
    private static let destinationNames: Set<String> = ["destination", "destinationViewController", "destinationController"]

    /// Scans `text`.
    ///
    /// - Complexity: O(*n*) in the text's length, but for the look back from a cast to its expression.
    init(_ text: String) {
        source = SwiftTokens(text)
        let read = SwiftTokens.firstBranches(of: tokens)
        for index in tokens.indices where read[index] {
            step(at: index)
        }
    }

    private mutating func step(at index: Int) {
        let token = tokens[index]
        switch token.kind {
        case .punctuation("{"):
            openBrace()
        case .punctuation("}"):
            if types.last?.depth == depth { types.removeLast() }
            if functions.last?.depth == depth { functions.removeLast() }
            if switches.last?.depth == depth { switches.removeLast() }
            identifierBlocks.removeAll { $0.depth == depth }
            pendingIdentifier = nil
            storyboardNames.removeAll { $0.depth == depth }
            boundDestinations.removeAll { $0.depth == depth }
            depth -= 1
            statement = nil
        case .name(let word) where SwiftTokens.typeWords.contains(word):
            if let name = SwiftTokens.typeName(in: tokens, after: index) {
                pendingType = name
                if word == "class", let inherited = inheritedType(after: index) { superclasses[name] = inherited }
            }
        case .name("func"):
            pendingFunction = function(at: index)
        case .name("if"), .name("guard"), .name("while"):
            statement = token.name
        case .name("switch"):
            pendingSwitch = switchesOverIdentifier(from: index + 1)
        case .name("case"):
            readCase(at: index)
        case .name("default") where switches.last?.depth == depth:
            switches[switches.count - 1].identifier = nil
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
                readCall(name, at: index, callee: source.text(from: start, upTo: index + 1))
            }
        case .name(let name) where Self.initialSceneMethods.contains(name) && index + 1 < tokens.count && tokens[index + 1].isPunctuation("{"):
            // `instantiateInitialViewController { coder in … }`: iOS 13's creator, as a trailing closure.
            readInitialScene(at: index, close: index, creator: closure(from: index + 1))
        default:
            break
        }
    }

    private mutating func openBrace() {
        depth += 1
        if let name = pendingType {
            types.append((name, depth))
            pendingType = nil
        }
        if var function = pendingFunction {
            function.depth = depth
            functions.append(function)
            pendingFunction = nil
        }
        if let overIdentifier = pendingSwitch {
            switches.append((overIdentifier, depth, nil))
            pendingSwitch = nil
        }
        if let identifier = pendingIdentifier {
            identifierBlocks.append((identifier, depth))
            pendingIdentifier = nil
        }
        statement = nil
    }

    /// The first type `class Name: Type` at `index` inherits.
    private func inheritedType(after index: Int) -> String? {
        var next = index + 1
        var generics = 0   // `class List<T: Hashable>: UITableViewController`: past the generic parameters' `:`
        while next < tokens.count, generics > 0 || !tokens[next].isPunctuation(":"), !tokens[next].isPunctuation("{") {
            if tokens[next].isOther(UInt8(ascii: "<")) { generics += 1 }
            if tokens[next].isOther(UInt8(ascii: ">")) { generics -= 1 }
            next += 1
        }
        guard next + 1 < tokens.count, tokens[next].isPunctuation(":") else { return nil }
        return typeName(from: next + 1).map(StringUse.Cast.bare)
    }

    // MARK: Functions and switches

    /// The function `func` at `index` declares: `prepare(for:sender:)` and `shouldPerformSegue(withIdentifier:sender:)`,
    /// in today's spelling and Swift 2's, with their first parameter's name.
    private func function(at index: Int) -> Function {
        guard index + 2 < tokens.count, let name = tokens[index + 1].name else { return Function(role: .other, parameter: nil) }
        var open = index + 2
        if tokens[open].isOther(UInt8(ascii: "<")) {
            while open < tokens.count, !tokens[open].isPunctuation("(") { open += 1 }
        }
        guard open < tokens.count, let parameters = SwiftTokens.arguments(of: tokens, from: open)?.arguments,
              let first = parameters.first else { return Function(role: .other, parameter: nil) }
        // A parameter reads `label name: Type`, `name: Type` or `_ name: Type`; the argument reader took `name:` as a label.
        let words = tokens[first.range.lowerBound - (first.label == nil ? 0 : 2)..<first.range.upperBound]
        let beforeColon = Array(words.prefix { !$0.isPunctuation(":") }.compactMap(\.name))
        let external = beforeColon.first
        let internalName = beforeColon.last
        switch (name, external) {
        case ("prepare", "for"), ("prepareForSegue", _):
            return Function(role: .prepare, parameter: internalName)
        case ("shouldPerformSegue", "withIdentifier"), ("shouldPerformSegueWithIdentifier", _):
            return Function(role: .shouldPerform, parameter: internalName)
        default:
            return Function(role: .other, parameter: nil)
        }
    }

    /// Whether the `switch` subject from `start` to its `{` is a segue's identifier.
    private func switchesOverIdentifier(from start: Int) -> Bool {
        var index = start
        var names: [String] = []
        while index < tokens.count, !tokens[index].isPunctuation("{") {
            if let name = tokens[index].name { names.append(name) }
            index += 1
        }
        let inSegueFunction = functions.contains { $0.role != .other }
        let namesSegue = names.contains { $0.lowercased().contains("segue") }
        return names.contains { isIdentifierName($0, afterDot: false) } || (names.contains("identifier") && (inSegueFunction || namesSegue))
    }

    /// Whether `name` holds a segue's identifier here: `identifier` in `prepare` or `shouldPerformSegue`, or the
    /// latter's parameter.
    private func isIdentifierName(_ name: String, afterDot: Bool) -> Bool {
        guard let function = functions.last(where: { $0.role != .other }) else { return false }
        if function.role == .shouldPerform, !afterDot, name == function.parameter { return true }
        return name == "identifier"
    }

    /// The labels of a `case` of a `switch` over a segue identifier: each literal is a use.
    private mutating func readCase(at index: Int) {
        guard let current = switches.last, current.depth == depth, current.overIdentifier else { return }
        if index > 0, let previous = tokens[index - 1].name, ["if", "guard", "while", "for"].contains(previous) { return }
        if index > 0, tokens[index - 1].isPunctuation(",") { return }
        var next = index + 1
        var first: String?
        while next < tokens.count, !tokens[next].isPunctuation(":"), tokens[next].name != "where" {
            if case .string(let value) = tokens[next].kind {
                var use = Use(kind: .segueCase, literal: value, location: tokens[next].location, enclosingType: types.last?.name)
                use.segueExpression = segueExpressionInScope()
                use.inShouldPerform = isInShouldPerform
                uses.append(use)
                first = first ?? value
            }
            next += 1
        }
        switches[switches.count - 1].identifier = first
    }

    /// Whether the innermost of `prepare` and `shouldPerformSegue` around the code is the latter.
    private var isInShouldPerform: Bool {
        functions.last(where: { $0.role != .other })?.role == .shouldPerform
    }

    /// The segue's name in the `prepare` being read, or the identifier's in `shouldPerformSegue`.
    private func segueExpressionInScope() -> String? {
        functions.last(where: { $0.role != .other })?.parameter
    }

    // MARK: Comparisons

    /// `segue.identifier == "add"`, `"add" == segue.identifier`, `identifier != "add"`: the operator's first byte at `index`.
    private mutating func readComparison(at index: Int, operator comparison: String) {
        guard index + 2 < tokens.count, index >= 1, tokens[index + 1].offset == tokens[index].offset + 1 else { return }
        // Not `===`, `!==` or `==` inside a longer operator; `identifier! == "x"` is a comparison.
        let previous = tokens[index - 1]
        if previous.isOther(UInt8(ascii: "=")) || previous.isOther(UInt8(ascii: "!")), previous.offset + 1 == tokens[index].offset { return }
        if tokens[index + 2].isOther(UInt8(ascii: "=")) { return }
        let literalSide: Int
        let expressionEnd: Int
        if case .string = tokens[index + 2].kind {
            (literalSide, expressionEnd) = (index + 2, index - 1)
        } else if case .string = tokens[index - 1].kind, index >= 2 {
            (literalSide, expressionEnd) = (index - 1, index + 2)
        } else {
            return
        }
        guard case .string(let value) = tokens[literalSide].kind, let segueExpression = identifierExpression(around: expressionEnd, after: literalSide < index)
        else { return }
        var use = Use(kind: .segueComparison, literal: value, location: tokens[literalSide].location, enclosingType: types.last?.name)
        use.segueExpression = segueExpression
        use.inShouldPerform = isInShouldPerform && segueExpression == segueExpressionInScope()
        use.isNegated = comparison == "!="
        uses.append(use)
        guard comparison == "==", let value else { return }
        switch statement {
        // After `guard segue.identifier == "x" else { … }`, the rest of the block is written for that segue.
        case "guard": identifierBlocks.append((value, depth))
        // `if … == "x" {` and `while`: the block that opens next.
        case "if", "while": pendingIdentifier = value
        // `return identifier == "x"`, `let isDetail = …`: no block.
        default: break
        }
    }

    /// The segue (`segue`) whose identifier the expression ending (or, `after`, starting) at `index` is:
    /// `segue.identifier`, `segue.identifier!`, `segue?.identifier`; or the identifier's own name in `shouldPerformSegue`
    /// and in `prepare` (`identifier`). `nil` for anything else: an `identifier` of a table column is no segue's.
    private func identifierExpression(around index: Int, after: Bool) -> String? {
        var position = index
        if after {
            // `"add" == segue.identifier`: read forward to the last name of the chain.
            while position + 2 < tokens.count, tokens[position + 1].isPunctuation(".") || tokens[position + 1].isOther(),
                  tokens[position + 2].name != nil || tokens[position + 2].isPunctuation(".") {
                position += tokens[position + 1].isOther() ? 1 : 2
            }
            while position > index, tokens[position].name == nil { position -= 1 }
        } else {
            while position > 0, tokens[position].isOther(UInt8(ascii: "!")) || tokens[position].isOther(UInt8(ascii: "?")) { position -= 1 }
        }
        guard let name = tokens[position].name else { return nil }
        let dotted = position >= 2 && tokens[position - 1].isPunctuation(".")
        if name == "identifier", dotted {
            var owner = position - 2
            while owner > 0, tokens[owner].isOther() { owner -= 1 }
            guard let segue = tokens[owner].name else { return nil }
            let inSegueFunction = functions.contains { $0.role != .other }
            return inSegueFunction || segue.lowercased().contains("segue") ? segue : nil
        }
        guard !dotted, isIdentifierName(name, afterDot: false) else { return nil }
        return segueExpressionInScope()
    }

    // MARK: Calls

    /// A call of `name` whose `(` follows `index`; `callee` is how the code writes the function, when more than its name
    /// (`CellProvider<IconCell>`).
    private mutating func readCall(_ name: String, at index: Int, callee: String? = nil) {
        guard let (arguments, close) = SwiftTokens.arguments(of: tokens, from: index + 1) else { return }
        let labels = arguments.map(\.label)
        switch (name, labels.first ?? nil) {
        case ("performSegue", "withIdentifier"), ("performSegueWithIdentifier", nil):
            guard var use = use(.performSegue, of: arguments.first) else { return }
            use.onSelf = isOnSelf(index)
            use.sender = text(of: arguments.first { $0.label == "sender" }) ?? (arguments.count > 1 ? text(of: arguments[1]) : nil)
            uses.append(use)
        case ("instantiateViewController", "withIdentifier"), ("instantiateController", "withIdentifier"),
             ("instantiateViewController", "identifier"),
             ("instantiateViewControllerWithIdentifier", nil), ("instantiateControllerWithIdentifier", nil):
            guard var use = use(.instantiateScene, of: arguments.first) else { return }
            let named = storyboard(before: index)
            use.storyboard = named?.name
            use.inOtherBundle = named?.inOtherBundle ?? false
            use.creator = text(of: arguments.first { $0.label == "creator" }) ?? trailingClosure(after: close)
            readCast(after: close, into: &use)
            uses.append(use)
        case (let method, _) where Self.initialSceneMethods.contains(method):
            readInitialScene(at: index, close: close,
                             creator: text(of: arguments.first { $0.label == "creator" }) ?? trailingClosure(after: close))
        case ("UIStoryboard", "name"), ("NSStoryboard", "name"):
            readStoryboard(name, arguments, at: index)
        case ("init", "name") where index >= 2 && ["UIStoryboard", "NSStoryboard"].contains(tokens[index - 2].name ?? ""):
            readStoryboard(tokens[index - 2].name ?? name, arguments, at: index)
        case (_, "nibName"), (_, "windowNibName"), ("NSNib", "nibNamed"), ("loadNibNamed", nil):
            guard var use = use(.nibName, of: arguments.first) else { return }
            use.callee = callee ?? name
            use.nameLabel = arguments.first?.label
            for argument in arguments.dropFirst() {
                if let label = argument.label, let text = text(of: argument) { use.nibArguments.append((label, text)) }
            }
            use.inOtherBundle = !Self.isAppBundle(use.nibArguments.first { $0.label == "bundle" }?.text)
            uses.append(use)
        default:
            break
        }
    }

    /// Where the name before the generic arguments whose `>` is at `close` is: `CellProvider` of `CellProvider<IconCell>`.
    private func genericTypeStart(closedAt close: Int) -> Int? {
        var nesting = 0
        var index = close
        while index > 0 {
            if tokens[index].isOther(UInt8(ascii: ">")) { nesting += 1 }
            if tokens[index].isOther(UInt8(ascii: "<")) {
                nesting -= 1
                if nesting == 0 { return tokens[index - 1].name == nil ? nil : index - 1 }
            }
            // Generic arguments hold names, dots, commas, `?`, `[`, `]` and `:`; anything else is an operator's `>`.
            if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("{") || tokens[index].isPunctuation(")") { return nil }
            index -= 1
        }
        return nil
    }

    /// The methods that instantiate a storyboard's initial scene: UIKit's and AppKit's.
    private static let initialSceneMethods: Set<String> = ["instantiateInitialViewController", "instantiateInitialController"]

    /// `instantiateInitialViewController()` at `index`, whose call ends at `close`, on a storyboard a literal names.
    private mutating func readInitialScene(at index: Int, close: Int, creator: String?) {
        guard let storyboard = storyboard(before: index) else { return }
        var use = Use(kind: .instantiateInitialScene, literal: storyboard.name, location: tokens[index].location, enclosingType: types.last?.name)
        use.inOtherBundle = storyboard.inOtherBundle
        use.creator = creator
        readCast(after: close, into: &use)
        uses.append(use)
    }

    /// The text of a trailing closure right after the `)` at `close`.
    private func trailingClosure(after close: Int) -> String? {
        close + 1 < tokens.count && tokens[close + 1].isPunctuation("{") ? closure(from: close + 1) : nil
    }

    /// The text of the closure whose `{` is at `open`, braces included.
    private func closure(from open: Int) -> String? {
        var nesting = 0
        for index in open..<tokens.count {
            if tokens[index].isPunctuation("{") { nesting += 1 }
            if tokens[index].isPunctuation("}") {
                nesting -= 1
                if nesting == 0 { return source.text(from: open, upTo: index + 1) }
            }
        }
        return nil
    }

    private mutating func readStoryboard(_ type: String, _ arguments: [SwiftTokens.Argument], at index: Int) {
        guard var use = use(.storyboardName, of: arguments.first) else { return }
        use.callee = type
        use.bundle = text(of: arguments.first { $0.label == "bundle" })
        use.inOtherBundle = !Self.isAppBundle(use.bundle)
        uses.append(use)
        // `let storyboard = UIStoryboard(name: "Main", …)`: the name now means that storyboard.
        var start = index
        if start >= 2, tokens[start - 1].isPunctuation("."), tokens[start].name == "init" { start -= 2 }
        if start >= 3, tokens[start - 1].isOther(UInt8(ascii: "=")), let variable = tokens[start - 2].name,
           ["let", "var"].contains(tokens[start - 3].name ?? ""), let literal = use.literal {
            storyboardNames.append((variable, (literal, use.inOtherBundle), depth))
        }
    }

    /// Whether a bundle argument is the app's: none, `nil`, `.main`, `Bundle.main`.
    private static func isAppBundle(_ text: String?) -> Bool {
        guard let text else { return true }
        return ["nil", ".main", "Bundle.main", "Foundation.Bundle.main"].contains(text)
    }

    /// A use of `kind` when `argument` is a string literal, or a type made from one (`NSStoryboard.SceneIdentifier("Detail")`,
    /// `NSStoryboard.Name(rawValue: "Main")`); `nil` when the argument holds no string (a constant: not a literal use).
    private func use(_ kind: StringUse.Kind, of argument: SwiftTokens.Argument?) -> Use? {
        guard let argument else { return nil }
        let strings = argument.value.indices.filter { if case .string = argument.value[$0].kind { true } else { false } }
        guard let string = strings.first else { return nil }
        let value = argument.value
        let location = value[string].location
        let plain: Bool
        if value.count == 1 {
            plain = true
        } else {
            // Names and dots, `(`, an optional `rawValue:`, the string, `)`.
            let head = value.prefix { $0.name != nil || $0.isPunctuation(".") }
            var rest = value.dropFirst(head.count)
            plain = !head.isEmpty && strings.count == 1 && rest.popFirst()?.isPunctuation("(") == true
                && rest.popLast()?.isPunctuation(")") == true
                && (rest.count == 1 || (rest.count == 3 && rest.first?.name == "rawValue" && rest.dropFirst().first?.isPunctuation(":") == true))
        }
        guard case .string(let literal) = value[string].kind else { return nil }
        return Use(kind: kind, literal: plain ? literal : nil, location: location, enclosingType: types.last?.name)
    }

    /// The source text of an argument's value.
    private func text(of argument: SwiftTokens.Argument?) -> String? {
        guard let argument, !argument.range.isEmpty else { return nil }
        return source.text(from: argument.range.lowerBound, upTo: argument.range.upperBound)
    }

    /// Whether the call whose name is at `index` is made on `self`, or on nothing.
    private func isOnSelf(_ index: Int) -> Bool {
        guard index >= 2, tokens[index - 1].isPunctuation(".") else { return true }
        var receiver = index - 2
        while receiver > 0, tokens[receiver].isOther() { receiver -= 1 }   // `self?.` in a `[weak self]` closure
        return tokens[receiver].name == "self" && (receiver < 1 || !tokens[receiver - 1].isPunctuation("."))
    }

    /// The storyboard a call at `index` is made on, when a literal names it: `UIStoryboard(name: "Main", bundle: nil).…`,
    /// or a name bound to one earlier in the file.
    private func storyboard(before index: Int) -> NamedStoryboard? {
        guard index >= 2, tokens[index - 1].isPunctuation(".") else { return nil }
        var position = index - 2
        while position > 0, tokens[position].isOther() { position -= 1 }
        if let name = tokens[position].name { return storyboardNames.last { $0.name == name }?.storyboard }
        guard tokens[position].isPunctuation(")") else { return nil }
        // Back to the `(` that matches, then the type before it.
        var nesting = 0
        while position > 0 {
            if tokens[position].isPunctuation(")") { nesting += 1 }
            if tokens[position].isPunctuation("(") {
                nesting -= 1
                if nesting == 0 { break }
            }
            position -= 1
        }
        var callee = position - 1
        if callee >= 2, tokens[callee].name == "init", tokens[callee - 1].isPunctuation(".") { callee -= 2 }
        guard callee >= 0, ["UIStoryboard", "NSStoryboard"].contains(tokens[callee].name ?? ""),
              let arguments = SwiftTokens.arguments(of: tokens, from: position)?.arguments,
              arguments.first?.label == "name", let use = use(.storyboardName, of: arguments.first), let name = use.literal else { return nil }
        return (name, !Self.isAppBundle(text(of: arguments.first { $0.label == "bundle" })))
    }

    /// The class of an `as!` or `as?` right after the `)` at `close`.
    private func readCast(after close: Int, into use: inout Use) {
        guard close + 3 < tokens.count, tokens[close + 1].name == "as",
              tokens[close + 2].isOther(UInt8(ascii: "!")) || tokens[close + 2].isOther(UInt8(ascii: "?")) else { return }
        use.castClass = typeName(from: close + 3)
    }

    /// A dotted type name from `start`: `DetailController`, `App.DetailController`.
    private func typeName(from start: Int) -> String? {
        guard start < tokens.count, var name = tokens[start].name else { return nil }
        var next = start + 1
        while next + 1 < tokens.count, tokens[next].isPunctuation("."), let part = tokens[next + 1].name {
            name += "." + part
            next += 2
        }
        return name
    }

    // MARK: Destination casts

    /// `segue.destination as! T`, `(segue.destination as! UINavigationController).topViewController as! T`, and
    /// `navigation.topViewController as! T` for a `navigation` bound to a destination: the `as` at `index`.
    private mutating func readDestinationCast(at index: Int) {
        guard index >= 2, index + 2 < tokens.count,
              tokens[index + 1].isOther(UInt8(ascii: "!")) || tokens[index + 1].isOther(UInt8(ascii: "?")),
              let castClass = typeName(from: index + 2) else { return }
        // The expression cast: back to where it starts.
        var position = index - 1
        var nesting = 0
        var names: [String] = []
        // The names not after a dot: a variable, not a property (`destination` bound, not `segue.destination`).
        var bareNames: [String] = []
        while position >= 0 {
            let token = tokens[position]
            if token.isPunctuation(")") || token.isPunctuation("]") { nesting += 1 }
            if token.isPunctuation("(") || token.isPunctuation("[") {
                if nesting == 0 { break }
                nesting -= 1
            }
            if nesting == 0, token.isPunctuation(",") || token.isPunctuation("{") || token.isPunctuation("}") || token.isOther(UInt8(ascii: "=")) { break }
            if let name = token.name {
                if nesting == 0, ["let", "var", "return", "if", "guard", "case", "in"].contains(name) { break }
                names.append(name)
                if position == 0 || !tokens[position - 1].isPunctuation(".") { bareNames.append(name) }
            }
            position -= 1
        }
        let namesDestination = names.contains { Self.destinationNames.contains($0) }
        let readsBound = bareNames.contains { name in boundDestinations.contains { $0.name == name } }
        let namesSegue = names.contains { $0.lowercased().contains("segue") }
        guard (namesDestination && (namesSegue || functions.contains { $0.role == .prepare })) || readsBound else { return }
        let throughContainer = readsBound || names.contains("topViewController") || names.contains("viewControllers")
        var use = Use(kind: .destinationCast, literal: identifierInScope(), location: tokens[index].location, enclosingType: types.last?.name)
        use.castClass = castClass
        use.throughContainer = throughContainer
        uses.append(use)
        // `let navigation = segue.destination as! UINavigationController`: the name now holds the destination.
        if position >= 2, tokens[position].isOther(UInt8(ascii: "=")), let variable = tokens[position - 1].name {
            boundDestinations.append((variable, depth))
        }
    }

    /// The segue identifier the code being read is written for: the innermost `case "x":`, `if … == "x" {` or
    /// `guard … == "x"` around it.
    private func identifierInScope() -> String? {
        var best: (identifier: String, depth: Int)?
        func consider(_ identifier: String?, _ at: Int) {
            guard let identifier, best.map({ at >= $0.depth }) ?? true else { return }
            best = (identifier, at)
        }
        for block in identifierBlocks { consider(block.identifier, block.depth) }
        for open in switches { consider(open.identifier, open.depth) }
        consider(pendingIdentifier, depth + 1)
        return best?.identifier
    }
}
