// Stand-ins for the classes the storyboards of KingfisherDemo, MonitorControl, SDWebImageOSXDemo, SWRevealViewController name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.
// Each class also declares the outlets its storyboards connect (every third `private`, as apps often declare them),
// typed `AnyObject`, for the whole-app check of RealAppsConnectionTests; the framework's own outlets it inherits.

import AppKit
import UIKit

final class AVAssetImageGeneratorViewController: UIViewController {}
final class AutoSizingTableViewController: UIViewController {}
final class ColorViewController: UIViewController {}
final class DetailImageViewController: UIViewController {
    weak var infoLabel: AnyObject?
    private weak var scrollView: AnyObject?
}
final class GIFHeavyViewController: UIViewController {}
final class GIFViewController: UIViewController {
    weak var animatedImageView: AnyObject?
}
final class HighResolutionCollectionViewController: UIViewController {}
final class ImageDataProviderCollectionViewController: UIViewController {}
final class IndicatorCollectionViewController: UIViewController {}
final class InfinityCollectionViewController: UIViewController {}
final class LivePhotoViewController: UIViewController {}
final class MainViewController: UITableViewController {}
final class MapViewController: UIViewController {}
final class MenuViewController: UITableViewController {}
final class NetworkMetricsViewController: UIViewController {}
final class NormalLoadingViewController: UIViewController {}
final class OrientationImagesViewController: UIViewController {}
final class PHPickerResultViewController: UIViewController {}
final class ProcessorCollectionViewController: UIViewController {}
final class ProgressiveJPEGViewController: UIViewController {
    weak var progressLabel: AnyObject?
}
final class SWRevealViewController: UIViewController {}
final class SwiftUIViewController: UIViewController {}
final class TextAttachmentViewController: UIViewController {
    weak var label: AnyObject?
}
final class TransitionViewController: UIViewController {
    weak var transitionPickerView: AnyObject?
}

final class AboutPrefsViewController: NSViewController {
    weak var copyrightLabel: AnyObject?
    weak var versionLabel: AnyObject?
}
final class DisplaysPrefsViewController: NSViewController {
    weak var constraintHeight: AnyObject?
    weak var displayList: AnyObject?
    private weak var displayScrollView: AnyObject?
    weak var showAdvancedDisplays: AnyObject?
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
}
final class OnboardingViewController: NSViewController {
    weak var permissionsButton: AnyObject?
}
final class ViewController: NSViewController {}
final class WindowController: NSWindowController {}

// The classes of the storyboards' prototype cells, each the framework class of its kind.
final class AutoSizingTableViewCell: UITableViewCell {
    weak var leadingImageView: AnyObject?
    weak var sizeLabel: AnyObject?
}
final class ImageCollectionViewCell: UICollectionViewCell {
    weak var cellImageView: AnyObject?
}
final class SWUITableViewCell: UITableViewCell {}

// The custom classes of the storyboards' other objects (views, segues, objects), for `objectClasses`.
final class AppDelegate: NSObject {}
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
}
