/// A connection Interface Builder makes by name when a scene or a nib loads: an
/// outlet, which UIKit and AppKit set by key-value coding, or an action, which
/// they send by selector.
///
/// ```xml
/// <outlet property="nameLabel" destination="Xyz-12-abc" id="…"/>
/// <action selector="save:" destination="Ctl-00-000" eventType="touchUpInside" id="…"/>
/// ```
///
/// A property renamed in Swift but not in Interface Builder is
/// `NSUnknownKeyException … not key value coding-compliant for the key nameLabel`
/// when the scene loads; an action renamed is `unrecognized selector sent to
/// instance` when the control sends it.
public struct InterfaceConnection: Sendable, Hashable {
    /// What the connection sets or sends.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// `<outlet property="…">`: the source's property is set to the destination.
        case outlet(property: String)
        /// `<outletCollection property="…">`: the source's array property is set to its destinations, in order.
        case outletCollection(property: String)
        /// `<action selector="…">`: the source (a control, a menu item, a gesture recognizer) sends the
        /// selector to the destination, or along the responder chain when that is the first responder; an
        /// iOS control with its event (`touchUpInside`).
        case action(selector: String, event: String?)

        /// The connection as a message names it: `outlet nameLabel`, `action save:`.
        public var description: String {
            switch self {
            case .outlet(let property): "outlet \(property)"
            case .outletCollection(let property): "outlet collection \(property)"
            case .action(let selector, _): "action \(selector)"
            }
        }
    }

    /// The connection's `id`.
    package let id: String
    /// The outlet's property or collection, or the action's selector and event.
    public let kind: Kind
    /// The `id` of the element whose `<connections>` hold it: the object whose property an outlet sets,
    /// the control that sends an action.
    package let sourceID: String
    /// The name of that element (`viewController`, `tableViewCell`, `button`, `menuItem`).
    public let sourceElement: String
    /// The `id` of the outlet's object or the action's target (iOS `destination`, macOS `target`);
    /// `nil` when the file names none.
    package let destinationID: String?
    /// The name of the element `destinationID` names (`label`, `viewController`), or `nil` when the file has none.
    package let destinationElement: String?
    /// Whether the destination is in another scene of the file: no scene loads the other's objects.
    package let isCrossScene: Bool
    /// Whether the destination is inside a prototype cell the source is not in: one cell object for every row,
    /// which Xcode refuses ("Outlets cannot be connected to repeating content").
    package let isToRepeatingContent: Bool
    /// Where the element starts.
    package let location: SourceLocation
}

extension InterfaceConnection {
    /// The connection with its destination's element and scene, from the file's ids, in scene `scene` whose prototype
    /// cells hold the ids of `repeating`.
    func resolving(_ destinations: [String: (element: String, scene: Int)], scene: Int, repeating: [String: String]) -> InterfaceConnection {
        let destination = destinationID.flatMap { destinations[$0] }
        let destinationCell = destinationID.flatMap { repeating[$0] }
        return InterfaceConnection(
            id: id, kind: kind, sourceID: sourceID, sourceElement: sourceElement, destinationID: destinationID,
            destinationElement: destination?.element, isCrossScene: destination.map { $0.scene != scene } ?? false,
            isToRepeatingContent: destinationCell != nil && destinationCell != repeating[sourceID], location: location
        )
    }
}
