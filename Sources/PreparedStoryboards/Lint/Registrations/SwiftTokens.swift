/// A Swift file cut into the tokens the registration scan reads: names, string literals and punctuation, each with
/// where it starts; comments and whitespace left out.
///
/// It is not a parser. It knows what it must to never take a comment or a string's contents for code: line and
/// nested block comments, string literals with escapes and interpolations (whose code is cut into tokens too),
/// multi-line and raw (`#"…"#`) strings. A string's value is kept when it is plain text; one with an interpolation,
/// or a multi-line one, has none, so that only a literal written out whole is ever matched.
struct SwiftTokens {
    /// One token.
    struct Token: Equatable {
        enum Kind: Equatable {
            /// A name or keyword (`register`, `self`, `class`), backticks removed.
            case name(String)
            /// A string literal; its value, or `nil` when it is not plain text.
            case string(String?)
            /// One of `( ) [ ] { } , : .`
            case punctuation(Character)
            /// A number, an operator or anything else.
            case other
        }

        let kind: Kind
        let location: SourceLocation

        /// The name, or `nil` when the token is none.
        var name: String? {
            if case .name(let name) = kind { name } else { nil }
        }

        /// Whether the token is the punctuation `character`.
        func isPunctuation(_ character: Character) -> Bool {
            kind == .punctuation(character)
        }
    }

    /// The tokens, in file order.
    let tokens: [Token]

    /// Cuts `text` into tokens.
    ///
    /// - Complexity: O(*n*) in the text's length.
    init(_ text: String) {
        var cutter = Cutter(Array(text.unicodeScalars))
        cutter.cut(until: nil)
        tokens = cutter.tokens
    }
}

/// The cutting of a text into tokens, one scalar at a time.
private struct Cutter {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var column = 1
    var tokens: [SwiftTokens.Token] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func advance() {
        if scalars[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    /// Cuts tokens until the end, or until the `)` that closes an interpolation when `closing` is `)`.
    mutating func cut(until closing: Character?) {
        var depth = 0
        while let scalar = peek() {
            let start = here
            switch scalar {
            case " ", "\t", "\n", "\r":
                advance()
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { advance() }
            case "/" where peek(1) == "*":
                skipBlockComment()
            case "\"":
                tokens.append(.init(kind: .string(cutString()), location: start))
            case "#" where isStringStart():
                tokens.append(.init(kind: .string(cutString()), location: start))
            case "`":
                advance()
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    advance()
                }
                if peek() == "`" { advance() }
                tokens.append(.init(kind: .name(name), location: start))
            case _ where Self.startsName(scalar):
                var name = ""
                while let next = peek(), Self.continuesName(next) {
                    name.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(.init(kind: .name(name), location: start))
            case "(", ")", "[", "]", "{", "}", ",", ":", ".":
                let character = Character(scalar)
                if closing != nil, character == "(" { depth += 1 }
                if let closing, character == closing {
                    if depth == 0 {
                        advance()
                        return
                    }
                    depth -= 1
                }
                advance()
                tokens.append(.init(kind: .punctuation(character), location: start))
            default:
                advance()
                tokens.append(.init(kind: .other, location: start))
            }
        }
    }

    private static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
    }

    private static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
        startsName(scalar) || scalar.properties.numericType != nil
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/", peek(1) == "*" {
                depth += 1
                advance()
            } else if scalar == "*", peek(1) == "/" {
                depth -= 1
                advance()
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }

    /// Whether a `#` here opens a raw string (`#"`, `##"`), not a directive such as `#if` or `#selector`.
    private func isStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Reads a string literal from its first `#` or `"` to past its end; its value, or `nil` when it is multi-line or
    /// holds an interpolation (whose code becomes tokens) or an escape this reader does not spell out.
    private mutating func cutString() -> String? {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        var value: String? = multiline ? nil : ""
        while let scalar = peek() {
            if scalar == "\n", !multiline { return nil }
            if scalar == "\"", closes(multiline: multiline, hashes: hashes) {
                for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                return value
            }
            if scalar == "\\", escapes(hashes: hashes) {
                for _ in 0...hashes { advance() }
                switch peek() {
                case "(":
                    advance()
                    cut(until: ")")
                    value = nil
                case let escaped?:
                    let spelled: Unicode.Scalar? = switch escaped {
                    case "n": "\n"
                    case "t": "\t"
                    case "r": "\r"
                    case "0": "\0"
                    case "\\", "\"", "'": escaped
                    default: nil
                    }
                    advance()
                    if let spelled { value?.unicodeScalars.append(spelled) } else { value = nil }
                case nil:
                    return nil
                }
                continue
            }
            value?.unicodeScalars.append(scalar)
            advance()
        }
        return nil
    }

    /// Whether the `"` here, with the `#`s after it, ends the string.
    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != "\"" { return false }
        for offset in 0..<hashes where peek(quotes + offset) != "#" { return false }
        return true
    }

    /// Whether the `\` here starts an escape: in a raw string, only when followed by as many `#`s as opened it.
    private func escapes(hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != "#" { return false }
        return true
    }
}
