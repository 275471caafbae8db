extension SwiftTokens {
    /// The words that declare a type, or extend one.
    static let typeWords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]

    /// Words that follow `class` when it declares a member, not a type.
    private static let memberWords: Set<String> = [
        "func", "var", "let", "override", "final", "private", "fileprivate", "internal", "public", "open", "subscript",
        "static", "dynamic", "required", "convenience", "weak", "unowned", "lazy", "nonisolated", "package",
    ]

    /// The type `class`, `extension` (…) at `index` declares, the last part of a dotted name; `nil` for a member.
    ///
    /// A declaration's name is followed by its body, its inheritance, its generic parameters or a `where` clause; a word
    /// followed by anything else is no declaration (`actor` is a contextual keyword: `for actor in cast`,
    /// `import class UIKit.UITableView`).
    static func typeName(in tokens: [Token], after index: Int) -> String? {
        guard index + 1 < tokens.count, var name = tokens[index + 1].name, !memberWords.contains(name),
              index == 0 || (!tokens[index - 1].isPunctuation(".") && tokens[index - 1].name != "import") else { return nil }
        var next = index + 2
        while next + 1 < tokens.count, tokens[next].isPunctuation("."), let part = tokens[next + 1].name {
            name = part
            next += 2
        }
        guard next < tokens.count else { return nil }
        let follower = tokens[next]
        let opensDeclaration = follower.isPunctuation("{") || follower.isPunctuation(":") || follower.name == "where"
            || follower.isOther(UInt8(ascii: "<"))
        return opensDeclaration ? name : nil
    }

    /// For each token, whether it is read as code: of an `#if`, only the first branch is. The others often repeat a
    /// declaration's first line (`#if os(iOS) class Badge: UIView { #else class Badge: NSView { #endif`), and reading
    /// both would open two bodies for one close.
    static func firstBranches(of tokens: [Token]) -> [Bool] {
        // For each open `#if`: whether the branch being read is past its first.
        var conditions: [Bool] = []
        var read: [Bool] = []
        read.reserveCapacity(tokens.count)
        for index in tokens.indices {
            if tokens[index].isOther(UInt8(ascii: "#")), index + 1 < tokens.count, let directive = tokens[index + 1].name {
                switch directive {
                case "if": conditions.append(false)
                case "else", "elseif": if !conditions.isEmpty { conditions[conditions.count - 1] = true }
                case "endif": _ = conditions.popLast()
                default: break
                }
            }
            read.append(!conditions.contains(true))
        }
        return read
    }
}
