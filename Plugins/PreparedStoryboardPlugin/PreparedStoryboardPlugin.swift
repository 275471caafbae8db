import Foundation
import PackagePlugin

/// Generates the typed Swift of a target's `.storyboard` files in its build,
/// and reports their lint findings as the build's warnings.
///
/// One build command, `prepared-storyboard generate <storyboards> --output
/// <work dir>/PreparedStoryboards.swift --module <target> --bundle module --lint`,
/// whose inputs are the target's storyboards and whose output is the generated
/// file: the build system reruns it only when a storyboard changes (or the
/// command itself is rebuilt), and compiles the file into the target. Its
/// lint findings are `file:line:column: warning:` lines, which Xcode shows on
/// the storyboard; an error-severity finding fails the build.
@main
struct PreparedStoryboardPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let storyboards = target.sourceFiles(withSuffix: "storyboard").map(\.url)
        // A package target's storyboards are its resources, in `Bundle.module`.
        return try Self.commands(
            storyboards: storyboards, module: target.moduleName, bundle: "module",
            tool: context.tool(named: "prepared-storyboard").url, workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The build command for `storyboards`, none when there are none.
    static func commands(storyboards: [URL], module: String, bundle: String, tool: URL, workDirectory: URL) -> [Command] {
        guard !storyboards.isEmpty else { return [] }
        let sorted = storyboards.sorted { $0.path < $1.path }
        let output = workDirectory.appending(path: "PreparedStoryboards.swift")
        return [
            .buildCommand(
                displayName: "Generating typed Swift for \(sorted.count) storyboard\(sorted.count == 1 ? "" : "s") of \(module)",
                executable: tool,
                arguments: ["generate"] + sorted.map(\.path) + ["--output", output.path, "--module", module, "--bundle", bundle, "--lint"],
                inputFiles: sorted,
                outputFiles: [output]
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PreparedStoryboardPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: its storyboards are
    /// the `.storyboard` files among the target's input files, its module the
    /// one Xcode names after the target (``moduleName(ofXcodeTarget:)``).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let storyboards = target.inputFiles.filter { $0.url.pathExtension == "storyboard" }.map(\.url)
        // An app target's storyboards are in the bundle of its own classes.
        return Self.commands(
            storyboards: storyboards, module: Self.moduleName(ofXcodeTarget: target.displayName), bundle: "class",
            tool: try context.tool(named: "prepared-storyboard").url, workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
