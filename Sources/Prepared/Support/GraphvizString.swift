/// DOT string literals, shared by every Graphviz graph the package draws.
package enum GraphvizString {
    /// `text` as a DOT string literal: quoted, with backslashes, quotes and
    /// line breaks escaped, which DOT writes as Swift does.
    package static func quoted(_ text: String) -> String {
        SwiftCode.stringLiteral(text)
    }
}
