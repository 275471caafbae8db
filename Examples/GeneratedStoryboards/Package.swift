// swift-tools-version: 6.2
//
// An app target whose typed storyboards, scenes and segues are generated at
// build time by Prepared's build tool plugin from its `.storyboard` file.
// Build and run it with `./build.sh` (from any folder).
import PackageDescription

let package = Package(
    name: "GeneratedStoryboards",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    dependencies: [.package(name: "Prepared", path: "../..")],
    targets: [
        .executableTarget(
            name: "NotesStoryboards",
            dependencies: [
                .product(name: "Prepared", package: "Prepared"),
                .product(name: "PreparedUIKit", package: "Prepared"),
            ],
            // Xcode compiles the storyboard into the app's bundle; SwiftPM copies it. The plugin reads it either way.
            resources: [.process("Main.storyboard")],
            plugins: [.plugin(name: "PreparedStoryboardPlugin", package: "Prepared")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
