// Stand-ins for the classes the real XIBs name (Tests/PreparedStoryboardsTests/Fixtures/RealXibs), one module's
// generated Swift beside this file per app (`generate <folder> --name <App>Storyboards`), so that it compiles: each
// cell the subclass of its framework's cell, each view of `UIView`, the rest of `NSObject`. RealXibsGeneratedCodeTests
// checks that those files are what the generator writes today; the classes of other modules are in StandInModules.

import AppKit
import Foundation
import UIKit

final class ActionMessageView: UIView {}
final class ActivityLogWindowController: NSObject {}
final class AddFeedSelectFolderTableViewCell: UIView {}
final class AppDelegate: NSObject {}
final class BrowsingMenuButton: UIView {}
final class CollectionHeaderView: UICollectionReusableView {}
final class CollectionViewImageCell: UICollectionViewCell {}
final class CurrentActivityWindowController: NSObject {}
final class DemoListViewController: NSObject {}
final class FavoriteHomeCell: UICollectionViewCell {}
final class FileCellView: NSTableCellView {}
final class FileListController: NSObject {}
final class FileListView: NSObject {}
final class FindInPageView: UIView {}
final class LineChart1ViewController: NSObject {}
final class MessageView: NSObject {}
final class MyCustomWidget: NSObject {}
final class MyHeaderTableView: NSObject {}
final class MyXIBIndexSquaceCell: UICollectionViewCell {}
final class MyXIBInfoCell: UITableViewCell {}
final class MyXIBTextCell: UITableViewCell {}
final class NNW3OpenPanelAccessoryViewController: NSObject {}
final class NotificationView: UIView {}
final class OmniBar: UIView {}
final class OmniBarNotificationContainerView: UIView {}
final class PieChartViewController: NSObject {}
final class PrivacyIconView: UIView {}
final class PrivacyInfoContainerView: UIView {}
final class RadarMarkerView: UIView {}
final class RenameBranchPanelController: NSObject {}
final class RenameWindowController: NSObject {}
final class RolloverButton: NSObject {}
final class RoundedRectangleView: UIView {}
final class SearchFieldContainerView: UIView {}
final class ShareFolderPickerCell: UITableViewCell {}
final class TableButtonView: NSTableCellView {}
final class TextFieldWithInsets: UIView {}
final class TimelineTableView: NSObject {}
final class TimelineViewController: NSObject {}
final class VibrantTableViewCell: UITableViewCell {}
final class WikipediaSearchCell: UITableViewCell {}
