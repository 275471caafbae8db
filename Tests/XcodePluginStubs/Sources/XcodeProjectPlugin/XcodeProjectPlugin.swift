import Foundation
@_exported import PackagePlugin

// Stubs of Xcode's `XcodeProjectPlugin` module, which imports PackagePlugin. Its declarations, each
// beside its stub, are those of Xcode's XcodeProjectPlugin.swiftinterface and of the Xcode project
// SwiftPM hands a plugin (`XcodeProjectPluginInvocationRecord` in the toolchain's PackagePlugin).

/// Stub of `XcodeProjectPlugin.XcodeBuildToolPlugin` (Apple: `public protocol XcodeBuildToolPlugin`).
public protocol XcodeBuildToolPlugin {
    // Apple: `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// Stub of `XcodeProjectPlugin.XcodePluginContext` (Apple: `public struct XcodePluginContext`).
public struct XcodePluginContext {
    // Apple: `public let xcodeProject: XcodeProject`
    public let xcodeProject: XcodeProject
    // Apple: `public let pluginWorkDirectoryURL: URL`
    public let pluginWorkDirectoryURL: URL
    /// The tools `tool(named:)` finds, by name (not Apple API: Xcode provides them).
    let tools: [String: URL]

    /// Not Apple API: Apple's has no public initializer.
    public init(xcodeProject: XcodeProject, pluginWorkDirectoryURL: URL, tools: [String: URL]) {
        self.xcodeProject = xcodeProject
        self.pluginWorkDirectoryURL = pluginWorkDirectoryURL
        self.tools = tools
    }

    // Apple: `public func tool(named name: String) throws -> PackagePlugin.PluginContext.Tool`
    public func tool(named name: String) throws -> PluginContext.Tool {
        try PluginContext(pluginWorkDirectoryURL: pluginWorkDirectoryURL, tools: tools).tool(named: name)
    }
}

/// Stub of `XcodeProjectPlugin.XcodeProject` (Apple: `public struct XcodeProject`).
public struct XcodeProject {
    // Apple: `public let displayName: String`
    public let displayName: String
    // Apple: `public let targets: [XcodeTarget]`
    public let targets: [XcodeTarget]

    /// Not Apple API: Apple's has no public initializer.
    public init(displayName: String, targets: [XcodeTarget]) {
        self.displayName = displayName
        self.targets = targets
    }
}

/// Stub of `XcodeProjectPlugin.XcodeTarget` (Apple: `public struct XcodeTarget`).
public struct XcodeTarget {
    // Apple: `public let displayName: String`
    public let displayName: String
    // Apple: `public let product: XcodeProduct?`
    public let product: XcodeProduct?
    // Apple: `public let inputFiles: PackagePlugin.FileList`
    public let inputFiles: FileList

    /// Not Apple API: Apple's has no public initializer.
    public init(displayName: String, product: XcodeProduct?, inputFiles: FileList) {
        self.displayName = displayName
        self.product = product
        self.inputFiles = inputFiles
    }
}

/// Stub of `XcodeProjectPlugin.XcodeProduct` (Apple: `public struct XcodeProduct`).
public struct XcodeProduct {
    // Apple: `public let name: String`
    public let name: String
    // Apple: `public let kind: XcodeProduct.Kind`
    public let kind: Kind

    /// Not Apple API: Apple's has no public initializer.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Stub of `XcodeProduct.Kind` (Apple: `public enum Kind`).
    public enum Kind {
        // Apple: `case application`
        case application
        // Apple: `case executable`
        case executable
        // Apple: `case framework`
        case framework
        // Apple: `case library`
        case library
        // Apple: `case other(String)`
        case other(String)
    }
}
