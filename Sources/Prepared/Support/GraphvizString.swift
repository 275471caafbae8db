/// DOT string literals, shared by every Graphviz graph the package draws.
package enum GraphvizString {
    /// `text` as a DOT string literal: quoted, with backslashes, quotes and
    /// line breaks escaped.
    package static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
