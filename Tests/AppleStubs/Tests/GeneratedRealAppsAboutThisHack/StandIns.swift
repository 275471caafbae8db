// Stand-ins for the classes About This Hack's storyboard names (Tests/PreparedStoryboardsTests/Fixtures/RealApps):
// each the framework class of its scene, so that the generated Swift beside this file
// (`generate --name AboutThisHackStoryboards --module About_This_Hack`) compiles. The target is named
// `About_This_Hack`, the module the storyboard's `customModule` names (its window controller's without
// `customModuleProvider="target"`). RealAppsGeneratedCodeTests checks that the generated file is what the generator
// writes today. Each class also declares the outlets its storyboard's copies connect, the French copy's too (every
// third `private`, as apps often declare them), typed `AnyObject`, and the actions they send it (`@IBAction`).

import AppKit

final class AppDelegate: NSObject {
    weak var checkForUpdatesMenuItem: AnyObject?
    @IBAction func showDisplays(_ sender: Any) {}
    @IBAction func showHelp(_ sender: Any) {}
    @IBAction func showOverview(_ sender: Any) {}
    @IBAction func showStorage(_ sender: Any) {}
}
final class ViewController: NSViewController {
    weak var blPrefix: AnyObject?
    weak var blVersion: AnyObject?
    private weak var btSoftUpd: AnyObject?
    weak var btSysInfo: AnyObject?
    weak var cpu: AnyObject?
    private weak var creditText: AnyObject?
    weak var display: AnyObject?
    weak var graphics: AnyObject?
    private weak var macModel: AnyObject?
    weak var osPrefix: AnyObject?
    weak var osVersion: AnyObject?
    private weak var picture: AnyObject?
    weak var ram: AnyObject?
    weak var serialNumber: AnyObject?
    private weak var serialToggle: AnyObject?
    weak var startupDisk: AnyObject?
    weak var systemVersion: AnyObject?
    @IBAction func hideSerialNumber(_ sender: Any) {}
    @IBAction func showSoftwareUpdate(_ sender: Any) {}
    @IBAction func showSystemReport(_ sender: Any) {}
}
final class ViewControllerDisplays: NSViewController {
    weak var DisplayNameCenter: AnyObject?
    weak var DisplayNameL1: AnyObject?
    private weak var DisplayNameL2: AnyObject?
    weak var DisplayNameR1: AnyObject?
    weak var DisplayNameR2: AnyObject?
    private weak var DisplayPicCenter: AnyObject?
    weak var DisplayPicL1: AnyObject?
    weak var DisplayPicL2: AnyObject?
    private weak var DisplayPicR1: AnyObject?
    weak var DisplayPicR2: AnyObject?
    weak var DisplaySizeResCenter: AnyObject?
    private weak var DisplaySizeResL1: AnyObject?
    weak var DisplaySizeResL2: AnyObject?
    weak var DisplaySizeResR1: AnyObject?
    private weak var DisplaySizeResR2: AnyObject?
    @IBAction func openPrefsDispl(_ sender: Any) {}
}
final class ViewControllerStorage: NSViewController {
    weak var osPrefix: AnyObject?
    weak var startupDiskImage: AnyObject?
    private weak var storageAmount: AnyObject?
    weak var storageValue: AnyObject?
}
final class ViewControllerSupport: NSViewController {
    weak var osPrefix: AnyObject?
    @IBAction func AppleSupportPress(_ sender: Any) {}
    @IBAction func HackintoshPress(_ sender: Any) {}
    @IBAction func MacBasicsPress(_ sender: Any) {}
    @IBAction func MacUserGuidePress(_ sender: Any) {}
    @IBAction func macOSUserGuidePress(_ sender: Any) {}
    @IBAction func whatsNewInMacOSPress(_ sender: Any) {}
}
final class WindowController: NSWindowController {
    weak var segCtrl: AnyObject?
    weak var segmentedControl: AnyObject?
    @IBAction func segmentedControlSwitched(_ sender: Any) {}
}
