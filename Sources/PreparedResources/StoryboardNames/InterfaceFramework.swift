/// The framework an app's storyboards and nibs are loaded with, UIKit or AppKit: what an adapter runs over, and what
/// the bundle check's report and a scene's errors name.
package enum InterfaceFramework: Sendable, Hashable {
    /// UIKit, on iOS, iPadOS, tvOS and visionOS.
    case uiKit
    /// AppKit, on macOS.
    case appKit

    /// The framework's name: `UIKit` or `AppKit`.
    package var name: String {
        switch self {
        case .uiKit: "UIKit"
        case .appKit: "AppKit"
        }
    }

    /// The class a segue action's source descends from, for the declaration a failure suggests.
    var viewControllerClass: String {
        switch self {
        case .uiKit: "UIViewController"
        case .appKit: "NSViewController"
        }
    }
}
