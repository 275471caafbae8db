/// Where something stands in a `.storyboard` file: its line and column, from 1.
///
/// For an element, it is where `XMLParser` reports its start tag: the line,
/// and the column at the end of the tag (exactly where depends on the platform's `XMLParser`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int

    /// A location at `line` and `column`.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `12:5`.
    public var description: String { "\(line):\(column)" }

    /// Orders locations as they appear in a file.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
