import Foundation

/// Stand-in of `PackagePlugin.PluginContext` (Apple: `public struct PluginContext`).
public struct PluginContext {
    // Apple: `public let pluginWorkDirectoryURL: URL`
    public let pluginWorkDirectoryURL: URL
    /// The tools `tool(named:)` finds, by name (not Apple API: the host provides them).
    let tools: [String: URL]

    /// Not Apple API: Apple's has no public initializer.
    public init(pluginWorkDirectoryURL: URL, tools: [String: URL]) {
        self.pluginWorkDirectoryURL = pluginWorkDirectoryURL
        self.tools = tools
    }

    // Apple: `public func tool(named name: String) throws -> PluginContext.Tool`
    public func tool(named name: String) throws -> Tool {
        guard let url = tools[name] else { throw PluginContextError.toolNotFound(name: name) }
        return Tool(name: name, url: url)
    }

    /// Stand-in of `PluginContext.Tool` (Apple: `public struct Tool`).
    public struct Tool {
        // Apple: `public let name: String`
        public let name: String
        // Apple: `public let url: URL`
        public let url: URL
    }
}

/// Stand-in of `PackagePlugin.PluginContextError` (Apple: `public enum PluginContextError : Error`).
public enum PluginContextError: Error {
    // Apple: `case toolNotFound(name: String)`
    case toolNotFound(name: String)
}
