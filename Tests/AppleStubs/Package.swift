// swift-tools-version: 6.2
//
// API-shaped stubs of UIKit and AppKit, so that Prepared's adapters are
// type-checked and their behavior tested on Linux, where Apple's SDKs do not
// exist. A package of its own: a target named `UIKit` in the root package
// would make `canImport(UIKit)` true for every target there.
//
// `Sources/Prepared`, `Sources/PreparedDependencies`, `Sources/PreparedHeadless`, `Sources/PreparedUIKit`,
// `Sources/PreparedAppKit`, `Sources/PreparedSwiftUI`, `Sources/PreparedStoryboards` and `Sources/PreparedSwiftReading` are symbolic links to the root package's sources, compiled here against the
// stubs. (Depending on the root package instead would put two targets named
// `PreparedUIKit` in one package graph, which SwiftPM refuses.)
// Run from this folder: `swift build && swift test`.
import PackageDescription

let noTestingOverlays: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
let realAppDependencies: [Target.Dependency] = ["PreparedUIKit", "PreparedAppKit", "UIKit", "AppKit", "AVKit"]

let package = Package(
    name: "AppleStubs",
    targets: [
        // Apple's declarations for every symbol the adapters touch, and the order UIKit and AppKit call them in.
        .target(name: "UIKit", path: "Sources/UIKit"),
        .target(name: "AppKit", path: "Sources/AppKit"),
        // AVKit's player view controller, the class a storyboard's AVKit Player View Controller scene is typed as.
        .target(name: "AVKit", dependencies: ["UIKit"], path: "Sources/AVKit"),
        // SwiftUI's view, environment and hosting controllers; the order SwiftUI reads a root view's environment in.
        .target(name: "SwiftUI", dependencies: ["UIKit", "AppKit"], path: "Sources/SwiftUI"),
        .target(name: "Prepared", path: "Sources/Prepared"),
        .target(name: "PreparedResources", dependencies: ["Prepared"], path: "Sources/PreparedResources"),
        .target(name: "PreparedDependencies", dependencies: ["Prepared"], path: "Sources/PreparedDependencies"),
        .target(name: "PreparedHeadless", dependencies: ["Prepared", "PreparedDependencies"], path: "Sources/PreparedHeadless"),
        .target(name: "PreparedSwiftUI", dependencies: ["SwiftUI", "Prepared"], path: "Sources/PreparedSwiftUI"),
        .target(name: "PreparedUIKit", dependencies: ["UIKit", "SwiftUI", "Prepared", "PreparedResources", "PreparedDependencies", "PreparedSwiftUI"],
                path: "Sources/PreparedUIKit", swiftSettings: [.define("PREPARED_UIKIT")]),
        .target(name: "PreparedAppKit", dependencies: ["AppKit", "SwiftUI", "Prepared", "PreparedResources", "PreparedDependencies", "PreparedSwiftUI"],
                path: "Sources/PreparedAppKit", swiftSettings: [.define("PREPARED_APPKIT")]),
        // The storyboard reader and map (a symbolic link too), for the generated app's whole-app check.
        .target(name: "PreparedSwiftReading", path: "Sources/PreparedSwiftReading"),
        .target(name: "PreparedStoryboards", dependencies: ["Prepared", "PreparedResources", "PreparedSwiftReading"], path: "Sources/PreparedStoryboards"),
        // What the two test targets share: fixtures and the simulated navigator's path, with no platform in them.
        .target(name: "AdapterTestSupport", dependencies: ["PreparedHeadless", "PreparedResources", "PreparedSwiftUI", "SwiftUI"], path: "Tests/AdapterTestSupport"),
        // Swift Testing declares cross-import overlays for Apple's UIKit and AppKit (_Testing_UIKit, …), which
        // the stubs do not have: the tests turn them off. This package is test tooling, never a dependency.
        // The tests both adapters share are one source, Tests/AdapterTestsShared (a symbolic link `Shared` in
        // each), over each target's `TestPlatform.swift`; the define tells a shared file which adapter it tests.
        .testTarget(name: "PreparedUIKitTests", dependencies: ["PreparedUIKit", "UIKit", "SwiftUI", "AdapterTestSupport"],
                    swiftSettings: noTestingOverlays + [.define("PREPARED_UIKIT")]),
        .testTarget(name: "PreparedAppKitTests", dependencies: ["PreparedAppKit", "AppKit", "SwiftUI", "AdapterTestSupport"],
                    swiftSettings: noTestingOverlays + [.define("PREPARED_APPKIT")]),
        // `prepared-storyboard generate`'s output for the fixture apps of Tests/PreparedStoryboardsTests
        // (`Storyboards.swift`, kept equal to the generator's output by a test there), compiled with the
        // apps' classes and acted out on the stubs.
        .testTarget(name: "GeneratedAppUIKitTests", dependencies: ["PreparedUIKit", "UIKit", "AVKit", "SwiftUI", "PreparedStoryboards", "AdapterTestSupport"],
                    swiftSettings: noTestingOverlays),
        .testTarget(name: "GeneratedAppAppKitTests", dependencies: ["PreparedAppKit", "AppKit", "AdapterTestSupport"], swiftSettings: noTestingOverlays),
        // The same code and classes (copies, which GenerateTests checks), compiled in Swift 5 mode and with main-actor default isolation.
        .target(name: "GeneratedAppSwift5", dependencies: ["PreparedUIKit", "UIKit", "AVKit", "SwiftUI"], path: "Tests/GeneratedAppSwift5",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "GeneratedAppMainActor", dependencies: ["PreparedUIKit", "UIKit", "AVKit", "SwiftUI"], path: "Tests/GeneratedAppMainActor",
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        .target(name: "GeneratedMacAppSwift5", dependencies: ["PreparedAppKit", "AppKit"], path: "Tests/GeneratedMacAppSwift5",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "GeneratedMacAppMainActor", dependencies: ["PreparedAppKit", "AppKit"], path: "Tests/GeneratedMacAppMainActor",
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The generated Swift of storyboards with awkward file names (a leading digit, `Bundle`, `Storyboards`),
        // a copy of its golden file, with stand-in classes: it must compile.
        // A stand-in of a pod whose module has its class's name (`MarqueeLabel.MarqueeLabel`), which one of them names.
        .target(name: "GeneratedAwkwardNames", dependencies: ["PreparedUIKit", "UIKit", "MarqueeLabel"], path: "Tests/GeneratedAwkwardNames"),
        .target(name: "MarqueeLabel", dependencies: ["UIKit"], path: "Tests/StandInModules/MarqueeLabel"),
        // One module, two generated files (`generate --name MainStoryboards` and `--name SettingsStoryboards`, one
        // per storyboard of the fixture app), with the app's classes (a copy): they must compile side by side.
        .target(name: "GeneratedTwoFiles", dependencies: ["PreparedUIKit", "UIKit", "AVKit", "SwiftUI"], path: "Tests/GeneratedTwoFiles"),
        // The generated Swift of the real apps' storyboards (Tests/PreparedStoryboardsTests/Fixtures/RealApps), one file
        // per app module (`generate --name <Module>Storyboards`), with a stand-in class for each class they name: the
        // apps whose class names differ share a module, and those files must compile side by side.
        .target(name: "GeneratedRealAppsA", dependencies: realAppDependencies, path: "Tests/GeneratedRealAppsA"),
        // A stand-in of the Kingfisher framework, whose `AnimatedImageView` a real storyboard names with `customModule="Kingfisher"`.
        .target(name: "Kingfisher", dependencies: ["UIKit"], path: "Tests/StandInModules/Kingfisher"),
        .target(name: "GeneratedRealAppsB", dependencies: realAppDependencies + ["Kingfisher"], path: "Tests/GeneratedRealAppsB"),
        .target(name: "GeneratedRealAppsC", dependencies: realAppDependencies, path: "Tests/GeneratedRealAppsC"),
        .target(name: "GeneratedRealAppsD", dependencies: realAppDependencies, path: "Tests/GeneratedRealAppsD"),
        // MonitorControl's, in a module of the name its storyboard gives its classes (`customModule="MonitorControl"`).
        .target(name: "MonitorControl", dependencies: realAppDependencies, path: "Tests/GeneratedRealAppsMonitorControl"),
        // About This Hack's, in a module of the name its storyboard gives its window controller (`customModule="About_This_Hack"`).
        .target(name: "About_This_Hack", dependencies: realAppDependencies, path: "Tests/GeneratedRealAppsAboutThisHack"),
        // The whole-app check of the real apps' outlets and object classes, and the device-side check of their actions,
        // keys and resources, with their stand-in classes.
        // The replacements `prepared-storyboard migrate` prints for the real apps' Swift files (Fixtures/RealSources) whose
        // storyboards and XIBs only that folder holds, beside those files' generated Swift and a stand-in class for each
        // class they name, one module per framework (MigrationReplacementsTests writes them). The replacements for the
        // other files compile beside the generated Swift above (`<App>Migration.swift`).
        .target(name: "GeneratedMigrationUIKit", dependencies: realAppDependencies, path: "Tests/GeneratedMigrationUIKit"),
        .target(name: "GeneratedMigrationAppKit", dependencies: realAppDependencies, path: "Tests/GeneratedMigrationAppKit"),
        .testTarget(name: "RealAppsConnectionTests", dependencies: ["GeneratedRealAppsA", "GeneratedRealAppsB", "GeneratedRealAppsC",
                                                                  "GeneratedRealAppsD", "MonitorControl", "GeneratedRealXibs", "GeneratedMigrationUIKit",
                                                                  "GeneratedMigrationAppKit", "PreparedStoryboards", "Prepared",
                                                                  "PreparedResources", "UIKit", "AppKit"],
                    swiftSettings: noTestingOverlays),
        // The generated Swift of the real apps' XIBs (Tests/PreparedStoryboardsTests/Fixtures/RealXibs), one file per app
        // (`generate <folder> --name <App>Storyboards`), with a stand-in class for each class they name, compiled in
        // Swift 6, in Swift 5 mode and with main-actor default isolation (the last two through links to the same files).
        .target(name: "DGCharts", dependencies: ["UIKit"], path: "Tests/StandInModules/DGCharts"),
        .target(name: "Lottie", dependencies: ["UIKit"], path: "Tests/StandInModules/Lottie"),
        .target(name: "GeneratedRealXibs", dependencies: realAppDependencies + ["DGCharts", "Lottie"], path: "Tests/GeneratedRealXibs"),
        .target(name: "GeneratedRealXibsSwift5", dependencies: realAppDependencies + ["DGCharts", "Lottie"],
                path: "Tests/GeneratedRealXibsSwift5", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "GeneratedRealXibsMainActor", dependencies: realAppDependencies + ["DGCharts", "Lottie"],
                path: "Tests/GeneratedRealXibsMainActor", swiftSettings: [.defaultIsolation(MainActor.self)]),
        // `generate --access public`'s golden file (a copy), with the classes public: a framework of scenes.
        .target(name: "GeneratedAppPublic", dependencies: ["PreparedUIKit", "UIKit", "AVKit", "SwiftUI"], path: "Tests/GeneratedAppPublic"),
        // The fixture app's legacy controllers (Tests/PreparedStoryboardsTests/Fixtures/Migration) and their patch from
        // `prepared-storyboard migrate --diff` (written by MigrationPatchTests), each beside the app's generated Swift and a
        // stand-in for each other class its files name: both compile, and act out the same transitions.
        .target(name: "LegacyContacts", dependencies: ["PreparedUIKit", "UIKit", "AVKit"], path: "Tests/LegacyContacts"),
        .target(name: "PatchedContacts", dependencies: ["PreparedUIKit", "UIKit", "AVKit"], path: "Tests/PatchedContacts"),
        .testTarget(name: "PatchedContactsTests", dependencies: ["LegacyContacts", "PatchedContacts"], swiftSettings: noTestingOverlays),
    ],
    swiftLanguageModes: [.v6]
)
