import Foundation

/// Stub of `UIScene` (Apple: `@MainActor class UIScene`, a subclass of UIResponder; iOS 13.0+): one instance
/// of the app's user interface, which UIKit makes and connects to the app.
@MainActor
open class UIScene: UIResponder {
    /// Stub of `UIScene.ConnectionOptions` (Apple: `@MainActor class ConnectionOptions`, a subclass of NSObject;
    /// iOS 13.0+): why UIKit made the scene. Its members (URL contexts, user activities, a shortcut item…)
    /// are left out: nothing here reads them.
    @MainActor
    open class ConnectionOptions: NSObject {
        // Not Apple's declaration: UIKit makes connection options, an app never does.
        override init() { super.init() }
    }

    // Apple: `var session: UISceneSession { get }`
    public let session: UISceneSession

    // Apple: `init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions)`
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// Stub of `UIWindowScene` (Apple: `@MainActor class UIWindowScene`, a subclass of UIScene; iOS 13.0+): the
/// scene that holds the app's windows. It inherits `init(session:connectionOptions:)`.
@MainActor
open class UIWindowScene: UIScene {}

/// Stub of `UISceneSession` (Apple: `@MainActor class UISceneSession`, a subclass of NSObject; iOS 13.0+): a
/// scene's configuration and identity, which UIKit makes. Its members are left out: nothing here reads them.
@MainActor
open class UISceneSession: NSObject {
    // Not Apple's declaration: UIKit makes sessions, an app never does.
    override init() { super.init() }
}
