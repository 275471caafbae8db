// swift-tools-version: 6.2
//
// The build plugin's Xcode branch (`#if canImport(XcodeProjectPlugin)` in
// Plugins/PreparedStoryboardPlugin), compiled and tested on Linux against
// API-shaped stubs of Apple's `XcodeProjectPlugin`, which only Xcode ships, and
// stand-ins of the few `PackagePlugin` types the plugin uses. A package of its own:
// a target named `XcodeProjectPlugin` in the root package would make
// `canImport(XcodeProjectPlugin)` true for every target there.
//
// Why stand-ins of `PackagePlugin` rather than the toolchain's own module: the
// toolchain's `PackagePlugin` (usr/lib/swift/pm/PluginAPI) can only be imported by a
// regular target with unsafe flags naming the toolchain's folder, and a test could
// not make its values: `PluginContext` has no public initializer and `Command` no
// public case to read a command back from. The stand-ins declare what the plugin
// calls with the toolchain's signatures (each beside it).
//
// `Sources/PreparedStoryboardPlugin` is a symbolic link to the plugin's folder,
// compiled here as an executable (the plugin's `@main`) that the tests import.
// Run from this folder: `swift build && swift test`.
import PackageDescription

let package = Package(
    name: "XcodePluginStubs",
    targets: [
        .target(name: "PackagePlugin", path: "Sources/PackagePlugin"),
        .target(name: "XcodeProjectPlugin", dependencies: ["PackagePlugin"], path: "Sources/XcodeProjectPlugin"),
        .executableTarget(name: "PreparedStoryboardPlugin", dependencies: ["PackagePlugin", "XcodeProjectPlugin"],
                          path: "Sources/PreparedStoryboardPlugin"),
        .testTarget(name: "PreparedStoryboardPluginTests",
                    dependencies: ["PreparedStoryboardPlugin", "PackagePlugin", "XcodeProjectPlugin"]),
    ],
    swiftLanguageModes: [.v6]
)
