import Foundation
import Testing
import PreparedHeadless

@Suite("Storyboard maps in Graphviz")
@MainActor
struct StoryboardMapGraphvizTests {
    @Test("Every declared segue is an edge, a segue to a class that is no scene included")
    func everySegueIsAnEdge() {
        let map = HeadlessStoryboardMap(validating: TestBoard.self)
        let declared = TestBoard.allCases.map { Self.declaredSegues(of: $0) }.reduce(0, +)
        #expect(map.segues.count == declared)
        #expect(map.dot.components(separatedBy: "\n").filter { $0.contains(" -> ") }.count == declared)
    }

    @Test("A segue end that is no scene is a dashed red node, and its segue a red edge saying so")
    func missingEnd() {
        let dot = HeadlessStoryboardMap(validating: [TestBoard.broken]).dot
        #expect(dot.contains("\"broken/OrphanScreen\" [label=\"OrphanScreen\\n(no scene)\", style=dashed, color=red, fontcolor=red];"))
        #expect(dot.contains("\"broken/HomeScreen\" -> \"broken/OrphanScreen\" [label=\"show\\nfails: "))
        #expect(dot.contains("fails: OrphanScreen is no scene\", color=red, fontcolor=red];"))
    }

    @Test("Segues that perform cannot tell apart are red and say why")
    func ambiguousSegues() {
        let dot = HeadlessStoryboardMap(validating: [RepeatedSegueBoard.repeated]).dot
        let edges = dot.components(separatedBy: "\n").filter { $0.contains("\"repeated/HomeScreen\" -> \"repeated/SettingsScreen\"") }
        #expect(edges.count == 3)
        #expect(edges.allSatisfy { $0.contains("fails: perform cannot tell it from 2 other segues") && $0.hasSuffix("color=red, fontcolor=red];") })

        let unnamed = HeadlessStoryboardMap(validating: [TestBoard.broken]).dot
        #expect(unnamed.contains("fails: 2 segues without identifiers"))
    }

    @Test("Type problems and non-conforming sources are red with the reason in the label; valid segues are not red")
    func typeProblems() {
        let dot = HeadlessStoryboardMap(validating: [TestBoard.main]).dot
        #expect(dot.contains("\"main/HomeScreen\" -> \"main/MismatchScreen\" "
                             + "[label=\"show\\nfails: prepCtxTitle is String, never Int\", color=red, fontcolor=red];"))
        #expect(dot.contains("[label=\"show\\nfails: SettingsScreen does not adopt OrderProviding\", color=red, fontcolor=red];"))
        #expect(dot.contains("\"main/HomeScreen\" -> \"main/PickyScreen\" [label=\"show\"];"))
    }

    @Test("Graphviz's dot reads the graph: every segue an edge, failing ones red, missing ends dashed",
          .enabled(if: Graphviz.executable != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
    nonisolated func realDot() async throws {
        let (dot, declared, failing) = await MainActor.run {
            let map = HeadlessStoryboardMap(validating: Array(TestBoard.allCases) + [RepeatedSegueBoard.repeated])
            return (map.dot, map.segues.count, map.segues.filter { !$0.isValid }.count)
        }
        let executable = try #require(Graphviz.executable)
        let graph = try Graphviz.json(of: dot, using: executable)
        let edges = try #require(graph["edges"] as? [[String: Any]])
        #expect(edges.count == declared)
        #expect(edges.filter { $0["color"] as? String == "red" }.count == failing)
        let nodes = (graph["objects"] as? [[String: Any]] ?? []).filter { $0["nodes"] == nil }
        let dashed = nodes.filter { $0["style"] as? String == "dashed" }.compactMap { $0["name"] as? String }
        #expect(dashed == ["broken/OrphanScreen"])
    }

    private static func declaredSegues(of board: TestBoard) -> Int {
        HeadlessStoryboardMap(validating: [board]).segues.count
    }
}

/// Runs Graphviz's `dot`, when it is installed.
enum Graphviz {
    /// The `dot` executable on the `PATH`, or `nil`.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    enum Failure: Error, CustomStringConvertible {
        case rejected(status: Int32, message: String)
        var description: String {
            switch self {
            case let .rejected(status, message): "dot exited with status \(status): \(message)"
            }
        }
    }

    /// The graph as `dot -Tjson0` lays it out: its nodes, clusters and edges with their attributes.
    static func json(of graph: String, using executable: URL) throws -> [String: Any] {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tjson0"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(graph.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.rejected(status: process.terminationStatus, message: message) }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}

enum TwinSegue: SegueName {
    case left, right
}

/// Three segues between one pair: one identifier repeated, one missing.
enum RepeatedSegueBoard: String, HeadlessStoryboard, CaseIterable {
    case repeated

    var layout: HeadlessStoryboardLayout {
        HeadlessStoryboardLayout { board in
            board.initialScene(HomeScreen.init)
            board.scene(SettingsScreen.init)
            board.segue(from: HomeScreen.self, to: SettingsScreen.self, identifier: TwinSegue.left)
            board.segue(from: HomeScreen.self, to: SettingsScreen.self, identifier: TwinSegue.left)
            board.segue(from: HomeScreen.self, to: SettingsScreen.self)
        }
    }
}
