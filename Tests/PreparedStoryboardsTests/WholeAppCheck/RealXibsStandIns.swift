import Foundation

// Stand-ins for the Swift classes of two real apps' XIBs (Fixtures/RealXibs/Reusable and DuckDuckGo-iOS), declaring
// every outlet the XIBs connect, as their README lists them. UIKit's classes do not exist here: an outlet to a framework
// object is `AnyObject?` (its type is not checked), and one to an object of the app's class has that class's stand-in
// (its type is). A third of the outlets are `private`, as apps often declare them; the check reads them from the
// runtime's field records as UIKit sets them by key-value coding.

/// Reusable's demo app, module `ReusableDemo` (and `ReusableDemo_iOS`, `ReusableDemo_tvOS` for `MyCustomWidget`).
enum ReusableDemo {
    /// `Nibs.nibClasses`, as `prepared-storyboard generate` writes it for the XIBs.
    static let nibClasses: [AnyClass] = [
        CollectionHeaderView.self, MyCustomWidget.self, MyHeaderTableView.self, MyXIBIndexSquaceCell.self, MyXIBInfoCell.self,
        MyXIBTextCell.self,
    ]

    final class CollectionHeaderView {
        private weak var titleLabel: AnyObject?
    }

    final class MyXIBIndexSquaceCell {
        private weak var sectionLabel: AnyObject?
        private weak var rowLabel: AnyObject?
    }

    /// File's Owner of its XIB, for iOS and tvOS alike.
    class MyCustomWidget {
        private var rectView: AnyObject?
        private var textLabel: AnyObject?
    }

    /// File's Owner of its XIB.
    final class MyHeaderTableView {
        private weak var titleLabel: AnyObject?
    }

    final class MyXIBInfoCell {
        private weak var titleLabel: AnyObject?
    }

    final class MyXIBTextCell {
        private weak var titleLabel: AnyObject?
    }
}

/// DuckDuckGo's iOS app, module `DuckDuckGo`. Its seven `LottieAnimationView`s are of the module `Lottie`, which no
/// class of this test target can stand in for.
enum DuckDuckGoApp {
    /// `Nibs.nibClasses`, as `prepared-storyboard generate` writes it for the XIBs, but `Lottie.LottieAnimationView`.
    static let nibClasses: [AnyClass] = [
        ActionMessageView.self, BrowsingMenuButton.self, FavoriteHomeCell.self, FindInPageView.self, NotificationView.self,
        OmniBar.self, OmniBarNotificationContainerView.self, PrivacyIconView.self, PrivacyInfoContainerView.self,
        RoundedRectangleView.self, SearchFieldContainerView.self, TextFieldWithInsets.self,
    ]

    /// UIView's outlet collection, as a stand-in declares it.
    class View {
        var gestureRecognizers: [AnyObject]?
    }

    /// UIKit's color class, which an inspectable property holds.
    final class UIColor {}

    /// Its inspectable properties, which the XIBs set as User Defined Runtime Attributes: three stored, and
    /// `dropShadow` computed, which the runtime's field records do not show.
    final class RoundedRectangleView: View {
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var borderColor: UIColor?
        var dropShadow: Bool {
            get { false }
            set { _ = newValue }
        }
    }

    /// Its inspectable insets, stored.
    final class TextFieldWithInsets: View {
        var leftInset: CGFloat = 0
        var topInset: CGFloat = 0
    }

    final class OmniBarNotificationContainerView: View {}

    final class ActionMessageView: View {
        weak var message: AnyObject?
        weak var actionButton: AnyObject?
        var labelToButton: AnyObject?
        var labelToTrailing: AnyObject?
    }

    final class OmniBar: View {
        weak var searchLoupe: AnyObject?
        weak var searchContainer: AnyObject?
        weak var searchStackContainer: AnyObject?
        weak var searchFieldContainer: SearchFieldContainerView?
        weak var privacyInfoContainer: PrivacyInfoContainerView?
        weak var notificationContainer: OmniBarNotificationContainerView?
        weak var textField: TextFieldWithInsets?
        weak var editingBackground: RoundedRectangleView?
        private weak var clearButton: AnyObject?
        private weak var menuButton: AnyObject?
        private weak var settingsButton: AnyObject?
        weak var separatorView: AnyObject?
        private weak var cancelButton: AnyObject?
        private weak var refreshButton: AnyObject?
        private weak var voiceSearchButton: AnyObject?
        private weak var abortButton: AnyObject?
        private weak var bookmarksButton: AnyObject?
        private weak var backButton: AnyObject?
        private weak var forwardButton: AnyObject?
        weak var accessoryButton: AnyObject?
        var separatorHeightConstraint: AnyObject?
        var leftButtonsSpacingConstraint: AnyObject?
        var rightButtonsSpacingConstraint: AnyObject?
        var searchContainerCenterConstraint: AnyObject?
        var searchContainerMaxWidthConstraint: AnyObject?
        var omniBarLeadingConstraint: AnyObject?
        var omniBarTrailingConstraint: AnyObject?
        var separatorToBottom: AnyObject?
        weak var dismissButton: AnyObject?
        weak var leftIconContainerView: AnyObject?
    }

    final class SearchFieldContainerView: View {
        weak var textFieldOffset: AnyObject?
    }

    final class PrivacyInfoContainerView: View {
        weak var maskingView: AnyObject?
        weak var privacyIcon: PrivacyIconView?
        weak var trackers1Animation: AnyObject?
        weak var trackers2Animation: AnyObject?
        weak var trackers3Animation: AnyObject?
    }

    final class PrivacyIconView: View {
        weak var shieldAnimationView: AnyObject?
        weak var shieldDotAnimationView: AnyObject?
        weak var staticImageView: AnyObject?
        weak var staticShieldAnimationView: AnyObject?
        weak var staticShieldDotAnimationView: AnyObject?
    }

    final class BrowsingMenuButton: View {
        weak var image: AnyObject?
        weak var label: AnyObject?
        weak var highlight: AnyObject?
    }

    final class FavoriteHomeCell: View {
        weak var titleLabel: AnyObject?
        weak var iconBackground: RoundedRectangleView?
        private weak var iconImage: AnyObject?
        weak var highlightMask: RoundedRectangleView?
        private weak var iconSize: AnyObject?
        weak var deleteButton: AnyObject?
    }

    final class FindInPageView: View {
        weak var container: AnyObject?
        private weak var nextButton: AnyObject?
        private weak var previousButton: AnyObject?
        weak var searchLoupe: AnyObject?
        weak var counterLabel: AnyObject?
        weak var searchBackground: RoundedRectangleView?
        private weak var doneButton: AnyObject?
        private weak var inputText: AnyObject?
        weak var activityView: AnyObject?
    }

    final class NotificationView: View {
        weak var icon: AnyObject?
        weak var titleLabel: AnyObject?
        private weak var messageLabel: AnyObject?
    }
}
