extension InterfaceReadingPass {
    /// An element inside the objects being read (a scene's, a XIB's): a connection, or what makes a prototype.
    mutating func startObjectsElement(_ elementName: String, _ attributes: [String: String], id: String?, depth: Int) {
        switch elementName {
        case "outlet", "outletCollection", "action":
            startConnection(elementName, attributes)
        case "userDefinedRuntimeAttribute":
            startRuntimeAttribute(attributes, depth: depth)
        case "tableColumn":
            objects?.column = (attributes["identifier"], depth)
        case "tableView":
            if attributes["dataMode"] == "static" { objects?.staticTableDepths.append(depth) }
        case "tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView":
            startPrototype(elementName, attributes)
            // A UIKit cell of a storyboard's table or collection whose rows repeat it, not a static table's. (AppKit sets
            // an owner's outlets into a cell view again on each `makeView`: no such error there. A XIB's table or
            // collection has no prototypes, and its top-level cell is made once a load.)
            if kind == .storyboard, elementName != "tableCellView", objects?.repeatingCell == nil,
               objects?.staticTableDepths.isEmpty == true, let id {
                objects?.repeatingCell = (id, depth)
                objects?.repeatingIDs[id] = id
            }
        default:
            if let attributeDepth = objects?.runtimeAttributeDepth, depth == attributeDepth + 1, attributes["key"] == "value" {
                readRuntimeAttributeValue(elementName, attributes)
            }
        }
    }

    /// The element at `depth` closed, inside the objects being read: a column, a static table or a cell may end.
    mutating func endObjectsElement(depth: Int) {
        if let column = objects?.column, column.depth == depth { objects?.column = nil }
        if let staticDepth = objects?.staticTableDepths.last, staticDepth == depth { objects?.staticTableDepths.removeLast() }
        if let cell = objects?.repeatingCell, cell.depth == depth { objects?.repeatingCell = nil }
        if objects?.runtimeAttributeDepth == depth { objects?.runtimeAttributeDepth = nil }
    }

    /// A `<userDefinedRuntimeAttribute>`, held by the `<userDefinedRuntimeAttributes>` of the object it sets.
    mutating func startRuntimeAttribute(_ attributes: [String: String], depth: Int) {
        // The stack holds …, the object, its <userDefinedRuntimeAttributes>.
        guard stack.last?.name == "userDefinedRuntimeAttributes", stack.count >= 2,
              let keyPath = attributes["keyPath"], !keyPath.isEmpty else { return }
        let holder = stack[stack.count - 2]
        let id = holder.id ?? ""
        // The object of a custom class was read when its element opened; attributes come at its end, after its views.
        let object = id.isEmpty ? nil : objects?.objects.last { $0.id == id }
        let location = self.location
        objects?.runtimeAttributes.append(InterfaceRuntimeAttribute(
            keyPath: keyPath, type: .init(spelling: attributes["type"] ?? ""), value: attributes["value"], objectID: id,
            objectElement: holder.name, customClass: object?.customClass, customModule: object?.customModule,
            customModuleProvider: object?.customModuleProvider, location: location
        ))
        objects?.runtimeAttributeDepth = depth
    }

    /// The element inside a `<userDefinedRuntimeAttribute>` that holds its value (`<integer key="value" value="8"/>`),
    /// as text: a number as written, a named color's name, a point, size, rect or range as Foundation prints one.
    mutating func readRuntimeAttributeValue(_ elementName: String, _ attributes: [String: String]) {
        guard let last = objects?.runtimeAttributes.last, last.value == nil else { return }
        func numbers(_ names: String...) -> String { names.map { attributes[$0] ?? "0" }.joined(separator: ", ") }
        let value: String? = switch elementName {
        case "integer", "real", "string": attributes["value"]
        case "color": attributes["name"]
        case "point": "{\(numbers("x", "y"))}"
        case "size": "{\(numbers("width", "height"))}"
        case "rect": "{{\(numbers("x", "y"))}, {\(numbers("width", "height"))}}"
        case "range": "{\(numbers("location", "length"))}"
        default: nil
        }
        guard let value, let index = objects?.runtimeAttributes.indices.last else { return }
        objects?.runtimeAttributes[index] = last.with(value: value)
    }

    /// An element that names a custom class.
    mutating func startObject(_ elementName: String, _ attributes: [String: String], customClass: String) {
        let location = self.location
        objects?.objects.append(InterfaceObject(
            id: attributes["id"] ?? "", element: elementName, customClass: customClass, customModule: attributes["customModule"],
            customModuleProvider: attributes["customModuleProvider"], location: location
        ))
    }

    /// An outlet, an outlet collection or an action, held by the `<connections>` of the element it belongs to.
    mutating func startConnection(_ elementName: String, _ attributes: [String: String]) {
        // The stack holds …, the owner, its <connections>.
        guard stack.last?.name == "connections", stack.count >= 2 else { return }
        let owner = stack[stack.count - 2]
        let kind: InterfaceConnection.Kind
        switch elementName {
        case "outlet": kind = .outlet(property: attributes["property"] ?? "")
        case "outletCollection": kind = .outletCollection(property: attributes["property"] ?? "")
        default: kind = .action(selector: attributes["selector"] ?? "", event: attributes["eventType"])
        }
        // iOS names the object or the target `destination`; macOS names an action's target `target`.
        let destination = (attributes["destination"] ?? attributes["target"]).flatMap { $0.isEmpty ? nil : $0 }
        let location = self.location
        objects?.connections.append(InterfaceConnection(
            id: attributes["id"] ?? "", kind: kind, sourceID: owner.id ?? "", sourceElement: owner.name,
            destinationID: destination, destinationElement: nil, isCrossScene: false, isToRepeatingContent: false, location: location
        ))
    }

    /// The container views whose cells are prototypes code dequeues.
    private static let prototypeContainers: Set<String> = ["tableView", "collectionView", "outlineView"]

    /// A prototype cell or reusable view, when it has an identifier and sits in a table, collection or outline view.
    mutating func startPrototype(_ elementName: String, _ attributes: [String: String]) {
        let kind: InterfacePrototype.Kind
        let identifier: String?
        switch elementName {
        case "tableViewCell": (kind, identifier) = (.tableViewCell, attributes["reuseIdentifier"])
        case "collectionViewCell": (kind, identifier) = (.collectionViewCell, attributes["reuseIdentifier"])
        case "collectionReusableView":
            (kind, identifier) = (.supplementaryView(elementKey: attributes["key"] ?? ""), attributes["reuseIdentifier"])
        default: (kind, identifier) = (.tableCellView, attributes["identifier"] ?? objects?.column?.identifier)
        }
        // A frame's index in the stack is its depth.
        guard let identifier, !identifier.isEmpty,
              let containerDepth = stack.lastIndex(where: { Self.prototypeContainers.contains($0.name) }) else { return }
        // A static table's cells are laid out once, never dequeued, whatever identifier they carry.
        if objects?.staticTableDepths.last == containerDepth { return }
        let container = stack[containerDepth]
        let prototype = InterfacePrototype(
            id: attributes["id"] ?? "", kind: kind, reuseIdentifier: identifier, customClass: attributes["customClass"],
            customModule: attributes["customModule"], customModuleProvider: attributes["customModuleProvider"],
            containerID: container.id ?? "", location: location
        )
        objects?.prototypes.append(prototype)
    }
}
