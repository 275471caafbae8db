extension FileCheck {
    /// The outlets and actions of a scene or a XIB, as Interface Builder would refuse them: without their property or
    /// selector, to nothing, to an object the scene or nib does not load, or, for an outlet from outside a prototype
    /// cell, into the cell.
    ///
    /// An action to the First Responder placeholder of another scene is no cross-scene connection: every scene's First
    /// Responder stands for the responder chain, and the action is sent along it (a nil target) wherever it sits.
    mutating func checkConnections<Holder: ConnectedObjects>(of holder: Holder, firstResponders: Set<String> = []) {
        guard !holder.connections.isEmpty else { return }
        for connection in holder.connections {
            // The words of the messages are made only for a finding.
            var element: String {
                holder.placeholderName(id: connection.sourceID) ?? "the <\(connection.sourceElement)> '\(connection.sourceID)'"
            }
            var what: String {
                let owner = holder.placeholderName(id: connection.sourceID)
                    ?? holder.objects.first { $0.id == connection.sourceID }.map { "\($0.customClass) '\($0.id)'" }
                    ?? element
                return "the \(connection.kind) of \(owner)"
            }
            switch connection.kind {
            case .outlet(property: ""), .outletCollection(property: ""):
                add(.missingAttribute, connection.location, "an outlet of \(element) names no property. "
                    + "Delete it in Interface Builder's Connections inspector, and connect the outlet again.")
                continue
            case .action(selector: "", _):
                add(.missingAttribute, connection.location, "an action of \(element) names no selector. "
                    + "Delete it in Interface Builder's Connections inspector, and connect the action again.")
                continue
            default:
                break
            }
            guard let destination = connection.destinationID else { continue }
            if connection.destinationElement == nil {
                add(.missingConnectionDestination, connection.location,
                    "\(what) connects to '\(destination)', which nothing in the file has as its id: loading the \(Holder.loadedUnit) "
                        + "fails. Delete the connection in Interface Builder's Connections inspector, and connect it again.")
            } else if connection.isCrossScene, !firstResponders.contains(destination) {
                add(.crossSceneConnection, connection.location,
                    "\(what) connects to '\(destination)', "
                        + Holder.elsewhere(connection.destinationElement ?? "", consequence: Self.neverMade(connection.kind)))
            } else if connection.isToRepeatingContent, case .outlet = connection.kind {
                add(.outletToRepeatingContent, connection.location, Self.repeatingContent(what, connection))
            } else if connection.isToRepeatingContent, case .outletCollection = connection.kind {
                add(.outletToRepeatingContent, connection.location, Self.repeatingContent(what, connection))
            }
        }
    }

    /// What the user meets for a connection that is never made.
    private static func neverMade(_ kind: InterfaceConnection.Kind) -> String {
        switch kind {
        case .outlet: "the outlet stays nil at run time, and an implicitly unwrapped one crashes on its first use."
        case .outletCollection: "the outlet collection stays empty at run time."
        case .action: "the action is never sent at run time: the control does nothing for it, unless code adds it as a target."
        }
    }

    /// Xcode's words for an outlet into a prototype cell, and what to do instead.
    private static func repeatingContent(_ what: String, _ connection: InterfaceConnection) -> String {
        "\(what) connects to '\(connection.destinationID ?? "")', a <\(connection.destinationElement ?? "")> of a prototype cell, of "
            + "which there is one per row: Xcode refuses it (\"Outlets cannot be connected to repeating content\"). Declare the "
            + "outlet in the cell's class and connect it from the cell, or reach the view through the cell you dequeue."
    }
}
