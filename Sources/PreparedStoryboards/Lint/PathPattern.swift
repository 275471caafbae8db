/// An excluded path of a configuration: a path, or a glob with `*`, `**` and `?`.
struct PathPattern {
    private let pattern: [Character]
    private let isGlob: Bool

    init(_ text: String) {
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        pattern = Array(trimmed)
        isGlob = trimmed.contains("*") || trimmed.contains("?")
    }

    /// Whether `path` (relative, `/`-separated) is the path, is inside it, or matches the glob,
    /// whole or up to one of its `/`.
    ///
    /// - Complexity: O(*p* × *n*) in the pattern's and the path's lengths.
    func matches(_ path: String) -> Bool {
        let characters = Array(path)
        guard isGlob else {
            return characters == pattern || (characters.count > pattern.count && Array(characters[..<pattern.count]) == pattern
                && characters[pattern.count] == "/")
        }
        // ends[j]: whether the pattern matches characters[..<j]; then a match at the end or before a "/".
        let ends = matchEnds(characters)
        return ends.indices.contains { $0 > 0 && ends[$0] && ($0 == characters.count || characters[$0] == "/") }
    }

    /// For each prefix length of `text`, whether the whole pattern matches that prefix (dynamic programming).
    private func matchEnds(_ text: [Character]) -> [Bool] {
        // row[j]: pattern[..<i] matches text[..<j].
        var row = [Bool](repeating: false, count: text.count + 1)
        row[0] = true
        var i = 0
        while i < pattern.count {
            var next = [Bool](repeating: false, count: text.count + 1)
            if pattern[i] == "*" {
                let crossesFolders = i + 1 < pattern.count && pattern[i + 1] == "*"
                for j in 0...text.count {
                    next[j] = row[j] || (j > 0 && next[j - 1] && (crossesFolders || text[j - 1] != "/"))
                }
                i += crossesFolders ? 2 : 1
                // `**/` also matches no folder at all.
                if crossesFolders, i < pattern.count, pattern[i] == "/" {
                    var skipped = [Bool](repeating: false, count: text.count + 1)
                    for j in 0...text.count {
                        skipped[j] = (j > 0 && next[j - 1] && text[j - 1] == "/") || row[j]
                    }
                    next = skipped
                    i += 1
                }
            } else {
                for j in stride(from: 1, through: text.count, by: 1) {
                    next[j] = row[j - 1] && (pattern[i] == "?" ? text[j - 1] != "/" : pattern[i] == text[j - 1])
                }
                i += 1
            }
            row = next
        }
        return row
    }
}
