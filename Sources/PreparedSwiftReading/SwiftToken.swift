/// One token of a Swift file: what it is, and where it is.
///
/// Its place is given twice: as a line and a column (in UTF-8 bytes, from 1, as the compiler counts them), for what a
/// user reads; and as byte offsets in the file's UTF-8, for cutting the source text of a range of tokens.
package struct SwiftToken: Equatable, Sendable {
    /// What a token is.
    package enum Kind: Equatable, Sendable {
        /// A name or keyword (`register`, `self`, `class`), backticks removed.
        case name(String)
        /// A string literal; its value, or `nil` when it is not plain text (an interpolation, an escape this reader
        /// does not spell out, a multi-line literal, a literal left open).
        case string(String?)
        /// A regex literal (`/a+/`, `#/"x"/#`).
        case regex
        /// A number literal, as written (`12`, `0x1F`, `1.5e-3`).
        case number(String)
        /// A `#` keyword: `#if`, `#elseif`, `#else`, `#endif`, `#selector`, `#available` (the name without `#`).
        case pound(String)
        /// One of `( ) [ ] { } , : . ;`
        case punctuation(Character)
        /// One byte of an operator or of anything else (`<`, `?`, `=`, `@`).
        case other(UInt8)
    }

    package let kind: Kind
    /// The line, from 1.
    package let line: Int
    /// The column of its first byte, from 1, in UTF-8 bytes.
    package let column: Int
    /// Its first byte's offset in the text's UTF-8.
    package let offset: Int
    /// The offset past its last byte: for a string or a regex, past the literal's closing delimiter.
    package let end: Int
    /// How many tokens right after this one stand inside it: the code of a string's interpolations.
    package let nestedCount: Int

    package init(kind: Kind, line: Int, column: Int, offset: Int, end: Int, nestedCount: Int = 0) {
        self.kind = kind
        self.line = line
        self.column = column
        self.offset = offset
        self.end = end
        self.nestedCount = nestedCount
    }

    /// The name, or `nil` when the token is none.
    package var name: String? {
        if case .name(let name) = kind { name } else { nil }
    }

    /// Whether the token is a string literal.
    package var isString: Bool {
        if case .string = kind { true } else { false }
    }

    /// Whether the token is an operator's byte (or another byte): `?` and `!` of optional chaining, `<` of generics.
    package func isOther(_ byte: UInt8? = nil) -> Bool {
        guard case .other(let found) = kind else { return false }
        return byte.map { $0 == found } ?? true
    }

    /// Whether the token is the punctuation `character`.
    package func isPunctuation(_ character: Character) -> Bool {
        kind == .punctuation(character)
    }

    /// Whether the token is the `#` keyword `name` (`if`, `else`).
    package func isPound(_ name: String) -> Bool {
        kind == .pound(name)
    }
}
