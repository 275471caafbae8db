// Stand-ins for the classes the storyboards of KingfisherDemo, MonitorControl, SDWebImageOSXDemo, SWRevealViewController name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.

import AppKit
import UIKit

final class AVAssetImageGeneratorViewController: UIViewController {}
final class AutoSizingTableViewController: UIViewController {}
final class ColorViewController: UIViewController {}
final class DetailImageViewController: UIViewController {}
final class GIFHeavyViewController: UIViewController {}
final class GIFViewController: UIViewController {}
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
final class ProgressiveJPEGViewController: UIViewController {}
final class SWRevealViewController: UIViewController {}
final class SwiftUIViewController: UIViewController {}
final class TextAttachmentViewController: UIViewController {}
final class TransitionViewController: UIViewController {}

final class AboutPrefsViewController: NSViewController {}
final class DisplaysPrefsViewController: NSViewController {}
final class KeyboardPrefsViewController: NSViewController {}
final class MainPrefsViewController: NSViewController {}
final class MenuslidersPrefsViewController: NSViewController {}
final class OnboardingViewController: NSViewController {}
final class ViewController: NSViewController {}
final class WindowController: NSWindowController {}

// The classes of the storyboards' prototype cells, each the framework class of its kind.
final class AutoSizingTableViewCell: UITableViewCell {}
final class ImageCollectionViewCell: UICollectionViewCell {}
final class SWUITableViewCell: UITableViewCell {}

// The custom classes of the storyboards' other objects (views, segues, objects), for `objectClasses`.
final class AppDelegate: NSObject {}
final class DisplaysPrefsCellView: NSTableCellView {}
