import Foundation
import Prepared
import PreparedStoryboards

/// The storyboards a command was given, read: the catalog, what standard
/// error says of it, and the status reading alone gives.
struct CatalogReading {
    let catalog: InterfaceCatalog
    /// The read errors and notes, one a line, for standard error.
    let errorOutput: String
    /// 2 when a file could not be read or nothing was read, else 0.
    let status: Int32
    /// Whether no storyboard or XIB was read: a command prints nothing then, and exits 2.
    let nothingRead: Bool

    /// Reads the paths of `arguments` (relative to `directory`), leaving out what `isExcluded` says. A Swift file named among them is
    /// no storyboard: `lint` reads it for its registrations (``SwiftSources``), the catalog leaves it out.
    init(_ arguments: CommandArguments, in directory: URL, excluding isExcluded: (URL) -> Bool = { _ in false }) {
        let paths = arguments.paths
        catalog = InterfaceCatalog(reading: paths.filter { !$0.hasSuffix(".swift") }.map { CommandArguments.url($0, in: directory) },
                                    excluding: isExcluded)
        var notes = catalog.skipped.map { "\($0.file): note: skipped: \($0.message)\n" }.joined()
        nothingRead = catalog.documents.isEmpty && catalog.nibs.isEmpty
        // Never "0 findings" for nothing read: say so and exit 2.
        if nothingRead {
            if catalog.readErrors.isEmpty {
                let skipped = catalog.skipped.isEmpty ? "" : " (\(Noun.counted(catalog.skipped.count, "file")) skipped)"
                notes += "no storyboard or XIB checked at \(paths.joined(separator: ", "))\(skipped).\n"
            } else {
                notes += "no storyboard or XIB could be read: nothing was checked.\n"
            }
        }
        errorOutput = catalog.readErrors.map { "\($0)\n" }.joined() + notes
        status = catalog.readErrors.isEmpty && !nothingRead ? 0 : 2
    }
}
