// Stand-ins for the classes the storyboards of CocoaLumberjack, DuckDuckGo, DuckDuckGoOpenAction, DuckDuckGoShareExtension, ECSlidingViewController, ECSlidingBasicMenu, HeroLegacyExamples, HeroTvOSExamples, IBDecodable, KingfisherTVDemo, Rectangle, RectangleLauncher, RxExampleiOS, RxExampleMac, RealmPreloadedData name
// (Tests/PreparedStoryboardsTests/Fixtures/RealApps): each the framework class of its scene, so that the
// generated Swift beside this file (one file per app module, `generate --name <Module>Storyboards`) compiles.
// RealAppsGeneratedCodeTests checks that those files are what the generator writes today.
// Each class also declares the outlets its storyboards connect (every third `private`, as apps often declare them),
// typed `AnyObject`, for the whole-app check of RealAppsConnectionTests; the framework's own outlets it inherits. And
// it declares the actions and segue actions the storyboards send it, which RealAppsDeviceCheckTests reads from this
// file as a device's Objective-C runtime would list them (`@IBAction` where Swift on Linux takes one: an action of no
// argument, or of the sender and the event, is a plain method here). The inspectable properties the storyboards set
// as User Defined Runtime Attributes are `@IBInspectable`, which RealAppsDeviceCheckTests reads as the keys a device
// would find.

import AppKit
import UIKit

