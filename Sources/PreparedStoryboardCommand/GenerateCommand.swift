import Foundation
import PreparedStoryboardGeneration
import PreparedStoryboards

/// `prepared-storyboard generate <files or folders> [--output FILE] [--access internal|public] [--module NAME] [--bundle class|module]
/// [--name TYPE] [--lint]`:
/// writes the Swift that names the storyboards, scenes and segues, and the XIBs with their cells and views
/// (``SwiftGenerator``), and with
/// `--lint` reports the same files' lint findings, as the build plugin does in an app's build.
struct GenerateCommand {
    static let syntax = CommandArguments.Syntax(
        command: "generate", flags: Set(["--lint"]).union(LintConfigurationSearch.flags),
        options: Set(["--output", "--access", "--module", "--bundle", "--name"]).union(LintConfigurationSearch.options), help: usage)

    private static let usage = """
        usage: prepared-storyboard generate <files or folders>… [--output FILE] [--access internal|public] [--module NAME]
                                            [--bundle class|module] [--name TYPE] [--lint [--config FILE | --no-config]]

          --output FILE     write the Swift to FILE, only when it changed (standard output without it)
          --access LEVEL    internal (the default) or public
          --module NAME     the module the code is compiled into: classes of another customModule are imported,
                            and the bundle check looks the target's own classes up as NAME.Class
          --bundle WHERE    class (the default): the storyboards are in the bundle of the code's classes;
                            module: in the module's resources (Bundle.module, a SwiftPM target)
          --name TYPE       the storyboards' enum, Storyboards by default (the XIBs' is named after it: Nibs,
                            or AppNibs beside AppStoryboards): another name lets a module hold two generated
                            files, each for its own storyboards (a class that is a scene of both sets would be
                            declared twice: generate such storyboards together)
          --lint            also lint the files, with the configuration lint finds, and print the findings as
                            file:line:column: warning|error: lines on standard error; an error-severity finding
                            exits 1 (after the Swift is written), so a build stops there; a mistake in the
                            configuration exits 2, as lint does
          --config FILE     with --lint: read this configuration instead of the nearest .prepared-storyboard.json
          --no-config       with --lint: read no configuration file
        """

    /// Runs `generate` with the arguments after the subcommand, from `directory`.
    func run(_ arguments: [String], in directory: URL) -> StoryboardCommand.Outcome {
        let parsed: CommandArguments
        switch CommandArguments.parse(arguments, Self.syntax) {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.outcome
        }
        var generator = SwiftGenerator()
        let output = parsed.value("--output").map { CommandArguments.url($0, in: directory).path }
        let paths = parsed.paths
        let urls = parsed.urls(in: directory)
        if let module = parsed.value("--module") { generator.module = module }
        if let name = parsed.value("--name") {
            guard SwiftGenerator.isTypeName(name) else {
                return Self.mistake("--name is a Swift type name, such as SettingsStoryboards, not '\(name)'.")
            }
            guard !SwiftGenerator.isUsedByGeneratedCode(name) else {
                return Self.mistake("--name \(name) names a type or module the generated code uses itself; choose another, such as "
                              + "SettingsStoryboards.")
            }
            generator.name = name
        }
        if let value = parsed.value("--bundle") {
            guard let bundle = SwiftGenerator.BundleLocation(rawValue: value) else {
                return Self.mistake("--bundle is class or module, not '\(value)'.")
            }
            generator.bundle = bundle
        }
        if let value = parsed.value("--access") {
            guard let access = SwiftGenerator.AccessLevel(rawValue: value) else {
                return Self.mistake("--access is internal or public, not '\(value)'.")
            }
            generator.access = access
        }
        guard parsed.has("--lint") || (!parsed.has("--no-config") && parsed.value("--config") == nil) else {
            return Self.mistake("--config and --no-config go with --lint.")
        }
        guard !InterfaceCatalog.interfaceFiles(at: urls).isEmpty else {
            return StoryboardCommand.Outcome(output: "", errorOutput: "no .storyboard or .xib file at \(paths.joined(separator: ", ")).\n",
                                             status: 2)
        }
        let code: String
        let notes: String
        do {
            let read = try generator.read(urls)
            code = read.code
            // As the lint says it: a WatchKit storyboard or an archive-format XIB in a folder is left out, not a failure.
            notes = read.skipped.map { "\($0.file): note: skipped: \($0.message)\n" }.joined()
        } catch {
            return StoryboardCommand.Outcome(output: "", errorOutput: "\(error)\n", status: 2)
        }
        var lint: (report: String, status: Int32)?
        if parsed.has("--lint") {
            switch LintConfigurationSearch.configuration(for: parsed, in: directory) {
            case .success(let configuration): lint = Self.lint(urls, configuration)
            case .failure(let mistake): lint = ("\(mistake)\n", 2)
            }
        }
        let status = lint?.status ?? 0
        let findings = notes + (lint?.report ?? "")
        guard let output else { return StoryboardCommand.Outcome(output: code, errorOutput: findings, status: status) }
        let url = URL(fileURLWithPath: output)
        // Writes only a change, so that a build does not recompile what did not change.
        if let existing = try? Data(contentsOf: url), existing == Data(code.utf8) {
            return StoryboardCommand.Outcome(output: "", errorOutput: findings, status: status)
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(code.utf8).write(to: url, options: .atomic)
        } catch {
            return StoryboardCommand.Outcome(output: "", errorOutput: "\(output): error: cannot write the file (\(error.localizedDescription)).\n",
                                             status: 2)
        }
        return StoryboardCommand.Outcome(output: "", errorOutput: findings, status: status)
    }

    /// The lint of the files at `locations` with `configuration`: its findings, one
    /// `file:line:column: severity: message [rule]` line each, and 1 when one of them is an error.
    private static func lint(_ locations: [URL], _ configuration: InterfaceLintConfiguration) -> (report: String, status: Int32) {
        let lint = InterfaceLint(InterfaceCatalog(reading: locations, excluding: configuration.isExcluded),
                                  options: configuration.options)
        return (lint.findings.map { "\($0)\n" }.joined(), lint.errors.isEmpty ? 0 : 1)
    }

    /// A usage mistake: the message and the help on standard error, exit 2.
    private static func mistake(_ message: String) -> StoryboardCommand.Outcome {
        CommandStop.usage(message, syntax).outcome
    }
}
