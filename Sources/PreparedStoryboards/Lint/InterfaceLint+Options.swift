extension InterfaceLint {
    /// Which rules run, and how much each finding matters.
    ///
    /// By default the rules that find what is wrong in any app run, each at its
    /// default severity; conventions are off.
    ///
    /// ```swift
    /// var options = InterfaceLint.Options()
    /// options.set(.storyboardIdentifierConvention, to: .warning)   // opt in
    /// options.set(.unreachableScene, to: nil)                       // off
    /// ```
    public struct Options: Sendable, Hashable {
        /// The severity of each rule that runs; a rule absent from it is off.
        package private(set) var severities: [InterfaceFinding.Rule: InterfaceFinding.Severity]

        /// The default rules, with the storyboard ID convention on (as a warning) when asked for.
        ///
        /// - Parameter storyboardIdentifierMatchesClass: Whether a storyboard ID must be the
        ///   scene's class name (the typed-storyboard convention). Off by default: apps where
        ///   two scenes share a class and code loads them by ID break if they follow its advice.
        public init(storyboardIdentifierMatchesClass: Bool = false) {
            severities = [:]
            for rule in InterfaceFinding.Rule.allCases {
                if let severity = rule.defaultSeverity { severities[rule] = severity }
            }
            if storyboardIdentifierMatchesClass { severities[.storyboardIdentifierConvention] = .warning }
        }

        /// Whether the storyboard ID convention runs.
        package var storyboardIdentifierMatchesClass: Bool {
            get { severities[.storyboardIdentifierConvention] != nil }
            set { severities[.storyboardIdentifierConvention] = newValue ? .warning : nil }
        }

        /// The severity of `rule`, `nil` when it is off.
        package func severity(of rule: InterfaceFinding.Rule) -> InterfaceFinding.Severity? {
            severities[rule]
        }

        /// Turns `rule` on with `severity`, or off with `nil`.
        public mutating func set(_ rule: InterfaceFinding.Rule, to severity: InterfaceFinding.Severity?) {
            severities[rule] = severity
        }
    }
}
