#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// What one pass over a storyboard's or a XIB's XML has read so far, and
/// what each element changes: the state of an ``InterfaceParser``, which
/// hands it each element.
///
/// A value rather than the delegate's own stored properties: each callback
/// then makes one exclusivity access to the whole state, where each stored
/// property of a class touched in it cost a dynamic check of its own
/// (Docs/Benchmarks.md, (s1)).
///
/// It keeps a stack of the open elements' names and `id`s, so that a segue or
/// a connection knows the element whose `<connections>` hold it. What both
/// kinds of file hold (objects of custom classes, connections, prototypes,
/// first responders) it collects in a ``PendingObjects`` for each scene of a
/// storyboard and for a XIB's `<objects>` (`+Objects`); a storyboard's scenes
/// add their controllers, segues and exits (`+Elements`), a XIB its File's
/// Owner and top-level objects (`+Nib`). Destinations are resolved when the
/// document ends, once every `id` is known (`+Resolution`).
struct InterfaceReadingPass {
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

    /// A storyboard's scene being read: what only scenes have. Its objects are read into a ``PendingObjects``
    /// opened and closed with it.
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
    }

    /// The objects of a storyboard's scene, or of a XIB's `<objects>`, being read: what both kinds of file hold.
    struct PendingObjects {
        /// The depth of the element that holds them (`<scene>`, a XIB's `<objects>`), at which they close.
        let depth: Int
        var prototypes: [InterfacePrototype] = []
        var objects: [InterfaceObject] = []
        var connections: [InterfaceConnection] = []
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
        /// The User Defined Runtime Attributes, in file order.
        var runtimeAttributes: [InterfaceRuntimeAttribute] = []
        /// The depth of the `<userDefinedRuntimeAttribute>` being read, whose value an element inside it may hold.
        var runtimeAttributeDepth: Int?
    }

    /// The kind of file read, which decides what `<document>` holds.
    let kind: InterfaceFileKind
    let name: String
    let lineOffset: Int
    /// The parser reading the file, for the position of what is read.
    var parser: XMLParser?
    var stack: [Frame] = []
    private var classesDepth: Int?
    var scene: PendingScene?
    private(set) var finishedScenes: [PendingScene] = []
    /// The objects being read: a scene's, or a XIB's.
    var objects: PendingObjects?
    /// The objects read: a storyboard's, one for each of its finished scenes, in step with them; a XIB's, one for
    /// its `<objects>`.
    private(set) var finishedObjects: [PendingObjects] = []
    /// A XIB's File's Owner and top-level objects.
    var nib = PendingNib()
    var sawRoot = false

    var platform: InterfacePlatform?
    var version = ""
    var toolsVersion: String?
    var initialControllerID: String?
    var resources: [InterfaceResource] = []
    var unrecognized: [UnrecognizedItem] = []
    /// Every element `id` of the file with its element's name and the index of the objects it is in (a scene's, a
    /// XIB's; -1 outside them), in file order, so that a segue to an element that is no controller says which. Only
    /// searched when a segue or a connection leads to such an `id`: kept as a list, since hashing every `id` of a
    /// file cost a tenth of reading it.
    private(set) var elementIDs: [(id: String, element: String, scene: Int)] = []
    var error: InterfaceReadError?
    /// Whether the element being read found a problem that stops the parser.
    private var stopRequested = false

    /// What Interface Builder writes in a storyboard's `<document>`, from Xcode 4.2's format 1.0 to
    /// today's 3.0: the device it was edited for, the plug-ins and capabilities it needs, the scenes,
    /// the images, colors and fonts it uses, the classes it knew of (formats 1.x and 2.0), simulated
    /// metrics, the IBDesignable views it rendered, the accessibility settings it was previewed with.
    /// The app's global tint, `<color key="tintColor">`, is checked apart: a color with another key is unknown.
    /// A XIB's holds the same, with its `<objects>` in place of the scenes.
    private static let documentChildren: Set<String> = [
        "dependencies", "resources", "classes", "simulatedMetricsContainer",
        "inferredMetricsTieBreakers", "designables", "customFonts", "device", "accessibilityOverrides",
    ]
    /// The storyboard formats Xcode has written: 1.0 (Xcode 4.2), 1.1 (Xcode 4.3 to 4.6), 2.0 (Xcode 5), 3.0 (Xcode 6 on).
    static let knownVersions: Set<String> = ["1.0", "1.1", "2.0", "3.0"]
    /// The XIB format Xcode has written since Xcode 5 replaced the archive (`<archive version="8.00">`) with `<document>`.
    static let knownXIBVersions: Set<String> = ["3.0"]

    init(kind: InterfaceFileKind, name: String, lineOffset: Int) {
        self.kind = kind
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
        if depth == 1 {
            if kind == .xib, elementName == "objects" {
                objects = PendingObjects(depth: depth)
            } else if !Self.documentChildren.contains(elementName), elementName != (kind == .xib ? "objects" : "scenes"),
                      !(elementName == "color" && attributes["key"] == "tintColor") {
                unrecognized.append(UnrecognizedItem(category: .element, name: elementName, location: location))
            }
        }
        if let id, !id.isEmpty {
            // The objects an element is in, by their index among the finished ones; -1 outside them all.
            elementIDs.append((id, elementName, objects == nil ? -1 : finishedObjects.count))
            if let cell = objects?.repeatingCell { objects?.repeatingIDs[id] = cell.id }
        }
        // An image of `catalog="system"` is an SF Symbol, the system's, in no bundle of the app.
        if depth == 2, stack.last?.name == "resources", elementName == "image" || elementName == "namedColor",
           let name = attributes["name"], !name.isEmpty, attributes["catalog"] != "system" {
            resources.append(InterfaceResource(name: name, kind: elementName == "image" ? .image : .color, location: location))
        }
        // The scene's fields read through the optional, never a copy of the whole pending scene per element.
        // What Xcode writes in a `<scene>`: its objects and its place on the canvas.
        if let sceneDepth = scene?.depth, depth == sceneDepth + 1, elementName != "objects", elementName != "point" {
            unrecognized.append(UnrecognizedItem(category: .element, name: elementName, location: location))
        }
        if objects != nil {
            if let customClass, !customClass.isEmpty { startObject(elementName, attributes, customClass: customClass) }
            if kind == .xib, depth == 2 { startTopLevelObject(elementName, attributes, id: id, customClass: customClass) }
            startObjectsElement(elementName, attributes, id: id, depth: depth)
        }
        switch elementName {
        case "scene":
            if kind == .storyboard {
                scene = PendingScene(id: attributes["sceneID"] ?? "", location: location, depth: depth)
                objects = PendingObjects(depth: depth)
            }
        case "objects":
            if scene != nil, scene?.objectsDepth == nil, depth == (scene?.depth ?? 0) + 1 { scene?.objectsDepth = depth }
        case "segue":
            startSegue(attributes)
        case "exit":
            if let id = attributes["id"], scene != nil { scene?.exitIDs.append(id) }
        case "placeholder", "customObject":
            if scene != nil, attributes["sceneMemberID"] == "firstResponder", let id { objects?.firstResponderIDs.append(id) }
        case "navigationItem":
            if let controllerDepth = scene?.controllerDepth, depth == controllerDepth + 1, attributes["key"] == "navigationItem" {
                if scene?.controllerTitle == nil { scene?.controllerTitle = attributes["title"] }
            }
        case "classes":
            classesDepth = depth
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
        if objects != nil { endObjectsElement(depth: depth) }
        if let classes = classesDepth {
            if depth == classes { classesDepth = nil }
            return
        }
        if objects?.depth == depth, let finished = objects.take() {
            finishedObjects.append(finished)
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

    func failure(_ reason: InterfaceReadError.Reason) -> InterfaceReadError {
        InterfaceReadError(file: "\(name).\(kind.fileExtension)", reason: reason, location: location, expected: kind)
    }

    private mutating func startDocument(_ elementName: String, _ attributes: [String: String]) {
        sawRoot = true
        guard elementName == "document" else {
            // The XIBs of Xcode 4 and earlier: `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">`.
            if elementName == "archive", let type = attributes["type"], type.hasPrefix("com.apple.InterfaceBuilder"),
               type.hasSuffix(".XIB") {
                stop(kind == .xib ? .archiveFormat : .unsupportedDocument("a XIB in the archive format of Xcode 4 and earlier"))
            } else {
                stop(.notADocument(rootElement: elementName))
            }
            return
        }
        guard let type = attributes["type"], let found = InterfaceFileKind.of(documentType: type), found.kind == kind else {
            if let other = attributes["type"].flatMap(uncheckedDocumentKind) {
                stop(.unsupportedDocument(other))
            } else {
                stop(.unknownDocumentType(attributes["type"]))
            }
            return
        }
        platform = found.platform
        version = attributes["version"] ?? ""
        toolsVersion = attributes["toolsVersion"]
        initialControllerID = attributes["initialViewController"]
        if !(kind == .xib ? Self.knownXIBVersions : Self.knownVersions).contains(version) {
            unrecognized.append(UnrecognizedItem(category: .documentVersion, name: version, location: location))
        }
    }

    /// What an Interface Builder document this reader does not check is: a WatchKit storyboard; a XIB read as a
    /// storyboard, a storyboard read as a XIB.
    func uncheckedDocumentKind(_ type: String) -> String? {
        if let other = InterfaceFileKind.of(documentType: type)?.kind, other != kind { return "a \(other.noun)" }
        if type.contains("WatchKit") { return "a WatchKit storyboard" }
        if kind == .storyboard, type.hasPrefix("com.apple.InterfaceBuilder"), type.hasSuffix(".XIB"), !type.contains("Storyboard") {
            return "a XIB"
        }
        return nil
    }

    /// Records `reason` as the error and asks the parser to stop, which the
    /// delegate does once this pass's method has returned: on Apple
    /// platforms `abortParsing()` reports the error to the delegate at once,
    /// which would reach this value while one of its methods runs.
    mutating func stop(_ reason: InterfaceReadError.Reason) {
        if error == nil { error = failure(reason) }
        stopRequested = true
    }
}
