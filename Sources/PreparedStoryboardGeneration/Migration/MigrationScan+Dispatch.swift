import PreparedSwiftReading

/// The statements of `prepare(for:sender:)` that choose by the segue's identifier, which `migrate --diff` turns into a
/// `switch TypedSegue(segue)` with the same bodies.
extension MigrationScan {
    /// An `if` chain or a `switch` over a segue's identifier, as one statement of `prepare(for:sender:)`'s body:
    ///
    /// ```swift
    /// if segue.identifier == "add" {          switch TypedSegue(segue) {
    ///     …                                   case .add:
    /// } else if segue.identifier == "edit" {      …
    ///     …                              →    case .edit:
    /// }                                           …
    ///                                         default:
    ///                                             break
    ///                                         }
    /// ```
    ///
    /// Consecutive `if`s of that form are one chain too: a segue has one identifier. Each part is replaced by its
    /// text, with the generated case of its identifier where it has one; the bodies stay byte for byte.
    struct SegueDispatch {
        /// One replaced part: `prefix`, then `.case` for `identifier` when it has one, then `suffix`.
        struct Part {
            let range: Range<Int>
            let prefix: String
            let identifier: String?
            let suffix: String
        }

        /// The class whose `prepare(for:sender:)` it is.
        let enclosingType: String?
        let parts: [Part]
    }

    /// The dispatches of each `prepare(for:sender:)` in the file.
    func segueDispatches() -> [SegueDispatch] {
        var found: [SegueDispatch] = []
        for (index, scope) in scopes.scopes.enumerated() {
            guard case .function(let function) = scope.declaration, function.name == "prepare" || function.name == "prepareForSegue",
                  case .segue(let segue)? = segueFunctions[index] else { continue }
            let enclosing = scopes.enclosingType(at: scope.open)?.simpleName
            var position = scope.open + 1
            while position < scope.close {
                if scopes.scope(at: position) == index, tokens[position].name == "if",
                   let (dispatch, next) = ifChain(at: position, segue: segue, enclosing: enclosing) {
                    found.append(dispatch)
                    position = next
                } else if scopes.scope(at: position) == index, tokens[position].name == "switch",
                          let (dispatch, next) = identifierSwitch(at: position, segue: segue, enclosing: enclosing) {
                    found.append(dispatch)
                    position = next
                } else {
                    position += 1
                }
            }
        }
        return found
    }

    /// The `if` chain from the `if` at `start`: each condition is `segue.identifier == "x"` alone, each block opens
    /// at the end of its line and closes at the start of one; and the index after it.
    private func ifChain(at start: Int, segue: String, enclosing: String?) -> (SegueDispatch, Int)? {
        guard let indent = indentation(of: start) else { return nil }
        var parts: [SegueDispatch.Part] = []
        var identifiers: Set<String> = []
        var position = start
        // The `}` that ends the block read last, which the next part's text starts at.
        var previousClose: Int?
        var hasElse = false
        var bodyIndent = "    "
        while position < tokens.count {
            let condition = position + 1
            guard tokens[position].name == "if", condition + 6 < tokens.count, tokens[condition].name == segue,
                  tokens[condition + 1].isPunctuation("."), tokens[condition + 2].name == "identifier",
                  tokens[condition + 3].isOther(UInt8(ascii: "=")), tokens[condition + 4].isOther(UInt8(ascii: "=")),
                  tokens[condition + 4].offset == tokens[condition + 3].offset + 1,
                  case .string(let identifier?) = tokens[condition + 5].kind, tokens[condition + 5].nestedCount == 0,
                  tokens[condition + 6].isPunctuation("{"), !identifiers.contains(identifier),
                  let block = block(openedAt: condition + 6) else { break }
            identifiers.insert(identifier)
            if let previousClose {
                parts.append(.init(range: bytes(previousClose, through: condition + 6), prefix: "case ", identifier: identifier, suffix: ":"))
            } else {
                if let inner = indentation(of: block.open + 1), inner.count > indent.count { bodyIndent = String(inner.dropFirst(indent.count)) }
                parts.append(.init(range: bytes(position, through: condition + 6), prefix: "switch TypedSegue(\(segue)) {\n\(indent)case ",
                                   identifier: identifier, suffix: ":"))
            }
            previousClose = block.close
            // `} else if`, `} else {`, or the next statement.
            let next = block.close + 1
            if next + 1 < tokens.count, tokens[next].name == "else", tokens[next + 1].name == "if" {
                position = next + 1
            } else if next + 1 < tokens.count, tokens[next].name == "else", tokens[next + 1].isPunctuation("{"),
                      let last = self.block(openedAt: next + 1) {
                parts.append(.init(range: bytes(block.close, through: next + 1), prefix: "default:", identifier: nil, suffix: ""))
                previousClose = last.close
                hasElse = true
                break
            } else if next < tokens.count, tokens[next].name == "if", indentation(of: next) == indent {
                position = next
            } else {
                break
            }
        }
        guard !identifiers.isEmpty, let close = previousClose else { return nil }
        // An `else if` whose condition is of another form leaves the chain unfinished: no rewrite.
        if close + 1 < tokens.count, tokens[close + 1].name == "else" { return nil }
        if !hasElse {
            parts.append(.init(range: bytes(close, through: close), prefix: "default:\n\(indent)\(bodyIndent)break\n\(indent)}",
                               identifier: nil, suffix: ""))
        }
        return (SegueDispatch(enclosingType: enclosing, parts: parts), close + 1)
    }

