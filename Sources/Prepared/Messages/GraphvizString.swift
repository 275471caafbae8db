/// DOT text shared by every Graphviz graph the package draws: string
/// literals and the opening lines.
package enum GraphvizString {
    /// The opening lines of a graph drawn left to right, with boxes for
    /// nodes: `digraph name {` and the graph's attributes.
    package static func header(graph name: String) -> [String] {
        ["digraph \(name) {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
         "  edge [fontname=\"Helvetica\", fontsize=10];"]
    }

    /// `text` as a DOT string literal: quoted, with backslashes and quotes
    /// escaped, a line break as DOT's `\n`, and any other control character
    /// (which DOT has no escape for) as a space.
    package static func quoted(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += " "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// Why a failing segue fails, as one short line of an edge's label:
    /// `fails: prepCtxContact is String, never Contact`.
    package static func reason(_ problem: PropagationProblem) -> String {
        switch problem {
        case let .typeMismatch(property, _, sourceType, _, destinationType):
            "fails: \(property) is \(sourceType), never \(destinationType)"
        case let .rejectedValue(property, _, heldType, _, destinationType):
            "fails: \(property) holds \(heldType), not \(destinationType)"
        case let .nilValue(property, _, _, _, _):
            "fails: \(property) is nil"
        default:
            "fails: \(problem.property.map { "\($0): " } ?? "")\(firstSentence(of: problem.description))"
        }
    }

    /// The first sentence of a message, for a label that has room for one line.
    package static func firstSentence(of text: String) -> String {
        text.components(separatedBy: ". ").first ?? text
    }
}
