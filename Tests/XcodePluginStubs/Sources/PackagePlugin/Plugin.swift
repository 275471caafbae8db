/// Stand-in of `PackagePlugin.Plugin` (Apple: `public protocol Plugin`).
public protocol Plugin {
    // Apple: `init()`
    init()
}

extension Plugin {
    // Apple: `public static func main() async throws` (talks to the host; the stand-in does nothing)
    public static func main() async throws {}
}

/// Stand-in of `PackagePlugin.BuildToolPlugin` (Apple: `public protocol BuildToolPlugin : Plugin`).
public protocol BuildToolPlugin: Plugin {
    // Apple: `func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command]`
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command]
}
