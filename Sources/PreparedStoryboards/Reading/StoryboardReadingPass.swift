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
        /// The `identifier` of the table column being read (macOS), which a cell view's automatic identifier is,
        /// and the column's depth, at which it closes.
        var column: (identifier: String?, depth: Int)?
        /// The depths of the static tables being read: their cells are no prototypes (`dataMode="static"`).
        var staticTableDepths: [Int] = []
    }

    let name: String
    let lineOffset: Int
    /// The parser reading the file, for the position of what is read.
    var parser: XMLParser?
    private var stack: [Frame] = []
    private var classesDepth: Int?
    private var scene: PendingScene?
    private(set) var finishedScenes: [PendingScene] = []
    var sawRoot = false

    var platform: StoryboardPlatform?
    var version = ""
    var toolsVersion: String?
    var initialControllerID: String?
    var unrecognized: [UnrecognizedItem] = []
    /// Every element `id` of the file with its element's name, in file order,
    /// so that a segue to an element that is no controller says which. Only
    /// searched when a segue leads to such an `id` (a damaged file): kept as
    /// a list, since hashing every `id` of a file cost a tenth of reading it.
    private(set) var elementIDs: [(id: String, element: String)] = []
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
        let id = attributes["id"]
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
        if let id, !id.isEmpty { elementIDs.append((id, elementName)) }
        // The scene's fields read through the optional, never a copy of the whole pending scene per element.
        // What Xcode writes in a `<scene>`: its objects and its place on the canvas.
        if let sceneDepth = scene?.depth, depth == sceneDepth + 1, elementName != "objects", elementName != "point" {
            unrecognized.append(UnrecognizedItem(category: .element, name: elementName, location: location))
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
            if scene != nil { startPrototype(elementName, attributes) }
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
    private mutating func stop(_ reason: StoryboardReadError.Reason) {
        if error == nil { error = failure(reason) }
        stopRequested = true
    }

    /// The attributes of a controller element this reader uses, found in one
    /// pass over its attributes rather than one hashed lookup each.
    private struct ControllerAttributes {
        var id: String?, customClass: String?, customModule: String?, customModuleProvider: String?
        var storyboardIdentifier: String?, title: String?
        var storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String?

        init(_ attributes: [String: String]) {
            for (name, value) in attributes {
                switch name {
                case "id": id = value
                case "customClass": customClass = value
                case "customModule": customModule = value
                case "customModuleProvider": customModuleProvider = value
                case "storyboardIdentifier": storyboardIdentifier = value
                case "title": title = value
                case "storyboardName": storyboardName = value
                case "referencedIdentifier": referencedIdentifier = value
                case "bundleIdentifier": bundleIdentifier = value
                default: break
                }
            }
        }
    }

    private mutating func startController(_ elementName: String, _ attributes: [String: String], depth: Int) {
        let location = self.location
        let kind = StoryboardController.Kind(element: elementName)
        if case .unknown = kind {
            unrecognized.append(UnrecognizedItem(category: .controller, name: elementName, location: location))
        }
        let attributes = ControllerAttributes(attributes)
        let reference: StoryboardReference? = kind == .storyboardReference
            ? StoryboardReference(storyboardName: attributes.storyboardName,
                                  referencedIdentifier: attributes.referencedIdentifier,
                                  bundleIdentifier: attributes.bundleIdentifier)
            : nil
        scene?.controllerDepth = depth
        scene?.controllerFrame = Frame(name: elementName, id: attributes.id)
        scene?.controller = StoryboardController(
            id: attributes.id ?? "", kind: kind, customClass: attributes.customClass,
            customModule: attributes.customModule, customModuleProvider: attributes.customModuleProvider,
            // `storyboardIdentifier=""`, which Xcode writes when an ID is cleared, is no ID.
            storyboardIdentifier: attributes.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 }, title: attributes.title,
            reference: reference, location: location
        )
    }

    /// The container views whose cells are prototypes code dequeues.
    private static let prototypeContainers: Set<String> = ["tableView", "collectionView", "outlineView"]

    /// A prototype cell or reusable view, when it has an identifier and sits in a table, collection or outline view.
    private mutating func startPrototype(_ elementName: String, _ attributes: [String: String]) {
        let kind: StoryboardPrototype.Kind
        let identifier: String?
        switch elementName {
        case "tableViewCell": (kind, identifier) = (.tableViewCell, attributes["reuseIdentifier"])
        case "collectionViewCell": (kind, identifier) = (.collectionViewCell, attributes["reuseIdentifier"])
        case "collectionReusableView":
            (kind, identifier) = (.supplementaryView(elementKey: attributes["key"] ?? ""), attributes["reuseIdentifier"])
        default: (kind, identifier) = (.tableCellView, attributes["identifier"] ?? scene?.column?.identifier)
        }
        // A frame's index in the stack is its depth.
        guard let identifier, !identifier.isEmpty,
              let containerDepth = stack.lastIndex(where: { Self.prototypeContainers.contains($0.name) }) else { return }
        // A static table's cells are laid out once, never dequeued, whatever identifier they carry.
        if scene?.staticTableDepths.last == containerDepth { return }
        let container = stack[containerDepth]
        let prototype = StoryboardPrototype(
            id: attributes["id"] ?? "", kind: kind, reuseIdentifier: identifier, customClass: attributes["customClass"],
            customModule: attributes["customModule"], customModuleProvider: attributes["customModuleProvider"],
            containerID: container.id ?? "", location: location
        )
        scene?.prototypes.append(prototype)
    }

    /// The attributes of a `<segue>` this reader uses, found in one pass over
    /// its attributes rather than one hashed lookup each.
    private struct SegueAttributes {
        var id: String?, identifier: String?, kind: String?, destination: String?, reference: String?
        var inheritsFrom: String?, unwindAction: String?, customClass: String?, relationship: String?

        init(_ attributes: [String: String]) {
            for (name, value) in attributes {
                switch name {
                case "id": id = value
                case "identifier": identifier = value
                case "kind": kind = value
                case "destination": destination = value
                case "reference": reference = value
                case "inheritsFrom": inheritsFrom = value
                case "unwindAction": unwindAction = value
                case "customClass": customClass = value
                case "relationship": relationship = value
                default: break
                }
            }
        }
    }

    private mutating func startSegue(_ attributes: [String: String]) {
        let attributes = SegueAttributes(attributes)
        let kindName = attributes.kind
        let destination = attributes.destination.flatMap { $0.isEmpty ? nil : $0 }  // `destination=""` names nothing
        // `<segue reference="…"/>` points back at a segue declared elsewhere: it is not one. Nor is a
        // `<segue key="commit" inheritsFrom="parent"/>` or `key="preview"` inside a segue: the peek and
        // pop (preview and commit) settings Xcode writes for its enclosing segue.
        guard scene != nil, kindName != nil || destination != nil || attributes.reference == nil,
              stack.last?.name != "segue", attributes.inheritsFrom == nil else { return }
        let kind = kindName.map {
            StoryboardSegue.Kind(attribute: $0, unwindAction: attributes.unwindAction,
                                 customClass: attributes.customClass, relationship: attributes.relationship)
        } ?? .unspecified
        switch kind {
        case .unknown(let name):
            unrecognized.append(UnrecognizedItem(category: .segueKind, name: name, location: location))
        case .relationship(.unknown(let name)):
            unrecognized.append(UnrecognizedItem(category: .relationship, name: name, location: location))
        default:
            break
        }
        // The stack holds …, the trigger, its <connections>.
        let owner = stack.count >= 2 ? stack[stack.count - 2] : Frame(name: "document", id: nil)
        // The controller itself, not an object beside it in <objects> (a gesture recognizer) at its depth.
        let isController = scene?.controllerDepth == stack.count - 2
            && scene?.controllerFrame?.name == owner.name && scene?.controllerFrame?.id == owner.id
        let trigger = StoryboardSegue.Trigger(element: owner.name, id: owner.id, isController: isController)
        let location = self.location
        scene?.segues.append(PendingSegue(
            id: attributes.id ?? "", identifier: attributes.identifier, kind: kind,
            destinationID: destination, trigger: trigger, location: location
        ))
    }
}
