import Foundation
import Prepared
import PreparedStoryboards

/// What `prepared-storyboard migrate` prints: every place an app's Swift names a segue, a scene, a storyboard or a nib
/// by a string literal, held against the storyboards and XIBs read, with the typed code of the generated layer that
/// replaces it.
///
/// ```swift
/// let report = MigrationReport(catalog: InterfaceCatalog(reading: [appFolder]), sources: SwiftSources.read([appFolder]))
/// for use in report.uses where use.status == .missing { print(use.file, use.location, use.literal ?? "") }
/// ```
///
/// A use is ``StringUse/Status/resolved`` when the files read have the name: a segue identifier in the scenes of the
/// class that performs or prepares it, or else in any scene (a child that forwards `prepare(for:sender:)` to its
/// parent). It is ``StringUse/Status/missing`` when they have it nowhere, and ``StringUse/Status/unknown`` when the
/// name is built at run time or lives where nothing was read.
package struct MigrationReport: Sendable {
    /// The uses, by file (in the order given) and by place in it.
    package let uses: [StringUse]
    /// The Swift files read.
    package let files: [String]
    /// By file, the edits that make each `if` chain or `switch` over a segue's identifier in `prepare(for:sender:)` a
    /// `switch TypedSegue(segue)`, where each identifier is a typed segue of the class's own scenes.
    package let switchEdits: [String: [SourceEdit]]

    /// Holds the string uses of `sources` against `catalog`.
    ///
    /// - Parameters:
    ///   - catalog: The storyboards and XIBs read.
    ///   - sources: Each Swift file's path, as the report names it, and its text.
    ///   - name: The name of the generated `StoryboardName` enum the replacements use (`Storyboards`); the nibs' is
    ///     named after it, as `generate` names it.
    ///   - placeholderArguments: Whether the replacements write `nil` for a sender, an owner and options rather than
    ///     the code's own expressions: for a test that compiles each replacement on its own.
    package init(catalog: InterfaceCatalog, sources: [(path: String, text: String)], name: String = "Storyboards",
                 placeholderArguments: Bool = false) {
        let scans = sources.map { MigrationScan($0.text) }
        let superclasses = scans.reduce(into: [String: String]()) { $0.merge($1.superclasses) { first, _ in first } }
        let names = MigrationNames(catalog, name: name, hierarchy: ClassHierarchy(declared: superclasses))
        files = sources.map(\.path)
        var switchEdits: [String: [SourceEdit]] = [:]
        for (source, scan) in zip(sources, scans) {
            let edits = scan.segueDispatches().compactMap(names.rewrite(of:)).joined()
            if !edits.isEmpty { switchEdits[source.path, default: []] += edits }
        }
        self.switchEdits = switchEdits
        uses = zip(sources, scans).flatMap { source, scan in
            scan.uses.map { names.resolve($0, in: source.path, placeholderArguments: placeholderArguments) }
        }
    }

    /// How many uses have `status`.
    package func count(_ status: StringUse.Status) -> Int {
        uses.count { $0.status == status }
    }

    /// The report as the command prints it: a line per use (`file:line:column: status: kind "literal": replacement`),
    /// indented below it the `#if` condition it is compiled under, its cast and its note, and a summary.
    package var text: String {
        var lines: [String] = []
        for use in uses {
            let literal = use.literal.map { " \"\($0)\"" } ?? ""
            var line = "\(use.file):\(use.location): \(use.status.rawValue): \(use.kind.rawValue)\(literal)"
            if let replacement = use.replacement { line += ": \(replacement)" }
            lines.append(line)
            if let condition = use.condition { lines.append("    under #if \(condition)") }
            if let cast = use.cast {
                let verdict = switch cast.matches {
                case true?: ""
                case false?: ", which is not a \(cast.written): the cast fails"
                case nil: ", which the files read do not say is a \(cast.written)"
                }
                let storyboard = cast.storyboard.map { "the storyboard has \($0)\(verdict)" } ?? "the storyboard's class is not known"
                lines.append("    cast to \(cast.written): \(storyboard)")
            }
            if let note = use.note { lines.append("    \(note)") }
        }
        let differing = uses.count { $0.cast?.matches == false }
        let casts = differing == 0 ? "" : "; \(Noun.counted(differing, "cast")) to a class the storyboard does not have"
        lines.append("\(Noun.counted(uses.count, "string use")) in \(Noun.counted(files.count, "Swift file")): "
                     + "\(count(.resolved)) resolved, \(count(.missing)) missing, \(count(.unknown)) unknown\(casts)")
        return lines.joined(separator: "\n") + "\n"
    }
}
