extension StoryboardSegue {
    /// The `relationship` attribute of a relationship segue: which child of a container it names.
    public enum Relationship: Sendable, Hashable, CustomStringConvertible {
        /// A navigation controller's root (`rootViewController`).
        case rootViewController
        /// One tab of a tab bar controller, or one page (`viewControllers`).
        case viewControllers
        /// A split view's primary column (`masterViewController`).
        case masterViewController
        /// A split view's secondary column (`detailViewController`).
        case detailViewController
        /// A three-column split view's middle column (`supplementaryViewController`).
        case supplementaryViewController
        /// A macOS window's content (`window.shadowedContentViewController`).
        case windowContent
        /// A macOS split view's item (`splitItems`).
        case splitItems
        /// A macOS tab view's item (`tabItems`).
        case tabItems
        /// A relationship the reader does not know, kept with its attribute value.
        case unknown(String)

        init(attribute: String) {
            switch attribute {
            case "rootViewController": self = .rootViewController
            case "viewControllers": self = .viewControllers
            case "masterViewController": self = .masterViewController
            case "detailViewController": self = .detailViewController
            case "supplementaryViewController": self = .supplementaryViewController
            case "window.shadowedContentViewController": self = .windowContent
            case "splitItems": self = .splitItems
            case "tabItems": self = .tabItems
            default: self = .unknown(attribute)
            }
        }

        /// The attribute as the file spells it.
        public var description: String {
            switch self {
            case .rootViewController: "rootViewController"
            case .viewControllers: "viewControllers"
            case .masterViewController: "masterViewController"
            case .detailViewController: "detailViewController"
            case .supplementaryViewController: "supplementaryViewController"
            case .windowContent: "window.shadowedContentViewController"
            case .splitItems: "splitItems"
            case .tabItems: "tabItems"
            case .unknown(let name): name
            }
        }
    }
}
