import PreparedSwiftReading

extension SwiftToken {
    /// Where the token starts, as findings and `migrate` name it.
    package var location: SourceLocation { SourceLocation(line: line, column: column) }
}
