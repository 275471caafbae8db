// swift-tools-version: 6.2
//
// Prepared passes context from one screen controller to the next without
// string identifiers, force casts or key-value coding.
//
// Platforms: the core is platform-neutral and is built and tested on Linux.
// `PreparedController` adopts `ContextDeclaring` through a main-actor isolated
// conformance (SE-0470), which needs a Swift 6.2 compiler; the Apple minimums
// below are the oldest systems whose Swift runtime supports Swift 6 concurrency.
import PackageDescription

let package = Package(
    name: "Prepared",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16), .visionOS(.v1)],
    // The libraries and the storyboard command. The benchmark suite and the
    // contacts example are executable targets of this package only, which
    // `swift run` finds by name; packages that depend on Prepared see neither.
    products: [
        // The engine and the path a real app's transitions take: context tables, propagation, segues,
        // the preparation pipeline, storyboard files, workflow values and registered preparations.
        .library(name: "Prepared", targets: ["Prepared"]),
        .library(name: "PreparedResources", targets: ["PreparedResources"]),
        // Dependency containers for the controllers a storyboard makes (Dip-UI's job).
        .library(name: "PreparedDependencies", targets: ["PreparedDependencies"]),
        // The simulated world: `PreparedController` screens, a headless `Navigator`, storyboards declared in
        // code and their maps, to run and test flows without UIKit or AppKit.
        .library(name: "PreparedHeadless", targets: ["PreparedHeadless"]),
        // Reads Interface Builder `.storyboard` files; the core does not link XML.
        .library(name: "PreparedStoryboards", targets: ["PreparedStoryboards"]),
        .executable(name: "prepared-storyboard", targets: ["prepared-storyboard"]),
        // The app's storyboards as typed Swift in its own build, their lint findings as its warnings.
        .plugin(name: "PreparedStoryboardPlugin", targets: ["PreparedStoryboardPlugin"]),
        // `swift package prepared-storyboard lint|map|dot`.
        .plugin(name: "PreparedStoryboardCommandPlugin", targets: ["PreparedStoryboardCommandPlugin"]),
        // Adapters for apps: built where UIKit or AppKit exists, empty elsewhere (Docs/UIKit.md).
        .library(name: "PreparedUIKit", targets: ["PreparedUIKit"]),
        .library(name: "PreparedAppKit", targets: ["PreparedAppKit"]),
        // What a SwiftUI view of a hosting controller reads: `@Environment(\.performSegue)`, `\.workflowValues`.
        // The adapters re-export it; a module of views alone imports it. Empty where SwiftUI does not exist.
        .library(name: "PreparedSwiftUI", targets: ["PreparedSwiftUI"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Prepared"),
        .target(name: "PreparedResources", dependencies: ["Prepared"]),
        .target(name: "PreparedDependencies", dependencies: ["Prepared"]),
        .target(name: "PreparedHeadless", dependencies: ["Prepared", "PreparedDependencies"]),
        // Every file of these two is inside `#if canImport(UIKit) && !os(watchOS)` /
        // `#if canImport(AppKit) && !targetEnvironment(macCatalyst)`. On Linux they are type-checked
        // against the API-shaped stubs of Tests/AppleStubs, a package of its own. The base classes
        // they share are written once, in Sources/AdaptersShared (a symbolic link `Shared` in each),
        // over each adapter's `Platform.swift`; the define tells a shared file which adapter it is in.
        .target(name: "PreparedUIKit", dependencies: ["Prepared", "PreparedResources", "PreparedDependencies", "PreparedSwiftUI"],
                swiftSettings: [.define("PREPARED_UIKIT")]),
        .target(name: "PreparedAppKit", dependencies: ["Prepared", "PreparedResources", "PreparedDependencies", "PreparedSwiftUI"],
                swiftSettings: [.define("PREPARED_APPKIT")]),
        // Every file is inside `#if canImport(SwiftUI)`; type-checked against the stubs' SwiftUI too.
        .target(name: "PreparedSwiftUI", dependencies: ["Prepared"]),
        // One test target per library module, its folders mirroring the module's (Tests/README.md). The core's
        // tests use PreparedHeadless's `PreparedController` as the screen a transition reaches.
        .testTarget(name: "PreparedTests", dependencies: ["Prepared", "PreparedResources", "PreparedHeadless"]),
        .testTarget(name: "PreparedResourcesTests", dependencies: ["PreparedResources"]),
        .testTarget(name: "PreparedDependenciesTests", dependencies: ["PreparedDependencies", "PreparedHeadless"]),
        .testTarget(name: "PreparedHeadlessTests", dependencies: ["PreparedHeadless", "ContactsExample"]),
        // Swift source read as the compiler cuts and nests it: tokens in file order, every `#if` branch, the scopes of
        // types and functions. What `migrate` and the lint's registration rules read an app's Swift with.
        .target(name: "PreparedSwiftReading"),
        .testTarget(name: "PreparedSwiftReadingTests", dependencies: ["PreparedSwiftReading"]),
        // `.storyboard` files: the reader, the lint, the map with the app's classes, the DOT graph.
        .target(name: "PreparedStoryboards", dependencies: ["Prepared", "PreparedResources", "PreparedSwiftReading"]),
        // What only the command runs: `generate`'s model and writer, and `migrate`'s scan, names and report. An app's test
        // target that imports PreparedStoryboards for the whole-app check compiles none of it.
        .target(name: "PreparedStoryboardGeneration", dependencies: ["PreparedStoryboards", "PreparedSwiftReading"]),
        // `swift run prepared-storyboard lint|map|dot|generate|migrate <files or folders>`: argument handling and one type
        // per subcommand, over PreparedStoryboards and PreparedStoryboardGeneration, which know nothing of arguments.
        .executableTarget(name: "prepared-storyboard", dependencies: ["PreparedStoryboards", "PreparedStoryboardGeneration"],
                          path: "Sources/PreparedStoryboardCommand"),
        .plugin(name: "PreparedStoryboardPlugin", capability: .buildTool(), dependencies: ["prepared-storyboard"]),
        .plugin(
            name: "PreparedStoryboardCommandPlugin",
            capability: .command(
                intent: .custom(verb: "prepared-storyboard", description: "Lint, map or draw the package's storyboards"),
                permissions: [.writeToPackageDirectory(reason: "dot --output writes the storyboards' graph into the package")]
            ),
            dependencies: ["prepared-storyboard"]
        ),
        .testTarget(name: "PreparedStoryboardsTests", dependencies: ["PreparedStoryboards", "PreparedStoryboardGeneration", "PreparedHeadless"],
                    exclude: ["Fixtures"]),
        // The command's tests: the storyboard tests' fixtures and their helper are symbolic links. Both
        // targets read the fixtures where they are in the repository (`Fixture.folder`).
        .testTarget(name: "PreparedStoryboardCommandTests", dependencies: ["prepared-storyboard", "PreparedStoryboards", "PreparedStoryboardGeneration",
                                                                         "PreparedHeadless"],
                    exclude: ["Fixtures"]),
        // The contacts example: `swift run prepared-contacts`; its flow also runs in the tests.
        .target(name: "ContactsExample", dependencies: ["PreparedHeadless"], path: "Examples/Contacts/Sources/ContactsExample"),
        .executableTarget(name: "prepared-contacts", dependencies: ["ContactsExample"], path: "Examples/Contacts/Sources/ContactsApp"),
        // The benchmark suite: `swift run -c release prepared-benchmarks` (Docs/Benchmarks.md).
        .executableTarget(name: "prepared-benchmarks", dependencies: ["Prepared", "PreparedStoryboards", "PreparedStoryboardGeneration"],
                          path: "Benchmarks/PreparedBenchmarks"),
    ],
    swiftLanguageModes: [.v6]
)
