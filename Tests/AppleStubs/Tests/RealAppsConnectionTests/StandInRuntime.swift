import AppKit
import Foundation
@_spi(Generated) import Prepared
@_spi(Generated) import PreparedResources
@testable import PreparedStoryboards
import UIKit

/// What an Apple device's Objective-C runtime would answer of the real apps' stand-in classes, for the generated
/// `checkBundle()` on Linux: the class of a name (a stand-in by its bare name too, as a device finds an Objective-C
/// class, and the stubs' framework classes), the selectors of the methods each stand-in declares (read from its source,
/// named as Swift names an `@objc` method's selector), the properties its field records list, the inspectable
/// properties of the extensions of the framework's classes, and the images and colors in the bundle as the stubs look
/// them up. Any other name of a class that is no stand-in (the framework's) is not answered, as on Linux.
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
    /// Names of classes no class has: a class renamed in Swift, or left out of the app's target.
    var unknownClasses: Set<String> = []
    private(set) var asked: [Question] = []
    private let appKit: Bool
    /// The modules whose stand-ins a bare name finds, in order: the app's first, then its frameworks'.
    private let modules: [String]

    /// The runtime of the stand-ins declared in `sources` (each file with its module), for an app of UIKit or
    /// (`appKit`) AppKit; a bare class name finds the stand-in of the first of `app` and the sources' modules that
    /// declares it.
    init(sources: [(file: URL, module: String)], appKit: Bool, app: String? = nil) throws {
        (actions, segueActions) = ([:], [:])
        self.appKit = appKit
        var modules = app.map { [$0] } ?? []
        for module in sources.map(\.module) where !modules.contains(module) { modules.append(module) }
        self.modules = modules
        for (file, module) in sources {
            let key = "\(module) \(file.path)"
            let declarations = try Self.read[key] ?? Declarations(String(contentsOf: file, encoding: .utf8), module: module)
            Self.read[key] = declarations
            actions.merge(declarations.actions) { $0.union($1) }
            segueActions.merge(declarations.segueActions) { $0.union($1) }
            inspectables.merge(declarations.inspectables) { $0.union($1) }
            extensionInspectables.merge(declarations.extensionInspectables) { $0.union($1) }
        }
    }

    /// The declarations of each stand-ins file read so far, by module and path: a file is read once for all the tests.
    private static var read: [String: Declarations] = [:]

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
            },
            classNamed: { [self] name in classNamed(name) }
        )
    }

    /// The class of `name`: `Module.Class` as Foundation finds it; a bare name as a stand-in of the first module that
    /// declares one, else as the stubs' framework class (`UIView`, `NSApplication`) or Foundation's (`NSObject`).
    func classNamed(_ name: String) -> AnyClass? {
        guard !unknownClasses.contains(name) else { return nil }
        guard !name.contains(".") else { return NSClassFromString(name) }
        if let module = modules.first(where: { actions["\($0).\(name)"] != nil }) { return NSClassFromString("\(module).\(name)") }
        return ["UIKit", "AppKit", "AVKit"].lazy.compactMap { NSClassFromString("\($0).\(name)") }.first ?? NSClassFromString(name)
    }

    /// The question the check asks of the action `selector` sent to the class of `name`, when that class is a stand-in:
    /// the one a method renamed in Swift answers `false` to.
    func actionQuestion(_ selector: String, ofClassNamed name: String) -> Question? {
        guard let type = classNamed(name), actions[String(reflecting: type)] != nil else { return nil }
        return .action(className: String(reflecting: type), selector: selector)
    }

    /// The question the check asks of the key `key` on the class of `name`, when the app declares that key there: a
    /// stand-in's property, or an inspectable property of an extension of the class or a superclass.
    func keyQuestion(_ key: String, ofClassNamed name: String) -> Question? {
        classNamed(name).flatMap { keyQuestion(key, of: $0) }
    }

    private func keyQuestion(_ key: String, of type: AnyClass) -> Question? {
        let name = String(reflecting: type)
        if inspectables[name]?.contains(key) == true || extends(type, with: key) { return .inspectableKey(className: name, key: key) }
        guard actions[name] != nil, DeclaredProperties(of: type).levels.contains(where: { $0.properties.contains { $0.name == key } })
        else { return nil }
        return .key(className: name, property: key)
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

    /// A property the stand-in declares is found, and an inspectable property an extension of its class declares, a
    /// framework class's too; one it does not may be its framework superclass's (`tableView` of a
    /// `UITableViewController`), which the stubs do not declare, so it is answered as the whole-app check on Linux
    /// answers it, from the outlets Interface Builder offers on each framework class.
    private func setsKey(_ type: AnyClass, _ key: String) -> Bool? {
        if let question = keyQuestion(key, of: type) {
            asked.append(question)
            return !renamed.contains(question)
        }
        // Any other key of a framework class, or of a stand-in's framework superclass, which the stubs do not declare:
        // answered as the whole-app check on Linux answers it, from the outlets Interface Builder offers on each
        // framework class, and the keys runtime attributes set on framework views.
        guard actions[String(reflecting: type)] != nil, !Self.frameworkKeys.contains(key) else { return nil }
        switch OutletResolution.of(key, in: type) {
        case .declared: return true
        case .missing: return false
        case .unresolved: return nil
        }
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

    /// The classes of one stand-ins file and their methods' selectors and inspectable properties.
    private struct Declarations {
        var actions: [String: Set<String>] = [:]
        var segueActions: [String: Set<String>] = [:]
        var inspectables: [String: Set<String>] = [:]
        var extensionInspectables: [String: Set<String>] = [:]

        /// Reads `source`, a file of the module `module`.
        init(_ source: String, module: String) {
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
                    let name = "\(module).\(match.output.1)"
                    actions[name, default: []] = actions[name, default: []]
                    current = line.hasSuffix("{}") ? nil : name
                } else if line == "}" {
                    (current, extended) = (nil, nil)
                } else if let current, let match = line.firstMatch(of: #/^\s+(@IBSegueAction )?(?:@IBAction )?func (\w+)\((.*)\)/#) {
                    let selector = StandInRuntime.selector(name: String(match.output.2), parameters: String(match.output.3))
                    if match.output.1 != nil { segueActions[current, default: []].insert(selector) } else { actions[current]?.insert(selector) }
                }
            }
        }
    }

    /// The Objective-C selector Swift gives a method: `save` of `save()`, `save:` of `save(_ sender: Any)`,
    /// `save:forEvent:` of `save(_ sender: Any, forEvent event: Any)`, `saveWithSender:` of `save(sender: Any)`.
    nonisolated static func selector(name: String, parameters: String) -> String {
        let labels = parameters.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" } }
        guard let first = labels.first else { return name }
        let head = first == "_" ? name : name + "With" + first.prefix(1).uppercased() + first.dropFirst()
        return ([head] + labels.dropFirst().map { $0 == "_" ? "" : String($0) }).joined(separator: ":") + ":"
    }
}
