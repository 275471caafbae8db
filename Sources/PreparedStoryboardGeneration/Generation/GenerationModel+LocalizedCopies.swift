import PreparedStoryboards

extension GenerationModel {
    /// The names a used storyboard has that a localized copy of it lacks: left out of the generated code, which names
    /// only what every copy has.
    struct LackingNames {
        var storyboardIdentifiers: Set<String> = []
        var segueIdentifiers: Set<String> = []

        /// The names `base` has and `copy` lacks.
        init(_ base: StoryboardDocument, _ copy: StoryboardDocument) {
            storyboardIdentifiers = Set(base.controllers.compactMap(\.storyboardIdentifier))
                .subtracting(copy.controllers.compactMap(\.storyboardIdentifier))
            segueIdentifiers = Set(base.segues.compactMap(\.identifier)).subtracting(copy.segues.compactMap(\.identifier))
        }

        /// No name.
        init() {}

        var isEmpty: Bool { storyboardIdentifiers.isEmpty && segueIdentifiers.isEmpty }

        /// Adds the names another copy lacks.
        mutating func formUnion(_ other: LackingNames) {
            storyboardIdentifiers.formUnion(other.storyboardIdentifiers)
            segueIdentifiers.formUnion(other.segueIdentifiers)
        }

        /// `storyboard ID 'Detail', segue 'edit'`.
        var description: String {
            (storyboardIdentifiers.sorted().map { "storyboard ID '\($0)'" } + segueIdentifiers.sorted().map { "segue '\($0)'" })
                .joined(separator: ", ")
        }
    }

    /// The documents to generate for, in name order, the files left out, and the names a used document has that one
    /// of its localized copies lacks. Of two files with one name, a localized copy's base is used (``usedFiles(names:files:paths:describingCopy:)``).
    /// A localized copy left out says whether it differs from the copy used, which the lint's `localized-copy-differs`
    /// details, and which names the generated code leaves out because the copy lacks them.
    static func usedDocuments(
        of catalog: InterfaceCatalog, files: [String], paths: [String]
    ) -> (used: [Int], skipped: [String], lacking: [Int: LackingNames]) {
        var lacking: [Int: LackingNames] = [:]
        let (used, skipped) = usedFiles(names: catalog.documents.map(\.name), files: files, paths: paths) { copy, base, names in
            let differs = !LocalizationCheck(severity: .error).compare(catalog.documents[copy], file: names.copy,
                                                                       with: catalog.documents[base], baseFile: names.base).isEmpty
            let missing = LackingNames(catalog.documents[base], catalog.documents[copy])
            if !missing.isEmpty { lacking[base, default: LackingNames()].formUnion(missing) }
            return (differs, missing.isEmpty ? nil : missing.description)
        }
        return (used, skipped, lacking)
    }

    /// The nibs to generate for, in name order, and the files left out, as for storyboards. The code leaves no name out
    /// for a nib's copy: the generated code names the nib, its cells and its views, which a copy that differs has or
    /// lacks as a whole, and the lint's `localized-copy-differs` says how.
    static func usedNibs(of catalog: InterfaceCatalog) -> (used: [Int], skipped: [String]) {
        usedFiles(names: catalog.nibs.map(\.name), files: catalog.nibPaths, paths: catalog.nibFiles) { copy, base, names in
            let differs = !LocalizationCheck(severity: .error).compare(catalog.nibs[copy], file: names.copy, with: catalog.nibs[base],
                                                                       baseFile: names.base).isEmpty
            return (differs, nil)
        }
    }

    /// Of the files of each name (`names`, `files` for the header and `paths` to tell localized copies by, index for
    /// index), the one used, in name order, and a line of the header for each other. A localized copy's base is used
    /// (`Base.lproj/Main.storyboard` beside `fr.lproj/Main.storyboard`; without `Base.lproj`, `en.lproj`'s or
    /// `English.lproj`'s), else the first by path. `describe` says whether a copy differs from its base and which names
    /// the code leaves out for it.
    private static func usedFiles(
        names: [String], files: [String], paths: [String],
        describingCopy describe: (_ copy: Int, _ base: Int, _ names: (copy: String, base: String)) -> (differs: Bool, leftOut: String?)
    ) -> (used: [Int], skipped: [String]) {
        var baseOf: [Int: Int] = [:]
        for group in LocalizationCheck.groups(paths) {
            for copy in group.copies { baseOf[copy] = group.base }
        }
        func key(_ index: Int) -> (String, Int, String, String) {
            (names[index], baseOf[index] == nil ? 0 : 1, files[index], paths[index])
        }
        var used: [Int] = []
        var skipped: [String] = []
        for index in names.indices.sorted(by: { key($0) < key($1) }) {
            guard let last = used.last, names[last] == names[index] else {
                used.append(index)
                continue
            }
            guard baseOf[index] == last else {
                skipped.append(files[index])
                continue
            }
            let (copy, base) = (LocalizationCheck.displayName(paths[index]), LocalizationCheck.displayName(paths[last]))
            let (differs, leftOut) = describe(index, last, (copy, base))
            skipped.append(copy + (differs
                ? " (a localized copy of \(base) that differs from it: `prepared-storyboard lint` lists how"
                    + (leftOut.map { "; left out, as the copy lacks them: \($0)" } ?? "") + ")"
                : " (a localized copy of \(base), the same)"))
        }
        return (used, skipped)
    }
}
