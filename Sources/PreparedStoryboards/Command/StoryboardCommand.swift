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
          lint   check the storyboards (see `help lint`)
          map    print every scene and segue
          dot    print a Graphviz graph (render it with `dot -Tsvg`)
          generate  write Swift that names the storyboards, scenes and segues
                    (`prepared-storyboard generate --help` for its options)

        options:
          --json                    print JSON (lint, map), even when files cannot be read
          --strict                  treat warnings as errors (lint)
          --config <file>           read this configuration instead of the nearest .prepared-storyboard.json (lint)
          --no-config               read no configuration file (lint)
          --allow-any-storyboard-id turn the rule storyboard-id-convention off, as it is by default (lint)
          -h, --help                print this help
          --version                 print the version

        exit status: 0 clean or warnings only, 1 errors (or warnings with --strict),
                     2 unreadable input, nothing to check, or a usage or configuration mistake
        """

    static var lintHelp: String {
        let rules = StoryboardFinding.Rule.allCases.map { rule in
            let id = rule.rawValue.padding(toLength: 31, withPad: " ", startingAt: 0)
            return "  \(id) \(rule.defaultSeverity?.rawValue ?? "off")"
        }
        return """
            usage: prepared-storyboard lint [--json] [--strict] [--config <file> | --no-config] <files or folders>…

            Checks every .storyboard file: segues to nothing, references to missing files or scenes,
            duplicate IDs, segues code cannot tell apart, dead scenes; conventions when turned on.
            Reads .prepared-storyboard.json from the working directory or the nearest folder above:
              {"rules": {"storyboard-id-convention": "warning", "unreachable-scene": "off"},
               "exclude": ["Pods", "Legacy/**/*.storyboard"]}

            rules and their default severity:
            \(rules.joined(separator: "\n"))

            exit status: 0 clean or warnings only, 1 errors (or warnings with --strict),
                         2 unreadable input, nothing to check, or a usage or configuration mistake
            """
    }

    static let mapHelp = """
        usage: prepared-storyboard map [--json] <files or folders>…

        Prints each storyboard (by its path relative to the folder given), its scenes and its segues, one a line.
        """

    static let dotHelp = """
        usage: prepared-storyboard dot <files or folders>…

        Prints a Graphviz graph: one cluster per storyboard, one node per scene, one edge per segue.
        """

    /// Where relative paths start and where the search for `.prepared-storyboard.json` begins.
    private let directory: URL

    /// A command run from `directory`, the working directory by default.
    package init(directory: URL? = nil) {
        self.directory = directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Runs the command with its arguments (without the program name).
    package func run(_ arguments: [String]) -> Outcome {
        if arguments.first == "generate" { return GenerateCommand().run(Array(arguments.dropFirst())) }
        guard let command = arguments.first, ["lint", "map", "dot"].contains(command) else {
            return runWithoutCommand(arguments)
        }
        return run(command, Array(arguments.dropFirst()))
    }

    /// `--version`, `--help`, `help [<command>]`, or a usage mistake.
    private func runWithoutCommand(_ arguments: [String]) -> Outcome {
        switch arguments.first {
        case "--version": Outcome(output: Self.version + "\n", errorOutput: "", status: 0)
        case "--help", "-h": Outcome(output: Self.usage + "\n", errorOutput: "", status: 0)
        case "help": help(arguments.dropFirst().first)
        case let other: usageMistake(other.map { "unknown command '\($0)'." })
        }
    }

    /// Runs `lint`, `map` or `dot` with its options and paths.
    private func run(_ command: String, _ arguments: [String]) -> Outcome {
        var json = false
        var strict = false
        var configPath: String?
        var readsConfiguration = true
        var allowAnyIdentifier = false
        var paths: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return help(command)
            case "--json" where command != "dot": json = true
            case "--strict" where command == "lint": strict = true
            case "--no-config" where command == "lint": readsConfiguration = false
            case "--allow-any-storyboard-id" where command == "lint": allowAnyIdentifier = true
            case "--config" where command == "lint":
                guard let path = remaining.popFirst() else { return usageMistake("--config needs a file.") }
                configPath = path
            case "--json", "--strict", "--no-config", "--allow-any-storyboard-id", "--config":
                return usageMistake("unknown option '\(argument)' for \(command).")
            case let option where option.hasPrefix("-") && option.count > 1:
                return usageMistake("unknown option '\(option)'.")
            default: paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return usageMistake("give at least one .storyboard file or folder.") }

        var configuration = StoryboardLintConfiguration(folder: directory)
        var notes = ""
        if command == "lint", readsConfiguration {
            let found = configPath.map { Self.url($0, in: directory) } ?? StoryboardLintConfiguration.find(from: directory)
            if let found {
                do {
                    configuration = try StoryboardLintConfiguration(contentsOf: found)
                } catch {
                    return Outcome(output: json ? StoryboardReport.json(StoryboardReport.Lint(configurationError: error.description)) : "",
                                   errorOutput: "\(error)\n", status: 2)
                }
            }
        }
        if allowAnyIdentifier { configuration.options.set(.storyboardIdentifierConvention, to: nil) }

        let catalog = StoryboardCatalog(reading: paths.map { Self.url($0, in: directory) }, excluding: configuration.isExcluded)
        let errors = catalog.readErrors.map { "\($0)\n" }.joined()
        notes += catalog.skipped.map { "\($0.file): note: skipped: \($0.message)\n" }.joined()
        var status: Int32 = catalog.readErrors.isEmpty ? 0 : 2
        // Never "0 findings" for nothing read: say so and exit 2.
        let nothingRead = catalog.documents.isEmpty
        if nothingRead {
            status = 2
            if catalog.readErrors.isEmpty {
                let skipped = catalog.skipped.isEmpty ? "" : " (\(StoryboardGraph.count(catalog.skipped.count, "file")) skipped)"
                notes += "no storyboard checked at \(paths.joined(separator: ", "))\(skipped).\n"
            } else {
                notes += "no storyboard could be read: nothing was checked.\n"
            }
        }
        let output: String
        switch command {
        case "lint":
            let lint = StoryboardLint(catalog, options: configuration.options)
            if status == 0, !lint.errors.isEmpty || (strict && !lint.findings.isEmpty) { status = 1 }
            if json {
                output = StoryboardReport.json(StoryboardReport.lint(lint, catalog))
            } else {
                output = nothingRead ? "" : lint.description + "\n"
            }
        case "map":
            // Read errors go to standard error only, as for lint and dot.
            let text = StoryboardGraph(catalog).mapText()
            output = json ? StoryboardReport.json(StoryboardReport.map(catalog)) : text.isEmpty ? "" : text + "\n"
        default:
            output = nothingRead ? "" : catalog.dot
        }
        return Outcome(output: output, errorOutput: errors + notes, status: status)
    }

    /// `help`, `help lint`, `lint --help`: the help on standard output, exit 0.
    private func help(_ command: String?) -> Outcome {
        switch command {
        case nil: Outcome(output: Self.usage + "\n", errorOutput: "", status: 0)
        case "lint": Outcome(output: Self.lintHelp + "\n", errorOutput: "", status: 0)
        case "map": Outcome(output: Self.mapHelp + "\n", errorOutput: "", status: 0)
        case "dot": Outcome(output: Self.dotHelp + "\n", errorOutput: "", status: 0)
        case "generate": Outcome(output: GenerateCommand.usage + "\n", errorOutput: "", status: 0)
        case let other?: usageMistake("no help for '\(other)': the commands are lint, map, dot and generate.")
        }
    }

    private func usageMistake(_ message: String?) -> Outcome {
        Outcome(output: "", errorOutput: (message.map { $0 + "\n" } ?? "") + Self.usage + "\n", status: 2)
    }

    /// A path given on the command line, relative to `directory` unless absolute.
    private static func url(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    }
}
