import Foundation
import PreparedStoryboards

/// What a subcommand is given: its flags, its options with their values, and
/// the files or folders to read, parsed by one rule for every subcommand, so
/// that each says a mistake alike and `-h` works after every one.
struct CommandArguments {
    /// What one subcommand takes.
    struct Syntax {
        /// The subcommand's name: `lint`, `generate`.
        let command: String
        /// The options that stand alone (`--json`).
        var flags: Set<String> = []
        /// The options that take a value (`--output FILE`).
        var options: Set<String> = []
        /// The help `-h` and `--help` print, which a usage mistake prints after its message.
        let help: String
        /// What the subcommand reads, as the mistake of giving nothing names it.
        var reads = ".storyboard or .xib file or folder"
    }

    /// The flags given.
    private var flags: Set<String> = []
    /// The options given, with their values; the last one given wins.
    private var values: [String: String] = [:]
    /// The files and folders, in order.
    private(set) var paths: [String] = []

    /// Parses `arguments` (those after the subcommand) by `syntax`.
    ///
    /// - Returns: The arguments, or the outcome to end with: the help (exit 0), or a usage mistake (exit 2).
    static func parse(_ arguments: [String], _ syntax: Syntax) -> Result<CommandArguments, CommandStop> {
        var parsed = CommandArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return .failure(CommandStop(StoryboardCommand.Outcome(output: syntax.help + "\n", errorOutput: "", status: 0)))
            case _ where syntax.flags.contains(argument):
                parsed.flags.insert(argument)
            case _ where syntax.options.contains(argument):
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    return .failure(.usage("\(argument) needs a value.", syntax))
                }
                parsed.values[argument] = value
            case _ where StoryboardCommand.allOptions.contains(argument):
                return .failure(.usage("unknown option '\(argument)' for \(syntax.command).", syntax))
            case let option where option.hasPrefix("-") && option.count > 1:
                return .failure(.usage("unknown option '\(option)'.", syntax))
            default:
                parsed.paths.append(argument)
            }
        }
        guard !parsed.paths.isEmpty else { return .failure(.usage("give at least one \(syntax.reads).", syntax)) }
        return .success(parsed)
    }

    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value given for `option`, or `nil`.
    func value(_ option: String) -> String? { values[option] }

    /// The paths given, as URLs relative to `directory` unless absolute.
    func urls(in directory: URL) -> [URL] { paths.map { Self.url($0, in: directory) } }

    /// A path given on the command line, relative to `directory` unless absolute.
    static func url(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    }
}

/// How parsing a subcommand's arguments ends early: with the outcome to print.
struct CommandStop: Error {
    let outcome: StoryboardCommand.Outcome

    init(_ outcome: StoryboardCommand.Outcome) { self.outcome = outcome }

    /// A usage mistake: the message and the subcommand's help on standard error, exit 2.
    static func usage(_ message: String, _ syntax: CommandArguments.Syntax) -> Self {
        Self(StoryboardCommand.Outcome(output: "", errorOutput: message + "\n" + syntax.help + "\n", status: 2))
    }
}
