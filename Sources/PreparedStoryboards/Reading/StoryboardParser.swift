#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// The `XMLParser` delegate that reads one storyboard in a single pass.
///
/// It keeps a stack of the open elements' names and `id`s, so that a segue
/// knows the element whose `<connections>` hold it, and collects each scene's
/// controller, segues and exits; segue destinations are resolved when the
/// document ends, once every `id` is known.
final class StoryboardParser: NSObject, XMLParserDelegate {
    /// An open element.
    private struct Frame {
        let name: String
        let id: String?
    }

    /// A segue read, its destination not resolved yet.
    private struct PendingSegue {
        let id: String
        let identifier: String?
        let kind: StoryboardSegue.Kind
        let destinationID: String?
        let trigger: StoryboardSegue.Trigger
        let location: SourceLocation
    }

    /// A scene being read.
    private struct PendingScene {
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

    private let name: String
    private let lineOffset: Int
    private weak var parser: XMLParser?
    private var stack: [Frame] = []
    private var classesDepth: Int?
    private var scene: PendingScene?
    private var finishedScenes: [PendingScene] = []
    private var sawRoot = false

    private var platform: StoryboardPlatform?
    private var version = ""
    private var toolsVersion: String?
    private var initialControllerID: String?
    private var unrecognized: [UnrecognizedItem] = []
    /// Every element `id` of the file with its element's name, in file order,
    /// so that a segue to an element that is no controller says which. Only
    /// searched when a segue leads to such an `id` (a damaged file): kept as
    /// a list, since hashing every `id` of a file cost a tenth of reading it.
    private var elementIDs: [(id: String, element: String)] = []
    private(set) var error: StoryboardReadError?

    /// What Interface Builder writes in a storyboard's `<document>`, from Xcode 4.2's format 1.0 to
    /// today's 3.0: the device it was edited for, the plug-ins and capabilities it needs, the scenes,
    /// the images, colors and fonts it uses, the classes it knew of (formats 1.x and 2.0), simulated
    /// metrics, the IBDesignable views it rendered, the accessibility settings it was previewed with.
    /// The app's global tint, `<color key="tintColor">`, is checked apart: a color with another key is unknown.
    private static let documentChildren: Set<String> = [
        "dependencies", "scenes", "resources", "classes", "simulatedMetricsContainer",
        "inferredMetricsTieBreakers", "designables", "customFonts", "device", "accessibilityOverrides",
    ]
    /// What Xcode writes in a `<scene>`: its objects and its place on the canvas.
    private static let sceneChildren: Set<String> = ["objects", "point"]
    /// The storyboard formats Xcode has written: 1.0 (Xcode 4.2), 1.1 (Xcode 4.3 to 4.6), 2.0 (Xcode 5), 3.0 (Xcode 6 on).
    static let knownVersions: Set<String> = ["1.0", "1.1", "2.0", "3.0"]

    init(name: String, lineOffset: Int) {
        self.name = name
        self.lineOffset = lineOffset
    }

