import AppKit
import Foundation
@_spi(Generated) import Prepared
@_spi(Generated) import PreparedResources
@testable import PreparedStoryboards
import UIKit

/// What an Apple device's Objective-C runtime would answer of the real apps' stand-in classes, for the generated
/// `checkBundle()` on Linux: the selectors of the methods each stand-in declares (read from its source, named as Swift
/// names an `@objc` method's selector), the properties its field records list, and the images and colors in the
/// bundle as the stubs look them up. A class that is no stand-in (the framework's) is not answered, as on Linux.
///
/// It records the questions the check asks, so that a test can rename one of the names it was asked about.
@MainActor
final class StandInRuntime {
    /// What the check asked, in order.
    enum Question: Hashable {
        case action(className: String, selector: String)
        case segueAction(className: String, selector: String)
        case key(className: String, property: String)
        /// A key of an `@IBInspectable` property, which a User Defined Runtime Attribute sets.
        case inspectableKey(className: String, key: String)
        case image(String)
        case color(String)
    }

    /// The stand-ins' action selectors by class (`GeneratedRealAppsA.BookmarksViewController`).
    private(set) var actions: [String: Set<String>]
    /// The stand-ins' `@IBSegueAction` selectors by class.
    private(set) var segueActions: [String: Set<String>]
    /// The stand-ins' `@IBInspectable` properties by class, and those of the extensions of the framework's classes by the
    /// class's name (`UIView`).
    private(set) var inspectables: [String: Set<String>] = [:]
    private(set) var extensionInspectables: [String: Set<String>] = [:]
    /// Keys of UIKit's classes that the stubs do not declare, set by the real apps' attributes (`layer.cornerRadius`):
    /// not answered, as the framework's outlets are not.
    private static let frameworkKeys: Set<String> = ["layer", "textLabel", "accessibilityElementsHidden", "accessibilityIdentifier"]
    /// Names the runtime answers as missing: an action, segue action or property renamed in Swift.
    var renamed: Set<Question> = []
    private(set) var asked: [Question] = []
    private let appKit: Bool

    /// The runtime of the stand-ins declared in `sources` (each file with its module), for an app of UIKit or
    /// (`appKit`) AppKit.
    init(sources: [(file: URL, module: String)], appKit: Bool) throws {
        (actions, segueActions) = ([:], [:])
        self.appKit = appKit
        for (file, module) in sources {
            try read(String(contentsOf: file, encoding: .utf8), module: module)
        }
    }

    /// The runtime the check asks.
    var runtime: StoryboardRuntime {
        StoryboardRuntime(
            instancesRespond: { [self] type, selector in respond(type, selector, recording: true) },
            // The real apps' first-responder actions are the framework's and Hero's (an extension of
            // `UIViewController`), none of the stand-ins': each is left unchecked, as on a device.
            anyClassResponds: { [self] candidates, selector in
                candidates.contains { respond($0, selector, recording: false) == true } ? true : nil
            },
            setsKey: { [self] type, key in setsKey(type, key) },
            hasImage: { [self] name, bundle in
                asked.append(.image(name))
                return appKit ? bundle.image(forResource: name) != nil : UIImage(named: name, in: bundle, compatibleWith: nil) != nil
            },
            hasColor: { [self] name, bundle in
                asked.append(.color(name))
                return appKit ? NSColor(named: name, bundle: bundle) != nil : UIColor(named: name, in: bundle, compatibleWith: nil) != nil
            }
        )
    }

    private func respond(_ type: AnyClass, _ selector: String, recording: Bool) -> Bool? {
        let name = String(reflecting: type)
        if segueActions[name]?.contains(selector) == true {
            if recording { asked.append(.segueAction(className: name, selector: selector)) }
            return !renamed.contains(.segueAction(className: name, selector: selector))
        }
        guard let selectors = actions[name] else { return nil }
        if recording { asked.append(.action(className: name, selector: selector)) }
        return selectors.contains(selector) && !renamed.contains(.action(className: name, selector: selector))
    }

    /// A property the stand-in declares is found; one it does not may be its framework superclass's (`tableView` of a
    /// `UITableViewController`), which the stubs do not declare, so it is answered as the whole-app check on Linux
    /// answers it, from the outlets Interface Builder offers on each framework class.
    private func setsKey(_ type: AnyClass, _ key: String) -> Bool? {
        let name = String(reflecting: type)
        guard actions[name] != nil else { return nil }
        let stored = DeclaredProperties(of: type).levels.contains(where: { $0.properties.contains { $0.name == key } })
        let inspectable = inspectables[name]?.contains(key) == true || extends(type, with: key)
        guard stored || inspectable else {
            // A key of a framework superclass, which the stubs do not declare: answered as the whole-app check on Linux
            // answers it, from the outlets Interface Builder offers on each framework class, and the keys runtime
            // attributes set on framework views.
            if Self.frameworkKeys.contains(key) { return nil }
            switch OutletResolution.of(key, in: type) {
            case .declared: return true
            case .missing: return false
            case .unresolved: return nil
            }
        }
        let question: Question = inspectable ? .inspectableKey(className: name, key: key) : .key(className: name, property: key)
        asked.append(question)
        return !renamed.contains(question)
    }

    /// Whether an extension of `type` or of one of its superclasses declares the inspectable property `key`.
    private func extends(_ type: AnyClass, with key: String) -> Bool {
        var current: AnyClass? = type
        while let level = current {
            if extensionInspectables[String(describing: level)]?.contains(key) == true { return true }
            current = _getSuperclass(level)
        }
        return false
    }

    /// Reads the classes of one stand-ins file and their methods' selectors.
    private func read(_ source: String, module: String) throws {
        var current: String?
        var extended: String?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: #/^extension (\w+) \{/#) {
                extended = String(match.output.1)
            } else if let match = line.firstMatch(of: #/^\s+@IBInspectable var (\w+)/#) {
                if let extended {
                    extensionInspectables[extended, default: []].insert(String(match.output.1))
                } else if let current {
                    inspectables[current, default: []].insert(String(match.output.1))
                }
            } else if let match = line.firstMatch(of: #/^(?:final )?class (\w+)\b/#) {
                current = "\(module).\(match.output.1)"
                actions[current!, default: []] = actions[current!, default: []]
                if line.hasSuffix("{}") { current = nil }
            } else if line == "}" {
                (current, extended) = (nil, nil)
            } else if let current, let match = line.firstMatch(of: #/^\s+(@IBSegueAction )?(?:@IBAction )?func (\w+)\((.*)\)/#) {
                let selector = Self.selector(name: String(match.output.2), parameters: String(match.output.3))
                if match.output.1 != nil { segueActions[current, default: []].insert(selector) } else { actions[current]?.insert(selector) }
            }
        }
    }

    /// The Objective-C selector Swift gives a method: `save` of `save()`, `save:` of `save(_ sender: Any)`,
    /// `save:forEvent:` of `save(_ sender: Any, forEvent event: Any)`, `saveWithSender:` of `save(sender: Any)`.
    static func selector(name: String, parameters: String) -> String {
        let labels = parameters.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" } }
        guard let first = labels.first else { return name }
        let head = first == "_" ? name : name + "With" + first.prefix(1).uppercased() + first.dropFirst()
        return ([head] + labels.dropFirst().map { $0 == "_" ? "" : String($0) }).joined(separator: ":") + ":"
    }
}
