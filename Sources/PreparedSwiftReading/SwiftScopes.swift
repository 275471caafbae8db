/// The scopes of a Swift file as the compiler nests them: each brace's body with what declares it, and for each token,
/// the innermost scope that holds it and the `#if` condition it is compiled under.
///
/// Every branch of an `#if` is read. The compiler requires each branch to hold whole declarations or statements, so a
/// branch closes every brace it opens; the walker still starts each `#elseif` and `#else` from the scopes open at its
/// `#if`, so that a file the compiler refuses cannot shift the scopes of the rest.
///
/// ```swift
/// let source = SwiftTokens(text)
/// let scopes = SwiftScopes(source)
/// scopes.enclosingType(at: index)?.qualifiedName   // "Inbox.Cell"
/// scopes.condition(at: index)                      // "!targetEnvironment(macCatalyst)"
/// ```
package struct SwiftScopes: Sendable {
    /// One brace's body.
    package struct Scope: Sendable {
        /// What opens it.
        package let declaration: SwiftDeclaration
        /// The scope it is in; `nil` at the file's top level.
        package let parent: Int?
        /// The index of its `{`.
        package let open: Int
        /// The index of its `}`; the token count when it never closes.
        package fileprivate(set) var close: Int
    }

    /// The scopes, in the order their braces open.
    package private(set) var scopes: [Scope] = []
    /// For each token, the innermost scope that holds it, `-1` for none; a scope's braces are its own.
    private var innermost: [Int32] = []
    /// The distinct conditions, and for each token the index of its own, `-1` for none.
    private var conditions: [String] = []
    private var conditionOfToken: [Int32] = []

    /// Walks `source`'s tokens.
    ///
    /// - Complexity: O(*n*) in the number of tokens, but for reading each declaration's header.
    package init(_ source: SwiftTokens) {
        let bodies = Self.declarations(in: source)
        let tokens = source.tokens
        innermost.reserveCapacity(tokens.count)
        conditionOfToken.reserveCapacity(tokens.count)
        var openScopes: [Int] = []
        var branches: [ConditionalBranch] = []
        var conditionIndex: [String: Int32] = [:]
        var current: Int32 = -1
        for index in tokens.indices {
            switch tokens[index].kind {
            case .pound("if"):
                branches.append(ConditionalBranch(scopes: openScopes, condition: Self.condition(after: index, in: source)))
                current = Self.intern(branches, into: &conditions, &conditionIndex)
            case .pound("elseif") where !branches.isEmpty, .pound("else") where !branches.isEmpty:
                openScopes = branches[branches.count - 1].scopes
                let condition = tokens[index].isPound("elseif") ? Self.condition(after: index, in: source) : nil
                branches[branches.count - 1].next(condition)
                current = Self.intern(branches, into: &conditions, &conditionIndex)
            case .pound("endif") where !branches.isEmpty:
                branches.removeLast()
                current = Self.intern(branches, into: &conditions, &conditionIndex)
            case .punctuation("{"):
                let declaration = bodies[index].map { qualified($0, in: openScopes.last) } ?? .block
                scopes.append(Scope(declaration: declaration, parent: openScopes.last, open: index, close: tokens.count))
                openScopes.append(scopes.count - 1)
            case .punctuation("}"):
                if let last = openScopes.popLast() {
                    scopes[last].close = index
                    innermost.append(Int32(last))
                    conditionOfToken.append(current)
                    continue
                }
            default:
                break
            }
            innermost.append(Int32(openScopes.last ?? -1))
            conditionOfToken.append(current)
        }
    }

    // MARK: Queries

    /// The innermost scope that holds the token at `index`.
    package func scope(at index: Int) -> Int? {
        guard index >= 0, index < innermost.count, innermost[index] >= 0 else { return nil }
        return Int(innermost[index])
    }

    /// The scopes that hold the token at `index`, innermost first.
    package func scopes(around index: Int) -> some Sequence<Int> {
        sequence(state: scope(at: index)) { state -> Int? in
            defer { state = state.flatMap { scopes[$0].parent } }
            return state
        }
    }

    /// Whether the scope `outer` holds the token at `index` (`nil` stands for the file's top level, which holds all).
    package func scope(_ outer: Int?, holds index: Int) -> Bool {
        guard let outer else { return true }
        return scopes(around: index).contains(outer)
    }

    /// The innermost type whose body holds the token at `index`.
    package func enclosingType(at index: Int) -> SwiftTypeDeclaration? {
        for scope in scopes(around: index) {
            if case .type(let type) = scopes[scope].declaration { return type }
        }
        return nil
    }

    /// The innermost function whose body holds the token at `index`, with its scope.
    package func enclosingFunction(at index: Int) -> (function: SwiftFunctionDeclaration, scope: Int)? {
        for scope in scopes(around: index) {
            if case .function(let function) = scopes[scope].declaration { return (function, scope) }
        }
        return nil
    }

    /// The `#if` condition the token at `index` is compiled under, as the compiler reads it (`os(iOS) && !DEBUG`);
    /// `nil` outside any `#if`.
    package func condition(at index: Int) -> String? {
        guard index >= 0, index < conditionOfToken.count, conditionOfToken[index] >= 0 else { return nil }
        return conditions[Int(conditionOfToken[index])]
    }

    /// The type declaration `declaration` with its name from the top level, when it is declared in `parent`.
    private func qualified(_ declaration: SwiftDeclaration, in parent: Int?) -> SwiftDeclaration {
        guard case .type(let type) = declaration, type.keyword != "extension" else { return declaration }
        let outer = parent.flatMap { parent in
            sequence(first: parent) { scopes[$0].parent }.lazy.compactMap { scope -> String? in
                if case .type(let outer) = scopes[scope].declaration { outer.qualifiedName } else { nil }
            }.first
        }
        guard let outer else { return declaration }
        return .type(SwiftTypeDeclaration(keyword: type.keyword, name: type.name, qualifiedName: "\(outer).\(type.name)",
                                          inherited: type.inherited))
    }

    // MARK: Conditions

    /// The condition written after the `#if` or `#elseif` at `index`, on its line.
    private static func condition(after index: Int, in source: SwiftTokens) -> String {
        let tokens = source.tokens
        var end = index + 1
        while end < tokens.count, tokens[end].line == tokens[index].line { end += 1 }
        return source.text(of: (index + 1)..<end)
    }

    /// The condition of the branches open, interned.
    private static func intern(_ branches: [ConditionalBranch], into conditions: inout [String], _ index: inout [String: Int32]) -> Int32 {
        guard !branches.isEmpty else { return -1 }
        let text = ConditionalBranch.conjunction(branches.map(\.condition))
        if let known = index[text] { return known }
        conditions.append(text)
        index[text] = Int32(conditions.count - 1)
        return Int32(conditions.count - 1)
    }

    // MARK: Declarations

    /// What each `{` that opens a declaration's body opens, by the index of the `{`.
    private static func declarations(in source: SwiftTokens) -> [Int: SwiftDeclaration] {
        let tokens = source.tokens
        var bodies: [Int: SwiftDeclaration] = [:]
        var index = 0
        while index < tokens.count {
            defer { index = source.next(after: index) }
            guard case .name(let word) = tokens[index].kind, index == 0 || !tokens[index - 1].isPunctuation(".") else { continue }
            switch word {
            case _ where SwiftTokens.typeWords.contains(word):
                guard let (name, next) = source.declaredName(after: index), let open = typeBody(from: next, in: tokens) else { continue }
                let type = SwiftTypeDeclaration(keyword: word, name: name, qualifiedName: name, inherited: source.inheritedTypes(from: next))
                bodies[open] = .type(type)
            case "func", "init", "subscript":
                if let (function, open) = function(at: index, in: source) { bodies[open] = .function(function) }
            case "var", "let":
                if let (name, open) = propertyBody(at: index, in: tokens) { bodies[open] = .property(name) }
            default:
                break
            }
        }
        return bodies
    }

    /// The `{` of a type's body: the first brace after its name, its inheritance and its `where` clause.
    private static func typeBody(from next: Int, in tokens: [SwiftToken]) -> Int? {
        var index = next
        while index < tokens.count {
            if tokens[index].isPunctuation("{") { return index }
            if tokens[index].isPunctuation("}") || tokens[index].isPunctuation(";") { return nil }
            index += 1
        }
        return nil
    }

    /// Words that start another declaration or a statement: a function header that meets one has no body (a
    /// protocol's requirement).
    private static let declarationWords: Set<String> = [
        "func", "var", "let", "case", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension",
        "typealias", "actor", "import", "associatedtype", "static", "override", "private", "fileprivate", "public", "open",
        "internal", "mutating", "nonmutating", "final", "convenience", "required", "dynamic", "optional",
    ]

    /// The function `func`, `init` or `subscript` at `index` declares, and the `{` of its body; `nil` when it has none.
    private static func function(at index: Int, in source: SwiftTokens) -> (SwiftFunctionDeclaration, Int)? {
        let tokens = source.tokens
        let name = tokens[index].name == "func" ? (index + 1 < tokens.count ? tokens[index + 1].name ?? "" : "") : tokens[index].name ?? ""
        // To the parameters' `(`, past a name, `?` and `!` of a failable `init`, generic parameters and an operator's bytes.
        var parameters = index + 1
        while parameters < tokens.count, !tokens[parameters].isPunctuation("("), parameters - index < 40 {
            if tokens[parameters].isPunctuation("{") || tokens[parameters].isPunctuation("}") { return nil }
            parameters += 1
        }
        guard parameters < tokens.count, let (arguments, close) = source.arguments(from: parameters) else { return nil }
        var body = close + 1
        // The effects come before the result's arrow: `throws` after it is a function type's (`-> () throws -> Void`).
        var isThrowing = false
        var pastArrow = false
        while body < tokens.count, !tokens[body].isPunctuation("{") {
            if tokens[body].isPunctuation("}") || tokens[body].isPunctuation(";") || tokens[body].isOther(UInt8(ascii: "@")) { return nil }
            if let word = tokens[body].name, declarationWords.contains(word) { return nil }
            if tokens[body].isOther(UInt8(ascii: ">")), body > 0, tokens[body - 1].isOther(UInt8(ascii: "-")) { pastArrow = true }
            if !pastArrow, ["throws", "rethrows"].contains(tokens[body].name ?? "") { isThrowing = true }
            body += 1
        }
        guard body < tokens.count else { return nil }
        let declared = arguments.map { parameter(source, $0) }
        let function = SwiftFunctionDeclaration(name: name, parameters: declared, modifiers: modifiers(before: index, in: tokens),
                                                isThrowing: isThrowing)
        return (function, body)
    }

    /// A parameter: `label name: Type`, `name: Type`, `_ name: Type = default`.
    private static func parameter(_ source: SwiftTokens, _ argument: SwiftTokens.Argument) -> SwiftFunctionDeclaration.Parameter {
        let tokens = source.tokens
        // The argument reader took `name:` for a label; a `label name:` parameter is read here.
        let start = argument.label == nil ? argument.range.lowerBound : argument.range.lowerBound - 2
        let colon = (start..<argument.range.upperBound).first { tokens[$0].isPunctuation(":") } ?? argument.range.upperBound
        let names = (start..<colon).compactMap { tokens[$0].name }
        let typeEnd = (colon..<argument.range.upperBound).first { tokens[$0].isOther(UInt8(ascii: "=")) } ?? argument.range.upperBound
        let type = colon + 1 < typeEnd ? source.text(of: (colon + 1)..<typeEnd) : ""
        return .init(label: names.first ?? "_", name: names.last ?? "_", type: type)
    }

    /// The attributes and modifiers before the declaration word at `index`: `@IBAction`, `override`, `private(set)`.
    private static func modifiers(before index: Int, in tokens: [SwiftToken]) -> [String] {
        var found: [String] = []
        var position = index - 1
        while position >= 0 {
            if tokens[position].isPunctuation(")") {
                // `@objc(name)`, `private(set)`: back past the parentheses.
                while position >= 0, !tokens[position].isPunctuation("(") { position -= 1 }
                position -= 1
                continue
            }
            guard let word = tokens[position].name, !["}", "{"].contains(word) else { break }
            let isAttribute = position >= 1 && tokens[position - 1].isOther(UInt8(ascii: "@"))
            guard isAttribute || modifierWords.contains(word) else { break }
            found.insert(word, at: 0)
            position -= isAttribute ? 2 : 1
        }
        return found
    }

    private static let modifierWords: Set<String> = [
        "override", "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "mutating",
        "nonmutating", "convenience", "required", "dynamic", "optional", "nonisolated", "isolated", "lazy", "weak", "unowned",
        "indirect", "distributed", "consuming", "borrowing",
    ]

    /// The name of the property `var` or `let` at `index` declares and the `{` of its body, when it has one: a
    /// computed property or one with accessors (`override var nibName: String? { "Cell" }`). The body opens on the
    /// declaration's line, or first on the next one; a property with an initial value has observers at most, and none
    /// is read.
    private static func propertyBody(at index: Int, in tokens: [SwiftToken]) -> (String, Int)? {
        guard index + 2 < tokens.count, let name = tokens[index + 1].name, tokens[index + 2].isPunctuation(":") else { return nil }
        var position = index + 3
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunctuation("{") {
                let onItsLine = token.line == tokens[index].line || token.line == tokens[position - 1].line + 1
                return onItsLine ? (name, position) : nil
            }
            if token.line != tokens[index].line || token.isOther(UInt8(ascii: "=")) || token.isPunctuation("}")
                || token.isPunctuation(";") || token.isPunctuation(",") { return nil }
            position += 1
        }
        return nil
    }
}

