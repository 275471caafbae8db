import Foundation
import PreparedStoryboardGeneration
import PreparedStoryboards

/// `prepared-storyboard migrate [--json | --diff] [--name <enum>] <files or folders>…`: every place the Swift files
/// name a segue, a scene, a storyboard or a nib by a string literal, held against the storyboards and XIBs read, with
/// the typed code that replaces it; with `--diff`, the patch that makes each safe replacement. A report, not a lint: it
/// exits 0 unless a file cannot be read.
struct MigrateCommand {
    static let syntax = CommandArguments.Syntax(command: "migrate", flags: ["--json", "--diff"], options: ["--name"], help: """
        usage: prepared-storyboard migrate [--json | --diff] [--name <enum>] <files or folders>…

        Lists every place the .swift files name a segue, a scene, a storyboard or a nib by a string literal, in every
        #if branch: performSegue(withIdentifier:), identifier comparisons and `case` labels in prepare(for:sender:),
        shouldPerformSegue(withIdentifier:sender:) and unwind actions, instantiateViewController(withIdentifier:),
        UIStoryboard(name:bundle:), UINib(nibName:bundle:), init(nibName:bundle:), an overridden nibName or
        windowNibName, and the casts of what they return.
        Give the app's folder: its storyboards and XIBs are read with its Swift files.

        Each use is resolved (the name exists), missing (it exists nowhere in the files read: a crash or dead code),
        or unknown (built at run time, or in files not read), with the code of `prepared-storyboard generate` that
        replaces it.

        options:
          --json          print JSON: each use's file, line, column, type, #if condition, kind, literal, status,
                          replacement, note, and for a cast the class written, the storyboard's and whether they match
          --diff          print a unified diff that makes every replacement safe in place, with paths relative to
                          the folder given: apply it there with `patch -p1`, or from the repository's root with
                          `git apply --directory=<folder>`. The uses it leaves are listed above it with why.
                          Nothing is written to the files.
          --name <enum>   the name `generate` was given for the storyboards' enum (default Storyboards)

        exit status: 0, or 2 when a file cannot be read, no Swift file is found, or for a usage mistake
        """, reads: "Swift file or folder")

    /// One use, as the JSON lists it.
    struct Use: Encodable {
        let file: String
        let line: Int
        let column: Int
        /// The type whose body holds the use.
        @NullEncoded var type: String?
        /// The `#if` condition the use is compiled under; `null` outside any `#if`.
        @NullEncoded var condition: String?
        let kind: String
        @NullEncoded var literal: String?
        let status: String
        @NullEncoded var replacement: String?
        @NullEncoded var note: String?
        @NullEncoded var castClass: String?
        @NullEncoded var storyboardClass: String?
        /// Whether the storyboard's class is the class cast to, or a subclass of it; `null` when the files do not say.
        @NullEncoded var castMatches: Bool?
    }

    struct Report: Encodable {
        let uses: [Use]
        let resolved: Int
        let missing: Int
        let unknown: Int
    }

    /// Runs `migrate` with the arguments after the subcommand, from `directory`.
    func run(_ arguments: [String], in directory: URL) -> StoryboardCommand.Outcome {
        let parsed: CommandArguments
        switch CommandArguments.parse(arguments, Self.syntax) {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.outcome
        }
        let catalog = InterfaceCatalog(reading: parsed.paths.filter { !$0.hasSuffix(".swift") }.map { CommandArguments.url($0, in: directory) })
        // Each file by its path from the working directory when it is inside it, as it was given.
        let base = directory.standardizedFileURL.path + "/"
        // A Swift file that cannot be read as text, given or found in a folder; a storyboard or a folder that cannot be
        // read is the catalog's read error.
        var unreadable: [String] = []
        // The folders given, for the paths the diff names: each file's from the folder that holds it.
        let folders = parsed.paths.filter { !$0.hasSuffix(".swift") }.map { CommandArguments.url($0, in: directory).standardizedFileURL.path + "/" }
        var diffPaths: [String: String] = [:]
        let sources = SwiftSources.read(parsed.urls(in: directory), onlySwift: true, unreadable: &unreadable).map { source in
            let path = URL(fileURLWithPath: source.path).standardizedFileURL.path
            let named = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
            diffPaths[named] = folders.first { path.hasPrefix($0) }.map { String(path.dropFirst($0.count)) } ?? named
            return (path: named, text: source.text)
        }
        var errors = catalog.readErrors.map { "\($0)\n" }.joined()
            + unreadable.map { "\($0):1:1: error: the file cannot be read as UTF-8 text. Check the path and the encoding.\n" }.joined()
        guard !sources.isEmpty else {
            errors += "no Swift file read at \(parsed.paths.joined(separator: ", ")).\n"
            return StoryboardCommand.Outcome(output: "", errorOutput: errors, status: 2)
        }
        if catalog.documents.isEmpty && catalog.nibs.isEmpty {
            errors += "note: no storyboard or XIB read: every name is unknown. Give the app's folder.\n"
        }
        let report = MigrationReport(catalog: catalog, sources: sources, name: parsed.value("--name") ?? "Storyboards")
        let status: Int32 = catalog.readErrors.isEmpty && unreadable.isEmpty ? 0 : 2
        if parsed.has("--diff") {
            if parsed.has("--json") {
                return StoryboardCommand.Outcome(output: "", errorOutput: "--diff and --json cannot be given together.\n", status: 2)
            }
            let patch = MigrationPatch(report, sources: sources) { diffPaths[$0] ?? $0 }
            if patch.files.isEmpty {
                errors += "note: nothing to rewrite; \(patch.kept.count) string \(patch.kept.count == 1 ? "use stays" : "uses stay") "
                    + "as \(patch.kept.count == 1 ? "it is" : "they are") (`prepared-storyboard migrate` lists why).\n"
            }
            return StoryboardCommand.Outcome(output: patch.diff, errorOutput: errors, status: status)
        }
        let output = parsed.has("--json") ? StoryboardReport.json(Self.json(report)) : report.text
        return StoryboardCommand.Outcome(output: output, errorOutput: errors, status: status)
    }

    static func json(_ report: MigrationReport) -> Report {
        let uses = report.uses.map { use in
            Use(file: use.file, line: use.location.line, column: use.location.column, type: use.enclosingType, condition: use.condition,
                kind: use.kind.rawValue, literal: use.literal,
                status: use.status.rawValue, replacement: use.replacement, note: use.note, castClass: use.cast?.written,
                storyboardClass: use.cast?.storyboard, castMatches: use.cast?.matches)
        }
        return Report(uses: uses, resolved: report.count(.resolved), missing: report.count(.missing), unknown: report.count(.unknown))
    }
}
