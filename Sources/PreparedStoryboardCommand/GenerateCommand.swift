import Foundation
import PreparedStoryboards

/// `prepared-storyboard generate <files or folders> [--output FILE] [--access internal|public] [--module NAME] [--bundle class|module]
/// [--name TYPE] [--lint]`:
/// writes the Swift that names the storyboards, scenes and segues, and the XIBs with their cells and views
/// (``SwiftGenerator``), and with
/// `--lint` reports the same files' lint findings, as the build plugin does in an app's build.
struct GenerateCommand {
    static let usage = """
        usage: prepared-storyboard generate <files or folders>… [--output FILE] [--access internal|public] [--module NAME]
                                            [--bundle class|module] [--name TYPE] [--lint]

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
          --lint            also lint the files, with the .prepared-storyboard.json found from their folder upward,
                            and print the findings as file:line:column: warning|error: lines on standard error;
                            an error-severity finding exits 1 (after the Swift is written), so a build stops there
        """

    /// Runs `generate` with the arguments after the subcommand.
    func run(_ arguments: [String]) -> StoryboardCommand.Outcome {
        var generator = SwiftGenerator()
        var output: String?
        var paths: [String] = []
        var lints = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" { return StoryboardCommand.Outcome(output: Self.usage + "\n", errorOutput: "", status: 0) }
            if argument == "--lint" {
                lints = true
                continue
            }
            guard argument.hasPrefix("--") else {
                paths.append(argument)
                continue
            }
            guard ["--output", "--access", "--module", "--bundle", "--name"].contains(argument) else {
                return mistake("unknown option '\(argument)' for generate.")
            }
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                return mistake("\(argument) needs a value.")
            }
            switch argument {
            case "--output": output = value
            case "--module": generator.module = value
            case "--name":
                guard SwiftGenerator.isTypeName(value) else {
                    return mistake("--name is a Swift type name, such as SettingsStoryboards, not '\(value)'.")
                }
                guard !SwiftGenerator.isUsedByGeneratedCode(value) else {
                    return mistake("--name \(value) names a type or module the generated code uses itself; choose another, such as SettingsStoryboards.")
                }
                generator.name = value
            case "--bundle":
                guard let bundle = SwiftGenerator.BundleLocation(rawValue: value) else {
                    return mistake("--bundle is class or module, not '\(value)'.")
                }
                generator.bundle = bundle
            default:
                guard let access = SwiftGenerator.AccessLevel(rawValue: value) else {
                    return mistake("--access is internal or public, not '\(value)'.")
                }
                generator.access = access
            }
        }
        guard !paths.isEmpty else { return mistake("give at least one .storyboard or .xib file or folder.") }
        guard !StoryboardCatalog.interfaceBuilderFiles(at: paths.map { URL(fileURLWithPath: $0) }).isEmpty else {
            return StoryboardCommand.Outcome(output: "", errorOutput: "no .storyboard or .xib file at \(paths.joined(separator: ", ")).\n",
                                             status: 2)
        }
        let code: String
        let notes: String
        do {
            let read = try generator.read(paths.map { URL(fileURLWithPath: $0) })
            code = read.code
            // As the lint says it: a WatchKit storyboard or an archive-format XIB in a folder is left out, not a failure.
            notes = read.skipped.map { "\($0.file): note: skipped: \($0.message)\n" }.joined()
        } catch {
            return StoryboardCommand.Outcome(output: "", errorOutput: "\(error)\n", status: 2)
        }
        let lint = lints ? Self.lint(paths.map { URL(fileURLWithPath: $0) }) : nil
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

    /// The lint of the files at `locations`, with the configuration found from the first one's
    /// folder upward: its findings, one `file:line:column: severity: message [rule]` line each,
    /// and 1 when one of them is an error.
    private static func lint(_ locations: [URL]) -> (report: String, status: Int32) {
        let start = locations.first.map { $0.hasDirectoryPath ? $0 : $0.deletingLastPathComponent() }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var configuration = StoryboardLintConfiguration(folder: start)
        if let found = StoryboardLintConfiguration.find(from: start) {
            do {
                configuration = try StoryboardLintConfiguration(contentsOf: found)
            } catch {
                return ("\(error)\n", 1)
            }
        }
        let lint = StoryboardLint(StoryboardCatalog(reading: locations, excluding: configuration.isExcluded),
                                  options: configuration.options)
        return (lint.findings.map { "\($0)\n" }.joined(), lint.errors.isEmpty ? 0 : 1)
    }

    private func mistake(_ message: String) -> StoryboardCommand.Outcome {
        StoryboardCommand.Outcome(output: "", errorOutput: message + "\n" + Self.usage + "\n", status: 2)
    }
}
