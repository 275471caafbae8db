/// Something the reader did not recognize, kept instead of dropped so that the
/// lint can report it: an element, a controller kind, a segue kind, a relationship.
public struct UnrecognizedItem: Sendable, Hashable, CustomStringConvertible {
    /// What kind of thing was not recognized.
    public enum Category: String, Sendable, Hashable {
        /// An element where the reader expects a known one: a child of `<document>` or of `<scene>`.
        case element
        /// A scene's controller element (`sceneMemberID="viewController"`) of an unknown kind.
        case controller
        /// A segue `kind` attribute.
        case segueKind = "segue kind"
        /// A relationship segue's `relationship` attribute.
        case relationship
        /// A document `version` outside 1.0 to 3.0.
        case documentVersion = "document version"
        /// A scene with no controller element.
        case sceneWithoutController = "scene without a controller"
    }

    /// What kind of thing was not recognized.
    public let category: Category
    /// The element name or attribute value.
    public let name: String
    /// Where it stands.
    package let location: SourceLocation

    /// `unknown segue kind 'slide'`, `scene 'emp-sc-001' has no controller`.
    public var description: String {
        switch category {
        case .sceneWithoutController: "scene '\(name)' has no controller"
        default: "unknown \(category.rawValue) '\(name)'"
        }
    }
}