    /// The `switch segue.identifier {` at `start` whose labels are plain strings and `default`; and the index after it.
    private func identifierSwitch(at start: Int, segue: String, enclosing: String?) -> (SegueDispatch, Int)? {
        guard start + 4 < tokens.count, tokens[start + 1].name == segue, tokens[start + 2].isPunctuation("."),
              tokens[start + 3].name == "identifier", tokens[start + 4].isPunctuation("{"),
              let body = scopes.scope(at: start + 4) else { return nil }
        var parts = [SegueDispatch.Part(range: bytes(start + 1, through: start + 3), prefix: "TypedSegue(\(segue))", identifier: nil, suffix: "")]
        var hasDefault = false
        for index in (start + 5)..<scopes.scopes[body].close where scopes.scope(at: index) == body {
            if tokens[index].name == "default" { hasDefault = true }
            guard tokens[index].name == "case" else { continue }
            var label = index + 1
            while label < tokens.count, !tokens[label].isPunctuation(":") {
                guard case .string(let identifier?) = tokens[label].kind, tokens[label].nestedCount == 0 else { return nil }
                parts.append(.init(range: bytes(label, through: label), prefix: "", identifier: identifier, suffix: ""))
                label += 1
                if label < tokens.count, tokens[label].isPunctuation(",") { label += 1 }
            }
        }
        guard hasDefault, parts.count > 1 else { return nil }
        return (SegueDispatch(enclosingType: enclosing, parts: parts), scopes.scopes[body].close + 1)
    }

    /// The block whose `{` is at `open`, when it opens at the end of its line, closes at the start of one, and holds
    /// a statement.
    private func block(openedAt open: Int) -> (open: Int, close: Int)? {
        guard let scope = scopes.scope(at: open), scopes.scopes[scope].open == open else { return nil }
        let close = scopes.scopes[scope].close
        guard close < tokens.count, close > open + 1, tokens[open + 1].line > tokens[open].line,
              tokens[close - 1].line < tokens[close].line else { return nil }
        return (open, close)
    }

    /// The spaces and tabs before the token at `index`, when it is the first of its line.
    private func indentation(of index: Int) -> String? {
        guard index < tokens.count, index == 0 || tokens[index - 1].line < tokens[index].line else { return nil }
        let bytes = source.bytes
        var start = tokens[index].offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: bytes[start..<tokens[index].offset], as: UTF8.self)
    }
}
