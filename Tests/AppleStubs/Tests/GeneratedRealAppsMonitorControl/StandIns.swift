// Stand-ins for the classes MonitorControl's storyboard names (Tests/PreparedStoryboardsTests/Fixtures/RealApps):
// each the framework class of its scene, so that the generated Swift beside this file
// (`generate --name MonitorControlStoryboards --module MonitorControl`) compiles. The target is named `MonitorControl`,
// the module the storyboard's `customModule` names, so that the whole-app check finds each class by the name the
// storyboard gives it. RealAppsGeneratedCodeTests checks that the generated file is what the generator writes today.
// Each class also declares the outlets its storyboard connects (every third `private`, as apps often declare them),
// typed `AnyObject`, for the whole-app check of RealAppsConnectionTests; the framework's own outlets it inherits. And
// it declares the actions the storyboard sends it, which RealAppsDeviceCheckTests reads from this file as a device's
// Objective-C runtime would list them (`@IBAction` where Swift on Linux takes one: an action of no argument, or of the
// sender and the event, is a plain method here).

import AppKit

final class AboutPrefsViewController: NSViewController {
    weak var copyrightLabel: AnyObject?
    weak var versionLabel: AnyObject?
    @IBAction func checkForUpdatesWithSender(_ sender: Any) {}
    @IBAction func openContributorsPage(_ sender: Any) {}
    @IBAction func openDonate(_ sender: Any) {}
    @IBAction func openWebPage(_ sender: Any) {}
}
final class DisplaysPrefsViewController: NSViewController {
    weak var constraintHeight: AnyObject?
    weak var displayList: AnyObject?
    private weak var displayScrollView: AnyObject?
    weak var showAdvancedDisplays: AnyObject?
    @IBAction func showAdvancedClicked(_ sender: Any) {}
}
final class KeyboardPrefsViewController: NSViewController {
    weak var customBrightnessDown: AnyObject?
    weak var customBrightnessUp: AnyObject?
    private weak var customContrastDown: AnyObject?
    weak var customContrastUp: AnyObject?
    weak var customMute: AnyObject?
    private weak var customVolumeDown: AnyObject?
    weak var customVolumeUp: AnyObject?
    weak var disableAltBrightnessKeys: AnyObject?
    private weak var keyboardBrightness: AnyObject?
    weak var keyboardVolume: AnyObject?
    weak var multiKeyboardBrightness: AnyObject?
    private weak var multiKeyboardVolume: AnyObject?
    weak var rowCustomAudioShortcuts: AnyObject?
    weak var rowCustomBrightnessShortcuts: AnyObject?
    private weak var rowDisableAltBrightnessKeysCheck: AnyObject?
    weak var rowDisableAltBrightnessKeysText: AnyObject?
    weak var rowKeyboardBrightnessPopUp: AnyObject?
    private weak var rowKeyboardBrightnessText: AnyObject?
    weak var rowMultiKeyboardBrightness: AnyObject?
    weak var rowUseAudioMouseText: AnyObject?
    private weak var rowUseAudioNameText: AnyObject?
    weak var rowUseFocusText: AnyObject?
    weak var separateCombinedScale: AnyObject?
    private weak var useFineScale: AnyObject?
    weak var useFineScaleVolume: AnyObject?
    @IBAction func disableAltBrightnessKeys(_ sender: Any) {}
    @IBAction func keyboardBrightness(_ sender: Any) {}
    @IBAction func keyboardVolume(_ sender: Any) {}
    @IBAction func multiKeyboardBrightness(_ sender: Any) {}
    @IBAction func multiKeyboardVolume(_ sender: Any) {}
    @IBAction func separateCombinedScale(_ sender: Any) {}
    @IBAction func useFineScaleClicked(_ sender: Any) {}
    @IBAction func useFineScaleVolumeClicked(_ sender: Any) {}
}
final class MainPrefsViewController: NSViewController {
    weak var allowZeroSwBrightness: AnyObject?
    weak var automaticUpdateCheck: AnyObject?
    private weak var combinedBrightness: AnyObject?
    weak var enableBrightnessSync: AnyObject?
    weak var enableSmooth: AnyObject?
    private weak var rowDoNothingStartupText: AnyObject?
    weak var rowReadStartupText: AnyObject?
    weak var rowWriteStartupText: AnyObject?
    private weak var startAtLogin: AnyObject?
    weak var startupAction: AnyObject?
    @IBAction func allowZeroSwBrightness(_ sender: Any) {}
    @IBAction func automaticUpdateCheck(_ sender: Any) {}
    @IBAction func combinedBrightness(_ sender: Any) {}
    @IBAction func enableBrightnessSync(_ sender: Any) {}
    @IBAction func enableSmooth(_ sender: Any) {}
    @IBAction func resetPrefsClicked(_ sender: Any) {}
    @IBAction func startAtLoginClicked(_ sender: Any) {}
    @IBAction func startupAction(_ sender: Any) {}
}
final class MenuslidersPrefsViewController: NSViewController {
    weak var enableSliderPercent: AnyObject?
    weak var enableSliderSnap: AnyObject?
    private weak var iconShow: AnyObject?
    weak var menuItemStyle: AnyObject?
    weak var multiSliders: AnyObject?
    private weak var quitApplication: AnyObject?
    weak var rowMenuItemStyle: AnyObject?
    weak var rowMultiSliders: AnyObject?
    private weak var rowQuitButton: AnyObject?
    weak var rowQuitButtonText: AnyObject?
    weak var rowSlidersCombineText: AnyObject?
    private weak var rowTickCheck: AnyObject?
    weak var rowTickText: AnyObject?
    weak var showAppleFromMenu: AnyObject?
    private weak var showBrightnessSlider: AnyObject?
    weak var showContrastSlider: AnyObject?
    weak var showTickMarks: AnyObject?
    private weak var showVolumeSlider: AnyObject?
    @IBAction func enableSliderPercent(_ sender: Any) {}
    @IBAction func enableSliderSnapClicked(_ sender: Any) {}
    @IBAction func icon(_ sender: Any) {}
    @IBAction func menuItemStyle(_ sender: Any) {}
    @IBAction func multiSliders(_ sender: Any) {}
    @IBAction func quitApplicationClicked(_ sender: Any) {}
    @IBAction func showAppleFromMenuClicked(_ sender: Any) {}
    @IBAction func showBrightnessSliderClicked(_ sender: Any) {}
    @IBAction func showContrastSliderClicked(_ sender: Any) {}
    @IBAction func showTickMarks(_ sender: Any) {}
    @IBAction func showVolumeSliderClicked(_ sender: Any) {}
}
final class OnboardingViewController: NSViewController {
    weak var permissionsButton: AnyObject?
    @IBAction func askForPermissionsButtonTouched(_ sender: Any) {}
    @IBAction func closeButtonTouched(_ sender: Any) {}
    @IBAction func toggleStartAtLoginTouched(_ sender: Any) {}
}

