import Foundation
import PreparedStoryboards

/// `prepared-storyboard lint|map|dot|generate [options] <files or folders>`:
/// the dispatch to each subcommand, help and version, so that tests check
/// the command's output and exit status.
package struct StoryboardCommand {
    /// What a run printed and the status it exits with.
    package struct Outcome: Sendable {
        /// Standard output.
        package let output: String
        /// Standard error.
        package let errorOutput: String
        /// 0 clean or warnings only, 1 errors (warnings too with `--strict`), 2 unreadable input,
        /// nothing to check, a configuration mistake or a usage mistake.
        package let status: Int32
    }

    /// The version `--version` prints.
    static let version = "prepared-storyboard 0.1.0-dev (Prepared, unreleased)"

    static let usage = """
        usage: prepared-storyboard <command> [options] <files or folders>…
               prepared-storyboard help [<command>]
               prepared-storyboard --version

        commands:
          lint   check the storyboards and XIBs (see `help lint`)
          map    print every scene and segue
          dot    print a Graphviz graph (render it with `dot -Tsvg`)
          generate  write Swift that names the storyboards, scenes and segues, and the XIBs' cells and views
                    (`prepared-storyboard generate --help` for its options)
          migrate   list the strings the Swift files name segues, scenes, storyboards and nibs by, with the
                    typed code that replaces each

        options:
          --json           print JSON (lint, map, migrate), even when files cannot be read
          --strict         treat warnings as errors (lint)
          --config <file>  read this configuration instead of the nearest .prepared-storyboard.json (lint, generate --lint)
          --no-config      read no configuration file (lint, generate --lint)
          -h, --help       print this help, or a command's after its name
          --version        print the version

        exit status: 0 clean or warnings only, 1 errors (or warnings with --strict),
                     2 unreadable input, nothing to check, or a usage or configuration mistake
        """

    /// Where relative paths start and where the search for `.prepared-storyboard.json` begins.
    private let directory: URL

    /// A command run from `directory`, the working directory by default.
    package init(directory: URL? = nil) {
        self.directory = directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// What each subcommand takes.
    static let syntaxes = [LintCommand.syntax, MapCommand.syntax, DotCommand.syntax, GenerateCommand.syntax, MigrateCommand.syntax]

    /// Every option of every subcommand, so that one given to another subcommand is named as such.
    static let allOptions = syntaxes.reduce(into: Set<String>()) { $0.formUnion($1.flags.union($1.options)) }

    /// Runs the command with its arguments (without the program name).
    package func run(_ arguments: [String]) -> Outcome {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "generate": return GenerateCommand().run(rest, in: directory)
        case "lint": return LintCommand().run(rest, in: directory)
        case "map": return MapCommand().run(rest, in: directory)
        case "dot": return DotCommand().run(rest, in: directory)
        case "migrate": return MigrateCommand().run(rest, in: directory)
        case "--version": return Outcome(output: Self.version + "\n", errorOutput: "", status: 0)
        case "--help", "-h": return Self.help(nil)
        case "help": return Self.help(rest.first)
        case let other: return Self.usageMistake(other.map { "unknown command '\($0)'." })
        }
    }

    /// `help`, `help lint`, `lint --help`: the help on standard output, exit 0.
    static func help(_ command: String?) -> Outcome {
        guard let command else { return Outcome(output: usage + "\n", errorOutput: "", status: 0) }
        guard let syntax = syntaxes.first(where: { $0.command == command }) else {
            return usageMistake("no help for '\(command)': the commands are lint, map, dot, generate and migrate.")
        }
        return Outcome(output: syntax.help + "\n", errorOutput: "", status: 0)
    }

    /// A usage mistake: the message and the usage on standard error, exit 2.
    static func usageMistake(_ message: String?) -> Outcome {
        Outcome(output: "", errorOutput: (message.map { $0 + "\n" } ?? "") + usage + "\n", status: 2)
    }
}
