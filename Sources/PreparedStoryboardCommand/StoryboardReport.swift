import Foundation
import PreparedStoryboards

/// The JSON forms of the map and the lint, for `prepared-storyboard --json`.
enum StoryboardReport {
    struct Finding: Encodable {
        let rule: String
        let severity: String
        let file: String
        let line: Int
        let column: Int
        let message: String
    }

    struct ReadError: Encodable {
        let file: String
        let line: Int
        let column: Int
        let message: String
    }

    struct Lint: Encodable {
        /// How many storyboards were read and checked.
        let checked: Int
        let findings: [Finding]
        let unreadable: [ReadError]
        /// WatchKit storyboards and other Interface Builder files this reader does not check.
        let skipped: [ReadError]
        /// A mistake in the configuration file, which stopped the run.
        let configurationError: String?

        init(checked: Int, findings: [Finding], unreadable: [ReadError], skipped: [ReadError]) {
            self.checked = checked
            self.findings = findings
            self.unreadable = unreadable
            self.skipped = skipped
            configurationError = nil
        }

        init(configurationError: String) {
            checked = 0
            findings = []
            unreadable = []
            skipped = []
            self.configurationError = configurationError
        }
    }

    struct Scene: Encodable {
        /// The scene's `sceneID`.
        let scene: String
        /// The controller's `id`; empty for a scene without a controller (`kind` "none").
        let id: String
        let kind: String
        @NullEncoded var customClass: String?
        @NullEncoded var customModule: String?
        @NullEncoded var storyboardIdentifier: String?
        @NullEncoded var title: String?
        @NullEncoded var reference: String?
        let line: Int

    }

    struct Segue: Encodable {
        /// The `sceneID` of the scene the segue leaves.
        let scene: String
        let id: String
        let source: String
        let destination: String
        let destinationKind: String
        let kind: String
        @NullEncoded var identifier: String?
        let trigger: String
        let line: Int

    }

    struct Storyboard: Encodable {
        let name: String
        /// The storyboard's identity: its path relative to the folder given.
        let path: String
        let file: String
        let platform: String
        let version: String
        @NullEncoded var toolsVersion: String?
        @NullEncoded var initialController: String?
        let scenes: [Scene]
        let segues: [Segue]

    }

    struct Map: Encodable {
        let storyboards: [Storyboard]
        let unreadable: [ReadError]
        let skipped: [ReadError]
    }

    static func readErrors(_ errors: [InterfaceReadError]) -> [ReadError] {
        errors.map { ReadError(file: $0.file, line: $0.location.line, column: $0.location.column, message: $0.message) }
    }

    static func lint(_ lint: InterfaceLint, _ catalog: InterfaceCatalog) -> Lint {
        Lint(checked: catalog.documents.count + catalog.nibs.count, findings: lint.findings.map {
            Finding(rule: $0.rule.rawValue, severity: $0.severity.rawValue, file: $0.file, line: $0.location.line,
                    column: $0.location.column, message: $0.message)
        }, unreadable: readErrors(catalog.readErrors), skipped: readErrors(catalog.skipped))
    }

    static func map(_ catalog: InterfaceCatalog) -> Map {
        let storyboards = catalog.documents.enumerated().map { index, document in
            Storyboard(
                name: document.name, path: catalog.paths[index], file: catalog.files[index], platform: document.platform.rawValue, version: document.version,
                toolsVersion: document.toolsVersion, initialController: document.initialControllerID,
                scenes: document.scenes.map { scene in
                    guard let controller = scene.controller else {
                        return Scene(scene: scene.id, id: "", kind: "none", customClass: nil, customModule: nil, storyboardIdentifier: nil,
                                     title: nil, reference: nil, line: scene.location.line)
                    }
                    return Scene(scene: scene.id, id: controller.id, kind: controller.kind.description, customClass: controller.customClass,
                                 customModule: controller.customModule, storyboardIdentifier: controller.storyboardIdentifier,
                                 title: controller.title, reference: controller.reference?.description, line: controller.location.line)
                },
                segues: document.scenes.flatMap { scene in scene.segues.map { (scene.id, $0) } }.map { sceneID, segue in
                    let destinationKind = switch segue.destination {
                    case .controller: "controller"
                    case .reference: "reference"
                    case .exit: "exit"
                    case .element: "element"
                    case .missing: "missing"
                    case .unspecified: "none"
                    }
                    return Segue(scene: sceneID, id: segue.id, source: segue.sourceID, destination: segue.destination.id, destinationKind: destinationKind,
                                 kind: segue.kind.description, identifier: segue.identifier, trigger: segue.trigger.element,
                                 line: segue.location.line)
                }
            )
        }
        return Map(storyboards: storyboards, unreadable: readErrors(catalog.readErrors), skipped: readErrors(catalog.skipped))
    }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// An optional that JSON writes as `null` rather than leaving its key out, so that every
/// field Docs/Storyboards.md lists is there (synthesized `Encodable` skips `nil` optionals).
@propertyWrapper
struct NullEncoded<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