final class APIWrappersViewController: UIViewController {
    weak var textView: AnyObject?
    weak var textField: AnyObject?
    weak var activityIndicator: AnyObject?
    weak var bbitem: AnyObject?
    private weak var button: AnyObject?
    weak var datePicker: AnyObject?
    weak var debugLabel: AnyObject?
    private weak var mypan: AnyObject?
    weak var openActionSheet: AnyObject?
    weak var openAlertView: AnyObject?
    private weak var segmentedControl: AnyObject?
    weak var slider: AnyObject?
    weak var switcher: AnyObject?
    weak var textField2: AnyObject?
    private weak var textView2: AnyObject?
}
final class ActionSheetDaxDialogViewController: UIViewController {
    weak var actionSheetContainerView: AnyObject?
    weak var containerHeight: AnyObject?
    private weak var highlightCutOutView: AnyObject?
    @IBAction func onTapOutside(_ sender: Any) {}
}
final class ActionViewController: UIViewController {}
final class AddOrEditBookmarkViewController: UIViewController {
    @IBAction func onCancelPressed(_ sender: Any) {}
    @IBAction func onSavePressed(_ sender: Any) {}
}
final class AppIconSettingsViewController: UIViewController {}
final class AuthenticationViewController: UIViewController {
    weak var logo: AnyObject?
    weak var unlockInstructions: AnyObject?
    @IBAction func onTap(_ sender: Any) {}
}
final class AutoClearSettingsViewController: UITableViewController {
    weak var clearDataToggle: AnyObject?
    var labels: [AnyObject] = []
    @IBAction func onClearDataToggled(_ sender: Any) {}
}
final class AutoconsentSettingsViewController: UITableViewController {
    weak var autoconsentToggle: AnyObject?
    weak var infoText: AnyObject?
    private var labels: [AnyObject] = []
    @IBAction func onAutoconsentValueChanged(_ sender: Any) {}
}
final class AutofillCredentialsDebugViewController: UITableViewController {
    @IBAction func sortButtonAction(_ sender: Any) {}
}
final class AutofillDebugViewController: UITableViewController {}
final class BaseNavigationController: UINavigationController {}
final class BookmarkFoldersViewController: UITableViewController {}
final class BookmarksDebugViewController: UIViewController {}
final class BookmarksViewController: UIViewController {
    weak var tableView: AnyObject?
    weak var doneButton: AnyObject?
    weak var editButton: AnyObject?
    private weak var emptyStateContainer: AnyObject?
    weak var favoritesContainer: AnyObject?
    weak var importFooterButton: AnyObject?
    private weak var selectorControl: AnyObject?
    @IBAction func onDonePressed(_ sender: Any) {}
    @IBAction func onEditPressed(_ sender: Any) {}
    @IBAction func onViewSelectorChanged(_ sender: Any) {}
    @IBSegueAction func onCreateFavoritesView(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> AnyObject? { nil }
}
final class BrowsingMenuViewController: UIViewController {
    weak var tableView: AnyObject?
    weak var arrowView: AnyObject?
    weak var bottomConstraint: AnyObject?
    private weak var bottomConstraintIPad: AnyObject?
    weak var flexibleWidthConstraint: AnyObject?
    weak var horizontalContainer: AnyObject?
    private weak var horizontalStackView: AnyObject?
    weak var menuView: AnyObject?
    weak var preferredWidth: AnyObject?
    private weak var rightConstraint: AnyObject?
    weak var separator: AnyObject?
    weak var separatorHeight: AnyObject?
    weak var tableViewHeight: AnyObject?
    weak var topConstraint: AnyObject?
    private weak var topConstraintIPad: AnyObject?
    @IBAction func backgroundTapped(_ sender: Any) {}
}
final class CalculatorViewController: UIViewController {
    weak var allClearButton: AnyObject?
    weak var changeSignButton: AnyObject?
    private weak var divideButton: AnyObject?
    weak var dotButton: AnyObject?
    weak var eightButton: AnyObject?
    private weak var equalButton: AnyObject?
    weak var fiveButton: AnyObject?
    weak var fourButton: AnyObject?
    private weak var lastSignLabel: AnyObject?
    weak var minusButton: AnyObject?
    weak var multiplyButton: AnyObject?
    private weak var nineButton: AnyObject?
    weak var oneButton: AnyObject?
    weak var percentButton: AnyObject?
    private weak var plusButton: AnyObject?
    weak var resultLabel: AnyObject?
    weak var sevenButton: AnyObject?
    private weak var sixButton: AnyObject?
    weak var threeButton: AnyObject?
    weak var twoButton: AnyObject?
    private weak var zeroButton: AnyObject?
}
final class CityGuideViewController: UIViewController {
    weak var collectionView: AnyObject?
}
final class CityViewController: UIViewController {
    weak var collectionView: AnyObject?
}
final class ConfigurationDebugViewController: UITableViewController {}
final class ConfigurationURLDebugViewController: UITableViewController {}
final class CookieDebugViewController: UITableViewController {}
final class CustomPickerViewAdapterExampleViewController: UIViewController {
    weak var pickerView: AnyObject?
}
final class DaxDialogViewController: UIViewController {
    weak var button: AnyObject?
    weak var icon: AnyObject?
    private weak var label: AnyObject?
    weak var pointer: AnyObject?
    weak var tapToCompleteGestureRecognizer: AnyObject?
    private weak var textArea: AnyObject?
    weak var topSpacing: AnyObject?
    func onButtonTap() {}
    func onTap() {}
}
final class DaxOnboardingPadViewController: UIViewController {}
final class DetailViewController: UIViewController {
    weak var imageView: AnyObject?
    weak var label: AnyObject?
}
final class DoNotSellSettingsViewController: UITableViewController {
    weak var headerView: AnyObject?
    weak var doNotSellToggle: AnyObject?
    private weak var infoTextView: AnyObject?
    var labels: [AnyObject] = []
    @IBAction func onDoNotSellValueChanged(_ sender: Any) {}
}
final class DownloadsListHostingController: UIViewController {}
final class ECSlidingViewController: UIViewController {
    @IBInspectable var topViewControllerStoryboardId: String = ""
    @IBInspectable var underLeftViewControllerStoryboardId: String = ""
}
final class FavoritesViewController: UIViewController {
    weak var emptyStateContainer: AnyObject?
}
final class FeedbackFormViewController: UIViewController {
    weak var headerImage: AnyObject?
    weak var headerText: AnyObject?
    private weak var headerToMessageView: AnyObject?
    weak var messagePlaceholderText: AnyObject?
    weak var messageTextView: AnyObject?
    private weak var messageViewHeight: AnyObject?
    weak var scrollView: AnyObject?
    weak var submitFeedbackButton: AnyObject?
    private weak var supplementaryText: AnyObject?
    weak var websiteFieldToMessageView: AnyObject?
    weak var websiteTextField: AnyObject?
    func cancelButtonPressed() {}
    func submitFeedbackPressed() {}
}
final class FeedbackPickerViewController: UITableViewController {
    weak var headerView: AnyObject?
    weak var headerText: AnyObject?
    private weak var supplementaryText: AnyObject?
    func dismissButtonPressed() {}
}
final class FeedbackViewController: UIViewController {
    weak var closeButton: AnyObject?
    weak var footerText: AnyObject?
    private weak var headerText: AnyObject?
    weak var negativeFeedbackButton: AnyObject?
    weak var postitiveFeedbackButton: AnyObject?
    private weak var supplementaryText: AnyObject?
    @IBAction func onClosePressed(_ sender: Any) {}
}
final class FileSizeDebugViewController: UITableViewController {}
final class FileTextPreviewDebugViewController: UIViewController {
    weak var textView: AnyObject?
}
final class FireproofingSettingsViewController: UITableViewController {
    weak var doneButton: AnyObject?
    weak var editButton: AnyObject?
    func endEditing() {}
    func startEditing() {}
}
final class FirstTopViewController: UIViewController {
    @IBAction func revealMenu(_ sender: Any) {}
    @IBAction func revealUnderRight(_ sender: Any) {}
}
final class FullscreenDaxDialogViewController: UIViewController {
    weak var containerHeight: AnyObject?
    weak var highlightCutOutView: AnyObject?
    private weak var spacerPadding: AnyObject?
    func onTapHide() {}
}
final class GeolocationViewController: UIViewController {
    weak var button: AnyObject?
    weak var button2: AnyObject?
    private weak var label: AnyObject?
    weak var noGeolocationView: AnyObject?
}
final class GitHubSearchRepositoriesViewController: UITableViewController {
    weak var searchBar: AnyObject?
}
final class GitHubSignupViewController1: UIViewController {
    weak var passwordOutlet: AnyObject?
    weak var passwordValidationOutlet: AnyObject?
    private weak var repeatedPasswordOutlet: AnyObject?
    weak var repeatedPasswordValidationOutlet: AnyObject?
    weak var signingUpOulet: AnyObject?
    private weak var signupOutlet: AnyObject?
    weak var usernameOutlet: AnyObject?
    weak var usernameValidationOutlet: AnyObject?
}
final class GitHubSignupViewController2: UIViewController {
    weak var passwordOutlet: AnyObject?
    weak var passwordValidationOutlet: AnyObject?
    private weak var repeatedPasswordOutlet: AnyObject?
    weak var repeatedPasswordValidationOutlet: AnyObject?
    weak var signingUpOulet: AnyObject?
    private weak var signupOutlet: AnyObject?
    weak var usernameOutlet: AnyObject?
    weak var usernameValidationOutlet: AnyObject?
}
final class HistoryDebugViewController: UIViewController {}
final class HomeRowInstructionsViewController: UIViewController {
    weak var button: AnyObject?
    weak var containerView: AnyObject?
    private weak var playButton: AnyObject?
    weak var videoContainerView: AnyObject?
    func dismiss() {}
    func playVideo() {}
}
final class ImageCacheDebugViewController: UITableViewController {}
final class ImageGalleryViewController: UIViewController {
    weak var collectionView: AnyObject?
    @IBAction func switchLayout(_ sender: Any) {}
}
final class ImagePickerController: UIViewController {
    weak var imageView: AnyObject?
    weak var cameraButton: AnyObject?
    weak var cropButton: AnyObject?
    private weak var galleryButton: AnyObject?
}
final class ImageViewController: UIViewController {}
final class InitialSlidingViewController: UIViewController {}
final class JSAlertController: UIViewController {
    weak var textField: AnyObject?
    weak var backgroundView: AnyObject?
    weak var alertView: AnyObject?
    private weak var cancelButton: AnyObject?
    weak var keyboardConstraint: AnyObject?
    weak var messageLabel: AnyObject?
    private weak var okButton: AnyObject?
    weak var scrollView: AnyObject?
    private weak var textFieldBox: AnyObject?
    weak var titleLabel: AnyObject?
    @IBAction func cancelAction(_ sender: Any) {}
    @IBAction func okAction(_ sender: Any) {}
}
final class KeyboardSettingsViewController: UITableViewController {
    weak var appLaunchToggle: AnyObject?
    var labels: [AnyObject] = []
    private weak var newTabToggle: AnyObject?
    @IBAction func onAppLaunchValueChanged(_ sender: Any) {}
    @IBAction func onNewTabValueChanged(_ sender: Any) {}
}
final class KeychainItemsDebugViewController: UITableViewController {}
final class LegacyExampleViewController: UITableViewController {}
final class MEMenuViewController: UITableViewController {}
final class MainViewController: UIViewController {
    weak var toolbar: AnyObject?
    weak var backButton: AnyObject?
    weak var containerView: AnyObject?
    private weak var containerViewTop: AnyObject?
    weak var customNavigationBar: AnyObject?
    weak var fireButton: AnyObject?
    private weak var forwardButton: AnyObject?
    weak var lastToolbarButton: AnyObject?
    weak var logo: AnyObject?
    private weak var logoContainer: AnyObject?
    weak var logoText: AnyObject?
    weak var navBarTop: AnyObject?
    private weak var notificationContainer: AnyObject?
    weak var notificationContainerHeight: AnyObject?
    weak var notificationContainerTop: AnyObject?
    private weak var progressView: AnyObject?
    weak var statusBarBackground: AnyObject?
    weak var suggestionTrayContainer: AnyObject?
    private weak var tabsBar: AnyObject?
    weak var tabsBarTop: AnyObject?
    weak var tabsButton: AnyObject?
    weak var toolbarBottom: AnyObject?
    func onBackPressed() {}
    func onFirePressed() {}
    func onForwardPressed() {}
}
final class MenuViewController: UIViewController {}
final class NavigationTopViewController: UINavigationController {}
final class NetworkProtectionDebugViewController: UITableViewController {}
final class NormalLoadingViewController: UIViewController {}
final class NumbersViewController: UIViewController {
    weak var number1: AnyObject?
    weak var number2: AnyObject?
    private weak var number3: AnyObject?
    weak var result: AnyObject?
}
final class OnboardingDefaultBroswerViewController: UIViewController {
    func playVideo() {}
}
final class OnboardingViewController: UIViewController {
    weak var buttonsContainer: AnyObject?
    weak var contentContainer: AnyObject?
    private weak var contentWidth: AnyObject?
    weak var header: AnyObject?
    weak var headerContainer: AnyObject?
    private weak var subheader: AnyObject?
    weak var subheaderContainer: AnyObject?
}
final class OnboardingWidgetsDetailsViewController: UIViewController {
    weak var secondInstructionsLabel: AnyObject?
    @IBAction func ctaPressed(_ sender: Any) {}
}
final class OnboardingWidgetsViewController: UIViewController {
    func playVideo() {}
}
final class PartialUpdatesViewController: UIViewController {
    weak var partialUpdatesCollectionViewOutlet: AnyObject?
    weak var partialUpdatesTableViewOutlet: AnyObject?
    private weak var reloadTableViewOutlet: AnyObject?
    func randomize() {}
}
final class PlacesViewController: UITableViewController {
    weak var searchField: AnyObject?
}
final class PluginViewController: UIViewController {
    weak var debugSwitch: AnyObject?
    @IBAction func togglePlugin(_ sender: Any) {}
}
final class PositiveFeedbackViewController: UIViewController {
    weak var doneButton: AnyObject?
    weak var headerText: AnyObject?
    private weak var leaveFeedbackButton: AnyObject?
    func dismissButtonPressed() {}
    func doneButtonPressed() {}
}
final class PrivacyDashboardViewController: UIViewController {
    weak var webView: AnyObject?
}
final class RemoteMessagingDebugViewController: UIViewController {}
final class RootDebugViewController: UITableViewController {
    weak var shareButton: AnyObject?
    func onShareTapped() {}
    @IBSegueAction func onCreateCookieDebugScreen(_ coder: NSCoder) -> AnyObject? { nil }
    @IBSegueAction func onCreateImageCacheDebugScreen(_ coder: NSCoder) -> AnyObject? { nil }
    @IBSegueAction func onCreateNetPDebugScreen(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> AnyObject? { nil }
    @IBSegueAction func onCreateSyncDebugScreen(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> AnyObject? { nil }
}
final class RootViewController: UITableViewController {}
final class SampleTableViewController: UITableViewController {
    @IBAction func revealMenu(_ sender: Any) {}
}
final class SecondTopViewController: UIViewController {
    @IBAction func revealMenu(_ sender: Any) {}
}
final class ShareViewController: UIViewController {}
final class SimplePickerViewExampleViewController: UIViewController {
    weak var pickerView1: AnyObject?
    weak var pickerView2: AnyObject?
    private weak var pickerView3: AnyObject?
}
final class SimpleTableViewExampleSectionedViewController: UIViewController {
    weak var tableView: AnyObject?
}
final class SimpleTableViewExampleViewController: UIViewController {
    weak var tableView: AnyObject?
}
final class SimpleValidationViewController: UIViewController {
    weak var doSomethingOutlet: AnyObject?
    weak var passwordOutlet: AnyObject?
    private weak var passwordValidOutlet: AnyObject?
    weak var usernameOutlet: AnyObject?
    weak var usernameValidOutlet: AnyObject?
}
final class SubscriptionDebugViewController: UITableViewController {}
final class SuggestionTrayViewController: UIViewController {
    weak var backgroundView: AnyObject?
    weak var containerView: AnyObject?
    private weak var fullHeightConstraint: AnyObject?
    weak var fullWidthConstraint: AnyObject?
    weak var topConstraint: AnyObject?
    private weak var variableHeightConstraint: AnyObject?
    weak var variableWidthConstraint: AnyObject?
}
final class SyncDebugViewController: UITableViewController {}
final class TVImageGalleryViewController: UIViewController {}
final class TabSwitcherViewController: UIViewController {
    weak var toolbar: AnyObject?
    weak var collectionView: AnyObject?
    private weak var topBarView: AnyObject?
}
final class TabViewController: UIViewController {
    weak var containerStackView: AnyObject?
    weak var error: AnyObject?
    private weak var errorHeader: AnyObject?
    weak var errorInfoImage: AnyObject?
    weak var errorMessage: AnyObject?
    private weak var showBarsTapGestureRecogniser: AnyObject?
    weak var webViewContainer: AnyObject?
    @IBAction func onBottomOfScreenTapped(_ sender: Any) {}
    @IBSegueAction func createJSAlertControllerWithCoder(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> AnyObject? { nil }
    @IBSegueAction func makePrivacyDashboardViewControllerWithCoder(_ coder: NSCoder) -> AnyObject? { nil }
}
final class TableViewWithEditingCommandsViewController: UIViewController {
    weak var tableView: AnyObject?
}
final class TabsBarViewController: UIViewController {
    weak var collectionView: AnyObject?
    weak var addTabButton: AnyObject?
    weak var buttonsBackground: AnyObject?
    private weak var buttonsStack: AnyObject?
    weak var fireButton: AnyObject?
    private weak var tabSwitcherContainer: AnyObject?
    func onFireButtonPressed() {}
    func onNewTabPressed() {}
}
final class ThirdTopViewController: UIViewController {
    @IBAction func revealMenu(_ sender: Any) {}
}
final class UnderRightViewController: UITableViewController {}
final class UnprotectedSitesViewController: UITableViewController {
    weak var backButton: AnyObject?
    weak var doneButton: AnyObject?
    private weak var editButton: AnyObject?
    weak var flexibleSpace: AnyObject?
    weak var infoText: AnyObject?
    func endEditing() {}
    func onAddPressed() {}
    func onBackPressed() {}
    func startEditing() {}
}
final class ViewController: UIViewController {
    @IBAction func log(_ sender: Any) {}
    @IBAction func asl_log(_ sender: Any) {}
}
final class WebContainerNavigationController: UINavigationController {}
final class WebContainerViewController: UIViewController {
    weak var progressView: AnyObject?
    func dismiss() {}
}
final class WidgetEducationViewController: UIViewController {}
final class WikipediaSearchViewController: UIViewController {
    weak var searchBar: AnyObject?
    weak var emptyView: AnyObject?
    weak var resultsTableView: AnyObject?
}

final class IntroductionExampleViewController: NSViewController {
    weak var a: AnyObject?
    weak var b: AnyObject?
    private weak var c: AnyObject?
    weak var disposeButton: AnyObject?
    weak var leftTextView: AnyObject?
    private weak var rightTextView: AnyObject?
    weak var slider: AnyObject?
    weak var sliderValue: AnyObject?
    private weak var speechEnabled: AnyObject?
}
final class LogViewController: NSViewController {
    weak var textView: AnyObject?
}
final class LogWindowController: NSWindowController {
    @IBAction func clearClicked(_ sender: Any) {}
}

// The classes of the storyboards' prototype cells, each the framework class of its kind.
final class AllProtectedCell: UITableViewCell {
    weak var label: AnyObject?
}
final class AppIconSettingsCell: UICollectionViewCell {
    weak var imageView: AnyObject?
}
final class BookmarkCell: UITableViewCell {
    weak var faviconImageView: AnyObject?
    weak var favoriteImageView: AnyObject?
    private weak var favoriteImageViewContainer: AnyObject?
    weak var titleLabel: AnyObject?
}
final class BookmarkDetailsCell: UITableViewCell {
    weak var faviconImageView: AnyObject?
    weak var titleTextField: AnyObject?
    private weak var urlTextField: AnyObject?
}
final class BookmarkFolderCell: UITableViewCell {
    weak var folderImageView: AnyObject?
    weak var leadingPaddingConstraint: AnyObject?
    private weak var title: AnyObject?
}
final class BookmarksTextFieldCell: UITableViewCell {
    weak var textField: AnyObject?
}
final class BrowsingMenuEntryViewCell: UITableViewCell {
    weak var entryImage: AnyObject?
    weak var entryLabel: AnyObject?
    private weak var notificationDot: AnyObject?
}
final class BrowsingMenuSeparatorViewCell: UITableViewCell {
    weak var separator: AnyObject?
    weak var separatorHeight: AnyObject?
}
final class CityCell: UICollectionViewCell {
    weak var imageView: AnyObject?
    weak var descriptionLabel: AnyObject?
    private weak var nameLabel: AnyObject?
    @IBInspectable var useShortDescription: Bool = false
}
final class ConfigurationURLTableViewCell: UITableViewCell {
    weak var refresh: AnyObject?
    weak var subtitle: AnyObject?
    private weak var ternary: AnyObject?
    weak var title: AnyObject?
}
final class CredentialsTableViewCell: UITableViewCell {
    weak var details: AnyObject?
}
final class FavoriteCell: UITableViewCell {
    weak var favoriteToggle: AnyObject?
}
final class FireproofingDomainCell: UITableViewCell {
    weak var faviconImage: AnyObject?
    weak var label: AnyObject?
}
final class FireproofingSwitchCell: UITableViewCell {
    weak var label: AnyObject?
    weak var toggle: AnyObject?
    func onToggle() {}
}
final class FolderCell: UITableViewCell {
    weak var childrenCountLabel: AnyObject?
    weak var titleLabel: AnyObject?
}
final class ImageCell: UICollectionViewCell {
    weak var imageView: AnyObject?
}
final class ImageCollectionViewCell: UICollectionViewCell {
    weak var cellImageView: AnyObject?
}
final class ImageDebugFaviconTableViewCell: UITableViewCell {
    weak var cacheKey: AnyObject?
    weak var details: AnyObject?
    private weak var faviconImageView: AnyObject?
}
final class NoResultsCell: UITableViewCell {
    weak var label: AnyObject?
}
final class NumberCell: UICollectionViewCell {
    weak var value: AnyObject?
}
final class NumberSectionView: UICollectionReusableView {
    weak var value: AnyObject?
}
final class ScrollingImageCell: UICollectionViewCell {}
final class TabViewCell: UICollectionViewCell {
    weak var background: AnyObject?
    weak var border: AnyObject?
    private weak var favicon: AnyObject?
    weak var link: AnyObject?
    weak var preview: AnyObject?
    private weak var previewBottomConstraint: AnyObject?
    weak var previewTopConstraint: AnyObject?
    weak var previewTrailingConstraint: AnyObject?
    private weak var removeButton: AnyObject?
    weak var selectionIndicator: AnyObject?
    weak var title: AnyObject?
    private weak var unread: AnyObject?
    func deleteTab() {}
}
final class TabsBarCell: UICollectionViewCell {
    weak var bottomBackgroundView: AnyObject?
    weak var faviconImage: AnyObject?
    private weak var label: AnyObject?
    weak var labelRemoveButtonConstraint: AnyObject?
    weak var removeButton: AnyObject?
    private weak var separatorView: AnyObject?
    weak var topBackgroundView: AnyObject?
    func onRemovePressed() {}
}
final class UnprotectedSitesItemCell: UITableViewCell {
    weak var domainLabel: AnyObject?
}

// The custom classes of the storyboards' other objects (views, segues, objects), for `objectClasses`.
final class AppDelegate: NSObject {}
final class FadeOutLabel: UILabel {}
final class HighlightCutOutView: UIView {}
final class HitTestingToolbar: UIView {}
final class KeyDownTextView: NSView {}
final class ProgressView: UIView {}
final class RoundedRectangleView: UIView {
    @IBInspectable var borderWidth: CGFloat = 0
    @IBInspectable var cornerRadius: CGFloat = 0
    @IBInspectable var borderColor: UIColor?
}
final class TextFieldWithInsets: UIView {
    @IBInspectable var leftInset: CGFloat = 0
    @IBInspectable var topInset: CGFloat = 0
}

// The inspectable properties the storyboards set on views and controllers of every class, declared in extensions of
// the framework's classes (Hero's `isHeroEnabled`, `heroID` and `heroModifierString`, the examples' shadow), computed as
// such properties are: the runtime's field records show neither. (The examples' `cornerRadius`, declared the same way,
// is left out: DuckDuckGo's `RoundedRectangleView` stores one of that name in this module.)
extension UIView {
    @IBInspectable var shadowRadius: CGFloat { get { 0 } set { _ = newValue } }
    @IBInspectable var shadowOpacity: CGFloat { get { 0 } set { _ = newValue } }
    @IBInspectable var shadowColor: UIColor? { get { nil } set { _ = newValue } }
    @IBInspectable var shadowOffset: CGSize { get { .zero } set { _ = newValue } }
    @IBInspectable var heroID: String? { get { nil } set { _ = newValue } }
    @IBInspectable var heroModifierString: String? { get { nil } set { _ = newValue } }
}
extension UIViewController {
    @IBInspectable var isHeroEnabled: Bool { get { false } set { _ = newValue } }
}
extension UINavigationController {
    @IBInspectable var heroNavigationAnimationTypeString: String? { get { nil } set { _ = newValue } }
}
