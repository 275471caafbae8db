// Stand-ins for the classes the storyboards of KingfisherDemo, SDWebImageOSXDemo, SWRevealViewController name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.
// Each class also declares the outlets its storyboards connect (every third `private`, as apps often declare them),
// typed `AnyObject`, for the whole-app check of RealAppsConnectionTests; the framework's own outlets it inherits. And
// it declares the actions and segue actions the storyboards send it, which RealAppsDeviceCheckTests reads from this
// file as a device's Objective-C runtime would list them (`@IBAction` where Swift on Linux takes one: an action of no
// argument, or of the sender and the event, is a plain method here).

import AppKit
import UIKit

final class AVAssetImageGeneratorViewController: UIViewController {
    weak var imageView: AnyObject?
}
final class AutoSizingTableViewController: UIViewController {
    weak var tableView: AnyObject?
}
final class ColorViewController: UIViewController {}
final class DetailImageViewController: UIViewController {
    weak var imageView: AnyObject?
    weak var infoLabel: AnyObject?
    private weak var scrollView: AnyObject?
}
final class GIFHeavyViewController: UIViewController {}
final class GIFViewController: UIViewController {
    weak var imageView: AnyObject?
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
final class PHPickerResultViewController: UIViewController {
    weak var imageView: AnyObject?
    func onTapButton() {}
}
final class ProcessorCollectionViewController: UIViewController {}
final class ProgressiveJPEGViewController: UIViewController {
    weak var imageView: AnyObject?
    weak var progressLabel: AnyObject?
}
final class SWRevealViewController: UIViewController {}
final class SwiftUIViewController: UIViewController {}
final class TextAttachmentViewController: UIViewController {
    weak var label: AnyObject?
}
final class TransitionViewController: UIViewController {
    weak var imageView: AnyObject?
    weak var transitionPickerView: AnyObject?
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
