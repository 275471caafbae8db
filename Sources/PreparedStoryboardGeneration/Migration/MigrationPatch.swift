/// What `prepared-storyboard migrate --diff` prints: the report's safe rewrites applied to each Swift file, as a unified
/// diff, with the uses that stay listed above it with their reasons.
///
/// ```swift
/// let report = MigrationReport(catalog: catalog, sources: sources)
/// let patch = MigrationPatch(report, sources: sources)
/// print(patch.diff, terminator: "")   // applies with `git apply` or `patch -p1`
/// ```
///
/// Nothing is written to the files. A rewrite held inside another (a storyboard's name inside the initial scene
/// instantiated from it) is done by the outer one. Running `migrate --diff` on the patched files finds nothing to
/// rewrite again: the typed code holds no string.
package struct MigrationPatch: Sendable {
    /// One Swift file and what the patch makes of it.
    package struct File: Sendable {
        /// The path the diff names (`a/<path>`, `b/<path>`).
        package let path: String
        package let original: String
        package let patched: String
        /// How many uses the patch rewrites in it.
        package let rewritten: Int
    }

    /// The files the patch changes, in the report's order.
    package let files: [File]
    /// The uses that stay as they are, each with why.
    package let kept: [(use: StringUse, reason: String)]

    /// The patch of `report`'s uses, whose files' texts are `sources`; `path` gives the path the diff names for a
    /// file of the report.
    package init(_ report: MigrationReport, sources: [(path: String, text: String)], path: (String) -> String = { $0 }) {
        var files: [File] = []
        var kept: [(use: StringUse, reason: String)] = []
        let texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        for file in report.files {
            let uses = report.uses.filter { $0.file == file }
            // A `switch` over `TypedSegue` first, then each use's own edit (`nil` for a `switch`'s).
            let switchEdits = report.switchEdits[file, default: []]
            var edits: [(edit: SourceEdit, use: StringUse?)] = switchEdits.map { ($0, nil) }
            // A segue the `Segues` enum lacks (an embed segue) can still be a case of a `switch` over `TypedSegue`: the
            // `switch` rewrites it.
            var inSwitches = 0
            for use in uses {
                switch use.rewrite {
                case .replace(let edit)?:
                    edits.append((edit, use))
                case .kept where switchEdits.contains(where: { $0.range.contains(use.literalBytes.lowerBound) }):
                    inSwitches += 1
                case .kept(let reason)?:
                    kept.append((use, reason))
                case nil:
                    break
                }
            }
            guard !edits.isEmpty, let text = texts[file] else { continue }
            // Outer edits first, and a `switch`'s before a use's of the same bytes: one that holds another does its work.
            edits = edits.enumerated().sorted { first, second in
                (first.element.edit.range.lowerBound, -first.element.edit.range.upperBound, first.offset)
                    < (second.element.edit.range.lowerBound, -second.element.edit.range.upperBound, second.offset)
            }.map(\.element)
            var bytes = Array(text.utf8)
            var applied: [SourceEdit] = []
            var rewritten = inSwitches
            for (edit, use) in edits {
                if let last = applied.last, edit.range.lowerBound < last.range.upperBound {
                    if edit.range.upperBound <= last.range.upperBound {
                        rewritten += use == nil ? 0 : 1
                    } else if let use {
                        kept.append((use, "overlaps the code another rewrite replaces"))
                    }
                    continue
                }
                applied.append(edit)
                rewritten += use == nil ? 0 : 1
            }
            for edit in applied.reversed() {
                bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
            }
            files.append(File(path: path(file), original: text, patched: String(decoding: bytes, as: UTF8.self), rewritten: rewritten))
        }
        self.files = files
        self.kept = kept.sorted { ($0.use.file, $0.use.location.line, $0.use.location.column) < ($1.use.file, $1.use.location.line, $1.use.location.column) }
    }

    /// How many uses the patch rewrites.
    package var rewritten: Int {
        files.reduce(0) { $0 + $1.rewritten }
    }

    /// The patch as the command prints it: a header of `#` lines (what it rewrites, and each use it leaves with its
    /// reason), then each changed file's unified diff. Empty when nothing is to be rewritten.
    package var diff: String {
        guard !files.isEmpty else { return "" }
        var lines = ["# prepared-storyboard migrate --diff: \(rewritten) \(rewritten == 1 ? "use" : "uses") rewritten in "
                     + "\(files.count) \(files.count == 1 ? "file" : "files"); \(kept.count) left as \(kept.count == 1 ? "it is" : "they are")"]
        for (use, reason) in kept {
            let literal = use.literal.map { " \"\($0)\"" } ?? ""
            lines.append("#   \(use.file):\(use.location): \(use.kind.rawValue)\(literal): \(reason)")
        }
        var text = lines.joined(separator: "\n") + "\n"
        for file in files {
            text += UnifiedDiff(path: file.path, original: file.original, changed: file.patched).text
        }
        return text
    }
}
