import Foundation
import Testing

/// Docs/Glossary.md names every public type of every module, and nothing else: a public type added without its line,
/// or a line left after its type went, fails here.
@Suite("The glossary")
struct GlossaryTests {
    /// The package's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The public and open top-level types declared in `Sources/`, by name, with the folders that declare them;
    /// underscored names, which the API reference leaves out, and `@_spi` types, which only generated code sees,
    /// are not counted.
    static func publicTypes() throws -> [String: Set<String>] {
        let sources = root.appendingPathComponent("Sources")
        let declaration = #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z]\w*)/#
        var types: [String: Set<String>] = [:]
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let folder = file.path.dropFirst(sources.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
            var attributes = ""
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if line.hasPrefix("@") && line.firstMatch(of: declaration) == nil {
                    attributes += line
                    continue
                }
                defer { attributes = "" }
                guard let match = line.firstMatch(of: declaration), !(attributes + line).contains("@_spi") else { continue }
                types[String(match.output.1), default: []].insert(folder)
            }
        }
        return types
    }

    /// The names in the first column of the glossary's tables of types.
    static func glossaryNames() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/Glossary.md"), encoding: .utf8)
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") && line.split(separator: "|").count >= 3 {
            let firstCell = line.split(separator: "|")[0]
            if let name = firstCell.firstMatch(of: #/`([A-Za-z]\w*)`/#)?.output.1 { names.insert(String(name)) }
        }
        return names
    }

    /// The modules the glossary's second column gives each type, by name.
    static func glossaryModules() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/Glossary.md"), encoding: .utf8)
        var modules: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|")
            guard cells.count >= 3, let name = cells[0].firstMatch(of: #/`([A-Za-z]\w*)`/#)?.output.1 else { continue }
            modules[String(name)] = Set(cells[1].matches(of: #/`(\w+)`/#).map { String($0.output.1) })
        }
        return modules
    }

    @Test("The glossary gives each type the module that declares it; the adapters share AdaptersShared's")
    func modulesMatchTheCode() throws {
        let glossary = try Self.glossaryModules()
        var mismatches: [String] = []
        for (name, folders) in try Self.publicTypes() {
            let modules = Set(folders.flatMap { $0 == "AdaptersShared" ? ["PreparedUIKit", "PreparedAppKit"] : [$0] })
            if let listed = glossary[name], listed != modules {
                mismatches.append("\(name): \(listed.sorted()) in the glossary, \(modules.sorted()) in Sources")
            }
        }
        #expect(mismatches == [])
    }

    @Test("Every public type has its line in the glossary, and every line names a public type")
    func glossaryMatchesTheCode() throws {
        let types = Set(try Self.publicTypes().keys)
        let names = try Self.glossaryNames()
        #expect(types.count > 60, "the scan found the package's types")
        #expect(types.subtracting(names).sorted() == [], "public types the glossary does not name")
        #expect(names.subtracting(types).sorted() == [], "names in the glossary that are no public type")
    }
}
