extension StoryboardSegue {
    /// A segue's `kind` attribute.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// `show`: pushes, or presents where there is no stack.
        case show
        /// `showDetail`: replaces a split view's detail.
        case showDetail
        /// `presentation`: presents modally.
        case presentation
        /// `popoverPresentation`.
        case popoverPresentation
        /// `embed`: a container view's child.
        case embed
        /// `unwind`, with the action method it calls, such as `done:`.
        case unwind(action: String?)
        /// `custom`, with its segue class.
        case custom(className: String?)
        /// `relationship`: a container's child (a navigation root, a tab, a split column, a window's content).
        case relationship(Relationship)
        /// `push`: the iOS 5–7 form of `show`.
        case push
        /// `modal`: the older form of `presentation`, and a modal window on macOS.
        case modal
        /// `popover`: the older popover, and a popover on macOS.
        case popover
        /// `replace`: the older form of `showDetail`.
        case replace
        /// `sheet` (macOS).
        case sheet
        /// A kind the reader does not know, kept with its attribute value.
        case unknown(String)
        /// No `kind` attribute: a damaged file, which the lint reports (`missing-attribute`).
        case unspecified

        /// The kind named by a `kind` attribute and its companions.
        init(attribute: String, unwindAction: String?, customClass: String?, relationship: String?) {
            switch attribute {
            case "show": self = .show
            case "showDetail": self = .showDetail
            case "presentation": self = .presentation
            case "popoverPresentation": self = .popoverPresentation
            case "embed": self = .embed
            case "unwind": self = .unwind(action: unwindAction)
            case "custom": self = .custom(className: customClass)
            case "relationship": self = .relationship(Relationship(attribute: relationship ?? ""))
            case "push": self = .push
            case "modal": self = .modal
            case "popover": self = .popover
            case "replace": self = .replace
            case "sheet": self = .sheet
            default: self = .unknown(attribute)
            }
        }

        /// The `kind` attribute as the file spells it; empty when it has none.
        public var name: String {
            switch self {
            case .show: "show"
            case .showDetail: "showDetail"
            case .presentation: "presentation"
            case .popoverPresentation: "popoverPresentation"
            case .embed: "embed"
            case .unwind: "unwind"
            case .custom: "custom"
            case .relationship: "relationship"
            case .push: "push"
            case .modal: "modal"
            case .popover: "popover"
            case .replace: "replace"
            case .sheet: "sheet"
            case .unknown(let name): name
            case .unspecified: ""
            }
        }

        /// `show`, `unwind done:`, `custom FadeSegue`, `relationship rootViewController`, `no kind`.
        public var description: String {
            switch self {
            case .unspecified: "no kind"
            case .unwind(let action): action.map { "unwind \($0)" } ?? "unwind"
            case .custom(let className): className.map { "custom \($0)" } ?? "custom"
            case .relationship(let relationship): "relationship \(relationship)"
            default: name
            }
        }
    }
}
