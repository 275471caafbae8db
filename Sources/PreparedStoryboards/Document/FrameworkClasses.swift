/// UIKit's and AppKit's classes as Interface Builder files use them: the class a controller of each kind, or an element
/// without a custom class, is made as, and the controllers' superclasses. One home for what the whole-app check,
/// `generate` and `migrate` each need of them; the outlets each class declares are ``FrameworkOutlets``'.
package enum FrameworkClasses {
    /// The class a controller of `kind` without a custom class is made as on `platform`, as far as the kind says.
    /// GLKit's `GLKViewController`, deprecated with OpenGL ES, is typed as `UIViewController`.
    package static func controllerClass(of kind: StoryboardController.Kind, on platform: InterfacePlatform) -> String {
        switch (platform == .macOS, kind) {
        case (false, .navigation): "UINavigationController"
        case (false, .tabBar): "UITabBarController"
        case (false, .split): "UISplitViewController"
        case (false, .table): "UITableViewController"
        case (false, .collection): "UICollectionViewController"
        case (false, .page): "UIPageViewController"
        case (false, .avPlayer): "AVPlayerViewController"
        case (false, _): "UIViewController"
        case (true, .window): "NSWindowController"
        case (true, .split): "NSSplitViewController"
        case (true, .tabView): "NSTabViewController"
        case (true, .page): "NSPageController"
        case (true, _): "NSViewController"
        }
    }

    /// The module beside UIKit or AppKit that declares ``controllerClass(of:on:)`` of `kind`, or `nil`.
    package static func controllerModule(of kind: StoryboardController.Kind, on platform: InterfacePlatform) -> String? {
        platform != .macOS && kind == .avPlayer ? "AVKit" : nil
    }

    /// Every controller class ``controllerClass(of:on:)`` gives, and the roots above them: the names generated code
    /// writes for them.
    package static var controllerClasses: Set<String> { Set(superclasses.keys) }

    /// The superclass of a framework controller class, up to `NSObject`; `nil` for a class this does not know.
    package static func superclass(of name: String) -> String? {
        superclasses[name]
    }

    private static let superclasses: [String: String] = [
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "AVPlayerViewController": "UIViewController", "UIViewController": "UIResponder", "UIResponder": "NSObject",
        "NSSplitViewController": "NSViewController", "NSTabViewController": "NSViewController",
        "NSPageController": "NSViewController", "NSViewController": "NSResponder", "NSWindowController": "NSResponder",
        "NSResponder": "NSObject",
    ]

    /// The class an element makes without a custom class: `label` → `UILabel`, `textField` → `NSTextField`.
    package static func elementClass(of element: String, on platform: InterfacePlatform) -> String {
        let prefix = platform == .macOS ? "NS" : "UI"
        switch element {
        case "segue": return prefix + "StoryboardSegue"
        case "constraint": return "NSLayoutConstraint"
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        case "arscnView": return "ARSCNView"
        case "sceneKitView": return "SCNView"
        case "viewLayoutGuide": return prefix + "LayoutGuide"
        case "containerView", "customView", "tableViewCellContentView", "collectionViewCellContentView": return prefix + "View"
        case "customObject": return "NSObject"
        case "placeholder": return "UIResponder"
        default: return prefix + element.prefix(1).uppercased() + element.dropFirst()
        }
    }
}
