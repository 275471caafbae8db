import Foundation

/// A Swift file cut into the tokens the registration scan reads: names, string literals and punctuation, each with
/// where it starts (its line, and its column in UTF-8 bytes, as the compiler counts them); comments and whitespace
/// left out.
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
            /// One byte of a number, an operator or anything else (`<`, `?`, `=`).
            case other(UInt8)
        }

        let kind: Kind
        let location: SourceLocation
        /// Its first byte's offset in the text's UTF-8.
        let offset: Int

        /// The name, or `nil` when the token is none.
        var name: String? {
            if case .name(let name) = kind { name } else { nil }
        }

        /// Whether the token is an operator's or a number's byte: `?` and `!` of optional chaining, `<` of generics.
        func isOther(_ byte: UInt8? = nil) -> Bool {
            guard case .other(let found) = kind else { return false }
            return byte.map { $0 == found } ?? true
        }

        /// Whether the token is the punctuation `character`.
        func isPunctuation(_ character: Character) -> Bool {
            kind == .punctuation(character)
        }
    }

    /// The tokens, in file order.
    let tokens: [Token]
    /// The text's UTF-8 bytes, for the source text of a range of tokens.
    let bytes: [UInt8]

    /// Cuts `text` into tokens.
    ///
    /// - Complexity: O(*n*) in the text's length.
    init(_ text: String) {
        bytes = Array(text.utf8)
        var cutter = Cutter(bytes)
        cutter.cut(until: nil)
        tokens = cutter.tokens
    }

    /// The source text from the token at `start` up to the token at `end` (not included), trimmed.
    func text(from start: Int, upTo end: Int) -> String {
        guard start < end, end < tokens.count || end == tokens.count else { return "" }
        let last = end < tokens.count ? tokens[end].offset : bytes.count
        return String(decoding: bytes[tokens[start].offset..<last], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The cutting of a text into tokens, one UTF-8 byte at a time. Every byte of a multi-byte character is 0x80 or
/// above, so such a character is never taken for ASCII punctuation: in a name it is part of the name, in a string or
/// a comment it is skipped with them.
private struct Cutter {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var column = 1
    var tokens: [SwiftTokens.Token] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private var here: (location: SourceLocation, offset: Int) { (SourceLocation(line: line, column: column), position) }

    /// Cuts tokens until the end, or until the `)` that closes an interpolation when `closing` is `)`.
    mutating func cut(until closing: UInt8?) {
        var depth = 0
        while let byte = peek() {
            let start = here
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                tokens.append(.init(kind: .string(cutString()), location: start.location, offset: start.offset))
            case UInt8(ascii: "#") where isStringStart():
                tokens.append(.init(kind: .string(cutString()), location: start.location, offset: start.offset))
            case UInt8(ascii: "`"):
                advance()
                let first = position
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { advance() }
                let name = String(decoding: bytes[first..<position], as: UTF8.self)
                if peek() == UInt8(ascii: "`") { advance() }
                tokens.append(.init(kind: .name(name), location: start.location, offset: start.offset))
            case _ where Self.startsName(byte):
                let first = position
                while let next = peek(), Self.continuesName(next) { advance() }
                tokens.append(.init(kind: .name(String(decoding: bytes[first..<position], as: UTF8.self)), location: start.location, offset: start.offset))
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "."):
                if closing != nil, byte == UInt8(ascii: "(") { depth += 1 }
                if let closing, byte == closing {
                    if depth == 0 {
                        advance()
                        return
                    }
                    depth -= 1
                }
                advance()
                tokens.append(.init(kind: .punctuation(Character(Unicode.Scalar(byte))), location: start.location, offset: start.offset))
            default:
                advance()
                tokens.append(.init(kind: .other(byte), location: start.location, offset: start.offset))
            }
        }
    }

    /// A letter, `_`, `$`, or any byte of a multi-byte character (Swift names may hold letters of any script).
    private static func startsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...: true
        default: false
        }
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance()
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
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
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// Reads a string literal from its first `#` or `"` to past its end; its value, or `nil` when it is multi-line or
    /// holds an interpolation (whose code becomes tokens) or an escape this reader does not spell out.
    private mutating func cutString() -> String? {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let quote = UInt8(ascii: "\"")
        let multiline = peek() == quote && peek(1) == quote && peek(2) == quote
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        var value: [UInt8]? = multiline ? nil : []
        while let byte = peek() {
            if byte == UInt8(ascii: "\n"), !multiline { return nil }
            if byte == quote, closes(multiline: multiline, hashes: hashes) {
                for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                return value.map { String(decoding: $0, as: UTF8.self) }
            }
            if byte == UInt8(ascii: "\\"), escapes(hashes: hashes) {
                for _ in 0...hashes { advance() }
                switch peek() {
                case UInt8(ascii: "("):
                    advance()
                    cut(until: UInt8(ascii: ")"))
                    value = nil
                case let escaped?:
                    let spelled: UInt8? = switch escaped {
                    case UInt8(ascii: "n"): UInt8(ascii: "\n")
                    case UInt8(ascii: "t"): UInt8(ascii: "\t")
                    case UInt8(ascii: "r"): UInt8(ascii: "\r")
                    case UInt8(ascii: "0"): 0
                    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): escaped
                    default: nil
                    }
                    advance()
                    if let spelled { value?.append(spelled) } else { value = nil }
                case nil:
                    return nil
                }
                continue
            }
            value?.append(byte)
            advance()
        }
        return nil
    }

    /// Whether the `"` here, with the `#`s after it, ends the string.
    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Whether the `\` here starts an escape: in a raw string, only when followed by as many `#`s as opened it.
    private func escapes(hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { return false }
        return true
    }
}
