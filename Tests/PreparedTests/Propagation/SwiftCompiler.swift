import Foundation

/// Runs `swiftc -parse` on code snippets, when a compiler is on the `PATH`.
enum SwiftCompiler {
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The snippets that do not parse, each with the compiler's first complaint.
    ///
    /// Declarations (`extension`, `enum`, …) stand at file scope; any other
    /// snippet is the body of a function of its own.
    static func parseFailures(of snippets: [String], using compiler: URL) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        var snippetAtLine: [Int: String] = [:]
        let declarationKeywords = ["extension ", "enum ", "struct ", "class ", "final class ", "protocol "]
        for (index, snippet) in snippets.enumerated() {
            if declarationKeywords.contains(where: snippet.hasPrefix) {
                snippetAtLine[lines.count + 1] = snippet
                lines.append(snippet)
            } else {
                lines.append("func snippet\(index)() {")
                snippetAtLine[lines.count + 1] = snippet
                lines.append(snippet)
                lines.append("}")
            }
        }
        let file = folder.appendingPathComponent("Snippets.swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return [] }
        // `Snippets.swift:LINE:COLUMN: error: …`
        var failing: [Int: String] = [:]
        for line in output.components(separatedBy: "\n") where line.contains(": error: ") {
            let fields = line.components(separatedBy: ":")
            guard let position = fields.firstIndex(where: { $0.hasSuffix("Snippets.swift") }), position + 1 < fields.count,
                  let number = Int(fields[position + 1]), snippetAtLine[number] != nil, failing[number] == nil else { continue }
            failing[number] = line.components(separatedBy: ": error: ").last ?? line
        }
        if failing.isEmpty { return ["swiftc -parse failed: \(output)"] }
        return failing.keys.sorted().map { "\(snippetAtLine[$0] ?? "")  ← \(failing[$0] ?? "")" }
    }
}
