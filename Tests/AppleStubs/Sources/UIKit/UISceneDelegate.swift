import Foundation

/// Stub of `UISceneDelegate` (Apple: `@MainActor protocol UISceneDelegate : NSObjectProtocol`; iOS 13.0+).
///
/// Apple's requirements are `optional`, which needs Objective-C: each is a requirement here with an empty
/// default implementation, so that a class adopts the protocol with only the methods it needs, as with UIKit.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    // Apple: `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)`
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    /// Not Apple's declaration: what UIKit does for a delegate that leaves the optional requirement out (nothing).
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
}

/// Stub of `UIWindowSceneDelegate` (Apple: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`;
/// iOS 13.0+). Its `optional` requirement is one with a default here, as ``UISceneDelegate``'s are.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    // Apple: `optional var window: UIWindow? { get set }`
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// Not Apple's declaration: a delegate that leaves `window` out holds no window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
