import Foundation
import PreparedStoryboards

/// `prepared-storyboard lint [--json] [--strict] [--config <file> | --no-config] <files or folders>…`:
/// the lint's findings, with the configuration found from the working directory upward.
struct LintCommand {
    static let syntax = CommandArguments.Syntax(
        command: "lint", flags: Set(["--json", "--strict"]).union(LintConfigurationSearch.flags), options: LintConfigurationSearch.options,
        help: help, reads: ".storyboard or .xib file or folder")

    private static var help: String {
        // Each id whole, then its severity one column past the longest.
        let width = (InterfaceFinding.Rule.allCases.map(\.rawValue.count).max() ?? 0) + 1
        let rules = InterfaceFinding.Rule.allCases.map { rule in
            let id = rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            return "  \(id) \(rule.defaultSeverity?.rawValue ?? "off")"
        }
        return """
            usage: prepared-storyboard lint [--json] [--strict] [--config <file> | --no-config] <files or folders>…

            Checks every .storyboard and .xib file: segues to nothing, references to missing files or scenes,
            duplicate IDs, segues code cannot tell apart, dead scenes, connections to nothing; conventions
            when turned on. Reads the .swift files too, for cells their code registers by string literals:
            nibs that are missing or hold something else, registrations that replace a prototype, and
            dequeues of identifiers nothing registers.
            Reads .prepared-storyboard.json from the first file or folder given, or the nearest folder above it
            (else from the working directory upward):
              {"rules": {"storyboard-id-convention": "warning", "unreachable-scene": "off"},
               "exclude": ["Pods", "Legacy/**/*.storyboard"]}

            rules and their default severity:
            \(rules.joined(separator: "\n"))

            exit status: 0 clean or warnings only, 1 errors (or warnings with --strict),
                         2 unreadable input, nothing to check, or a usage or configuration mistake
            """
    }

    /// Runs `lint` with the arguments after the subcommand, from `directory`.
    func run(_ arguments: [String], in directory: URL) -> StoryboardCommand.Outcome {
        let parsed: CommandArguments
        switch CommandArguments.parse(arguments, Self.syntax) {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.outcome
        }
        let json = parsed.has("--json")
        let configuration: InterfaceLintConfiguration
        switch LintConfigurationSearch.configuration(for: parsed, in: directory) {
        case .success(let found): configuration = found
        case .failure(let mistake):
            let report = json ? StoryboardReport.json(StoryboardReport.Lint(configurationError: mistake.description)) : ""
            return StoryboardCommand.Outcome(output: report, errorOutput: "\(mistake)\n", status: 2)
        }

        let reading = CatalogReading(parsed, in: directory, excluding: configuration.isExcluded)
        let sources = SwiftSources(reading: parsed.urls(in: directory), excluding: configuration.isExcluded)
        let lint = InterfaceLint(reading.catalog, sources: sources, options: configuration.options)
        var status = reading.status
        // A Swift file named on the command line that cannot be read is an unreadable input, as a storyboard is.
        let unreadableSources = parsed.paths.filter { $0.hasSuffix(".swift") }.map { CommandArguments.url($0, in: directory) }
            .filter { !FileManager.default.isReadableFile(atPath: $0.path) }
        if !unreadableSources.isEmpty { status = 2 }
        if status == 0, !lint.errors.isEmpty || (parsed.has("--strict") && !lint.findings.isEmpty) { status = 1 }
        let output = json ? StoryboardReport.json(StoryboardReport.lint(lint, reading.catalog))
            : reading.nothingRead ? "" : lint.description + "\n"
        let sourceErrors = unreadableSources.map { "\($0.path):1:1: error: the file cannot be read. Check the path.\n" }.joined()
        return StoryboardCommand.Outcome(output: output, errorOutput: sourceErrors + reading.errorOutput, status: status)
    }
}
