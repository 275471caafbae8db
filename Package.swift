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
    // The one product: the executables below are targets of this package
    // only, which `swift run` finds by name; packages that depend on Prepared
    // see neither.
    products: [
        .library(name: "Prepared", targets: ["Prepared"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Prepared"),
        .testTarget(name: "PreparedTests", dependencies: ["Prepared", "ContactsExample"]),
        // The contacts example: `swift run prepared-contacts`; its flow also runs in the tests.
        .target(name: "ContactsExample", dependencies: ["Prepared"], path: "Examples/Contacts/Sources/ContactsExample"),
        .executableTarget(name: "prepared-contacts", dependencies: ["ContactsExample"], path: "Examples/Contacts/Sources/ContactsApp"),
        // The benchmark suite: `swift run -c release prepared-benchmarks` (Docs/Benchmarks.md).
        .executableTarget(name: "prepared-benchmarks", dependencies: ["Prepared"], path: "Benchmarks/PreparedBenchmarks"),
    ],
    swiftLanguageModes: [.v6]
)
