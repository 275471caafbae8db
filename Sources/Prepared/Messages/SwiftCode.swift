/// Swift code the package writes: the fix-its in error messages (every piece
/// of code a message suggests is written between backticks and parses as
/// Swift when pasted) and the literals of `prepared-storyboard generate`.
package enum SwiftCode {
    /// `text` as a Swift string literal: `"twin"`; a backslash, a quote and
    /// control characters escaped, so that the literal holds `text` exactly.
    package static func stringLiteral(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20: escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// The expression for a type's metatype, as ``TypeName`` names the type:
    /// `Logger.self`, `[Int].self`, `(any Logger).self`, `((Int) -> Int).self`.
    package static func metatype(_ typeName: String) -> String {
        let needsParentheses = typeName.hasPrefix("any ") || typeName.hasPrefix("(") || typeName.contains(" -> ")
            || typeName.contains(" & ")
        return needsParentheses ? "(\(typeName)).self" : "\(typeName).self"
    }

    /// A tag as a message prints it (`'console'`, ``DependencyTag/description``)
    /// written as the string literal that creates it: `"console"`.
    package static func tagLiteral(_ printedTag: String) -> String {
        var name = Substring(printedTag)
        if name.count >= 2, name.first == "'", name.last == "'" {
            name = name.dropFirst().dropLast()
        }
        return stringLiteral(String(name))
    }

    /// A protocol's name without the `any` that ``TypeName`` gives an
    /// existential, for `extension Source: Requirement {}`.
    package static func protocolName(_ typeName: String) -> String {
        typeName.hasPrefix("any ") ? String(typeName.dropFirst(4)) : typeName
    }

    /// The last component of a possibly nested, possibly generic type name:
    /// `Details` for `Drafts.Details`.
    package static func simpleName(_ typeName: String) -> String {
        let withoutArguments = typeName.prefix { $0 != "<" }
        return String(withoutArguments.split(separator: ".").last ?? withoutArguments)
    }
}
