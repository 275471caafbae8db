// Stand-ins for the classes the storyboards of KingfisherMacDemo name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.
// Each class also declares the outlets its storyboards connect (every third `private`, as apps often declare them),
// typed `AnyObject`, for the whole-app check of RealAppsConnectionTests; the framework's own outlets it inherits.

import AppKit

final class GIFHeavyViewController: NSViewController {
    weak var stackView: AnyObject?
}
final class SwiftUIViewController: NSViewController {}
final class ViewController: NSViewController {}

// The custom classes of the storyboards' other objects (views, segues, objects), for `objectClasses`.
final class AppDelegate: NSObject {}
