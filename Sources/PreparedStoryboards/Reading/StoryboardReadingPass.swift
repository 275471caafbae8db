#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// What one pass over a storyboard's XML has read so far, and what each
/// element changes: the state of a ``StoryboardParser``, which hands it each
/// element.
///
/// A value rather than the delegate's own stored properties: each callback
/// then makes one exclusivity access to the whole state, where each stored
/// property of a class touched in it cost a dynamic check of its own
/// (Docs/Benchmarks.md, (s1)).
///
/// It keeps a stack of the open elements' names and `id`s, so that a segue
/// knows the element whose `<connections>` hold it, and collects each scene's
/// controller, segues and exits; segue destinations are resolved when the
/// document ends, once every `id` is known.
struct StoryboardReadingPass {
    /// An open element.
    struct Frame {
        let name: String
        let id: String?
    }

    /// A segue read, its destination not resolved yet.
    struct PendingSegue {
        let id: String
        let identifier: String?
        let kind: StoryboardSegue.Kind
        let destinationID: String?
        let trigger: StoryboardSegue.Trigger
        let destinationCreationSelector: String?
        let location: SourceLocation
    }

    /// A scene being read.
    struct PendingScene {
        let id: String
        let location: SourceLocation
        let depth: Int
        var objectsDepth: Int?
        var controllerDepth: Int?
        /// The controller's element and `id` attribute, as its frame on the stack holds them.
        var controllerFrame: Frame?
        var controller: StoryboardController?
        var controllerTitle: String?
        var segues: [PendingSegue] = []
        var exitIDs: [String] = []
        var prototypes: [StoryboardPrototype] = []
        var objects: [StoryboardObject] = []
        var connections: [StoryboardConnection] = []
        var firstResponderIDs: [String] = []
        /// The `identifier` of the table column being read (macOS), which a cell view's automatic identifier is,
        /// and the column's depth, at which it closes.
        var column: (identifier: String?, depth: Int)?
        /// The depths of the static tables being read: their cells are no prototypes (`dataMode="static"`).
        var staticTableDepths: [Int] = []
        /// The prototype cell being read, whose contents repeat once a row, and its depth.
        var repeatingCell: (id: String, depth: Int)?
        /// The prototype cell each element of one is in, by the element's `id`: an outlet from outside a
        /// cell to what it holds is an error Xcode reports ("Outlets cannot be connected to repeating content").
        var repeatingIDs: [String: String] = [:]
    }

    let name: String
    let lineOffset: Int
    /// The parser reading the file, for the position of what is read.
    var parser: XMLParser?
    var stack: [Frame] = []
    private var classesDepth: Int?
    var scene: PendingScene?
    private(set) var finishedScenes: [PendingScene] = []
    var sawRoot = false

    var platform: StoryboardPlatform?
    var version = ""
    var toolsVersion: String?
    var initialControllerID: String?
    var resources: [StoryboardResource] = []
    var unrecognized: [UnrecognizedItem] = []
    /// Every element `id` of the file with its element's name, in file order,
    /// so that a segue to an element that is no controller says which. Only
    /// searched when a segue leads to such an `id` (a damaged file): kept as
    /// a list, since hashing every `id` of a file cost a tenth of reading it.
    private(set) var elementIDs: [(id: String, element: String, scene: Int)] = []
    var error: StoryboardReadError?
    /// Whether the element being read found a problem that stops the parser.
    private var stopRequested = false

