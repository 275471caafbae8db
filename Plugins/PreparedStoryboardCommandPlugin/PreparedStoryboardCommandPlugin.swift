import Foundation
import PackagePlugin

/// `swift package prepared-storyboard lint|map|dot [options] [files or folders]`:
/// the storyboard command on the package's own storyboards.
///
/// Without files or folders it reads every `.storyboard` file of the
/// package's targets. `dot --output FILE` writes the graph into the package
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
        let hasPaths = arguments.dropFirst().contains { !$0.hasPrefix("-") }
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