/// The branch of one `#if` being read: the scopes open at its `#if`, and the conditions of its branches so far.
private struct ConditionalBranch {
    let scopes: [Int]
    /// The conditions of the branches before this one, which do not hold here.
    private var earlier: [String] = []
    /// This branch's own condition; `nil` for `#else`.
    private var own: String?

    init(scopes: [Int], condition: String) {
        self.scopes = scopes
        own = condition
    }

    /// Moves to the next branch: an `#elseif` with its condition, or `#else` with none.
    mutating func next(_ condition: String?) {
        if let own { earlier.append(own) }
        own = condition
    }

    /// The condition under which this branch is compiled: `os(iOS)`, `!os(iOS) && os(tvOS)`, `!os(iOS)`.
    var condition: String {
        Self.conjunction(earlier.map(Self.negation) + (own.map { [$0] } ?? []))
    }

    /// `!condition`, parenthesized unless it is one name or call.
    static func negation(_ condition: String) -> String {
        if condition.hasPrefix("!"), isAtom(String(condition.dropFirst())) { return String(condition.dropFirst()) }
        return isAtom(condition) ? "!" + condition : "!(\(condition))"
    }

    /// The conditions joined with `&&`, each with a `||` outside parentheses parenthesized.
    static func conjunction(_ conditions: [String]) -> String {
        conditions.map { hasOrOutsideParentheses($0) ? "(\($0))" : $0 }.joined(separator: " && ")
    }

    private static func hasOrOutsideParentheses(_ condition: String) -> Bool {
        var depth = 0
        var previous: Character?
        for character in condition {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, character == "|", previous == "|" { return true }
            previous = character
        }
        return false
    }

    /// Whether a condition is one name or one call (`DEBUG`, `os(iOS)`, `swift(>=5.9)`), which `!` applies to whole.
    private static func isAtom(_ condition: String) -> Bool {
        guard let first = condition.first, first.isLetter || first == "_" else { return false }
        guard let open = condition.firstIndex(of: "(") else { return condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
        guard condition.last == ")" else { return false }
        // One call: the first `(` closes at the end.
        var depth = 0
        for (offset, character) in condition[open...].enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return offset == condition[open...].count - 1 }
            }
        }
        return false
    }
}
