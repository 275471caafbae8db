extension TypeName {
    /// `wrapped?`, with parentheses where `?` would otherwise bind to part of
    /// the name: `((Int) -> Int)?`, `(any Shape)?`.
    static func optionalSugar(_ wrapped: String) -> String {
        let needsParentheses = wrapped.hasPrefix("any ") || wrapped.hasPrefix("some ") || wrapped.hasPrefix("@")
            || containsAtTopLevel(wrapped, " -> ") || containsAtTopLevel(wrapped, " & ")
        return needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
    }

    /// The runtime's fully qualified name rewritten as a user writes it: module
    /// names and unnamed contexts removed, the standard library's `Optional`,
    /// `Array` and `Dictionary` written with sugar.
    static func spelling(_ reflected: String) -> String {
        let unqualified = removingModules(removingUnnamedContexts(reflected))
        return sugared(Substring(unqualified))
    }

    /// `any Collection<Self.Collection.Element == Int>` written as `any Collection<Int>`.
    static func removingSameTypeRequirements(_ name: String) -> String {
        var result = name
        while let equals = result.range(of: " == ") {
            var start = equals.lowerBound
            while start > result.startIndex {
                let before = result[result.index(before: start)]
                guard before.isLetter || before.isNumber || before == "_" || before == "." else { break }
                start = result.index(before: start)
            }
            result.removeSubrange(start..<equals.upperBound)
        }
        return result
    }

    /// Marks a name that is not qualified by a module, so `removingModules` keeps it whole.
    private static let unqualifiedMark: Character = "\u{1}"

    /// Removes the contexts a user cannot write: `(unknown context at $…).`
    /// (private and local types) together with the path before it, and
    /// `(extension in Module):`; `(Name in _DISCRIMINATOR)` (a private
    /// declaration) becomes `Name`. What follows a removed context is marked as
    /// unqualified by a module.
    private static func removingUnnamedContexts(_ name: String) -> String {
        var result = ""
        var rest = Substring(name)
        func dropQualifyingPath() {
            while let last = result.last, last.isLetter || last.isNumber || last == "_" || last == "." || last == unqualifiedMark {
                result.removeLast()
            }
        }
        while let open = rest.firstIndex(of: "(") {
            let tail = rest[open...]
            result += rest[..<open]
            guard let close = tail.firstIndex(of: ")") else {
                result += tail
                return result
            }
            let inside = tail[tail.index(after: open)..<close]
            if inside.hasPrefix("unknown context at ") || inside.hasPrefix("extension in ") {
                dropQualifyingPath()
                result.append(unqualifiedMark)
                rest = tail[tail.index(after: close)...]
                if rest.first == "." || rest.first == ":" { rest = rest.dropFirst() }
            } else if let separator = inside.range(of: " in _"), !inside[..<separator.lowerBound].contains(" ") {
                dropQualifyingPath()
                result.append(unqualifiedMark)
                result += inside[..<separator.lowerBound]
                rest = tail[tail.index(after: close)...]
            } else {
                result += "("
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }

    /// Removes the module from every qualified name: `Swift.Int` is `Int`,
    /// `App.Outer.Inner` is `Outer.Inner`. `Any`, `Self`, unqualified words
    /// (`throws`, tuple labels) and names marked unqualified are kept.
    private static func removingModules(_ name: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            if word.first == unqualifiedMark {
                result += word.dropFirst()
            } else if let dot = word.firstIndex(of: "."), !["Any", "Self"].contains(word[..<dot]) {
                result += word[word.index(after: dot)...]
            } else {
                result += word
            }
            word = ""
        }
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "." || character == "$"
                || character == unqualifiedMark {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Writes `Optional<T>` as `T?`, `Array<T>` as `[T]` and `Dictionary<K, V>`
    /// as `[K: V]`, at every depth.
    private static func sugared(_ name: Substring) -> String {
        var result = ""
        var index = name.startIndex
        while index < name.endIndex {
            let character = name[index]
            guard character.isLetter || character == "_" else {
                result.append(character)
                index = name.index(after: index)
                continue
            }
            var end = index
            while end < name.endIndex, name[end].isLetter || name[end].isNumber || name[end] == "_" || name[end] == "." {
                end = name.index(after: end)
            }
            let word = name[index..<end]
            let precededByDot = index > name.startIndex && name[name.index(before: index)] == "."
            if !precededByDot, ["Optional", "Array", "Dictionary"].contains(word),
               end < name.endIndex, name[end] == "<", let close = matchingClose(in: name, from: end) {
                let arguments = splitAtTopLevel(name[name.index(after: end)..<close]).map(sugared)
                switch (word, arguments.count) {
                case ("Optional", 1): result += optionalSugar(arguments[0])
                case ("Array", 1): result += "[\(arguments[0])]"
                case ("Dictionary", 2): result += "[\(arguments[0]): \(arguments[1])]"
                default: result += "\(word)<\(arguments.joined(separator: ", "))>"
                }
                index = name.index(after: close)
            } else {
                result += word
                index = end
            }
        }
        return result
    }

    /// The index of the `>` that closes the `<` at `open`; `nil` when another bracket closes it.
    private static func matchingClose(in name: Substring, from open: Substring.Index) -> Substring.Index? {
        var close: Substring.Index?
        BracketScanner.scan(name[open...]) { index, character, role, depth in
            guard role == .closing, depth == 0 else { return true }
            close = character == ">" ? index : nil
            return false
        }
        return close
    }

    /// The comma-separated parts of a generic argument list, split only at its own level.
    private static func splitAtTopLevel(_ list: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = list.startIndex
        BracketScanner.scan(list) { index, character, role, depth in
            if character == ",", role == .other, depth == 0 {
                parts.append(list[start..<index])
                start = list.index(after: index)
            }
            return true
        }
        parts.append(list[start...])
        return parts.map { $0.drop(while: { $0 == " " }) }
    }

    /// Whether `needle` occurs in `name` outside every bracket.
    static func containsAtTopLevel(_ name: String, _ needle: String) -> Bool {
        var found = false
        let name = Substring(name)
        BracketScanner.scan(name) { index, _, role, depth in
            found = depth == 0 && role != .closing && name[index...].hasPrefix(needle)
            return !found
        }
        return found
    }
}
