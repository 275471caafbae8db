import Foundation

/// Stub of `UIApplication` (Apple: `@MainActor class UIApplication`, a subclass of UIResponder): the app, which
/// UIKit makes once (`UIApplicationMain`); ``shared`` is that one.
@MainActor
open class UIApplication: UIResponder {
    /// Stub of `UIApplication.LaunchOptionsKey` (Apple: `struct LaunchOptionsKey`, `Hashable, Equatable,
    /// RawRepresentable, Sendable`, whose raw value is a String). Its keys are left out: an app that supports
    /// scenes is launched with no options.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        // Apple: `init(rawValue: String)`
        public init(rawValue: String) { self.rawValue = rawValue }
        // Apple: `var rawValue: String { get }`; a `let` here, which reads the same.
        public let rawValue: String
    }

    private static let stubShared = UIApplication(stub: ())

    // Not Apple's declaration: UIKit makes the one application object, an app never does.
    init(stub: Void) { super.init() }

    // Apple: `class var shared: UIApplication { get }`
    public class var shared: UIApplication { stubShared }
}

/// Stub of `UIApplicationDelegate` (Apple: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`).
///
/// Apple's requirements are `optional`, which needs Objective-C: each is a requirement here with a default
/// implementation, as ``UISceneDelegate``'s are.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    // Apple: `optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool` (iOS 3.0+);
    // a protocol requirement has no default argument in Swift, so it has none here.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    /// Not Apple's declaration: what UIKit does for a delegate that leaves the optional requirement out (it launches).
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
