/// A scene's controller, as the storyboard declares it.
public struct StoryboardController: Sendable, Hashable {
    /// The element's `id`, such as `BYZ-38-t0r`.
    public let id: String
    /// What kind of controller the element declares.
    public let kind: Kind
    /// The `customClass` attribute: the app's class, or `nil` for the platform's own class.
    public let customClass: String?
    /// The `customModule` attribute.
    public let customModule: String?
    /// The `customModuleProvider` attribute (`target` when the class is in the app's own target).
    package let customModuleProvider: String?
    /// The storyboard ID that code passes to `instantiateViewController(withIdentifier:)`.
    public let storyboardIdentifier: String?
    /// The `title` attribute, or the title of the controller's navigation item.
    public let title: String?
    /// Where a storyboard reference leads; `nil` for every other kind.
    package let reference: StoryboardReference?
    /// Where the element starts.
    package let location: SourceLocation

    /// The class name as Swift spells it with its module (`Contacts.ContactListController`),
    /// or without it when the storyboard names none; `nil` without `customClass`.
    package var qualifiedClassName: String? {
        guard let customClass else { return nil }
        if customClass.contains(".") { return customClass }
        return customModule.map { "\($0).\(customClass)" } ?? customClass
    }

    /// How the controller reads in a map: its class, else its kind.
    var displayName: String {
        customClass ?? reference.map { "→ \($0)" } ?? kind.description
    }
}

extension StoryboardController {
    /// The kind of a controller element.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// `viewController`.
        case view
        /// `tableViewController`.
        case table
        /// `collectionViewController`.
        case collection
        /// `navigationController`.
        case navigation
        /// `tabBarController`.
        case tabBar
        /// `tabViewController` (macOS).
        case tabView
        /// `splitViewController`.
        case split
        /// `pageViewController`, or `pagecontroller` on macOS.
        case page
        /// `hostingController`: a SwiftUI view.
        case hosting
        /// `avPlayerViewController`.
        case avPlayer
        /// `glkViewController`: an OpenGL ES view (GLKit).
        case glk
        /// `windowController` (macOS).
        case window
        /// `application` (macOS): the scene that holds the main menu.
        case application
        /// `viewControllerPlaceholder` (iOS, tvOS) or `controllerPlaceholder` (macOS): a storyboard reference.
        case storyboardReference
        /// An element the reader does not know, kept with its name.
        case unknown(String)

        /// The kind of a controller element name, `unknown` for a name the reader does not know.
        init(element: String) {
            switch element {
            case "viewController": self = .view
            case "tableViewController": self = .table
            case "collectionViewController": self = .collection
            case "navigationController": self = .navigation
            case "tabBarController": self = .tabBar
            case "tabViewController": self = .tabView
            case "splitViewController": self = .split
            case "pageViewController", "pagecontroller": self = .page
            case "hostingController": self = .hosting
            case "avPlayerViewController": self = .avPlayer
            case "glkViewController": self = .glk
            case "windowController": self = .window
            case "application": self = .application
            case "viewControllerPlaceholder", "controllerPlaceholder": self = .storyboardReference
            default: self = .unknown(element)
            }
        }

        /// Whether the controller shows other controllers through relationship segues.
        package var isContainer: Bool {
            switch self {
            case .navigation, .tabBar, .tabView, .split, .page, .window: true
            default: false
            }
        }

        /// `view controller`, `navigation controller`, …
        public var description: String {
            switch self {
            case .view: "view controller"
            case .table: "table view controller"
            case .collection: "collection view controller"
            case .navigation: "navigation controller"
            case .tabBar: "tab bar controller"
            case .tabView: "tab view controller"
            case .split: "split view controller"
            case .page: "page view controller"
            case .hosting: "hosting controller"
            case .avPlayer: "AVPlayer view controller"
            case .glk: "GLKit view controller"
            case .window: "window controller"
            case .application: "application"
            case .storyboardReference: "storyboard reference"
            case .unknown(let element): "unknown controller <\(element)>"
            }
        }
    }
}
