import PreparedStoryboards
import PreparedSwiftReading

/// The segue forms: identifiers compared, switched over and bound to names in the functions that receive a segue, and
/// the casts of its destination.
extension MigrationScan {
    /// What a function that receives a segue or its identifier is.
    enum SegueFunction {
        /// `prepare(for:sender:)`, Swift 2's `prepareForSegue`, an unwind action, or any function given a
        /// `UIStoryboardSegue` or an `NSStoryboardSegue`: the segue's parameter.
        case segue(parameter: String)
        /// `shouldPerformSegue(withIdentifier:sender:)`: the identifier's parameter.
        case shouldPerform(parameter: String)

        var parameter: String {
            switch self {
            case .segue(let parameter), .shouldPerform(let parameter): parameter
            }
        }

        /// What `function` is, or `nil` when it receives no segue.
        init?(_ function: SwiftFunctionDeclaration) {
            let first = function.parameters.first
            switch (function.name, first?.label) {
            case ("shouldPerformSegue", "withIdentifier"), ("shouldPerformSegueWithIdentifier", _):
                guard let first else { return nil }
                self = .shouldPerform(parameter: first.name)
            default:
                let segues = ["UIStoryboardSegue", "NSStoryboardSegue"]
                if let segue = function.parameters.first(where: { parameter in
                    segues.contains { parameter.type.hasPrefix($0) || parameter.type.hasSuffix("." + $0) || parameter.type.contains($0 + "!") }
                }) {
                    self = .segue(parameter: segue.name)
                } else if (function.name == "prepare" && first?.label == "for") || function.name == "prepareForSegue", let first {
                    self = .segue(parameter: first.name)
                } else {
                    return nil
                }
            }
        }
    }

    /// The innermost function around the token at `index` that receives a segue or its identifier.
    func segueFunction(at index: Int) -> SegueFunction? {
        for scope in scopes.scopes(around: index) {
            if scope < segueFunctions.count, let role = segueFunctions[scope] { return role }
        }
        return nil
    }

    /// Whether `name` holds a segue's identifier at `index`: `identifier` in a function that receives a segue, the
    /// identifier's parameter of `shouldPerformSegue`, or a name bound to a segue's identifier.
    func isIdentifierName(_ name: String, at index: Int) -> Bool {
        guard let function = segueFunction(at: index) else { return false }
        if case .shouldPerform(let parameter) = function, name == parameter { return true }
        return name == "identifier" || boundIdentifiers.contains { $0.name == name && scopes.scope($0.scope, holds: index) }
    }

    /// Whether the `switch` subject from `start` to its `{` is a segue's identifier.
    func switchesOverIdentifier(from start: Int) -> Bool {
        var index = start
        var names: [String] = []
        while index < tokens.count, !tokens[index].isPunctuation("{") {
            if let name = tokens[index].name { names.append(name) }
            index = source.next(after: index)
        }
        let namesSegue = names.contains { $0.lowercased().contains("segue") }
        if names.count == 1, isIdentifierName(names[0], at: start) { return true }
        return names.contains("identifier") && (segueFunction(at: start) != nil || namesSegue)
    }

    /// `let id = segue.identifier`, `guard let id = segue.identifier`, `if let ident = segue.identifier`,
    /// `let id = segue.identifier ?? ""`: from the `let` at `index`, the name now holds the identifier in its scope.
    mutating func readBinding(at index: Int) {
        guard index + 3 < tokens.count, let name = tokens[index + 1].name, tokens[index + 2].isOther(UInt8(ascii: "=")),
              !tokens[index + 3].isOther(UInt8(ascii: "=")), segueFunction(at: index) != nil else { return }
        // The value: a chain of names (`segue.identifier`, `segue?.identifier!`), which may end in a name that holds one.
        var end = index + 3
        while end < tokens.count, tokens[end].name != nil {
            end += 1
            while end < tokens.count, tokens[end].isOther(UInt8(ascii: "!")) || tokens[end].isOther(UInt8(ascii: "?")),
                  !(end + 1 < tokens.count && tokens[end + 1].isOther(UInt8(ascii: "?"))) { end += 1 }
            guard end + 1 < tokens.count, tokens[end].isPunctuation("."), tokens[end + 1].name != nil else { break }
            end += 1
        }
        guard end > index + 3, identifierExpression(around: end - 1, after: false) != nil else { return }
        boundIdentifiers.append((name, scopes.scope(at: index)))
    }

