import Foundation
import PackagePlugin

/// Generates the typed Swift of a target's `.storyboard` and `.xib` files in
/// its build, and reports their lint findings as the build's warnings.
///
/// One build command, `prepared-storyboard generate <files> --output
/// <work dir>/PreparedStoryboards.swift --module <target> --bundle module --lint`,
/// whose inputs are the target's storyboards and XIBs and whose output is the
/// generated file: the build system reruns it only when one of them changes
/// (or the command itself is rebuilt), and compiles the file into the target.
/// Its lint findings are `file:line:column: warning:` lines, which Xcode shows
/// on the file; an error-severity finding fails the build.
@main
struct PreparedStoryboardPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let storyboards = target.sourceFiles(withSuffix: "storyboard").map(\.url) + target.sourceFiles(withSuffix: "xib").map(\.url)
        // A package target's storyboards and XIBs are its resources, in `Bundle.module`.
        return try Self.commands(
            storyboards: storyboards, module: target.moduleName, bundle: "module",
            tool: context.tool(named: "prepared-storyboard").url, workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The build command for `storyboards` (`.storyboard` and `.xib` files), none when there are none.
    static func commands(storyboards: [URL], module: String, bundle: String, tool: URL, workDirectory: URL) -> [Command] {
        guard !storyboards.isEmpty else { return [] }
        let sorted = storyboards.sorted { $0.path < $1.path }
        let output = workDirectory.appending(path: "PreparedStoryboards.swift")
        let xibs = sorted.count { $0.pathExtension == "xib" }
        let files = [(sorted.count - xibs, "storyboard"), (xibs, "XIB")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
        return [
            .buildCommand(
                displayName: "Generating typed Swift for \(files) of \(module)",
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
    /// The same command for a target of an Xcode project: its files are the
    /// `.storyboard` and `.xib` files among the target's input files, its
    /// module the one Xcode names after the target (``moduleName(ofXcodeTarget:)``).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let storyboards = target.inputFiles.filter { ["storyboard", "xib"].contains($0.url.pathExtension) }.map(\.url)
        // An app target's storyboards and XIBs are in the bundle of its own classes.
        return Self.commands(
            storyboards: storyboards, module: Self.moduleName(ofXcodeTarget: target.displayName), bundle: "class",
            tool: try context.tool(named: "prepared-storyboard").url, workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
