import AppKit
import PreparedAppKit

// AppKit under the names of the tests PreparedAppKitTests shares with
// PreparedUIKitTests (`Tests/AdapterTestsShared`, a symbolic link `Shared` in
// each): what the shared tests ask of the platform.

/// The segue AppKit passes to `prepare(for:sender:)`, for the tests both adapters share.
typealias PlatformStoryboardSegue = NSStoryboardSegue

/// The platform's view controller, for the tests both adapters share.
typealias PlatformViewController = NSViewController

/// What the shared tests ask of AppKit and its stubs.
@MainActor
enum TestPlatform {
    /// The name the adapter gives a scene it loaded without the typed API.
    static let framework = "AppKit"

    /// A segue that presents its destination over the source: a sheet.
    static let presentation = StubSegue.Kind.sheet

    /// The controller `controller` presents last.
    static func presented(by controller: NSViewController) -> NSViewController? {
        controller.presentedViewControllers?.last
    }

    /// A segue that shows a container made by ``container(_:showing:)``: shown in its window.
    static let containerPresentation = StubSegue.Kind.show

    /// A container scene that shows `content`: a window controller with it as its content.
    static func container(_ name: String, showing content: String) -> StubScene {
        StubScene(name, NSWindowController.self, relationships: [content])
    }

    /// The controller a container made by ``container(_:showing:)`` shows, once shown from `source`.
    static func content(ofContainerPresentedBy source: CardListController) -> NSViewController? {
        (source.lastDestination as? NSWindowController)?.contentViewController
    }

    /// The destination of a segue, as the framework gives it.
    static func destination(of segue: PlatformStoryboardSegue) -> Any {
        segue.destinationController
    }

    /// Installs storyboard files for the stubs' `NSStoryboard(name:bundle:)`; returns what it replaced.
    static func installStoryboardFiles(_ files: [String: StubStoryboardFile]) -> [String: StubStoryboardFile] {
        let saved = NSStoryboard.stubFiles
        NSStoryboard.stubFiles = files
        return saved
    }
}
