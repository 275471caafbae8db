import PreparedStoryboards

/// Swift names made from the names a storyboard uses: file names, storyboard
/// IDs and segue identifiers.
///
/// `Log-In Flow` becomes `logInFlow` (or `LogInFlow` as a type), `2FA` becomes
/// `_2FA`, `default` becomes `` `default` ``; ``unique(_:reserved:)`` makes the
/// names of one scope distinct, the same way for the same input.
enum SwiftIdentifier {
    /// The keywords that a declaration's name must escape with backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "package",
    ]

    /// Names a declaration cannot take even with backticks, or that would hide
    /// a member the generated types have (`allCases`, `rawValue`).
    static let reserved: Set<String> = ["self", "Self", "init", "Type", "Protocol", "allCases", "rawValue", "hashValue", "description"]

    /// The words of a name: runs of letters and digits, split where case changes
    /// (`QRCodeHost` → `QR`, `Code`, `Host`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        for part in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }) {
            var current = ""
            let characters = Array(part)
            for (index, character) in characters.enumerated() {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = character.isUppercase && previous.map {
                    $0.isLowercase || $0.isNumber || ($0.isUppercase && next?.isLowercase == true)
                } == true
                if startsWord, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    /// The acronyms and initialisms the API Design Guidelines write uniformly in one case: `qrCode`, `performQRSegue`.
    static let acronyms: Set<String> = [
        "api", "css", "csv", "faq", "gps", "html", "http", "https", "id", "ip", "json", "nfc", "pdf", "png", "qr", "rss",
        "sdk", "sms", "svg", "tv", "ui", "uri", "url", "usb", "uuid", "xml",
    ]

    /// `contactDetails` from `Contact Details`, `ContactDetails` or `contact-details`, `showURL` from `show-url`;
    /// `scene` for a name without letters or digits.
    static func lowerCamel(_ name: String) -> String {
        let words = words(name)
        guard let first = words.first else { return "scene" }
        let head = first.allSatisfy { $0.isUppercase || $0.isNumber } ? first.lowercased() : lowercasingFirst(first)
        return startingWell(head + words.dropFirst().map(uppercasingWord).joined())
    }

    /// `ContactDetails` from `contact details`, `QRCode` from `qr code`; `Storyboard` for a name without letters or digits.
    static func upperCamel(_ name: String) -> String {
        guard !words(name).isEmpty else { return "Storyboard" }
        return startingWell(capitalized(name))
    }

    /// The words of `name` run together, each capitalized as a word after the first of a name is
    /// (`qr2up` → `QR2up`), a leading digit kept: for a name inside another (`perform2upSegue`).
    static func capitalized(_ name: String) -> String {
        words(name).map(uppercasingWord).joined()
    }

    /// The name as a declaration spells it: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Distinct names for `names`, index for index: the first of equal names
    /// (in the order given) keeps it, the next ones get `2`, `3`, …; a reserved
    /// name gets a `_` suffix first.
    static func unique(_ names: [String], reserved: Set<String> = []) -> [String] {
        var taken = reserved
        var result: [String] = []
        for name in names {
            var candidate = self.reserved.contains(name) || reserved.contains(name) ? name + "_" : name
            var suffix = 2
            while taken.contains(candidate) {
                candidate = name + String(suffix)
                suffix += 1
            }
            taken.insert(candidate)
            result.append(candidate)
        }
        return result
    }

    /// `_2FA` for `2FA`: a name cannot start with a digit.
    private static func startingWell(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }

    /// A word as it is written after the first of a name: an acronym all in capitals, another with its first capitalized.
    private static func uppercasingWord(_ word: String) -> String {
        acronyms.contains(word.lowercased()) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        // `QRCode` → `qrCode`: the leading capitals of an acronym, but not the capital that starts the next word.
        let characters = Array(word)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        if count > 1, count < characters.count { count -= 1 }
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }
}
