import Foundation
@testable import Prepared

/// The grammar a message must follow.
enum MessageGrammar {
    /// The text between backticks.
    static func codeSpans(in message: String) -> [String] {
        let parts = message.components(separatedBy: "`")
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }

    /// What is wrong with a message, in a few words each; empty when nothing is.
    static func problems(in message: String) -> [String] {
        var problems: [String] = []
        let parts = message.components(separatedBy: "`")
        if parts.count % 2 == 0 { problems.append("unbalanced backticks") }
        let prose = stride(from: 0, to: parts.count, by: 2).map { parts[$0] }.joined(separator: "\u{1}")
        for spelling in ["Optional<", "Array<", "Dictionary<"] where prose.contains(spelling) {
            problems.append("runtime spelling '\(spelling)'")
        }
        let words = prose.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        for (index, word) in words.enumerated().dropLast() where word == "a" || word == "an" {
            let next = words[index + 1]
            guard let first = next.first, first.isLetter else { continue }
            let vowel = TypeName.startsWithVowelSound(next)
            if word == "a" && vowel { problems.append("'a \(next.trimmingCharacters(in: .punctuationCharacters))' takes 'an'") }
            if word == "an" && !vowel { problems.append("'an \(next.trimmingCharacters(in: .punctuationCharacters))' takes 'a'") }
        }
        for mistake in ["  ", " .", " ,", "..", "(none)"] where prose.contains(mistake) {
            problems.append("'\(mistake)' in prose")
        }
        return problems
    }
}
