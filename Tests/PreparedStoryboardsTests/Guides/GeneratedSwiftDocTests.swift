import Foundation
import Testing

/// Docs/GeneratedSwift.md shows the generated code, the calls that use it and the plugin's set-up:
/// each of its Swift snippets must be text of the code that is compiled and run, so that it cannot drift.
@Suite("Docs/GeneratedSwift.md")
struct GeneratedSwiftDocTests {
    @Test("Every Swift snippet is code the generator writes, the stubs run and compile, or the example package declares")
    func snippetsAreCompiledCode() throws {
        let root = Golden.repository
        let guide = try String(contentsOf: root.appendingPathComponent("Docs/GeneratedSwift.md"), encoding: .utf8)
        let sources = try [
            "Tests/PreparedStoryboardsTests/Fixtures/Golden/App.swift",
            "Tests/AppleStubs/Tests/GeneratedAppUIKitTests/GeneratedUIKitTests.swift",
            "Tests/AppleStubs/Tests/GeneratedAppUIKitTests/AppClasses.swift",
            "Tests/AppleStubs/Tests/PreparedUIKitTests/HeaderFooterViewTests.swift",
            "Tests/AppleStubs/Tests/PreparedAppKitTests/CollectionViewItemTests.swift",
            "Examples/StoryboardApp/Package.swift",
            "Examples/StoryboardApp/Tests/StoryboardAppTests/GeneratedStoryboardsTests.swift",
        ].map { try Self.lines(of: String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
        let snippets = Self.swiftBlocks(in: guide)
        #expect(snippets.count >= 8, "the guide shows the generated API")
        for snippet in snippets {
            let wanted = Self.lines(of: snippet)
            let found = sources.contains { source in
                source.indices.contains { start in
                    start + wanted.count <= source.count && Array(source[start..<(start + wanted.count)]) == wanted
                }
            }
            #expect(found, "this snippet is no compiled code:\n\(snippet)")
        }
    }

    /// The text of each ```swift block.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if let lines = current, line.hasPrefix("```") {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The non-blank lines, without their indentation.
    static func lines(of text: String) -> [String] {
        text.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
