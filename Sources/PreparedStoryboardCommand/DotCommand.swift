import Foundation
import PreparedStoryboards

/// `prepared-storyboard dot <files or folders>…`: the storyboards as a Graphviz graph.
struct DotCommand {
    static let syntax = CommandArguments.Syntax(command: "dot", help: """
        usage: prepared-storyboard dot <files or folders>…

        Prints a Graphviz graph: one cluster per storyboard, one node per scene, one edge per segue.
        """)

    /// Runs `dot` with the arguments after the subcommand, from `directory`.
    func run(_ arguments: [String], in directory: URL) -> StoryboardCommand.Outcome {
        let parsed: CommandArguments
        switch CommandArguments.parse(arguments, Self.syntax) {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.outcome
        }
        let reading = CatalogReading(parsed, in: directory)
        return StoryboardCommand.Outcome(output: reading.nothingRead ? "" : reading.catalog.dot,
                                         errorOutput: reading.errorOutput, status: reading.status)
    }
}
