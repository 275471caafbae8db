import PreparedUIKit
import UIKit

// UIKit under the names of the tests PreparedUIKitTests shares with
// PreparedAppKitTests (`Tests/AdapterTestsShared`, a symbolic link `Shared` in
// each): what the shared tests ask of the platform.

/// The segue UIKit passes to `prepare(for:sender:)`, for the tests both adapters share.
typealias PlatformStoryboardSegue = UIStoryboardSegue

/// The platform's view controller, for the tests both adapters share.
typealias PlatformViewController = UIViewController

/// What the shared tests ask of UIKit and its stubs.
@MainActor
enum TestPlatform {
    /// The name the adapter gives a scene it loaded without the typed API.
    static let framework = "UIKit"

    /// A segue that presents its destination over the source.
    static let presentation = StubSegue.Kind.present

    /// The controller `controller` presents last.
    static func presented(by controller: UIViewController) -> UIViewController? {
        controller.presentedViewController
    }

    /// A segue that shows a container made by ``container(_:showing:)``: presented.
    static let containerPresentation = StubSegue.Kind.present

    /// A container scene that shows `content`: a navigation controller with it as its root.
    static func container(_ name: String, showing content: String) -> StubScene {
        StubScene(name, UINavigationController.self, relationships: [content])
    }

    /// The controller a container made by ``container(_:showing:)`` shows, once presented by `source`.
    static func content(ofContainerPresentedBy source: CardListController) -> UIViewController? {
        (source.presentedViewController as? UINavigationController)?.topViewController
    }

    /// The destination of a segue, as the framework gives it.
    static func destination(of segue: PlatformStoryboardSegue) -> Any {
        segue.destination
    }

    /// Installs storyboard files for the stubs' `UIStoryboard(name:bundle:)`; returns what it replaced.
    static func installStoryboardFiles(_ files: [String: StubStoryboardFile]) -> [String: StubStoryboardFile] {
        let saved = UIStoryboard.stubFiles
        UIStoryboard.stubFiles = files
        return saved
    }
}
