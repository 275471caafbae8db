import Foundation
import PackagePlugin

/// Runs `prepared-storyboard generate` over a target's `.storyboard` files
/// before the target compiles, so that its typed storyboards, scenes and
/// segues (`Storyboards.swift`, Docs/GeneratedSwift.md) always match the files.
///
/// The command runs again only when a storyboard changed (they are its
/// inputs), and it writes its output only when the text changed.
@main
struct PreparedStoryboardPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let storyboards = target.sourceFiles
            .map(\.url)
            .filter { $0.pathExtension == "storyboard" }
            .sorted { $0.path < $1.path }
        guard !storyboards.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Storyboards.swift")
        return [
            .buildCommand(
                displayName: "Generating Swift for the storyboards of \(target.name)",
                executable: try context.tool(named: "PreparedStoryboardCommand").url,
                // A SwiftPM target holds its storyboards as resources: they are in `Bundle.module`.
                arguments: ["generate"] + storyboards.map(\.path)
                    + ["--module", target.moduleName, "--bundle", "module", "--output", output.path],
                inputFiles: storyboards,
                outputFiles: [output]
            ),
        ]
    }
}
