import Foundation

/// The storyboards of an app, read together so that storyboard references
/// can be followed from one file into another.
///
/// ```swift
/// let catalog = StoryboardCatalog(reading: [URL(fileURLWithPath: "App/Base.lproj")])
/// print(catalog)            // every scene and segue, one a line
/// print(catalog.dot)        // a Graphviz graph
/// ```
public struct StoryboardCatalog: Sendable, CustomStringConvertible {
    /// The storyboards read, in path order.
    public let documents: [StoryboardDocument]
    /// The path each document was read from (its name when it was given as a value), index for index.
    public let files: [String]
    /// The files that could not be read.
    public let readErrors: [StoryboardReadError]

    /// A catalog of documents already read.
    public init(documents: [StoryboardDocument]) {
        self.documents = documents
        files = documents.map { "\($0.name).storyboard" }
        readErrors = []
    }

    /// Reads every `.storyboard` file at `locations`: files, and folders searched recursively.
    ///
    /// It does not throw: a file that cannot be read is kept in ``readErrors``
    /// and the others are read.
    ///
    /// - Complexity: One pass over each file's bytes.
    public init(reading locations: [URL]) {
        var documents: [StoryboardDocument] = []
        var files: [String] = []
        var errors: [StoryboardReadError] = []
        for url in Self.storyboardFiles(at: locations) {
            do {
                documents.append(try StoryboardDocument(contentsOf: url))
                files.append(url.path)
            } catch {
                errors.append(StoryboardReadError(file: url.path, reason: error.reason, location: error.location))
            }
        }
        self.documents = documents
        self.files = files
        readErrors = errors
    }

    /// The document named `name` (without `.storyboard`), or `nil`.
    public func document(named name: String) -> StoryboardDocument? {
        documents.first { $0.name == name }
    }

    /// The `.storyboard` files at `locations`, folders searched recursively, sorted by path.
    /// A location that does not exist is returned as it is, so that reading it reports it.
    static func storyboardFiles(at locations: [URL]) -> [URL] {
        var found: [URL] = []
        for location in locations {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder), isFolder.boolValue else {
                found.append(location)
                continue
            }
            let paths = FileManager.default.enumerator(atPath: location.path)?.compactMap { $0 as? String } ?? []
            found += paths.filter { $0.hasSuffix(".storyboard") }.sorted().map { location.appendingPathComponent($0) }
        }
        return found
    }

    /// Every storyboard, then its scenes and segues, one a line; then the files that could not be read.
    public var description: String {
        ([StoryboardGraph(self).mapText()].filter { !$0.isEmpty } + readErrors.map(\.description)).joined(separator: "\n")
    }
}
