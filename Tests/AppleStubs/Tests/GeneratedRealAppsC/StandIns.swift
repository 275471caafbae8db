// Stand-ins for the classes the storyboards of KingfisherMacDemo name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.

import AppKit

final class GIFHeavyViewController: NSViewController {}
final class SwiftUIViewController: NSViewController {}
final class ViewController: NSViewController {}

// The custom classes of the storyboards' other objects (views, segues, objects), for `objectClasses`.
final class AppDelegate: NSObject {}
