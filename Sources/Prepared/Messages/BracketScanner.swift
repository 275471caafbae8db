/// One pass over a type name that knows which characters stand at its top
/// level: `<`, `(` and `[` open a bracket, `>`, `)` and `]` close one, and the
/// `>` of `->` is no bracket.
enum BracketScanner {
    /// What a character does to the depth of brackets.
    enum Role {
        case opening, closing, other
    }

    /// Calls `visit` with each character of `text`, its role and the number
    /// of brackets around it (0 at the top level; a bracket itself counts as
    /// outside the pair it opens or closes), until `visit` returns `false`.
    ///
    /// - Complexity: O(*n*) in the characters of `text`.
    static func scan(_ text: Substring, _ visit: (Substring.Index, Character, Role, Int) -> Bool) {
        var depth = 0
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let role: Role = switch character {
            case "<", "(", "[": .opening
            case ")", "]": .closing
            case ">" where previous != "-": .closing
            default: .other
            }
            if role == .closing { depth -= 1 }
            guard visit(index, character, role, depth) else { return }
            if role == .opening { depth += 1 }
            previous = character
            index = text.index(after: index)
        }
    }
}
