import PreparedSwiftReading

import Foundation

/// An app's Swift files, as the lint reads them: for the cells and reusable views their code registers with UIKit by
/// strings, which the lint holds against the XIBs and storyboards those strings name, and for the identifiers it
/// dequeues, which something must register.
///
/// ```swift
/// let sources = SwiftSources(reading: [appFolder])
/// let lint = InterfaceLint(InterfaceCatalog(reading: [appFolder]), sources: sources)
/// ```
///
/// The registrations read are calls whose reuse identifier, and nib name, are string literals written in the call:
/// `tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")`,
/// `collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")`, and the header, footer and
/// supplementary-view forms. A call that takes a constant (`ContactCell.reuseIdentifier`) is left alone: its value is
/// the compiler's to know. The generated layer's `register(_:)` takes no string, and needs no such check.
///
/// The dequeues read are `dequeueReusableCell(withIdentifier:for:)`, `dequeueReusableCell(withReuseIdentifier:for:)`
/// and `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` with a literal identifier: the forms UIKit
/// raises for when nothing registers it.
package struct SwiftSources: Sendable {
    /// The paths of the files read, as findings name them.
    package let files: [String]
    /// Each registration found, with the index of its file in ``files``.
    let registrations: [(file: Int, registration: CellRegistration)]
    /// Each dequeue by a literal identifier found, with the index of its file in ``files``.
    let dequeues: [(file: Int, dequeue: CellDequeue)]
    /// Each plain string literal of the files, and how many times they write it.
    let literals: [String: Int]
    /// The types and enum cases the files declare.
    let declaredNames: Set<String>
    /// The files' texts, index for index with ``files``, for the rare question of whether a type is used.
    private let texts: [String]

    /// The extensions of the files read in a folder: Swift, and Objective-C for its string literals.
    private static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    /// No files: the lint checks storyboards and XIBs alone.
    package init() {
        self.init(files: [])
    }

    /// Files already read: each one's path, as findings name it, and its text.
    package init(files: [(path: String, text: String)]) {
        self.files = files.map(\.path)
        var registrations: [(file: Int, registration: CellRegistration)] = []
        var dequeues: [(file: Int, dequeue: CellDequeue)] = []
        var literals: [String: Int] = [:]
        var declaredNames: Set<String> = []
        for (index, file) in files.enumerated() {
            let scan = SourceScan(file.text)
            registrations += scan.registrations.map { (index, $0) }
            dequeues += scan.dequeues.map { (index, $0) }
            literals.merge(scan.literals, uniquingKeysWith: +)
            declaredNames.formUnion(scan.declaredNames)
        }
        self.registrations = registrations
        self.dequeues = dequeues
        self.literals = literals
        self.declaredNames = declaredNames
        texts = files.map(\.text)
    }

    /// Whether a file mentions the type `name` outside its declarations (`class Name`, `extension Name`): code that
    /// makes it, casts to it or names it in a string. Asked only of the few types whose dequeues would be reported, so
    /// each file is searched then, and tokenized only when its text holds the name.
    func mentions(type name: String) -> Bool {
        literals[name] != nil || texts.contains { text in
            guard text.contains(name) else { return false }
            let tokens = SwiftTokens(text).tokens
            return tokens.indices.contains { index in
                tokens[index].name == name && (index == 0 || !SwiftTokens.typeWords.contains(tokens[index - 1].name ?? ""))
            }
        }
    }

    /// Reads every `.swift` file at `locations`: files, and folders searched recursively; and, in folders, the
    /// Objective-C files (`.m`, `.mm`, `.h`), for their string literals only: a cell an Objective-C file registers
    /// (`forCellReuseIdentifier:@"contact"`) writes its identifier there. A file that cannot be read as UTF-8 text is
    /// left out, and a file found twice (a folder and a file in it) is read once.
    ///
    /// - Parameters:
    ///   - locations: Files and folders.
    ///   - isExcluded: Whether a file found in a folder is left out (a configuration's excluded paths).
    /// - Complexity: One pass over each file's characters.
    package init(reading locations: [URL], excluding isExcluded: (URL) -> Bool = { _ in false }) {
        self.init(files: Self.read(locations, excluding: isExcluded))
    }

    /// The path and text of each file ``init(reading:excluding:)`` reads at `locations`; with `onlySwift`, of the
    /// Swift files only.
    package static func read(
        _ locations: [URL], excluding isExcluded: (URL) -> Bool = { _ in false }, onlySwift: Bool = false
    ) -> [(path: String, text: String)] {
        var unreadable: [String] = []
        return read(locations, excluding: isExcluded, onlySwift: onlySwift, unreadable: &unreadable)
    }

    /// The path and text of each file ``read(_:excluding:onlySwift:)`` reads, and in `unreadable` the path of each one
    /// it cannot read as UTF-8 text (a file given that does not exist included).
    package static func read(
        _ locations: [URL], excluding isExcluded: (URL) -> Bool = { _ in false }, onlySwift: Bool = false, unreadable: inout [String]
    ) -> [(path: String, text: String)] {
        var read: [(path: String, text: String)] = []
        var seen: Set<String> = []
        // A file given is read when it is Swift; one found in a folder when it is Swift or Objective-C, and not excluded.
        for (url, _, inFolder) in FileSearch.files(at: locations, extensions: onlySwift ? ["swift"] : extensions)
        where (inFolder ? !isExcluded(url) : url.pathExtension == "swift") && seen.insert(url.standardizedFileURL.path).inserted {
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                unreadable.append(url.path)
                continue
            }
            read.append((url.path, text))
        }
        return read
    }
}
