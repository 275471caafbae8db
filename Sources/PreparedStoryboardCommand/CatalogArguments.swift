import Foundation
import PreparedStoryboards

/// What `lint`, `map` and `dot` are given: their options and the files or
/// folders to read, parsed by one rule so that each says a mistake alike.
struct CatalogArguments {
    /// The options every such command knows, each valid for some of them.
    static let knownOptions: Set<String> = ["--json", "--strict", "--no-config", "--allow-any-storyboard-id", "--config"]

    /// The flags given, among those the command takes.
    private(set) var flags: Set<String> = []
    /// The `--config` file, when given (lint).
    private(set) var configPath: String?
    /// The files and folders, in order.
    private(set) var paths: [String] = []

    /// Parses `arguments` for `command`, which takes `flags` (and `--config` when `takesConfig`).
    ///
    /// - Returns: the arguments, or the outcome to end with: the command's help, or a usage mistake.
    static func parse(
        _ arguments: [String], for command: String, flags accepted: Set<String>, takesConfig: Bool = false
    ) -> Result<CatalogArguments, CatalogArgumentsStop> {
        var parsed = CatalogArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return .failure(CatalogArgumentsStop(StoryboardCommand.help(command)))
            case _ where accepted.contains(argument): parsed.flags.insert(argument)
            case "--config" where takesConfig:
                guard let path = remaining.popFirst() else { return .failure(.usage("--config needs a file.")) }
                parsed.configPath = path
            case _ where knownOptions.contains(argument):
                return .failure(.usage("unknown option '\(argument)' for \(command)."))
            case let option where option.hasPrefix("-") && option.count > 1:
                return .failure(.usage("unknown option '\(option)'."))
            default: parsed.paths.append(argument)
            }
        }
        guard !parsed.paths.isEmpty else { return .failure(.usage("give at least one .storyboard file or folder.")) }
        return .success(parsed)
    }

    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// A path given on the command line, relative to `directory` unless absolute.
    static func url(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    }
}

/// How parsing a command's arguments ends early: with the outcome to print.
struct CatalogArgumentsStop: Error {
    let outcome: StoryboardCommand.Outcome

    init(_ outcome: StoryboardCommand.Outcome) { self.outcome = outcome }

    static func usage(_ message: String) -> Self { Self(StoryboardCommand.usageMistake(message)) }
}
