extension TypeName {
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

    /// Whether `name` is a plain, possibly nested or generic, type name: it
    /// starts with a letter or underscore, has no sugar outside its generic
    /// arguments, and is not a keyword such as `any`.
    static func takesArticle(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        if name.hasPrefix("any ") || name.hasPrefix("some ") { return false }
        var plain = true
        BracketScanner.scan(Substring(name)) { _, character, role, depth in
            guard depth == 0 else { return true }
            switch role {
            case .opening: plain = character == "<"
            case .closing: plain = character == ">"
            case .other: plain = character.isLetter || character.isNumber || character == "_" || character == "."
            }
            return plain
        }
        return plain
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
}
