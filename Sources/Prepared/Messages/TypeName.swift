/// Renders a type's name as a user writes it in Swift, for the words of an error.
///
/// The runtime prints `Optional<Int>`, `Array<Int>` and `Shape` where a user
/// writes `Int?`, `[Int]` and `any Shape`. `TypeName.of(_:)` gives the second
/// form:
///
/// - `Optional`, `Array`, `Dictionary` and `Set` are taken apart through the
///   conformances at the bottom of this file (and ``AnyOptional``), so their arguments are named by
///   the same rules, existentials included (`[any Shape]`, `(any Shape)?`).
/// - An existential is recognised from its metadata kind (as ``TypeKind`` reads it) and
///   gets `any`, except `Any` and `AnyObject`, which never take it.
/// - Any other type is named from `String(reflecting:)`, with the module names
///   removed and the standard library's generic types written with sugar;
///   nested types keep their enclosing type (`Outer.Inner`), so the name can
///   be pasted into code. Inside such a type (`Box<Shape>`, `(Shape) -> Int`)
///   the runtime does not say which names are protocols, so those keep the
///   runtime's spelling.
package enum TypeName {
    /// The name of `type` as a user writes it: `Int?`, `[Int]`, `[String: Int?]`,
    /// `Set<Int>`, `(Int) -> Int`, `any Shape`, `Outer.Inner`.
    package static func of(_ type: Any.Type) -> String {
        if let optional = type as? any AnyOptional.Type {
            return optionalSugar(of(optional.wrappedType))
        }
        if let array = type as? any ArrayNaming.Type {
            return "[\(of(array.elementType))]"
        }
        if let dictionary = type as? any DictionaryNaming.Type {
            return "[\(of(dictionary.keyType)): \(of(dictionary.valueType))]"
        }
        if let set = type as? any SetNaming.Type {
            return "Set<\(of(set.elementType))>"
        }
        let written = spelling(String(reflecting: type))
        switch existentialKind(of: type) {
        case .existential:
            if written.hasPrefix("any ") {
                // A constrained existential, printed `any Collection<Self.Collection.Element == Int>`.
                return removingSameTypeRequirements(written)
            }
            return written == "Any" || written == "AnyObject" ? written : "any \(written)"
        case .existentialMetatype:
            return written.hasPrefix("Any.") || written.hasPrefix("AnyObject.") ? written : "any \(written)"
        case nil:
            if written.hasSuffix(".Protocol") {
                // The metatype of an existential, `(any Shape).Type`, printed `Shape.Protocol`.
                return "(any \(written.dropLast(".Protocol".count))).Type"
            }
            return written
        }
    }

    /// The name `String(describing:)` gives a type (`Box<Int>`, `Inner`), read
    /// from the runtime directly: printing a metatype first looks the type up
    /// against the printing protocols, which costs several microseconds.
    package static func unqualified(_ type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }

    /// The name of `type` after "a" or "an", or, for a name that takes no
    /// article, after "a value of type".
    ///
    /// `TypeName.withArticle(Int.self)` is "an Int", `TypeName.withArticle(User.self)`
    /// "a User", `TypeName.withArticle([Int].self)` "a value of type [Int]".
    package static func withArticle(_ type: Any.Type) -> String {
        withArticle(of(type))
    }

    /// The name `name` after "a" or "an", or, for a name that takes no article,
    /// after "a value of type".
    ///
    /// A plain name (`Int`, `Outer.Inner`, `Set<Int>`, `Optional<Dog>`) takes the
    /// article its first sound asks for: "an Int", "a User", "an NSObject", "a
    /// URL". A name written with sugar or a keyword (`[Int]`, `Int?`, `(Int) -> Int`,
    /// `any Shape`) reads badly after an article, so it follows "a value of type".
    package static func withArticle(_ name: String) -> String {
        guard takesArticle(name) else { return "a value of type \(name)" }
        return "\(startsWithVowelSound(name) ? "an" : "a") \(name)"
    }

    // MARK: - Articles

    /// Whether `name` is a plain, possibly nested or generic, type name: it
    /// starts with a letter or underscore, has no sugar outside its generic
    /// arguments, and is not a keyword such as `any`.
    static func takesArticle(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        if name.hasPrefix("any ") || name.hasPrefix("some ") { return false }
        var depth = 0
        for character in name {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            case _ where depth > 0: continue
            case _ where character.isLetter || character.isNumber || character == "_" || character == ".": continue
            default: return false
            }
        }
        return depth == 0
    }

    /// Whether a type name is read starting with a vowel sound.
    ///
    /// A name that starts with two capitals is read letter by letter (`NSObject`,
    /// `URL`, `UIView`), so its first letter's name decides; a word decides by
    /// its first vowel, with the `U` read "you" (`User`, `Unit`, `Utility`).
    static func startsWithVowelSound(_ name: String) -> Bool {
        let letters = Array(name.drop(while: { $0 == "_" }))
        guard let first = letters.first else { return false }
        let upper = Character(first.uppercased())
        if letters.count > 1, first.isUppercase, letters[1].isUppercase {
            // Initialisms: the names of A, E, F, H, I, L, M, N, O, R, S and X start with a vowel.
            return "AEFHILMNORSX".contains(upper)
        }
        if upper == "U" {
            let start = String(letters.prefix(3)).lowercased()
            return !["uni", "use", "usa", "usu", "uti", "uri", "ura", "uto", "ubi"].contains(start)
        }
        if upper == "E", String(letters.prefix(2)).lowercased() == "eu" { return false }
        if upper == "O", String(letters.prefix(3)).lowercased() == "one" { return false }
        return "AEIO".contains(upper)
    }

    // MARK: - Spelling

    private enum ExistentialKind {
        case existential
        case existentialMetatype
    }

    /// Whether `type` is an existential (`any Shape`, `Any`) or an existential
    /// metatype (`any Shape.Type`), read from its metadata kind.
    ///
    /// The kind word is the first word of non-class metadata (see ``TypeKind``):
    /// `0x303` for `any P`, `Any` or `AnyObject`, `0x307` for a constrained
    /// existential, `0x306` for an existential metatype.
    private static func existentialKind(of type: Any.Type) -> ExistentialKind? {
        switch TypeMetadata.kind(of: type) {
        case 0x303, 0x307: return .existential
        case 0x306: return .existentialMetatype
        default: return nil
        }
    }

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
    private static func removingSameTypeRequirements(_ name: String) -> String {
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
    private static let unqualified: Character = "\u{1}"

    /// Removes the contexts a user cannot write: `(unknown context at $…).`
    /// (private and local types) together with the path before it, and
    /// `(extension in Module):`; `(Name in _DISCRIMINATOR)` (a private
    /// declaration) becomes `Name`. What follows a removed context is marked as
    /// unqualified by a module.
    private static func removingUnnamedContexts(_ name: String) -> String {
        var result = ""
        var rest = Substring(name)
        func dropQualifyingPath() {
            while let last = result.last, last.isLetter || last.isNumber || last == "_" || last == "." || last == unqualified {
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
                result.append(unqualified)
                rest = tail[tail.index(after: close)...]
                if rest.first == "." || rest.first == ":" { rest = rest.dropFirst() }
            } else if let separator = inside.range(of: " in _"), !inside[..<separator.lowerBound].contains(" ") {
                dropQualifyingPath()
                result.append(unqualified)
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
            if word.first == unqualified {
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
                || character == unqualified {
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

    /// The index of the `>` that closes the `<` at `open`, skipping the `>` of `->`.
    private static func matchingClose(in name: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        var previous: Character?
        while index < name.endIndex {
            let character = name[index]
            if character == "<" || character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" || (character == ">" && previous != "-") {
                depth -= 1
                if depth == 0 { return character == ">" ? index : nil }
            }
            previous = character
            index = name.index(after: index)
        }
        return nil
    }

    /// The comma-separated parts of a generic argument list, split only at its own level.
    private static func splitAtTopLevel(_ list: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = list.startIndex
        var previous: Character?
        var index = list.startIndex
        while index < list.endIndex {
            let character = list[index]
            if character == "<" || character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" || (character == ">" && previous != "-") {
                depth -= 1
            } else if character == ",", depth == 0 {
                parts.append(list[start..<index])
                start = list.index(after: index)
            }
            previous = character
            index = list.index(after: index)
        }
        parts.append(list[start...])
        return parts.map { $0.drop(while: { $0 == " " }) }
    }

    /// Whether `needle` occurs in `name` outside every bracket.
    private static func containsAtTopLevel(_ name: String, _ needle: String) -> Bool {
        var depth = 0
        var previous: Character?
        var index = name.startIndex
        while index < name.endIndex {
            let character = name[index]
            if depth == 0, name[index...].hasPrefix(needle) { return true }
            if character == "<" || character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" || (character == ">" && previous != "-") {
                depth -= 1
            }
            previous = character
            index = name.index(after: index)
        }
        return false
    }
}

// MARK: - The standard library's sugared types, taken apart (Optional: AnyOptional)

/// `Array`, seen through its element type.
private protocol ArrayNaming {
    static var elementType: Any.Type { get }
}

/// `Dictionary`, seen through its key and value types.
private protocol DictionaryNaming {
    static var keyType: Any.Type { get }
    static var valueType: Any.Type { get }
}

/// `Set`, seen through its element type.
private protocol SetNaming {
    static var elementType: Any.Type { get }
}

extension Array: ArrayNaming {
    fileprivate static var elementType: Any.Type { Element.self }
}

extension Dictionary: DictionaryNaming {
    fileprivate static var keyType: Any.Type { Key.self }
    fileprivate static var valueType: Any.Type { Value.self }
}

extension Set: SetNaming {
    fileprivate static var elementType: Any.Type { Element.self }
}
