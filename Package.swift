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
        .library(name: "Prepared", targets: ["Prepared"]),
        // Reads Interface Builder `.storyboard` files; the core does not link XML.
        .library(name: "PreparedStoryboards", targets: ["PreparedStoryboards"]),
        .executable(name: "prepared-storyboard", targets: ["PreparedStoryboardCommand"]),
        // Runs `prepared-storyboard generate` over a target's `.storyboard` files at build time (Docs/GeneratedSwift.md).
        .plugin(name: "PreparedStoryboardPlugin", targets: ["PreparedStoryboardPlugin"]),
        // Adapters for apps: built where UIKit or AppKit exists, empty elsewhere (Docs/UIKit.md).
        .library(name: "PreparedUIKit", targets: ["PreparedUIKit"]),
        .library(name: "PreparedAppKit", targets: ["PreparedAppKit"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Prepared"),
        // Every file of these two is inside `#if canImport(UIKit)` / `#if canImport(AppKit)`. On Linux they
        // are type-checked against the API-shaped stubs of Tests/AppleStubs, a package of its own.
        .target(name: "PreparedUIKit", dependencies: ["Prepared"]),
        .target(name: "PreparedAppKit", dependencies: ["Prepared"]),
        .testTarget(name: "PreparedTests", dependencies: ["Prepared", "ContactsExample"]),
        // `.storyboard` files: the reader, the lint, the map with the app's classes, the DOT graph.
        .target(name: "PreparedStoryboards", dependencies: ["Prepared"]),
        // `swift run prepared-storyboard lint|map|dot|generate <files or folders>`: a thin main over PreparedStoryboards.
        .executableTarget(name: "PreparedStoryboardCommand", dependencies: ["PreparedStoryboards"]),
        // `generate` as a build command over the target's storyboards; Examples/GeneratedStoryboards uses it.
        .plugin(name: "PreparedStoryboardPlugin", capability: .buildTool(), dependencies: ["PreparedStoryboardCommand"]),
        .testTarget(name: "PreparedStoryboardsTests", dependencies: ["PreparedStoryboards", "Prepared"],
                    resources: [.copy("Fixtures")]),
        // The contacts example: `swift run prepared-contacts`; its flow also runs in the tests.
        .target(name: "ContactsExample", dependencies: ["Prepared"], path: "Examples/Contacts/Sources/ContactsExample"),
        .executableTarget(name: "prepared-contacts", dependencies: ["ContactsExample"], path: "Examples/Contacts/Sources/ContactsApp"),
        // The benchmark suite: `swift run -c release prepared-benchmarks` (Docs/Benchmarks.md).
        .executableTarget(name: "prepared-benchmarks", dependencies: ["Prepared", "PreparedStoryboards"], path: "Benchmarks/PreparedBenchmarks"),
    ],
    swiftLanguageModes: [.v6]
)
