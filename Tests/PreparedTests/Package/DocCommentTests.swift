import Foundation
import Testing

/// Every public or open declaration of the library's sources has a `///` doc comment: the API reference shows
/// nothing else for it.
@Suite("Doc comments on the public API")
struct DocCommentTests {
    @Test("Every public or open declaration in Sources has a /// comment above it (attributes and #if lines between are fine)")
    func everyPublicDeclarationIsDocumented() throws {
        let sources = AdapterDefineTests.repository.appendingPathComponent("Sources")
        var undocumented: [String] = []
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            // The adapters compile Sources/AdaptersShared through a link `Shared`: read each file once.
            guard !file.pathComponents.contains("Shared") else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where Self.isPublicDeclaration(line) && !Self.hasDocComment(lines, above: index) {
                undocumented.append("\(file.path.replacingOccurrences(of: sources.path + "/", with: "")):\(index + 1): \(line)")
            }
        }
        #expect(undocumented.isEmpty, "\(undocumented.joined(separator: "\n"))")
    }

    @Test("The scan sees a declaration after its attributes, and a comment above them")
    func scan() {
        #expect(Self.isPublicDeclaration("    public var x = 1"))
        #expect(Self.isPublicDeclaration("    @MainActor public func f() {}"))
        #expect(Self.isPublicDeclaration("open class A {}"))
        #expect(!Self.isPublicDeclaration("@_exported import Prepared"))
        #expect(!Self.isPublicDeclaration("    var publicName = 1"))
        #expect(Self.hasDocComment(["/// A.", "@MainActor", "#if os(Linux)", "public func f() {}"], above: 3))
        #expect(!Self.hasDocComment(["// A plain comment.", "public func f() {}"], above: 1))
        #expect(!Self.hasDocComment(["public func f() {}"], above: 0))
    }

    /// Whether `line` declares something public or open (an import is not a declaration).
    static func isPublicDeclaration(_ line: String) -> Bool {
        var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard let access = words.first, access == "public" || access == "open" else { return false }
        return words.dropFirst().first != "import"
    }

    /// Whether a `///` line stands above line `index`, past attributes, compiler directives and plain comments.
    static func hasDocComment(_ lines: [String], above index: Int) -> Bool {
        var position = index - 1
        while position >= 0 {
            let line = lines[position].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("///") { return true }
            guard line.hasPrefix("@") || line.hasPrefix("#") || line.hasPrefix("//") else { return false }
            position -= 1
        }
        return false
    }
}
