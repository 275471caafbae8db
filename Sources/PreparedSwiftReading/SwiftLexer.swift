/// The cutting of a text into ``SwiftToken``s, one UTF-8 byte at a time. Every byte of a multi-byte character is 0x80
/// or above, so such a character is never taken for ASCII punctuation: in a name it is part of the name, in a string or
/// a comment it is skipped with them.
///
/// The cases follow the compiler's lexer: a string's token is emitted before the tokens of its interpolations; a `/`
/// starts a regex literal only where an operand may start, when it is not followed by a space and closes on its line
/// (SE-0354's bare form); `#/` always starts one.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var column = 1
    private(set) var tokens: [SwiftToken] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A script's `#!` line is no code.
        if bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) { skipLine() }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where position < bytes.count {
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }
    }

    private mutating func skipLine() {
        while let next = peek(), next != UInt8(ascii: "\n") { advance() }
    }

    /// Appends a token of `kind` that started at `start` and ends here.
    private mutating func emit(_ kind: SwiftToken.Kind, from start: (line: Int, column: Int, offset: Int)) {
        tokens.append(SwiftToken(kind: kind, line: start.line, column: start.column, offset: start.offset, end: position))
    }

    private var here: (line: Int, column: Int, offset: Int) { (line, column, position) }

    /// Cuts tokens until the end, or until the `)` that closes an interpolation when `closing` is `)`.
    mutating func cut(until closing: UInt8?) {
        var depth = 0
        while let byte = peek() {
            let start = here
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                cutString()
            case UInt8(ascii: "#") where startsRawLiteral(of: UInt8(ascii: "\"")):
                cutString()
            case UInt8(ascii: "#") where startsRawLiteral(of: UInt8(ascii: "/")):
                cutExtendedRegex()
            case UInt8(ascii: "/") where startsBareRegex():
                cutBareRegex()
            case UInt8(ascii: "#") where peek(1).map(Self.startsName) == true:
                advance()
                let first = position
                while let next = peek(), Self.continuesName(next) { advance() }
                emit(.pound(String(decoding: bytes[first..<position], as: UTF8.self)), from: start)
            case UInt8(ascii: "`"):
                advance()
                let first = position
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { advance() }
                let name = String(decoding: bytes[first..<position], as: UTF8.self)
                if peek() == UInt8(ascii: "`") { advance() }
                emit(.name(name), from: start)
            case _ where Self.startsName(byte):
                while let next = peek(), Self.continuesName(next) { advance() }
                emit(.name(String(decoding: bytes[start.offset..<position], as: UTF8.self)), from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                cutNumber()
                emit(.number(String(decoding: bytes[start.offset..<position], as: UTF8.self)), from: start)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: ";"):
                if closing != nil, byte == UInt8(ascii: "(") { depth += 1 }
                if let closing, byte == closing {
                    if depth == 0 {
                        advance()
                        return
                    }
                    depth -= 1
                }
                advance()
                emit(.punctuation(Character(Unicode.Scalar(byte))), from: start)
            default:
                advance()
                emit(.other(byte), from: start)
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

    /// A number from its first digit: digits, letters and `_` (`0x1F`, `1_000`), a `.` followed by a digit, and an
    /// exponent's sign (`1e-3`, `0x1p+4`).
    private mutating func cutNumber() {
        let isHex = peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        while let byte = peek() {
            if Self.continuesName(byte), byte < 0x80 {
                let isExponent = isHex ? (byte | 0x20) == UInt8(ascii: "p") : (byte | 0x20) == UInt8(ascii: "e")
                advance()
                if isExponent, peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            } else if byte == UInt8(ascii: "."), let next = peek(1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                advance()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Whether the `#`s here open a raw literal whose delimiter is `delimiter`: `#"` or `##"` a raw string, `#/` an
    /// extended regex; not a `#` keyword such as `#if` or `#selector`.
    private func startsRawLiteral(of delimiter: UInt8) -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == delimiter
    }

    // MARK: Strings

    /// Reads a string literal from its first `#` or `"` to past its end, and emits its token before the tokens of its
    /// interpolations.
    private mutating func cutString() {
        let start = here
        let index = tokens.count
        // A place for the string's token, which is known at its end.
        tokens.append(SwiftToken(kind: .string(nil), line: start.line, column: start.column, offset: start.offset, end: start.offset))
        let value = cutStringBody()
        tokens[index] = SwiftToken(kind: .string(value), line: start.line, column: start.column, offset: start.offset, end: position,
                                   nestedCount: tokens.count - index - 1)
    }

    /// The string's value, or `nil` when it is multi-line, holds an interpolation (whose code becomes tokens) or an
    /// escape this reader does not spell out, or is left open.
    private mutating func cutStringBody() -> String? {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let quote = UInt8(ascii: "\"")
        let multiline = peek() == quote && peek(1) == quote && peek(2) == quote
        advance(multiline ? 3 : 1)
        var value: [UInt8]? = multiline ? nil : []
        while let byte = peek() {
            if byte == UInt8(ascii: "\n"), !multiline { return nil }
            if byte == quote, closes(quotes: multiline ? 3 : 1, hashes: hashes) {
                advance((multiline ? 3 : 1) + hashes)
                return value.map { String(decoding: $0, as: UTF8.self) }
            }
            if byte == UInt8(ascii: "\\"), escapes(hashes: hashes) {
                advance(1 + hashes)
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

    /// Whether the `quotes` delimiter here, with `hashes` `#`s after it, ends the literal.
    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Whether the `\` here starts an escape: in a raw literal, only when followed by as many `#`s as opened it.
    private func escapes(hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: Regex literals

    /// Whether the `/` here starts a bare regex literal: where an operand may start (not after a name, a literal or a
    /// closing bracket, which make it a division), not followed by a space or a tab, and closed on its line by a `/`
    /// that no space or tab precedes.
    private func startsBareRegex() -> Bool {
        guard let next = peek(1), ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "=")].contains(next)
        else { return false }
        if let previous = tokens.last {
            switch previous.kind {
            case .name(let name) where !Self.keywordsBeforeOperand.contains(name): return false
            case .number, .string, .regex, .punctuation(")"), .punctuation("]"), .punctuation("}"): return false
            // `value!/2`: a postfix operator ends an operand.
            case .other(let byte) where previous.end == position && (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")): return false
            default: break
            }
        }
        return closingBareRegex() != nil
    }

    /// Keywords after which an operand starts: `return /x/`, `case /x/`.
    private static let keywordsBeforeOperand: Set<String> = [
        "return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw", "else", "switch", "let", "var", "is", "some", "any",
    ]

    /// The offset of the `/` that closes the bare regex opened here, on the same line; `nil` when there is none.
    private func closingBareRegex() -> Int? {
        var offset = position + 1
        var inClass = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                offset += 1
            case UInt8(ascii: "["):
                inClass += 1
            case UInt8(ascii: "]") where inClass > 0:
                inClass -= 1
            case UInt8(ascii: "/") where inClass == 0:
                let before = bytes[offset - 1]
                return before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") ? nil : offset
            default:
                break
            }
            offset += 1
        }
        return nil
    }

    private mutating func cutBareRegex() {
        let start = here
        guard let close = closingBareRegex() else { return }
        advance(close + 1 - position)
        emit(.regex, from: start)
    }

    /// Reads `#/…/#` (or with more `#`s, or over several lines when a line break follows the opening delimiter).
    private mutating func cutExtendedRegex() {
        let start = here
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        advance()
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") {
                advance(2)
                continue
            }
            if byte == UInt8(ascii: "/") {
                var closes = true
                for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { closes = false }
                if closes {
                    advance(1 + hashes)
                    break
                }
            }
            advance()
        }
        emit(.regex, from: start)
    }
}
