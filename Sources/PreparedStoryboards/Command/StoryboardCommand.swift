import Foundation

/// `prepared-storyboard lint|map|dot|generate [options] <files or folders>`: the
/// command's whole logic, so that tests check its output and exit status.
package struct StoryboardCommand {
    /// What a run printed and the status it exits with.
    package struct Outcome: Sendable {
        /// Standard output.
        package let output: String
        /// Standard error.
        package let errorOutput: String
        /// 0 clean, 1 findings (lint), 2 unreadable input or a usage mistake.
        package let status: Int32
    }

    static let usage = """
        usage: prepared-storyboard <command> [options] <files or folders>…

        commands:
          lint   check the storyboards: duplicates, ambiguous identifiers, missing references,
                 segues to nothing, unreachable scenes, cell segues without identifiers,
                 missing attributes, unknown elements
          map    print every scene and segue
          dot    print a Graphviz graph (render it with `dot -Tsvg`)
          generate  write Swift that names the storyboards, scenes and segues
                    (`prepared-storyboard generate --help` for its options)

        options:
          --json                    print JSON (lint, map)
          --allow-any-storyboard-id do not require a storyboard ID to be the scene's class name (lint)

        exit status: 0 clean, 1 findings, 2 unreadable input or a usage mistake
        """

    package init() {}

    /// Runs the command with its arguments (without the program name).
    package func run(_ arguments: [String]) -> Outcome {
        if arguments.first == "generate" { return GenerateCommand().run(Array(arguments.dropFirst())) }
        guard let command = arguments.first, ["lint", "map", "dot"].contains(command) else {
            let given = arguments.first.map { "unknown command '\($0)'.\n" } ?? ""
            return Outcome(output: "", errorOutput: given + Self.usage + "\n", status: 2)
        }
        var json = false
        var options = StoryboardLint.Options()
        var paths: [String] = []
        for argument in arguments.dropFirst() {
            switch argument {
            case "--json" where command != "dot": json = true
            case "--allow-any-storyboard-id" where command == "lint": options.storyboardIdentifierMatchesClass = false
            case "--json", "--allow-any-storyboard-id":
                return Outcome(output: "", errorOutput: "unknown option '\(argument)' for \(command).\n" + Self.usage + "\n", status: 2)
            case let option where option.hasPrefix("--"):
                return Outcome(output: "", errorOutput: "unknown option '\(option)'.\n" + Self.usage + "\n", status: 2)
            default: paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            return Outcome(output: "", errorOutput: "give at least one .storyboard file or folder.\n" + Self.usage + "\n", status: 2)
        }
        let catalog = StoryboardCatalog(reading: paths.map { URL(fileURLWithPath: $0) })
        let errors = catalog.readErrors.map { "\($0)\n" }.joined()
        var status: Int32 = catalog.readErrors.isEmpty ? 0 : 2
        if catalog.documents.isEmpty, catalog.readErrors.isEmpty {
            return Outcome(output: "", errorOutput: "no .storyboard file at \(paths.joined(separator: ", ")).\n", status: 2)
        }
        let output: String
        switch command {
        case "lint":
            let lint = StoryboardLint(catalog, options: options)
            if status == 0, !lint.findings.isEmpty { status = 1 }
            output = json ? StoryboardReport.json(StoryboardReport.lint(lint, catalog)) : lint.description + "\n"
        case "map":
            // Read errors go to standard error only, as for lint and dot.
            let text = StoryboardGraph(catalog).mapText()
            output = json ? StoryboardReport.json(StoryboardReport.map(catalog)) : text.isEmpty ? "" : text + "\n"
        default:
            output = catalog.dot
        }
        return Outcome(output: output, errorOutput: errors, status: status)
    }
}
