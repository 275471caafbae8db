/// One problem the lint found in an interface file, a storyboard or a XIB, with where it is and what to change.
public struct InterfaceFinding: Sendable, Hashable, CustomStringConvertible {
    /// How much a finding matters: a warning leaves the command's exit status 0, an error makes it 1.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// Worth a look; the command exits 0 (1 with `--strict`).
        case warning
        /// Wrong in any app; the command exits 1.
        case error
    }

    /// The rule that found it.
    public let rule: Rule
    /// How much it matters, as the rule is configured.
    public let severity: Severity
    /// The file's path.
    public let file: String
    /// Where it is.
    public let location: SourceLocation
    /// What is wrong and what to change.
    public let message: String

    /// A finding of `rule` at `location` of `file`.
    package init(rule: Rule, severity: Severity? = nil, file: String, location: SourceLocation, message: String) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity ?? .warning
        self.file = file
        self.location = location
        self.message = message
    }

    /// `Main.storyboard:12:5: warning: … [ambiguous-segues]`, the form Xcode and CI annotate.
    public var description: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}