    /// What Interface Builder writes in a storyboard's `<document>`, from Xcode 4.2's format 1.0 to
    /// today's 3.0: the device it was edited for, the plug-ins and capabilities it needs, the scenes,
    /// the images, colors and fonts it uses, the classes it knew of (formats 1.x and 2.0), simulated
    /// metrics, the IBDesignable views it rendered, the accessibility settings it was previewed with.
    /// The app's global tint, `<color key="tintColor">`, is checked apart: a color with another key is unknown.
    private static let documentChildren: Set<String> = [
        "dependencies", "scenes", "resources", "classes", "simulatedMetricsContainer",
        "inferredMetricsTieBreakers", "designables", "customFonts", "device", "accessibilityOverrides",
    ]
    /// The storyboard formats Xcode has written: 1.0 (Xcode 4.2), 1.1 (Xcode 4.3 to 4.6), 2.0 (Xcode 5), 3.0 (Xcode 6 on).
    static let knownVersions: Set<String> = ["1.0", "1.1", "2.0", "3.0"]

    init(name: String, lineOffset: Int) {
        self.name = name
        self.lineOffset = lineOffset
    }

    /// What the parser does after an element: go on, or stop at a problem
    /// that leaves nothing more to read (the error is recorded).
    enum Next {
        case proceed
        case stop
    }

    /// An element opens.
    mutating func start(_ elementName: String, attributes: [String: String]) -> Next {
        defer { stopRequested = false }
        startElement(elementName, attributes: attributes)
        return stopRequested ? .stop : .proceed
    }

    private mutating func startElement(_ elementName: String, attributes: [String: String]) {
        // One pass over the few attributes finds both, comparing short names, where two hashed lookups cost more.
        var id: String?, customClass: String?
        for (name, value) in attributes {
            if name == "id" { id = value } else if name == "customClass" { customClass = value }
        }
        defer { stack.append(Frame(name: elementName, id: id)) }
        let depth = stack.count
        if classesDepth != nil { return }
        guard sawRoot else {
            startDocument(elementName, attributes)
            return
        }
        if depth == 1, !Self.documentChildren.contains(elementName), !(elementName == "color" && attributes["key"] == "tintColor") {
            unrecognized.append(UnrecognizedItem(category: .element, name: elementName, location: location))
        }
        if let id, !id.isEmpty {
            // The scene an element is in, by its index among the finished ones; -1 outside every scene.
            elementIDs.append((id, elementName, scene == nil ? -1 : finishedScenes.count))
            if let cell = scene?.repeatingCell { scene?.repeatingIDs[id] = cell.id }
        }
        // An image of `catalog="system"` is an SF Symbol, the system's, in no bundle of the app.
        if depth == 2, stack.last?.name == "resources", elementName == "image" || elementName == "namedColor",
           let name = attributes["name"], !name.isEmpty, attributes["catalog"] != "system" {
            resources.append(StoryboardResource(name: name, kind: elementName == "image" ? .image : .color, location: location))
        }
        // The scene's fields read through the optional, never a copy of the whole pending scene per element.
        // What Xcode writes in a `<scene>`: its objects and its place on the canvas.
        if let sceneDepth = scene?.depth, depth == sceneDepth + 1, elementName != "objects", elementName != "point" {
            unrecognized.append(UnrecognizedItem(category: .element, name: elementName, location: location))
        }
        if scene != nil, let customClass, !customClass.isEmpty {
            startObject(elementName, attributes, customClass: customClass)
        }
        switch elementName {
        case "scene":
            scene = PendingScene(id: attributes["sceneID"] ?? "", location: location, depth: depth)
        case "objects":
            if scene != nil, scene?.objectsDepth == nil, depth == (scene?.depth ?? 0) + 1 { scene?.objectsDepth = depth }
        case "segue":
            startSegue(attributes)
        case "exit":
            if let id = attributes["id"], scene != nil { scene?.exitIDs.append(id) }
        case "outlet", "outletCollection", "action":
            if scene != nil { startConnection(elementName, attributes) }
        case "placeholder", "customObject":
            if scene != nil, attributes["sceneMemberID"] == "firstResponder", let id { scene?.firstResponderIDs.append(id) }
        case "navigationItem":
            if let controllerDepth = scene?.controllerDepth, depth == controllerDepth + 1, attributes["key"] == "navigationItem" {
                if scene?.controllerTitle == nil { scene?.controllerTitle = attributes["title"] }
            }
        case "classes":
            classesDepth = depth
        case "tableColumn":
            if scene != nil { scene?.column = (attributes["identifier"], depth) }
        case "tableView":
            if scene != nil, attributes["dataMode"] == "static" { scene?.staticTableDepths.append(depth) }
        case "tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView":
            if scene != nil {
                startPrototype(elementName, attributes)
                // A UIKit cell of a table or collection whose rows repeat it, not a static table's. (AppKit sets an owner's
                // outlets into a cell view again on each `makeView`: no such error there.)
                if elementName != "tableCellView", scene?.repeatingCell == nil, scene?.staticTableDepths.isEmpty == true, let id {
                    scene?.repeatingCell = (id, depth)
                    scene?.repeatingIDs[id] = id
                }
            }
        default:
            break
        }
        if let objectsDepth = scene?.objectsDepth, depth == objectsDepth + 1, attributes["sceneMemberID"] == "viewController" {
            startController(elementName, attributes, depth: depth)
        }
    }