    /// The labels of a `case` of a `switch` over a segue identifier: each literal is a use.
    mutating func readCase(at index: Int) {
        guard let current = switches.last, scopes.scope(at: index) == current.scope, current.overIdentifier else { return }
        if index > 0, let previous = tokens[index - 1].name, ["if", "guard", "while", "for"].contains(previous) { return }
        if index > 0, tokens[index - 1].isPunctuation(",") { return }
        var next = index + 1
        var first: String?
        while next < tokens.count, !tokens[next].isPunctuation(":"), tokens[next].name != "where" {
            if case .string(let value) = tokens[next].kind {
                let identifier = IdentifierUse(isCase: true, segueExpression: segueFunction(at: index)?.parameter,
                                               inShouldPerform: isInShouldPerform(at: index))
                uses.append(use(.identifier(identifier), literal: value, at: next))
                first = first ?? value
            }
            next = source.next(after: next)
        }
        switches[switches.count - 1].identifier = first
    }

    /// Whether the innermost function around `index` that receives a segue is `shouldPerformSegue`.
    func isInShouldPerform(at index: Int) -> Bool {
        if case .shouldPerform = segueFunction(at: index) { true } else { false }
    }

    // MARK: Comparisons

    /// `segue.identifier == "add"`, `"add" == segue.identifier`, `identifier != "add"`: the operator's first byte at `index`.
    mutating func readComparison(at index: Int, operator comparison: String) {
        guard index + 2 < tokens.count, index >= 1, tokens[index + 1].offset == tokens[index].offset + 1 else { return }
        // Not `===`, `!==` or `==` inside a longer operator; `identifier! == "x"` is a comparison.
        let previous = tokens[index - 1]
        if previous.isOther(UInt8(ascii: "=")) || previous.isOther(UInt8(ascii: "!")), previous.offset + 1 == tokens[index].offset { return }
        if tokens[index + 2].isOther(UInt8(ascii: "=")) { return }
        // The literal is right after the operator, or is the last token before it (a string's own token, which its
        // interpolations' tokens follow, has a value only when it has none).
        let literalSide: Int
        let expressionEnd: Int
        if tokens[index + 2].isString {
            (literalSide, expressionEnd) = (index + 2, index - 1)
        } else if tokens[index - 1].isString, index >= 2 {
            (literalSide, expressionEnd) = (index - 1, index + 2)
        } else {
            return
        }
        guard let segueExpression = identifierExpression(around: expressionEnd, after: literalSide < index) else { return }
        recordComparison(of: segueExpression, with: literalSide, at: index, negated: comparison == "!=")
    }

    /// `identifier.elementsEqual("add")`, the name at `call` and its one argument.
    mutating func readComparison(call: Int, argument: SwiftTokens.Argument) {
        guard argument.range.count == 1 + tokens[argument.range.lowerBound].nestedCount, tokens[argument.range.lowerBound].isString,
              call >= 2, tokens[call - 1].isPunctuation("."),
              let segueExpression = identifierExpression(around: call - 2, after: false) else { return }
        recordComparison(of: segueExpression, with: argument.range.lowerBound, at: call, negated: call >= 3 && tokens[call - 3].isOther(UInt8(ascii: "!")))
    }

    /// A comparison of the identifier `segueExpression` holds with the string at `literalSide`, whose operator or call is
    /// at `index`; the block an `if` or a `guard` holds it for is written for that segue.
    private mutating func recordComparison(of segueExpression: String, with literalSide: Int, at index: Int, negated: Bool) {
        guard case .string(let value) = tokens[literalSide].kind else { return }
        let identifier = IdentifierUse(segueExpression: segueExpression,
                                       inShouldPerform: isInShouldPerform(at: index) && segueExpression == segueFunction(at: index)?.parameter,
                                       isNegated: negated)
        uses.append(use(.identifier(identifier), literal: value, at: literalSide))
        guard !negated, let value else { return }
        switch statement {
        // After `guard segue.identifier == "x" else { … }`, the rest of the block is written for that segue.
        case "guard": identifierBlocks.append((value, scopes.scope(at: index)))
        // `if … == "x" {` and `while`: the block that opens next.
        case "if", "while": pendingIdentifier = value
        // `return identifier == "x"`, `let isDetail = …`: no block.
        default: break
        }
    }

