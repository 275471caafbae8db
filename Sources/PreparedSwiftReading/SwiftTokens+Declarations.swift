extension SwiftTokens {
    /// The words that declare a type, or extend one.
    package static let typeWords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]

    /// Words that follow `class` when it declares a member, not a type.
    private static let memberWords: Set<String> = [
        "func", "var", "let", "override", "final", "private", "fileprivate", "internal", "public", "open", "subscript",
        "static", "dynamic", "required", "convenience", "weak", "unowned", "lazy", "nonisolated", "package", "init",
    ]

    /// The name that `class`, `extension` (…) at `index` declares, as written (`Outer.Inner` for a dotted name), and
    /// the index of the token after it; `nil` for a member (`class func`) or no declaration.
    ///
    /// A declaration's name is followed by its body, its inheritance, its generic parameters or a `where` clause; a word
    /// followed by anything else is no declaration (`actor` is a contextual keyword: `for actor in cast`,
    /// `import class UIKit.UITableView`).
    package func declaredName(after index: Int) -> (name: String, next: Int)? {
        guard index + 1 < tokens.count, var name = tokens[index + 1].name, !Self.memberWords.contains(name),
              index == 0 || (!tokens[index - 1].isPunctuation(".") && tokens[index - 1].name != "import") else { return nil }
        var next = index + 2
        while next + 1 < tokens.count, tokens[next].isPunctuation("."), let part = tokens[next + 1].name {
            name += "." + part
            next += 2
        }
        guard next < tokens.count else { return nil }
        let follower = tokens[next]
        let opensDeclaration = follower.isPunctuation("{") || follower.isPunctuation(":") || follower.name == "where"
            || follower.isOther(UInt8(ascii: "<"))
        return opensDeclaration ? (name, next) : nil
    }

    /// The type `class`, `extension` (…) at `index` declares, the last part of a dotted name; `nil` for a member.
    package func typeName(after index: Int) -> String? {
        declaredName(after: index).map { String($0.name.split(separator: ".").last ?? "") }
    }

    /// A dotted name from `start`: `DetailController`, `App.DetailController`; and the index past it.
    package func dottedName(from start: Int) -> (name: String, next: Int)? {
        guard start < tokens.count, var name = tokens[start].name else { return nil }
        var next = start + 1
        while next + 1 < tokens.count, tokens[next].isPunctuation("."), let part = tokens[next + 1].name {
            name += "." + part
            next += 2
        }
        return (name, next)
    }

    /// The types a declaration whose name ends before `next` inherits, as written (`UIKit.UIViewController`), past its
    /// generic parameters: `class List<T: Hashable>: Base, Listing` inherits `Base` and `Listing`.
    package func inheritedTypes(from next: Int) -> [String] {
        var index = next
        if index < tokens.count, tokens[index].isOther(UInt8(ascii: "<")) {
            var generics = 0
            while index < tokens.count {
                if tokens[index].isOther(UInt8(ascii: "<")) { generics += 1 }
                if tokens[index].isOther(UInt8(ascii: ">")) { generics -= 1 }
                index += 1
                if generics == 0 { break }
            }
        }
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return [] }
        var inherited: [String] = []
        index += 1
        while let (name, after) = dottedName(from: index) {
            inherited.append(name)
            // Past generic arguments (`Base<Item>`) to the next `,`.
            var nesting = 0
            index = after
            while index < tokens.count, nesting > 0 || tokens[index].isOther(UInt8(ascii: "<")) {
                if tokens[index].isOther(UInt8(ascii: "<")) { nesting += 1 }
                if tokens[index].isOther(UInt8(ascii: ">")) { nesting -= 1 }
                index += 1
            }
            guard index < tokens.count, tokens[index].isPunctuation(",") else { break }
            index += 1
        }
        return inherited
    }
}
