// Stand-ins for the classes the real XIBs name (Tests/PreparedStoryboardsTests/Fixtures/RealXibs), one module's
// generated Swift beside this file per app (`generate <folder> --name <App>Storyboards`), so that it compiles: each
// cell the subclass of its framework's cell, each view of `UIView`, the rest of `NSObject`. RealXibsGeneratedCodeTests
// checks that those files are what the generator writes today; the classes of other modules are in StandInModules.
// Each class declares the actions the XIBs send it and the inspectable properties they set as User Defined Runtime
// Attributes, which RealFilesRenameTests reads from this file as a device's Objective-C runtime would list them
// (`@IBAction` where Swift on Linux takes one: an action of no argument is a plain method here).

import AppKit
import Foundation
import UIKit

final class ActionMessageView: UIView{
    func onButtonTap() {}
}
final class ActivityLogWindowController: NSObject{
    @IBAction func showActivityLogHelp(_ sender: Any) {}
    @IBAction func copyContents(_ sender: Any) {}
}
final class AddFeedSelectFolderTableViewCell: UIView {}
final class AppDelegate: NSObject{
    @IBAction func prefsClicked(_ sender: Any) {}
    @IBAction func quitClicked(_ sender: Any) {}
    @IBAction func showPreferences(_ sender: Any) {}
    @IBAction func openDocument(_ sender: Any) {}
}
final class BrowsingMenuButton: UIView {}
final class CollectionHeaderView: UICollectionReusableView {}
final class CollectionViewImageCell: UICollectionViewCell {}
final class CurrentActivityWindowController: NSObject{
    @IBAction func showHelp(_ sender: Any) {}
}
final class DemoListViewController: NSObject {}
final class FavoriteHomeCell: UICollectionViewCell{
    func onRemoveAction() {}
}
final class FileCellView: NSTableCellView {}
final class FileListController: NSObject{
    @IBAction func stageAll(_ sender: Any) {}
    @IBAction func unstageAll(_ sender: Any) {}
    @IBAction func revert(_ sender: Any) {}
    @IBAction func showIgnored(_ sender: Any) {}
    @IBAction func open(_ sender: Any) {}
    @IBAction func showInFinder(_ sender: Any) {}
    @IBAction func viewSwitched(_ sender: Any) {}
    @IBAction func stage(_ sender: Any) {}
    @IBAction func unstage(_ sender: Any) {}
}
final class FileListView: NSObject {}
final class FindInPageView: UIView{
    func done() {}
    func textChanged() {}
    func previous() {}
    func next() {}
}
final class LineChart1ViewController: NSObject{
    @IBAction func optionsButtonTapped(_ sender: Any) {}
    @IBAction func slidersValueChanged(_ sender: Any) {}
}
final class MessageView: NSObject {}
final class MyCustomWidget: NSObject {}
final class MyHeaderTableView: NSObject {}
final class MyXIBIndexSquaceCell: UICollectionViewCell {}
final class MyXIBInfoCell: UITableViewCell{
    @IBAction func infoAction(_ sender: Any) {}
    @IBAction func detailsAction(_ sender: Any) {}
}
final class MyXIBTextCell: UITableViewCell {}
final class NNW3OpenPanelAccessoryViewController: NSObject {}
final class NotificationView: UIView{
    func dismiss() {}
}
final class OmniBar: UIView{
    @IBAction func onBackPressed(_ sender: Any) {}
    @IBAction func onForwardPressed(_ sender: Any) {}
    @IBAction func onBookmarksPressed(_ sender: Any) {}
    @IBAction func onDismissPressed(_ sender: Any) {}
    @IBAction func onTextEntered(_ sender: Any) {}
    @IBAction func onVoiceSearchButtonPressed(_ sender: Any) {}
    @IBAction func onClearButtonPressed(_ sender: Any) {}
    @IBAction func onRefreshPressed(_ sender: Any) {}
    @IBAction func onAbortButtonPressed(_ sender: Any) {}
    @IBAction func onAccessoryPressed(_ sender: Any) {}
    @IBAction func onSettingsButtonPressed(_ sender: Any) {}
    @IBAction func onMenuButtonPressed(_ sender: Any) {}
    @IBAction func onCancelPressed(_ sender: Any) {}
    @IBAction func onPrivacyIconPressed(_ sender: Any) {}
    @IBAction func onTrackersViewPressed(_ sender: Any) {}
}
final class OmniBarNotificationContainerView: UIView {}
final class PieChartViewController: NSObject{
    @IBAction func optionsButtonTapped(_ sender: Any) {}
    @IBAction func slidersValueChanged(_ sender: Any) {}
}
final class PrivacyIconView: UIView {}
final class PrivacyInfoContainerView: UIView {}
final class RadarMarkerView: UIView {}
final class RenameBranchPanelController: NSObject{
    @IBAction func accept(_ sender: Any) {}
    @IBAction func cancel(_ sender: Any) {}
}
final class RenameWindowController: NSObject {}
final class RolloverButton: NSObject {}
final class RoundedRectangleView: UIView{
    @IBInspectable var borderColor: UIColor?
    @IBInspectable var borderWidth: CGFloat = 0
    @IBInspectable var cornerRadius: CGFloat = 0
    @IBInspectable var dropShadow: Bool = false
}
final class SearchFieldContainerView: UIView {}
final class ShareFolderPickerCell: UITableViewCell {}
final class TableButtonView: NSTableCellView {}
final class TextFieldWithInsets: UIView{
    @IBInspectable var leftInset: CGFloat = 0
    @IBInspectable var topInset: CGFloat = 0
}
final class TimelineTableView: NSObject {}
final class TimelineViewController: NSObject {}
final class VibrantTableViewCell: UITableViewCell {}
final class WikipediaSearchCell: UITableViewCell {}

// The classes the XIBs name without a module (Objective-C apps' and Sparkle's), which the generated code cannot name:
// its bundle check looks each up by its name, as a device finds an Objective-C class, and asks of its outlets and
// actions. RealFilesRenameTests' runtime finds them by those names.
final class DetailViewController: UIViewController {
    weak var imageView: AnyObject?
}
final class MasterViewController: UIViewController {}
final class SDAnimatedImageView: UIView {}
final class SUInstallUpdateViewController: NSViewController {
    weak var _skipUpdatesButton: AnyObject?
    weak var _textView: AnyObject?
    @IBAction func installUpdateLater(_ sender: Any) {}
    @IBAction func skipUpdate(_ sender: Any) {}
    @IBAction func installUpdate(_ sender: Any) {}
}
final class SUStatusController: NSWindowController {
    weak var _actionButton: AnyObject?
    weak var _progressBar: AnyObject?
    weak var _statusTextField: AnyObject?
}
final class SUTestApplicationDelegate: NSObject {}
final class SUUpdateSettingsWindowController: NSWindowController {}
final class UniversalAppAppDelegate: NSObject {
    weak var viewController: AnyObject?
    weak var window: AnyObject?
}
final class UniversalAppViewController: UIViewController {}
