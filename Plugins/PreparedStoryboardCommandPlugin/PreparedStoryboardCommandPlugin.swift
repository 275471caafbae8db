import Foundation
import PackagePlugin

/// `swift package prepared-storyboard lint|map|dot|migrate [options] [files or folders]`:
/// the storyboard command on the package's own storyboards.
///
/// Without files or folders it reads every `.storyboard` file of the
/// package's targets; `migrate` reads each target's folder on its own, its
/// Swift with its storyboards and XIBs. `dot --output FILE` writes the graph into the package
/// directory, which needs the permission SwiftPM asks for
/// (`--allow-writing-to-package-directory` when no one can answer).
@main
struct PreparedStoryboardCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "prepared-storyboard").url
        var arguments = arguments
        var graphFile: URL?
        if let index = arguments.firstIndex(of: "--output"), arguments.first == "dot" {
            guard arguments.indices.contains(index + 1) else {
                Diagnostics.error("--output needs a file name, such as `--output Storyboards.dot`.")
                return
            }
            graphFile = URL(filePath: arguments[index + 1], relativeTo: context.package.directoryURL)
            arguments.removeSubrange(index...(index + 1))
        }
        // A path is an argument that is no option and no option's value (`--name AppStoryboards`, `--config file`).
        let valued: Set<String> = ["--name", "--config", "--output", "--access", "--module", "--bundle"]
        let hasPaths = arguments.indices.dropFirst().contains { index in
            !arguments[index].hasPrefix("-") && !valued.contains(arguments[index - 1])
        }
        if !hasPaths, arguments.first == "migrate", !arguments.contains("--help") {
            // One run per target with Swift files, as each target's generated code is its own; tests have none.
            let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
                .filter { $0.kind != .test && !Array($0.sourceFiles(withSuffix: "swift")).isEmpty }
            for target in targets {
                // The target's name on standard error, so that standard output stays the reports (JSON with --json).
                FileHandle.standardError.write(Data("\(target.name):\n".utf8))
                try run(tool, arguments + [target.directoryURL.path], graphFile: nil)
            }
            return
        }
        if !hasPaths, !arguments.isEmpty, !arguments.contains("--help"), !arguments.contains("--version") {
            let storyboards = context.package.targets
                .compactMap { $0 as? SourceModuleTarget }
                .flatMap { $0.sourceFiles(withSuffix: "storyboard").map(\.url.path) }
                .sorted()
            guard !storyboards.isEmpty else {
                Diagnostics.error("No target of \(context.package.displayName) has a .storyboard file; name files or folders.")
                return
            }
            arguments += storyboards
        }
        try run(tool, arguments, graphFile: graphFile)
    }

    /// Runs the command with `arguments`; its standard output goes to `graphFile` when there is one.
    private func run(_ tool: URL, _ arguments: [String], graphFile: URL?) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        if graphFile != nil { process.standardOutput = output }
        try process.run()
        let graph = graphFile != nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        if let graphFile {
            try graph.write(to: graphFile)
            print("Wrote \(graphFile.path)")
        }
        if process.terminationStatus != 0 {
            Diagnostics.error("prepared-storyboard \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }
}
