// swift-tools-version: 6.2
//
// An app's storyboards and XIBs as typed Swift in its own build: the target
// holds `.storyboard` and `.xib` files and names the PreparedStoryboardPlugin
// build plugin, which writes `Storyboards` (the files as a `StoryboardName`
// enum), each scene's typed instantiation and each class's typed segues
// (performed, and switched over in `prepare(for:sender:)`), and `Nibs` (the
// XIBs, with their cells typed) into the build, again only when one of the
// files changes. Built and tested in `.ci/run`:
//
//     swift build --package-path Examples/StoryboardApp
//     swift test --package-path Examples/StoryboardApp
import PackageDescription

let package = Package(
    name: "StoryboardApp",
    // iOS 17 and macOS 14: `PreparedHostingController` needs Observation.
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "Prepared", path: "../.."),
    ],
    targets: [
        .target(
            name: "StoryboardApp",
            dependencies: [
                .product(name: "Prepared", package: "Prepared"),
                .product(name: "PreparedUIKit", package: "Prepared"),
            ],
            resources: [
                .process("Main.storyboard"), .process("Settings.storyboard"), .process("NoteCell.xib"), .process("NoteEditor.xib"),
            ],
            plugins: [.plugin(name: "PreparedStoryboardPlugin", package: "Prepared")]
        ),
        .testTarget(name: "StoryboardAppTests", dependencies: [
            "StoryboardApp",
            // Reads the storyboards, for the check that the app's own Swift writes none of their strings.
            .product(name: "PreparedStoryboards", package: "Prepared"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