    /// The innermost open element closes.
    mutating func end() {
        _ = stack.popLast()
        let depth = stack.count
        if let column = scene?.column, column.depth == depth { scene?.column = nil }
        if let staticDepth = scene?.staticTableDepths.last, staticDepth == depth { scene?.staticTableDepths.removeLast() }
        if let cell = scene?.repeatingCell, cell.depth == depth { scene?.repeatingCell = nil }
        if let classes = classesDepth {
            if depth == classes { classesDepth = nil }
            return
        }
        if scene?.depth == depth, let finished = scene.take() {
            if finished.controller == nil {
                unrecognized.append(UnrecognizedItem(category: .sceneWithoutController, name: finished.id, location: finished.location))
            }
            finishedScenes.append(finished)
        }
    }

    // MARK: Elements

    /// Where the parser stands, 1-based: `XMLParser` says line 0 or column 0 before it has read a character.
    var location: SourceLocation {
        SourceLocation(line: max(1, (parser?.lineNumber ?? 0) + lineOffset), column: max(1, parser?.columnNumber ?? 0))
    }

    func failure(_ reason: StoryboardReadError.Reason) -> StoryboardReadError {
        StoryboardReadError(file: "\(name).storyboard", reason: reason, location: location)
    }

    private mutating func startDocument(_ elementName: String, _ attributes: [String: String]) {
        sawRoot = true
        guard elementName == "document" else {
            stop(.notADocument(rootElement: elementName))
            return
        }
        guard let type = attributes["type"], let platform = StoryboardPlatform(documentType: type) else {
            if let kind = attributes["type"].flatMap(Self.uncheckedDocumentKind) {
                stop(.unsupportedDocument(kind))
            } else {
                stop(.unknownDocumentType(attributes["type"]))
            }
            return
        }
        self.platform = platform
        version = attributes["version"] ?? ""
        toolsVersion = attributes["toolsVersion"]
        initialControllerID = attributes["initialViewController"]
        if !Self.knownVersions.contains(version) {
            unrecognized.append(UnrecognizedItem(category: .documentVersion, name: version, location: location))
        }
    }

    /// What an Interface Builder document this reader does not check is: a WatchKit storyboard, a XIB.
    static func uncheckedDocumentKind(_ type: String) -> String? {
        if type.contains("WatchKit") { return "a WatchKit storyboard" }
        if type.hasPrefix("com.apple.InterfaceBuilder"), type.hasSuffix(".XIB"), !type.contains("Storyboard") { return "a XIB" }
        return nil
    }

    /// Records `reason` as the error and asks the parser to stop, which the
    /// delegate does once this pass's method has returned: on Apple
    /// platforms `abortParsing()` reports the error to the delegate at once,
    /// which would reach this value while one of its methods runs.
    mutating func stop(_ reason: StoryboardReadError.Reason) {
        if error == nil { error = failure(reason) }
        stopRequested = true
    }
}
