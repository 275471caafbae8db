import Foundation

/// The interface files of an app, its storyboards and XIBs, read together so
/// that storyboard references can be followed from one file into another.
///
/// A storyboard is known by its path relative to the folder it was found in
/// (``paths``), not by its name: `Base.lproj/Main.storyboard` and
/// `en.lproj/Main.storyboard`, or an iOS and a macOS `Main.storyboard`, stay two.
///
/// ```swift
/// let catalog = InterfaceCatalog(reading: [URL(fileURLWithPath: "App/Base.lproj")])
/// print(catalog)            // every scene and segue, one a line
/// print(catalog.dot)        // a Graphviz graph
/// ```
public struct InterfaceCatalog: Sendable, CustomStringConvertible {
    /// The storyboards read, in path order.
    public let documents: [StoryboardDocument]
    /// The path each document was read from (its name when it was given as a value), index for index.
    public let files: [String]
    /// Each document's identity, index for index: its path relative to the folder given
    /// (`Base.lproj/Main.storyboard`), or its file name when the file itself was given.
    public let paths: [String]
    /// The files that could not be read.
    public let readErrors: [InterfaceReadError]
    /// Interface Builder files that this reader does not check, such as WatchKit storyboards and
    /// XIBs of the archive format of Xcode 4: skipped with a note, not failed. Each is an
    /// ``InterfaceReadError`` of reason `unsupportedDocument` or `archiveFormat`.
    public let skipped: [InterfaceReadError]
    /// The `.xib` files read, in path order.
    public let nibs: [NibDocument]
    /// The path each nib was read from (its name when it was given as a value), index for index, as ``files`` gives a
    /// storyboard's.
    public private(set) var nibFiles: [String]
    /// Each nib's identity, index for index, as ``paths`` gives a storyboard's.
    public private(set) var nibPaths: [String]

    /// A catalog of documents already read.
    package init(documents: [StoryboardDocument], nibs: [NibDocument] = []) {
        self.documents = documents
        files = documents.map { "\($0.name).storyboard" }
        paths = files
        readErrors = []
        skipped = []
        self.nibs = nibs
        nibPaths = nibs.map { "\($0.name).xib" }
        nibFiles = nibPaths
    }

    /// A catalog of documents already read, with each nib's path relative to where it was found (for the header of
    /// generated code) and the path it was read from (which tells its localized copies apart).
    package init(documents: [StoryboardDocument], nibs: [NibDocument], nibPaths: [String], nibFiles: [String]) {
        self.init(documents: documents, nibs: nibs)
        self.nibPaths = nibPaths
        self.nibFiles = nibFiles
    }

    /// Reads every `.storyboard` and `.xib` file at `locations`: files, and folders searched recursively.
    ///
    /// It does not throw: a file that cannot be read is kept in ``readErrors``,
    /// a WatchKit storyboard or an archive-format XIB in ``skipped``, and the others are read.
    ///
    /// - Parameters:
    ///   - locations: Files and folders.
    ///   - isExcluded: Whether a file found in a folder is left out (a configuration's excluded paths);
    ///     a file given itself is always read.
    /// - Complexity: One pass over each file's bytes.
    public init(reading locations: [URL], excluding isExcluded: (URL) -> Bool = { _ in false }) {
        var documents: [StoryboardDocument] = []
        var files: [String] = []
        var paths: [String] = []
        var errors: [InterfaceReadError] = []
        var skipped: [InterfaceReadError] = []
        var nibs: [NibDocument] = []
        var nibPaths: [String] = []
        var nibFiles: [String] = []
        var seen: Set<String> = []
        for (url, relative, inFolder) in Self.interfaceFiles(at: locations) where !(inFolder && isExcluded(url)) {
            do {
                // Two folders given may hold one relative path: the second keeps its whole path.
                let path = seen.insert(relative).inserted ? relative : url.path
                if url.pathExtension == "xib" {
                    nibs.append(try NibDocument(contentsOf: url))
                    nibFiles.append(url.path)
                    nibPaths.append(path)
                } else {
                    documents.append(try StoryboardDocument(contentsOf: url))
                    files.append(url.path)
                    paths.append(path)
                }
            } catch {
                if Self.isSkipped(error) { skipped.append(error) } else { errors.append(error) }
            }
        }
        self.documents = documents
        self.files = files
        self.paths = paths
        readErrors = errors
        self.skipped = skipped
        self.nibs = nibs
        self.nibFiles = nibFiles
        self.nibPaths = nibPaths
    }

    /// Whether a file that gave `error` is one this reader does not check, left out with a note.
    package static func isSkipped(_ error: InterfaceReadError) -> Bool {
        switch error.reason {
        case .unsupportedDocument, .archiveFormat: true
        default: false
        }
    }

    /// The first document named `name` (without `.storyboard`), or `nil`.
    package func document(named name: String) -> StoryboardDocument? {
        documents.first { $0.name == name }
    }

    /// A document's identity without `.storyboard`: `Base.lproj/Main`, or `Main`.
    func identity(of document: Int) -> String {
        let path = paths[document]
        return path.hasSuffix(".storyboard") ? String(path.dropLast(".storyboard".count)) : path
    }

    /// The `.storyboard` and `.xib` files at `locations`, folders searched recursively and sorted by path,
    /// each with its path relative to the folder given (its name for a file given) and whether it was found in a folder.
    /// A location that does not exist is returned as it is, so that reading it reports it.
    package static func interfaceFiles(at locations: [URL]) -> [(url: URL, relative: String, inFolder: Bool)] {
        FileSearch.files(at: locations, extensions: ["storyboard", "xib"])
    }

    /// Every storyboard, then its scenes and segues, one a line; then the files that could not be read.
    public var description: String {
        ([StoryboardGraph(self).mapText()].filter { !$0.isEmpty } + readErrors.map(\.description)).joined(separator: "\n")
    }
}
