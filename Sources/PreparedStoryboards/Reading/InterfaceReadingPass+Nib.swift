extension InterfaceReadingPass {
    /// What only a XIB has: its File's Owner and the objects at the top of its `<objects>`.
    struct PendingNib {
        var filesOwner: NibTopLevelObject?
        var topLevelObjects: [NibTopLevelObject] = []
        /// The `id`s of the placeholders: File's Owner, the first responder, AppKit's Application, other external
        /// objects. Their classes are the loader's or the framework's: no object the nib makes.
        var placeholderIDs: Set<String> = []
    }

    /// A placeholder at the top of a XIB: an object the nib refers to but does not make.
    enum NibPlaceholder {
        case filesOwner
        case firstResponder
        case other
    }

    /// Which placeholder a top-level element is, or `nil` for an object the nib makes. iOS and tvOS write
    /// `<placeholder placeholderIdentifier="IBFilesOwner">` and `"IBFirstResponder"`; macOS writes `<customObject>`s of
    /// fixed negative ids, File's Owner `-2`, First Responder `-1`, Application `-3`, with those user labels.
    static func nibPlaceholder(_ elementName: String, _ attributes: [String: String], id: String?) -> NibPlaceholder? {
        switch elementName {
        case "placeholder":
            switch attributes["placeholderIdentifier"] {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            default: return .other
            }
        case "customObject":
            // The label decides where a tool wrote one that disagrees with the id; Xcode writes both.
            switch attributes["userLabel"] {
            case "File's Owner": return .filesOwner
            case "First Responder": return .firstResponder
            case "Application": return .other
            default: break
            }
            switch id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .other
            default: return nil
            }
        default:
            return nil
        }
    }

    /// An element at the top of a XIB's `<objects>`: File's Owner, another placeholder, or an object the nib makes.
    mutating func startTopLevelObject(_ elementName: String, _ attributes: [String: String], id: String?, customClass: String?) {
        let reuseIdentifier: String? = switch elementName {
        case "tableViewCell", "collectionViewCell", "collectionReusableView": attributes["reuseIdentifier"]
        case "tableCellView": attributes["identifier"]
        default: nil
        }
        let object = NibTopLevelObject(
            id: id ?? "", element: elementName, customClass: customClass.flatMap { $0.isEmpty ? nil : $0 },
            customModule: attributes["customModule"], customModuleProvider: attributes["customModuleProvider"],
            reuseIdentifier: reuseIdentifier.flatMap { $0.isEmpty ? nil : $0 }, location: location
        )
        guard let placeholder = Self.nibPlaceholder(elementName, attributes, id: id) else {
            nib.topLevelObjects.append(object)
            return
        }
        if let id { nib.placeholderIDs.insert(id) }
        switch placeholder {
        case .filesOwner:
            if nib.filesOwner == nil { nib.filesOwner = object }
        case .firstResponder:
            if let id { objects?.firstResponderIDs.append(id) }
        case .other:
            break
        }
    }
}
