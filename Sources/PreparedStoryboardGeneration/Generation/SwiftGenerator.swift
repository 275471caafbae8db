import Foundation
import PreparedStoryboards

/// Writes the Swift that names an app's storyboards, scenes and segues, so
/// that the app writes no storyboard string by hand.
///
/// ```swift
/// let generator = SwiftGenerator(access: .internal)
/// let code = try generator.code(reading: [URL(fileURLWithPath: "App/Base.lproj")])
/// ```
///
/// The code declares and the library behaves: one `StoryboardName` enum,
/// `Storyboards`, with a case per file; per storyboard, a scene namespace
/// (`Storyboards.MainScene`) with a `TypedScene` per scene with a storyboard ID
/// and for the initial scene; per scene class, its segue identifiers as a
/// `SegueName` enum, `Segues`, with a typed `perform…Segue(sender:prepare:)`
/// for each segue whose context reaches one class, its segues as a `TypedSegue`
/// enum to switch over in `prepare(for:sender:)`, each case with the controller
/// the segue prepares, and its prototypes as a `Prototype` enum; and the scene,
/// prototype and object classes, for `WholeAppCheck`, and `checkBundle()`,
/// which checks the built bundle's scenes, classes, connections and resources. About one line
/// a scene, segue and prototype. The same files give the same bytes: everything
/// is sorted and no date is written.
package struct SwiftGenerator: Sendable {
    /// The access level of the generated declarations.
    package enum AccessLevel: String, Sendable, CaseIterable {
        /// Seen by the module only: for an app.
        case `internal`
        /// Seen by the modules that import it: for a framework of scenes, whose classes must be public too.
        case `public`
    }

    /// Where the storyboards are at run time: the bundle of the generated code.
    package enum BundleLocation: String, Sendable, CaseIterable {
        /// The bundle of the code's own classes (`Bundle(for:)`): the app's main bundle, or a framework's.
        case `class`
        /// The module's resource bundle (`Bundle.module`): for a SwiftPM target whose storyboards are resources.
        case module
    }

    /// The access level of the generated declarations.
    package var access: AccessLevel
    /// Where `Storyboards.bundle` finds the storyboards.
    package var bundle: BundleLocation
    /// The module the generated code is compiled into: classes whose
    /// `customModule` is another one are written `Module.Class` and imported.
    /// Classes of the storyboard's own target (`customModuleProvider="target"`) never are.
    package var module: String?
    /// The name of the `StoryboardName` enum, `Storyboards` unless a module holds two
    /// generated files (each for its own storyboards and their classes).
    package var name: String

    /// A generator of declarations at `access`, for code compiled into `module`
    /// whose storyboards are in `bundle`, with the storyboard files as the enum `name`.
    package init(access: AccessLevel = .internal, module: String? = nil, bundle: BundleLocation = .class, name: String = "Storyboards") {
        self.access = access
        self.module = module
        self.bundle = bundle
        self.name = name
    }

    /// Whether `name` can name the generated enum: an ASCII Swift identifier, not a keyword.
    package static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return false }
        return !SwiftIdentifier.keywords.contains(name) && !SwiftIdentifier.reserved.contains(name)
    }

    /// Whether `name` is a type or module the generated code names itself (`Bundle`, `UIKit`,
    /// `CellPrototype`), which an enum of that name would hide.
    package static func isUsedByGeneratedCode(_ name: String) -> Bool {
        name != "Storyboards" && GenerationModel.namesInStoryboards.contains(name)
    }

    /// The Swift for the `.storyboard` and `.xib` files at `locations`: files, and folders searched recursively.
    ///
    /// The header names each file relative to the location it was found in. A file this reader
    /// does not check is left out, as the lint leaves it out: a XIB of Xcode 4's archive format
    /// always, a WatchKit storyboard when found in a folder (named itself, it is an error).
    ///
    /// - Throws: ``InterfaceReadError`` for the first file that cannot be read,
    ///   or for a location that holds no `.storyboard` or `.xib` file.
    package func code(reading locations: [URL]) throws(InterfaceReadError) -> String {
        try read(locations).code
    }

    /// The Swift for the files at `locations`, and the files left out, each as the note the command prints.
    package func read(_ locations: [URL]) throws(InterfaceReadError) -> (code: String, skipped: [InterfaceReadError]) {
        var documents: [StoryboardDocument] = []
        var files: [String] = []
        var paths: [String] = []
        var nibs: [NibDocument] = []
        var nibFiles: [String] = []
        var nibReadPaths: [String] = []
        var skipped: [InterfaceReadError] = []
        for file in InterfaceCatalog.interfaceFiles(at: locations) {
            do {
                if file.url.pathExtension == "xib" {
                    nibs.append(try NibDocument(contentsOf: file.url))
                    nibFiles.append(file.relative)
                    nibReadPaths.append(file.url.standardizedFileURL.path)
                } else {
                    documents.append(try StoryboardDocument(contentsOf: file.url))
                    paths.append(file.url.standardizedFileURL.path)
                    files.append(file.relative)
                }
            } catch {
                // An archive-format XIB is left out even when named itself: the build plugin names every XIB of a target.
                guard (file.inFolder && InterfaceCatalog.isSkipped(error)) || error.reason == .archiveFormat else { throw error }
                skipped.append(error)
            }
        }
        guard !documents.isEmpty || !nibs.isEmpty else {
            // Every file there was left out: say why, rather than that there was none.
            if let first = skipped.first { throw first }
            throw InterfaceReadError(file: locations.map(\.path).joined(separator: ", "),
                                      reason: .unreadableFile("no .storyboard or .xib file there"), location: SourceLocation(line: 1, column: 1))
        }
        let catalog = InterfaceCatalog(documents: documents, nibs: nibs, nibPaths: nibFiles, nibFiles: nibReadPaths)
        return (code(for: catalog, files: files, paths: paths), skipped)
    }

    /// The Swift for storyboards already read; the header names them `Name.storyboard`.
    package func code(for catalog: InterfaceCatalog) -> String {
        code(for: catalog, files: catalog.documents.map { "\($0.name).storyboard" }, paths: catalog.files)
    }

    private func code(for catalog: InterfaceCatalog, files: [String], paths: [String]) -> String {
        GeneratedCode(GenerationModel(catalog, files: files, paths: paths, module: module, name: name), access: access, bundle: bundle).text
    }
}
