import Foundation
import Observation
import PreparedHeadless
import PreparedStoryboards

/// The fixture files, copied into the test bundle.
enum Fixture {
    /// The apps of `RealApps` whose storyboards are healthy: by default they lint quiet.
    static let healthyRealApps = [
        "CocoaLumberjack", "ECSlidingViewController", "Hero", "Kingfisher", "MonitorControl", "Rectangle", "RxSwift",
        "SDWebImage", "SWRevealViewController", "realm-swift",
    ]

    /// The `Fixtures` folder beside this file, read where it is in the repository (the command's
    /// tests compile this file through a symbolic link, beside a link to the same folder).
    static var folder: URL {
        get throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
            guard FileManager.default.fileExists(atPath: url.path) else { throw FixtureMissing(name: url.path) }
            return url
        }
    }

    /// A file or folder under `Fixtures`, such as `App/Main.storyboard`.
    static func url(_ path: String) throws -> URL {
        try folder.appendingPathComponent(path)
    }

    /// Every storyboard of `RealApps`, read once for the whole test process: the suites that read them all share it.
    static var realApps: InterfaceCatalog {
        get throws { try RealAppsCatalog.shared.get() }
    }

    /// A fixture read.
    static func document(_ path: String) throws -> StoryboardDocument {
        try StoryboardDocument(contentsOf: url(path))
    }

    /// An iOS storyboard read from its bytes: `scenes` is the XML inside `<scenes>`, from line 4 of the file.
    static func storyboard(_ scenes: String, initial: String? = nil, name: String = "Inline") throws -> StoryboardDocument {
        try StoryboardDocument(data: Data(storyboardText(scenes, initial: initial).utf8), name: name)
    }

    /// An empty folder of its own under the temporary directory; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` at `path` under `folder`, creating the folders between.
    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A whole iOS (or other `type`) storyboard file: `scenes` inside `<scenes>`, from line 4.
    static func storyboardText(_ scenes: String, initial: String? = nil,
                               type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0"\(initialAttribute)>
            <scenes>
            \(scenes)
            </scenes>
            </document>
            """
    }

    /// One scene whose controller has `id` and `class`, with `inside` in it (segues in `<connections>`).
    static func scene(_ id: String, class className: String, kind: String = "viewController", attributes: String = "",
                      inside: String = "") -> String {
        """
        <scene sceneID="\(id.lowercased())-sc"><objects>
        <\(kind) id="\(id)" customClass="\(className)"\(attributes.isEmpty ? "" : " " + attributes) sceneMemberID="viewController">\(inside)</\(kind)>
        </objects></scene>
        """
    }

    struct FixtureMissing: Error {
        let name: String
    }
}

// MARK: The app of the App fixture (its customModule is this test module)

struct Contact: Sendable, Equatable {
    var name: String
}

/// What the details screen asks its sources for (double dispatch).
@MainActor
protocol ContactProviding {
    var selectedContact: Contact? { get }
}

final class ContactListController: PreparedController, ContactProviding {
    var prepCtxContact: Contact?
    var selectedContact: Contact? { prepCtxContact }
}

final class ContactDetailsController: PreparedController, SegueDestination, ContactProviding {
    var prepCtxContact: Contact?
    var selectedContact: Contact? { prepCtxContact }

    override class var contextTable: ContextTable {
        ContextTable(ContactDetailsController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }

    func prepareAsDestination(for segue: Segue) throws {
        prepCtxContact = try segue.source(as: ContactProviding.self).selectedContact ?? prepCtxContact
    }
}

final class ContactMapController: PreparedController {
    var prepCtxContact: Contact?

    override class var contextTable: ContextTable {
        ContextTable(ContactMapController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

/// The storyboard's Hosting Controller scene, as a `PreparedHostingController` holds its
/// SwiftUI screen's context: in a model, which segues prepare in its place.
@MainActor
final class QRCodeHostingController: ContextHosting {
    let model = QRCodeModel()
}

@Observable
final class QRCodeModel: @MainActor ContextDeclaring, MainActorIsolated {
    var prepCtxContact: Contact?

    static var contextTable: ContextTable {
        ContextTable(QRCodeModel.self) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

/// The hosting scene's class with a model whose contact is a name: a mismatch for the app's `Contact?`.
@MainActor
final class MistypedQRCodeHostingController: ContextHosting {
    let model = MistypedQRCodeModel()
}

@Observable
final class MistypedQRCodeModel: @MainActor ContextDeclaring, MainActorIsolated {
    var prepCtxContact = ""

    static var contextTable: ContextTable {
        ContextTable(MistypedQRCodeModel.self) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

final class EditContactController: PreparedController {
    var prepCtxContact: Contact?
    /// The Save button, which the storyboard's outlet sets.
    weak var saveButton: AnyObject?

    override class var contextTable: ContextTable {
        ContextTable(EditContactController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

final class SettingsController: PreparedController {
    var prepCtxTheme = "light"
}

final class ProfileController: PreparedController, ContactProviding {
    var prepCtxTheme = "dark"
    var prepCtxContact: Contact? = Contact(name: "Ada")
    var selectedContact: Contact? { prepCtxContact }

    override class var contextTable: ContextTable {
        ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxTheme", \.prepCtxTheme)
            keys.add("prepCtxContact", \.prepCtxContact)
        }
    }
}

/// A profile screen whose theme is a number: a mismatch with the settings screen's `String`.
final class NumericProfileController: PreparedController {
    var prepCtxTheme = 0

    override class var contextTable: ContextTable {
        ContextTable(NumericProfileController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxTheme", \.prepCtxTheme)
        }
    }
}

/// A list that does not adopt `ContactProviding`, for the double-dispatch check.
final class PlainListController: PreparedController {
    var prepCtxContact: Contact?
}

/// The golden files, and the repository they are read from.
///
/// One switch writes every golden file again after a deliberate change, generated Swift, DOT and
/// messages alike: `PREPARED_REGENERATE_GOLDEN=1 swift test`; then read the diff.
enum Golden {
    /// The repository's root folder.
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Whether this run writes the golden files instead of comparing: `PREPARED_REGENERATE_GOLDEN=1`.
    static var isRegenerating: Bool {
        ProcessInfo.processInfo.environment["PREPARED_REGENERATE_GOLDEN"] == "1"
    }

    /// A golden file under `Fixtures`.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Fixture.url(path), encoding: .utf8)
    }

    /// Whether `text` is the golden file at `path` (from the repository's root). When regenerating, writes
    /// it there first (through a symbolic link, to the file it names) if it differs.
    static func matches(_ text: String, file path: String) throws -> Bool {
        let url = repository.appendingPathComponent(path).resolvingSymlinksInPath()
        let current = try? String(contentsOf: url, encoding: .utf8)
        if isRegenerating, current != text {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return true
        }
        return current == text
    }
}

/// The catalog of `RealApps`, read the first time a test asks for it (a `static let` is made once, whichever thread
/// asks first).
private enum RealAppsCatalog {
    static let shared = Result { InterfaceCatalog(reading: [try Fixture.url("RealApps")]) }
}
