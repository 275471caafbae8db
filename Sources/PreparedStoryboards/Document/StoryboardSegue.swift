/// A segue of a storyboard file, from the controller of its scene.
public struct StoryboardSegue: Sendable, Hashable {
    /// The segue's `id`, such as `sHr-9c-Flm`.
    public let id: String
    /// The `identifier` that code passes to `performSegue(withIdentifier:sender:)`; `nil` without one.
    public let identifier: String?
    /// How the segue shows its destination.
    public let kind: Kind
    /// The `id` of the controller of the segue's scene: the source, even when a
    /// button, cell or gesture recognizer inside it triggers the segue.
    public let sourceID: String
    /// Where the segue leads.
    public let destination: Destination
    /// The element that triggers the segue.
    package let trigger: Trigger
    /// The source's `@IBSegueAction` method that makes the destination
    /// (`destinationCreationSelector`, such as `makeDetails:sender:`), sent by
    /// selector when the segue runs; `nil` when the framework makes it.
    public let destinationCreationSelector: String?
    /// Where the `<segue>` element starts.
    package let location: SourceLocation

    /// Whether the segue is a container's relationship rather than a transition.
    public var isRelationship: Bool {
        if case .relationship = kind { true } else { false }
    }
}

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
        package var name: String {
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

extension StoryboardSegue {
    /// Where a segue leads.
    public enum Destination: Sendable, Hashable, CustomStringConvertible {
        /// A controller of the same file, by `id`.
        case controller(id: String)
        /// A storyboard reference of the same file, by the placeholder's `id`.
        case reference(id: String, StoryboardReference)
        /// An exit placeholder of the segue's own scene: an unwind segue.
        case exit(id: String)
        /// An element of the file that is no scene's controller, storyboard reference or exit,
        /// such as a view: the segue cannot show it. `name` is the element's name (`view`).
        case element(id: String, name: String)
        /// An `id` that names nothing in the file.
        case missing(id: String)
        /// No `destination` attribute: a damaged file, which the lint reports (`missing-attribute`).
        case unspecified

        /// The `destination` attribute; empty when the segue has none.
        package var id: String {
            switch self {
            case .controller(let id), .reference(let id, _), .exit(let id), .element(let id, _), .missing(let id): id
            case .unspecified: ""
            }
        }

        /// `controller BYZ-38-t0r`, `reference Settings.storyboard#Profile`, `exit`,
        /// `view VW1-aa-000, not a controller`, `missing XYZ`, `no destination`.
        public var description: String {
            switch self {
            case .controller(let id): "controller \(id)"
            case .reference(_, let reference): "reference \(reference)"
            case .exit: "exit"
            case .element(let id, let name): "\(name) \(id), not a controller"
            case .missing(let id): "missing \(id)"
            case .unspecified: "no destination"
            }
        }
    }
}

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

extension StoryboardSegue {
    /// The element whose `<connections>` hold a segue.
    package struct Trigger: Sendable, Hashable, CustomStringConvertible {
        /// The element name: `viewController` for a manual or relationship segue,
        /// `button`, `barButtonItem`, `tableViewCell`, `collectionViewCell`,
        /// `tapGestureRecognizer`, `menuItem`, `containerView`, …
        package let element: String
        /// The element's `id`; `nil` when it has none.
        package let id: String?
        /// Whether the segue is the controller's own: performed from code, or a relationship.
        package let isController: Bool

        /// Whether a table or collection view cell triggers the segue.
        package var isCell: Bool {
            element == "tableViewCell" || element == "collectionViewCell"
                || element == "tableCellView" || element == "collectionViewItem"
        }

        /// `tableViewCell ZAb-1c-9xy`.
        package var description: String { id.map { "\(element) \($0)" } ?? element }
    }
}
