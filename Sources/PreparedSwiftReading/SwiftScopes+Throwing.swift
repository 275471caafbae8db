/// Where a `try` may be written: what `migrate --diff` asks before it writes a call that throws.
extension SwiftScopes {
    /// The keywords whose statements open a block that is no closure.
    private static let statementKeywords: Set<String> = ["if", "guard", "while", "for", "switch", "catch", "else", "do", "repeat", "defer"]

    /// Whether a `try` written at `index` compiles with no other change: the innermost function around it is declared
    /// `throws` or `rethrows`, or a `do` block around it has a `catch` that catches every error, and no closure lies
    /// between (a `try` in a closure would make the closure throw, and change its type).
    package func allowsTry(at index: Int, in source: SwiftTokens) -> Bool {
        for scope in scopes(around: index) {
            switch scopes[scope].declaration {
            case .function(let function): return function.isThrowing
            case .type, .property: return false
            case .block:
                if isClosure(scope, in: source) { return false }
                if catchesEveryError(scope, in: source) { return true }
            }
        }
        return false
    }

    /// Whether the block `scope` is a closure's body, not a statement's: no statement keyword (`if`, `else`, `do`, …)
    /// comes before its `{` in the same statement.
    private func isClosure(_ scope: Int, in source: SwiftTokens) -> Bool {
        let tokens = source.tokens
        var position = scopes[scope].open - 1
        var nesting = 0
        while position >= 0 {
            let token = tokens[position]
            if token.isPunctuation(")") || token.isPunctuation("]") { nesting += 1 }
            if token.isPunctuation("(") || token.isPunctuation("[") {
                // An argument's closure: `f(completion: {`.
                if nesting == 0 { return true }
                nesting -= 1
            }
            if nesting == 0 {
                if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return true }
                if let word = token.name, Self.statementKeywords.contains(word) { return false }
            }
            position -= 1
        }
        return true
    }

    /// Whether the block `scope` is a `do` block with a `catch` that catches every error: `catch {` or
    /// `catch let error {`, not `catch is CancellationError {`.
    private func catchesEveryError(_ scope: Int, in source: SwiftTokens) -> Bool {
        let tokens = source.tokens
        let open = scopes[scope].open
        guard open >= 1, tokens[open - 1].name == "do" else { return false }
        var position = scopes[scope].close + 1
        while position < tokens.count, tokens[position].name == "catch" {
            guard let brace = (position + 1..<tokens.count).first(where: { tokens[$0].isPunctuation("{") }) else { return false }
            let pattern = tokens[(position + 1)..<brace].compactMap(\.name)
            if pattern.isEmpty || (pattern.count == 2 && ["let", "var"].contains(pattern[0])),
               brace - position - 1 == pattern.count {
                return true
            }
            guard let body = scopes.firstIndex(where: { $0.open == brace }) else { return false }
            position = scopes[body].close + 1
        }
        return false
    }
}
