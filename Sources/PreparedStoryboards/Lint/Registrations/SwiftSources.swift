import Foundation

/// An app's Swift files, as the lint reads them: for the cells and reusable views their code registers with UIKit by
/// strings, which the lint holds against the XIBs and storyboards those strings name.
///
/// ```swift
/// let sources = SwiftSources(reading: [appFolder])
/// let lint = StoryboardLint(StoryboardCatalog(reading: [appFolder]), sources: sources)
/// ```
///
/// The registrations read are calls whose reuse identifier, and nib name, are string literals written in the call:
/// `tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")`,
/// `collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")`, and the header, footer and
/// supplementary-view forms. A call that takes a constant (`ContactCell.reuseIdentifier`) is left alone: its value is
/// the compiler's to know. The generated layer's `register(_:)` takes no string, and needs no such check.
public struct SwiftSources: Sendable {
    /// The paths of the files read, as findings name them.
    public let files: [String]
    /// Each registration found, with the index of its file in ``files``.
    let registrations: [(file: Int, registration: CellRegistration)]

    /// No files: the lint checks storyboards and XIBs alone.
    public init() {
        files = []
        registrations = []
    }

    /// Files already read: each one's path, as findings name it, and its text.
    public init(files: [(path: String, text: String)]) {
        self.files = files.map(\.path)
        registrations = files.enumerated().flatMap { index, file in
            CellRegistration.scan(file.text).map { (index, $0) }
        }
    }

    /// Reads every `.swift` file at `locations`: files, and folders searched recursively. A file that cannot be read
    /// as UTF-8 text is left out.
    ///
    /// - Parameters:
    ///   - locations: Files and folders.
    ///   - isExcluded: Whether a file found in a folder is left out (a configuration's excluded paths).
    /// - Complexity: One pass over each file's characters.
    public init(reading locations: [URL], excluding isExcluded: (URL) -> Bool = { _ in false }) {
        var read: [(path: String, text: String)] = []
        for location in locations {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder) else { continue }
            let urls = isFolder.boolValue
                ? (FileManager.default.enumerator(atPath: location.path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".swift") }.sorted().map { location.appendingPathComponent($0) }.filter { !isExcluded($0) }
                : location.pathExtension == "swift" ? [location] : []
            for url in urls {
                guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
                else { continue }
                read.append((url.path, text))
            }
        }
        self.init(files: read)
    }
}
