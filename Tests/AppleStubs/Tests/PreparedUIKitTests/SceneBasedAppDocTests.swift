import Testing
import PreparedUIKit
import UIKit

// The scene-based set-up of Docs/UIKit.md ("In a scene-based app"), compiled against the UIKit stubs and run
// on their launch of a scene-based app (`UIApplication.stubLaunch`). The root package's DocSnippetTests checks
// that every swift block of the doc stands, line for line, in this folder.

/// What `prepared-storyboard generate` writes for a `Main.storyboard` whose initial scene is an `InboxController`.
enum Storyboards: String, StoryboardName {
    case main = "Main"

    enum MainScene {
        static let initial = TypedScene<InboxController>(initialOf: Storyboards.main)
    }
}

/// The app's dependency containers.
enum AppContainers {
    static let app = DependencyContainer()
}

// DOC-BEGIN app delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneDependencies.appContainers = [AppContainers.app]  // before any scene connects
        return true
    }
}
// DOC-END

// DOC-BEGIN scene delegate
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        SceneDependencies.appContainers = [AppContainers.app]  // before the first storyboard scene is made
        let window = UIWindow(windowScene: windowScene)
        do {
            window.rootViewController = try Storyboards.MainScene.initial.instantiate()
        } catch {
            PreparationPipeline.failureHandler(.storyboard(error))  // Storyboards.checkBundle() finds it in a test
        }
        window.makeKeyAndVisible()
        self.window = window
    }
}
// DOC-END

@Suite("Docs/UIKit.md: the dependency containers of a scene-based app")
@MainActor
struct SceneBasedAppDocTests {
    private let main = StubStoryboardFile(initial: "InboxController", scenes: [StubScene("InboxController", InboxController.self)])

    /// Registers the app's dependencies for `body`, and leaves the containers as they were.
    private func withAppContainers(_ body: () throws -> Void) rethrows {
        let saved = SceneDependencies.appContainers
        AppContainers.app.register(Mailbox.self) { _ in Mailbox(address: "ada@example.com") }
        AppContainers.app.registerProperties(of: InboxController.self) { container, inbox in
            inbox.mailbox = try container.resolve()
        }
        defer {
            AppContainers.app.removeAll()
            SceneDependencies.appContainers = saved
        }
        try body()
    }

    @Test("With a storyboard in the scene configuration, the app delegate's containers reach its initial controller")
    func storyboardInSceneConfiguration() throws {
        try withAppContainers {
            try withApp(["Main": main]) { failures in
                SceneDependencies.appContainers = []
                let scene = StoryboardSceneDelegate()
                UIApplication.stubLaunch(appDelegate: AppDelegate(), sceneDelegate: scene, storyboard: "Main")
                let window = try #require(scene.window)
                let inbox = try #require(window.rootViewController as? InboxController)
                #expect(inbox.mailbox == Mailbox(address: "ada@example.com"))
                #expect(window.isKeyWindow)
                #expect(inbox.isViewLoaded)
                #expect(failures().isEmpty)
            }
        }
    }

    @Test("Without one, the scene delegate sets the containers, then makes the window's root from the initial scene")
    func noStoryboardInSceneConfiguration() throws {
        try withAppContainers {
            try withApp(["Main": main]) { failures in
                SceneDependencies.appContainers = []
                let delegate = SceneDelegate()
                let scene = UIApplication.stubLaunch(appDelegate: LaunchingAppDelegate(), sceneDelegate: delegate, storyboard: nil)
                let window = try #require(delegate.window)
                #expect(window.windowScene === scene)
                #expect(window.isKeyWindow)
                let inbox = try #require(window.rootViewController as? InboxController)
                #expect(inbox.mailbox == Mailbox(address: "ada@example.com"))
                #expect(inbox.isViewLoaded)
                #expect(failures().isEmpty)
            }
        }
    }

    @Test("A storyboard without an initial scene is reported to the failure handler, and the window shows no root")
    func noInitialScene() {
        withAppContainers {
            withApp(["Main": StubStoryboardFile(initial: nil, scenes: main.scenes)]) { failures in
                let delegate = SceneDelegate()
                UIApplication.stubLaunch(appDelegate: LaunchingAppDelegate(), sceneDelegate: delegate, storyboard: nil)
                #expect(delegate.window?.rootViewController == nil)
                #expect(failures() == [.storyboard(.noInitialScene(storyboard: "Main"))])
            }
        }
    }

    @Test("Containers set in scene(_:willConnectTo:options:) come too late for the scene configuration's storyboard")
    func tooLateForTheSceneConfigurationsStoryboard() throws {
        try withAppContainers {
            try withApp(["Main": main]) { _ in
                SceneDependencies.appContainers = []
                let scene = LateSceneDelegate()
                UIApplication.stubLaunch(appDelegate: LaunchingAppDelegate(), sceneDelegate: scene, storyboard: "Main")
                let inbox = try #require(scene.window?.rootViewController as? InboxController)
                #expect(inbox.mailbox == nil, "UIKit made the initial controller before the scene delegate heard of the scene")
                #expect(SceneDependencies.appContainers.count == 1)
            }
        }
    }
}

/// The root scene of the app: its mailbox comes from the app's containers.
final class InboxController: PreparedViewController {
    var mailbox: Mailbox?
}

/// A dependency of the inbox.
struct Mailbox: Equatable, Sendable {
    var address: String
}

/// An app delegate that does nothing at launch.
private final class LaunchingAppDelegate: UIResponder, UIApplicationDelegate {}

/// The scene delegate of an app whose scene configuration names a storyboard: UIKit makes its window.
private final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// A scene delegate that sets the containers when the scene connects, with a storyboard in the scene configuration.
private final class LateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneDependencies.appContainers = [AppContainers.app]
    }
}
