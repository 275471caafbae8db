/// A Swift file cut into tokens: names, literals and punctuation, in file order, each with where it stands; comments
/// and whitespace left out.
///
/// It is a lexer, not a parser. It knows what it must to never take a comment or a literal's contents for code: line
/// and nested block comments, string literals with escapes and interpolations (whose code is cut into tokens too,
/// right after the string's own token), multi-line and raw (`#"…"#`) strings, and regex literals (`/…/`, `#/…/#`).
/// A string's value is kept when it is plain text written on one line; one with an interpolation, or a multi-line
/// one, has none, so that only a literal written out whole is ever matched.
///
/// ```swift
/// let tokens = SwiftTokens(#"performSegue(withIdentifier: "show", sender: "\(row)")"#)
/// tokens.tokens[4].kind   // .string("show")
/// ```
package struct SwiftTokens: Sendable {
    package typealias Token = SwiftToken

    /// The tokens, in file order.
    package let tokens: [Token]
    /// The text's UTF-8 bytes, for the source text of a range of tokens.
    package let bytes: [UInt8]

    /// Cuts `text` into tokens.
    ///
    /// - Complexity: O(*n*) in the text's length.
    package init(_ text: String) {
        bytes = Array(text.utf8)
        var lexer = SwiftLexer(bytes)
        lexer.cut(until: nil)
        tokens = lexer.tokens
    }

    /// The source text of the tokens `range` holds, from the first one's first byte to the last byte of any of them
    /// (a string's closing quote, past the code of its interpolations), comments and line breaks inside kept whole.
    package func text(of range: Range<Int>) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        let start = tokens[range.lowerBound].offset
        let end = tokens[range].reduce(start) { Swift.max($0, $1.end) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The index of the token after the one at `index` and the tokens nested in it (a string's interpolations).
    package func next(after index: Int) -> Int {
        index + 1 + tokens[index].nestedCount
    }
}
