import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// `migrate` on the Swift of 19 public apps that no other test reads (`Fixtures/RealCorpus`), against the uses a
/// reader listed there by hand (`Uses.tsv`).
@Suite("The migration report on a corpus of real apps")
struct MigrationCorpusTests {
    /// One row of `Uses.tsv`.
    private struct Row {
        let file: String
        let line: Int
        let kind: String
        let literal: String
        let live: String
        let condition: String

        /// The row's key: what `migrate` must list.
        var key: String { "\(file)\t\(line)\t\(kind)\t\(literal)" }
    }

    private static func rows() throws -> [Row] {
        try String(contentsOf: Fixture.url("RealCorpus/Uses.tsv"), encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(file: fields[0], line: Int(fields[1]) ?? 0, kind: fields[2], literal: fields[3], live: fields[4], condition: fields[5])
        }
    }

    /// Each app's report, as `migrate <app's folder>` makes it: its storyboards, XIBs and Swift files read together,
    /// each file named by its path under `RealCorpus`.
    private static func uses() throws -> [StringUse] {
        let corpus = try Fixture.url("RealCorpus")
        let root = corpus.standardizedFileURL.path + "/"
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".tsv") }.sorted()
        return apps.flatMap { app -> [StringUse] in
            let folder = corpus.appendingPathComponent(app)
            let sources = SwiftSources.read([folder], onlySwift: true).map { (path: String($0.path.dropFirst(root.count)), text: $0.text) }
            return MigrationReport(catalog: InterfaceCatalog(reading: [folder]), sources: sources).uses
        }
    }

    /// `!(MAIN)` as the scan writes it: `!MAIN`.
    private static func normalized(_ condition: String) -> String {
        condition.replacing(/!\((\w+)\)/) { "!\($0.1)" }
    }

    @Test("Every use a reader listed by hand is found, under its `#if` condition; no live name is missing, the dead one is")
    func corpus() throws {
        let rows = try Self.rows()
        let uses = try Self.uses()
        let listed = Dictionary(uses.map { ("\($0.file)\t\($0.location.line)\t\($0.kind)\t\($0.literal ?? "")", $0) },
                                uniquingKeysWith: { first, _ in first })
        #expect(rows.count == 376)
        let missed = rows.filter { listed[$0.key] == nil }.map(\.key)
        #expect(missed == [], "\(missed.count) of \(rows.count) missed")
        for row in rows {
            guard let use = listed[row.key] else { continue }
            #expect((use.condition ?? "") == Self.normalized(row.condition), "\(row.key)")
            switch row.live {
            case "yes": #expect(use.status != .missing, "\(row.key): \(use.note ?? "")")
            case "no": #expect(use.status == .missing, "\(row.key)")
            default: break
            }
        }
        // What the reader left out on purpose and `migrate` lists: the casts (not a kind of the file), and names built at
        // run time, which are unknown.
        let keys = Set(rows.map(\.key))
        let extra = uses.filter { !keys.contains("\($0.file)\t\($0.location.line)\t\($0.kind)\t\($0.literal ?? "")") && $0.kind != .destinationCast }
        #expect(extra.allSatisfy { $0.literal == nil && $0.status == .unknown }, "\(extra.map { "\($0.file):\($0.location) \($0.kind)" })")
    }
}
