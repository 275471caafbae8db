/// DOT text shared by every Graphviz graph the package draws: string
/// literals and the opening lines.
package enum GraphvizString {
    /// The opening lines of a graph drawn left to right, with boxes for
    /// nodes: `digraph name {` and the graph's attributes.
    package static func header(graph name: String) -> [String] {
        ["digraph \(name) {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
         "  edge [fontname=\"Helvetica\", fontsize=10];"]
    }

    /// `text` as a DOT string literal: quoted, with backslashes, quotes and
    /// line breaks escaped, which DOT writes as Swift does.
    package static func quoted(_ text: String) -> String {
        SwiftCode.stringLiteral(text)
    }
}
