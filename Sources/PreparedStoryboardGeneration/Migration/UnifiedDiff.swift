/// One file's change as a unified diff (`--- a/<path>`, `+++ b/<path>`, hunks with three lines of context), which
/// `git apply` and `patch -p1` apply.
///
/// The lines that differ are found from both ends of each stretch between equal lines: `migrate --diff` changes a few
/// statements of a file and keeps the rest byte for byte, so the lines are compared in one pass, not by a longest
/// common subsequence.
struct UnifiedDiff {
    /// The diff's text; empty when the texts are equal.
    let text: String

    /// How many lines of context each hunk shows on each side.
    private static let context = 3

    init(path: String, original: String, changed: String) {
        let old = Self.lines(original)
        let new = Self.lines(changed)
        let changes = Self.changes(old, new)
        guard !changes.isEmpty else {
            text = ""
            return
        }
        // A name with a space ends with a tab, as `git diff` writes it: `patch` reads a name up to the first space or tab.
        let end = path.contains(" ") ? "\t" : ""
        var output = "--- a/\(path)\(end)\n+++ b/\(path)\(end)\n"
        // Changes whose contexts touch share a hunk.
        var groups: [[Change]] = []
        for change in changes {
            if let last = groups.last?.last, change.oldStart - last.oldEnd <= 2 * Self.context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        for group in groups {
            let first = group[0]
            let last = group[group.count - 1]
            let oldStart = max(0, first.oldStart - Self.context)
            let oldEnd = min(old.count, last.oldEnd + Self.context)
            let newStart = first.newStart - (first.oldStart - oldStart)
            let newEnd = last.newEnd + (oldEnd - last.oldEnd)
            var body: [String] = []
            var position = oldStart
            for change in group {
                body += old[position..<change.oldStart].map { " " + $0 }
                body += old[change.oldStart..<change.oldEnd].map { "-" + $0 }
                body += new[change.newStart..<change.newEnd].map { "+" + $0 }
                position = change.oldEnd
            }
            body += old[position..<oldEnd].map { " " + $0 }
            output += "@@ -\(Self.range(oldStart, oldEnd)) +\(Self.range(newStart, newEnd)) @@\n"
            for line in body {
                // A last line without its line break says so, as `diff` does.
                if line.hasSuffix("\n") { output += line } else { output += line + "\n\\ No newline at end of file\n" }
            }
        }
        text = output
    }

    /// A stretch of lines that differ: `old[oldStart..<oldEnd]` became `new[newStart..<newEnd]`.
    private struct Change {
        let oldStart: Int
        let oldEnd: Int
        let newStart: Int
        let newEnd: Int
    }

    /// The lines of `text`, each with its line break. Cut at the line break's byte: walking the text's characters
    /// would cost a grapheme break at each.
    private static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// The stretches that differ. Equal lines are matched greedily, looking ahead a little on both sides after each
    /// difference, which is exact for the edits `migrate --diff` makes (each changes lines in place, or joins a few).
    private static func changes(_ old: [Substring], _ new: [Substring]) -> [Change] {
        var changes: [Change] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, newIndex < new.count, old[oldIndex] == new[newIndex] {
                oldIndex += 1
                newIndex += 1
                continue
            }
            // The nearest pair of equal lines ahead, at most `window` lines from here on each side.
            let window = 40
            var match: (Int, Int)?
            search: for distance in 1...(2 * window) {
                for oldAhead in 0...distance {
                    let newAhead = distance - oldAhead
                    guard oldAhead <= window, newAhead <= window else { continue }
                    let oldLine = oldIndex + oldAhead
                    let newLine = newIndex + newAhead
                    if oldLine < old.count, newLine < new.count, old[oldLine] == new[newLine] {
                        match = (oldLine, newLine)
                        break search
                    }
                }
            }
            let (oldEnd, newEnd) = match ?? (old.count, new.count)
            changes.append(Change(oldStart: oldIndex, oldEnd: oldEnd, newStart: newIndex, newEnd: newEnd))
            oldIndex = oldEnd
            newIndex = newEnd
        }
        return changes
    }

    /// A hunk's range in the unified format: the first line, from 1, and the count (`0,0` for none before the first).
    private static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }
}
