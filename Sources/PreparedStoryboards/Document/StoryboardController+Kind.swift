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
        public var isContainer: Bool {
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
