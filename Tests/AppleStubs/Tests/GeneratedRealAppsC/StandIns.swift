// Stand-ins for the classes the storyboards of KingfisherMacDemo name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.
// Each class also declares the outlets its storyboards connect (every third `private`, as apps often declare them),
// typed `AnyObject`, for the whole-app check of RealAppsConnectionTests; the framework's own outlets it inherits. And
// it declares the actions and segue actions the storyboards send it, which RealAppsDeviceCheckTests reads from this
// file as a device's Objective-C runtime would list them (`@IBAction` where Swift on Linux takes one: an action of no
// argument, or of the sender and the event, is a plain method here).

import AppKit

final class GIFHeavyViewController: NSViewController {
    weak var stackView: AnyObject?
}
final class SwiftUIViewController: NSViewController {}
final class ViewController: NSViewController {
    weak var collectionView: AnyObject?
    @IBAction func clearCachePressedWithSender(_ sender: Any) {}
    @IBAction func reloadPressedWithSender(_ sender: Any) {}
}

// The custom classes of the storyboards' other objects (views, segues, objects), for `objectClasses`.
final class AppDelegate: NSObject {}
