/// The superclasses `migrate` knows: those the Swift files read declare, and those of UIKit's and AppKit's
/// controllers, for whether a cast to a class succeeds on the class a storyboard has.
struct ClassHierarchy {
    /// The superclass of each class the Swift files declare, without module.
    private let declared: [String: String]

    /// The framework controllers' superclasses, up to the roots.
    private static let framework: [String: String] = [
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "AVPlayerViewController": "UIViewController", "UIViewController": "UIResponder", "UIResponder": "NSObject",
        "NSSplitViewController": "NSViewController", "NSTabViewController": "NSViewController",
        "NSPageController": "NSViewController", "NSViewController": "NSResponder", "NSWindowController": "NSResponder",
        "NSResponder": "NSObject",
    ]

    init(declared: [String: String]) {
        self.declared = declared
    }

    /// Whether `name` is a class this knows: one the Swift files declare with a superclass, or a framework controller.
    private func isKnownClass(_ name: String) -> Bool {
        declared[name] != nil || Self.framework[name] != nil || Self.framework.values.contains(name) || name == "NSObject"
    }

    /// Whether `cast` to `written` succeeds on an object of `storyboardClass`: `nil` when the chain of superclasses
    /// leaves the classes known before it reaches a framework class.
    func cast(_ storyboardClass: String, to written: String) -> StringUse.Cast {
        let target = StringUse.Cast.bare(written)
        var current = StringUse.Cast.bare(storyboardClass)
        var seen: Set<String> = []
        var matches: Bool?
        while seen.insert(current).inserted {
            if current == target {
                matches = true
                break
            }
            if let parent = declared[current] ?? Self.framework[current] {
                current = parent
                continue
            }
            // The roots of UIKit and AppKit: the whole chain was known, and it fails when the cast is to a class
            // (not to a protocol, which the chain does not show).
            if current == "NSObject", isKnownClass(target) { matches = false }
            break
        }
        return StringUse.Cast(written: written, storyboard: storyboardClass, matches: matches)
    }
}