    /// Parses `data` and returns the document.
    ///
    /// The bytes are fed to `XMLParser` from a stream, a chunk at a time: given
    /// the whole of a file over about 10 MB at once, the Linux `XMLParser` refuses it as malformed.
    func read(_ data: Data) throws(StoryboardReadError) -> StoryboardDocument {
        // Whatever does not start with `<` is no XML; the parser would call it empty.
        if let first = data.first, first != UInt8(ascii: "<") {
            throw StoryboardReadError(file: "\(name).storyboard", reason: .notXML, location: SourceLocation(line: 1 + lineOffset, column: 1))
        }
        let parser = XMLParser(stream: InputStream(data: data))
        self.parser = parser
        parser.delegate = self
        let succeeded = parser.parse()
        // No element at all (an XML declaration or a comment alone): the parser says the document
        // is empty (4) or ends too soon (5); either way the file holds nothing, said as `.empty` at 1:1.
        if !sawRoot, let code = (parser.parserError as NSError?)?.code, code == 4 || code == 5 {
            throw StoryboardReadError(file: "\(name).storyboard", reason: .empty, location: SourceLocation(line: 1, column: 1))
        }
        if let error { throw error }
        // On Linux `parse()` can report success after an error; on Apple platforms the delegate may not hear of it.
        if !succeeded || parser.parserError != nil {
            throw failure(.malformedXML(Self.message(for: parser.parserError)))
        }
        // The whole file is at fault, whatever whitespace it holds: its first line.
        guard sawRoot, let platform else {
            throw StoryboardReadError(file: "\(name).storyboard", reason: .empty, location: SourceLocation(line: 1, column: 1))
        }
        return StoryboardDocument(
            name: name, platform: platform, version: version, toolsVersion: toolsVersion,
            initialControllerID: initialControllerID, scenes: resolvedScenes(), unrecognized: unrecognized
        )
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
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
        if let current = scene, depth == current.depth + 1, !Self.sceneChildren.contains(elementName) {
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
        default:
            break
        }
        if let objectsDepth = scene?.objectsDepth, depth == objectsDepth + 1, attributes["sceneMemberID"] == "viewController" {
            startController(elementName, attributes, depth: depth)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
        let depth = stack.count
        if let classes = classesDepth {
            if depth == classes { classesDepth = nil }
            return
        }
        if let current = scene, depth == current.depth {
            if current.controller == nil {
                unrecognized.append(UnrecognizedItem(category: .sceneWithoutController, name: current.id, location: current.location))
            }
            finishedScenes.append(current)
            scene = nil
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if error == nil { error = failure(.malformedXML(Self.message(for: parseError))) }
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        if error == nil { error = failure(.malformedXML(Self.message(for: validationError))) }
    }

    // MARK: Elements

    /// Where the parser stands, 1-based: `XMLParser` says line 0 or column 0 before it has read a character.
    private var location: SourceLocation {
        SourceLocation(line: max(1, (parser?.lineNumber ?? 0) + lineOffset), column: max(1, parser?.columnNumber ?? 0))
    }

    private func failure(_ reason: StoryboardReadError.Reason) -> StoryboardReadError {
        StoryboardReadError(file: "\(name).storyboard", reason: reason, location: location)
    }

    private func startDocument(_ elementName: String, _ attributes: [String: String]) {
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

    private func stop(_ reason: StoryboardReadError.Reason) {
        if error == nil { error = failure(reason) }
        parser?.abortParsing()
    }

    private func startController(_ elementName: String, _ attributes: [String: String], depth: Int) {
        let kind = StoryboardController.Kind(element: elementName)
        if case .unknown = kind {
            unrecognized.append(UnrecognizedItem(category: .controller, name: elementName, location: location))
        }

        let reference: StoryboardReference? = kind == .storyboardReference
            ? StoryboardReference(storyboardName: attributes["storyboardName"],
                                  referencedIdentifier: attributes["referencedIdentifier"],
                                  bundleIdentifier: attributes["bundleIdentifier"])
            : nil
        scene?.controllerDepth = depth
        scene?.controllerFrame = Frame(name: elementName, id: attributes["id"])
        scene?.controller = StoryboardController(
            id: attributes["id"] ?? "", kind: kind, customClass: attributes["customClass"],
            customModule: attributes["customModule"], customModuleProvider: attributes["customModuleProvider"],
            // `storyboardIdentifier=""`, which Xcode writes when an ID is cleared, is no ID.
            storyboardIdentifier: attributes["storyboardIdentifier"].flatMap { $0.isEmpty ? nil : $0 }, title: attributes["title"],
            reference: reference, location: location
        )
    }

    private func startSegue(_ attributes: [String: String]) {
        let kindName = attributes["kind"]
        let destination = attributes["destination"].flatMap { $0.isEmpty ? nil : $0 }  // `destination=""` names nothing
        // `<segue reference="…"/>` points back at a segue declared elsewhere: it is not one. Nor is a
        // `<segue key="commit" inheritsFrom="parent"/>` or `key="preview"` inside a segue: the peek and
        // pop (preview and commit) settings Xcode writes for its enclosing segue.
        guard scene != nil, kindName != nil || destination != nil || attributes["reference"] == nil,
              stack.last?.name != "segue", attributes["inheritsFrom"] == nil else { return }
        let kind = kindName.map {
            StoryboardSegue.Kind(attribute: $0, unwindAction: attributes["unwindAction"],
                                 customClass: attributes["customClass"], relationship: attributes["relationship"])
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
        scene?.segues.append(PendingSegue(
            id: attributes["id"] ?? "", identifier: attributes["identifier"], kind: kind,
            destinationID: destination, trigger: trigger, location: location
        ))
    }

    // MARK: Resolution

    /// The scenes with every segue's source and destination resolved.
    private func resolvedScenes() -> [StoryboardScene] {
        var controllers: [String: StoryboardController] = [:]
        var exits: Set<String> = []
        for scene in finishedScenes {
            if let controller = scene.controller, !controller.id.isEmpty { controllers[controller.id] = controller }
            exits.formUnion(scene.exitIDs)
        }
        return finishedScenes.map { scene in
            var controller = scene.controller
            if let found = controller, found.title == nil, let title = scene.controllerTitle {
                controller = StoryboardController(
                    id: found.id, kind: found.kind, customClass: found.customClass, customModule: found.customModule,
                    customModuleProvider: found.customModuleProvider, storyboardIdentifier: found.storyboardIdentifier,
                    title: title, reference: found.reference, location: found.location
                )
            }
            let sourceID = controller?.id ?? ""
            let segues = scene.segues.map { pending in
                let destination: StoryboardSegue.Destination
                if let id = pending.destinationID {
                    if let target = controllers[id] {
                        destination = target.reference.map { .reference(id: target.id, $0) } ?? .controller(id: target.id)
                    } else if exits.contains(id) {
                        destination = .exit(id: id)
                    } else if let element = elementIDs.first(where: { $0.id == id })?.element {
                        destination = .element(id: id, name: element)
                    } else {
                        destination = .missing(id: id)
                    }
                } else {
                    destination = .unspecified
                }
                return StoryboardSegue(id: pending.id, identifier: pending.identifier, kind: pending.kind, sourceID: sourceID,
                                       destination: destination, trigger: pending.trigger, location: pending.location)
            }
            return StoryboardScene(id: scene.id, controller: controller, segues: segues,
                                   exitIDs: scene.exitIDs, location: scene.location)
        }
    }

    /// A readable message for an `XMLParser` error.
    static func message(for error: (any Error)?) -> String {
        guard let error else { return "the parser stopped without saying why" }
        let code = (error as NSError).code
        let known: [Int: String] = [
            4: "the document is empty",
            5: "the document ends before its elements are closed",
            9: "an invalid character",
            38: "an attribute value is not quoted",
            39: "an attribute value is not closed",
            41: "an attribute has no value",
            64: "the XML declaration is not at the start of the file",
            65: "an attribute name is expected",
            68: "a name is expected",
            73: "a '>' is missing",
            76: "an end tag does not match its start tag",
            111: "the document ends before its elements are closed",
        ]
        return known[code].map { "\($0), XMLParser error \(code)" } ?? "XMLParser error \(code)"
    }
}