    /// The segue (`segue`) whose identifier the expression ending (or, `after`, starting) at `index` is:
    /// `segue.identifier`, `segue.identifier!`, `segue?.identifier`; or a name that holds the identifier (`identifier`,
    /// `shouldPerformSegue`'s parameter, a name bound to one). `nil` for anything else: an `identifier` of a table column
    /// is no segue's.
    func identifierExpression(around index: Int, after: Bool) -> String? {
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
            return segueFunction(at: index) != nil || segue.lowercased().contains("segue") ? segue : nil
        }
        guard !dotted, isIdentifierName(name, at: position) else { return nil }
        return segueFunction(at: position)?.parameter
    }

    // MARK: Destination casts

    /// The names of a segue's destination: UIKit's, UIKit's before Swift 3, AppKit's.
    private static let destinationNames: Set<String> = ["destination", "destinationViewController", "destinationController"]

    /// What reads a controller a container shows: `topViewController`, `viewControllers.first`, `children[0]`.
    private static let containerNames: Set<String> = [
        "topViewController", "visibleViewController", "viewControllers", "children", "childViewControllers", "first", "last",
        "contentViewController", "selectedViewController",
    ]

    /// `segue.destination as! T`, `(segue.destination as! UINavigationController).topViewController as! T`, and
    /// `navigation.topViewController as! T` for a `navigation` bound to a destination: the `as` at `index`.
    mutating func readDestinationCast(at index: Int) {
        guard index >= 2, index + 2 < tokens.count,
              tokens[index + 1].isOther(UInt8(ascii: "!")) || tokens[index + 1].isOther(UInt8(ascii: "?")),
              let castClass = source.dottedName(from: index + 2)?.name else { return }
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
        // The value cast is the destination, or a controller a container there shows: not one of their properties
        // (`destination.core?.bridge as? Bridge`).
        guard let last = names.first, Self.destinationNames.contains(last) || Self.containerNames.contains(last)
            || boundDestinations.contains(where: { $0.name == last && scopes.scope($0.scope, holds: index) }) else { return }
        let namesDestination = names.contains { Self.destinationNames.contains($0) }
        let readsBound = bareNames.contains { name in boundDestinations.contains { $0.name == name && scopes.scope($0.scope, holds: index) } }
        let namesSegue = names.contains { $0.lowercased().contains("segue") }
        guard (namesDestination && (namesSegue || segueFunction(at: index) != nil)) || readsBound else { return }
        let throughContainer = readsBound || names.contains("topViewController") || names.contains("viewControllers")
        let cast = DestinationCast(castClass: castClass, throughContainer: throughContainer)
        uses.append(use(.destinationCast(cast), literal: identifierInScope(at: index), at: index))
        // `let navigation = segue.destination as! UINavigationController`: the name now holds the destination.
        if position >= 2, tokens[position].isOther(UInt8(ascii: "=")), let variable = tokens[position - 1].name {
            boundDestinations.append((variable, scopes.scope(at: index)))
        }
    }

    /// The segue identifier the code at `index` is written for: the innermost `case "x":`, `if … == "x" {` or
    /// `guard … == "x"` around it.
    private func identifierInScope(at index: Int) -> String? {
        // Innermost first: the scopes around the code, and the condition of an `if` not yet opened.
        if let pendingIdentifier { return pendingIdentifier }
        for scope in scopes.scopes(around: index) {
            if let block = identifierBlocks.last(where: { $0.scope == scope }) { return block.identifier }
            if let open = switches.last(where: { $0.scope == scope }), let identifier = open.identifier { return identifier }
        }
        return identifierBlocks.last { $0.scope == nil }?.identifier
    }
}