// The custom classes of the storyboard's other objects, for `objectClasses`.
final class DisplaysPrefsCellView: NSTableCellView {
    weak var advancedSettings: AnyObject?
    weak var audioDeviceNameOverride: AnyObject?
    private weak var avoidGamma: AnyObject?
    weak var combinedBrightnessSwitchingPoint: AnyObject?
    weak var controlMethod: AnyObject?
    private weak var curveDDCBrightness: AnyObject?
    weak var curveDDCContrast: AnyObject?
    weak var curveDDCVolume: AnyObject?
    private weak var ddcButton: AnyObject?
    weak var disableVolumeOSDButton: AnyObject?
    weak var displayId: AnyObject?
    private weak var displayImage: AnyObject?
    weak var displayType: AnyObject?
    weak var enableMuteButton: AnyObject?
    private weak var enabledButton: AnyObject?
    weak var friendlyName: AnyObject?
    weak var invertDDCBrightness: AnyObject?
    private weak var invertDDCContrast: AnyObject?
    weak var invertDDCVolume: AnyObject?
    weak var longerDelayButton: AnyObject?
    private weak var maxDDCOverrideBrightness: AnyObject?
    weak var maxDDCOverrideContrast: AnyObject?
    weak var maxDDCOverrideVolume: AnyObject?
    private weak var minDDCOverrideBrightness: AnyObject?
    weak var minDDCOverrideContrast: AnyObject?
    weak var minDDCOverrideVolume: AnyObject?
    private weak var pollingCount: AnyObject?
    weak var pollingModeMenu: AnyObject?
    weak var remapDDCBrightness: AnyObject?
    private weak var remapDDCContrast: AnyObject?
    weak var remapDDCVolume: AnyObject?
    weak var unavailableDDCBrightness: AnyObject?
    private weak var unavailableDDCContrast: AnyObject?
    weak var unavailableDDCVolume: AnyObject?
    weak var updateWithCurrentAudioName: AnyObject?
    @IBAction func audioDeviceNameOverride(_ sender: Any) {}
    @IBAction func avoidGamma(_ sender: Any) {}
    @IBAction func combinedBrightnessSwitchingPoint(_ sender: Any) {}
    @IBAction func curveDDC(_ sender: Any) {}
    @IBAction func ddcButtonToggled(_ sender: Any) {}
    @IBAction func disableVolumeOSDButton(_ sender: Any) {}
    @IBAction func enableMuteButtonToggled(_ sender: Any) {}
    @IBAction func enabledButtonToggled(_ sender: Any) {}
    @IBAction func friendlyNameValueChanged(_ sender: Any) {}
    @IBAction func invertDDC(_ sender: Any) {}
    @IBAction func longerDelayButtonToggled(_ sender: Any) {}
    @IBAction func maxDDCOverride(_ sender: Any) {}
    @IBAction func minDDCOverride(_ sender: Any) {}
    @IBAction func pollingCountValueChanged(_ sender: Any) {}
    @IBAction func pollingModeValueChanged(_ sender: Any) {}
    @IBAction func remapDDC(_ sender: Any) {}
    @IBAction func resetSettings(_ sender: Any) {}
    @IBAction func unavailableDDC(_ sender: Any) {}
    @IBAction func updateWithCurrentAudioName(_ sender: Any) {}
}
