import Foundation

// Not UIKit API: the launch of a scene-based app, which tests act out with these.

extension UIApplication {
    /// Launches a scene-based app with one window scene, in the order UIKit's documentation and Xcode's
    /// templates give (not verified on an Apple machine: Docs/AppleMachine.md):
    ///
    /// 1. the app delegate's `application(_:didFinishLaunchingWithOptions:)`, with no launch options, as an app
    ///    that supports scenes gets;
    /// 2. a window scene with its session;
    /// 3. when the scene's configuration names a storyboard (the Info.plist's `UISceneStoryboardFile`,
    ///    `UISceneConfiguration.storyboard`), the storyboard's initial view controller, made by UIKit, as the
    ///    root of a new window of the scene, which becomes the scene delegate's `window`;
    /// 4. the scene delegate's `scene(_:willConnectTo:options:)`;
    /// 5. the window of step 3, made key and visible, if it is still the delegate's. A window the delegate
    ///    makes itself, it shows itself.
    ///
    /// - Parameters:
    ///   - appDelegate: The app's delegate.
    ///   - sceneDelegate: The scene's delegate.
    ///   - storyboard: The storyboard the scene's configuration names, or `nil` for none.
    /// - Returns: The connected scene.
    @discardableResult
    public static func stubLaunch(
        appDelegate: some UIApplicationDelegate, sceneDelegate: some UIWindowSceneDelegate, storyboard: String?
    ) -> UIWindowScene {
        _ = appDelegate.application(shared, didFinishLaunchingWithOptions: nil)
        let session = UISceneSession()
        let options = UIScene.ConnectionOptions()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        var storyboardWindow: UIWindow?
        if let storyboard {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIStoryboard(name: storyboard, bundle: nil).instantiateInitialViewController()
            sceneDelegate.window = window
            storyboardWindow = window
        }
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        if let storyboardWindow, sceneDelegate.window === storyboardWindow {
            storyboardWindow.makeKeyAndVisible()
        }
        return scene
    }
}
