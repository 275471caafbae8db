import Foundation
import PreparedStoryboards

/// `prepared-storyboard map [--json] <files or folders>…`: every storyboard, scene and segue.
struct MapCommand {
    static let syntax = CommandArguments.Syntax(command: "map", flags: ["--json"], help: """
        usage: prepared-storyboard map [--json] <files or folders>…

        Prints each storyboard (by its path relative to the folder given), its scenes and its segues, one a line.
        """)

    /// Runs `map` with the arguments after the subcommand, from `directory`.
    func run(_ arguments: [String], in directory: URL) -> StoryboardCommand.Outcome {
        let parsed: CommandArguments
        switch CommandArguments.parse(arguments, Self.syntax) {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.outcome
        }
        let reading = CatalogReading(parsed, in: directory)
        // Read errors go to standard error only, as for lint and dot.
        let text = StoryboardGraph(reading.catalog).mapText()
        let output = parsed.has("--json") ? StoryboardReport.json(StoryboardReport.map(reading.catalog))
            : text.isEmpty ? "" : text + "\n"
        return StoryboardCommand.Outcome(output: output, errorOutput: reading.errorOutput, status: reading.status)
    }
}
