import PreparedSwiftReading
import Testing

/// The token reader, token kind by token kind, and the cases where a literal could be taken for code.
@Suite("Swift tokens")
struct SwiftTokensTests {
    /// Each token as `kind:text`, its source text cut by its offsets.
    private func cut(_ text: String) -> [String] {
        let source = SwiftTokens(text)
        return source.tokens.indices.map { index in
            let token = source.tokens[index]
            let text = String(decoding: source.bytes[token.offset..<token.end], as: UTF8.self)
            return switch token.kind {
            case .name(let name): "name:\(name)"
            case .string(let value?): "string:\(value)"
            case .string(nil): "string:<\(text)>"
            case .regex: "regex:\(text)"
            case .number(let number): "number:\(number)"
            case .pound(let name): "pound:\(name)"
            case .punctuation(let character): "punctuation:\(character)"
            case .other(let byte): "other:\(Character(Unicode.Scalar(byte)))"
            }
        }
    }

    @Test("Names, keywords, backticked names and names in any script")
    func names() {
        #expect(cut("let `class` = café_1 + $0") == ["name:let", "name:class", "other:=", "name:café_1", "other:+", "name:$0"])
    }

    @Test("Punctuation and operator bytes")
    func punctuation() {
        #expect(cut("f(a: [1], b){}; x?.y != z!") == [
            "name:f", "punctuation:(", "name:a", "punctuation::", "punctuation:[", "number:1", "punctuation:]", "punctuation:,",
            "name:b", "punctuation:)", "punctuation:{", "punctuation:}", "punctuation:;", "name:x", "other:?", "punctuation:.",
            "name:y", "other:!", "other:=", "name:z", "other:!",
        ])
    }

    @Test("Numbers: decimal, hexadecimal, with separators, fractions and exponents; a member of a number is not part of it")
    func numbers() {
        #expect(cut("12 0x1F 1_000 1.5e-3 0x1p+4 2.description") == [
            "number:12", "number:0x1F", "number:1_000", "number:1.5e-3", "number:0x1p+4", "number:2", "punctuation:.", "name:description",
        ])
    }

    @Test("Strings: plain, escaped, raw, multi-line; only a plain one-line literal has a value")
    func strings() {
        let quotes = "\"\"\""
        let text = ##"a("x\"y\n") b(#"raw "q" \n"#) "## + "c(\(quotes)\nline\n\(quotes)) " + #"d("\u{41}")"#
        #expect(cut(text) == [
            "name:a", "punctuation:(", "string:x\"y\n", "punctuation:)",
            "name:b", "punctuation:(", #"string:raw "q" \n"#, "punctuation:)",
            "name:c", "punctuation:(", "string:<\(quotes)\nline\n\(quotes)>", "punctuation:)",
            "name:d", "punctuation:(", #"string:<"\u{41}">"#, "punctuation:)",
        ])
    }

    @Test("An interpolation's code follows its string's token, in file order, and the string's token ends at its closing quote")
    func interpolation() {
        let source = SwiftTokens(#"performSegue(withIdentifier: "web", sender: "https://\(host(for: "x"))/help")"#)
        #expect(cut(#""a\(b)c" d"#) == [#"string:<"a\(b)c">"#, "name:b", "name:d"])
        let string = source.tokens.firstIndex { $0.kind == .string(nil) }!
        #expect(source.tokens[string].nestedCount == 6)
        #expect(source.tokens[string + 1].name == "host")
        #expect(source.tokens.map(\.offset) == source.tokens.map(\.offset).sorted())
        // A raw string's interpolation needs its `#`s.
        #expect(cut(##"#"\(a) \#(b)"#"##) == [##"string:<#"\(a) \#(b)"#>"##, "name:b"])
    }

    @Test("Comments: line, doc, nested block; a string's `//` is no comment")
    func comments() {
        #expect(cut("a // b\n/// c\n/* d /* e */ f */ g \"//h\"") == ["name:a", "name:g", "string://h"])
    }

    @Test("Regex literals: bare where an operand starts, extended always; a division stays a division")
    func regexes() {
        #expect(cut(#"let r = /a"b/; x = a / b / c; y = #/"q"/#"#) == [
            "name:let", "name:r", "other:=", #"regex:/a"b/"#, "punctuation:;",
            "name:x", "other:=", "name:a", "other:/", "name:b", "other:/", "name:c", "punctuation:;",
            "name:y", "other:=", ##"regex:#/"q"/#"##,
        ])
        // After a call's `(`, a `return` or a `case`; not after a name, a number or a `)`; not with a space inside its ends.
        #expect(cut("f(/x/) ; return /y/ ; n/2/3 ; (a)/b/c ; z = / w /") == [
            "name:f", "punctuation:(", "regex:/x/", "punctuation:)", "punctuation:;", "name:return", "regex:/y/", "punctuation:;",
            "name:n", "other:/", "number:2", "other:/", "number:3", "punctuation:;",
            "punctuation:(", "name:a", "punctuation:)", "other:/", "name:b", "other:/", "name:c", "punctuation:;",
            "name:z", "other:=", "other:/", "name:w", "other:/",
        ])
        // A character class may hold `/`; an extended literal may span lines.
        #expect(cut("_ = /[/]a/ ; _ = #/\nab\n/#") == ["name:_", "other:=", "regex:/[/]a/", "punctuation:;", "name:_", "other:=", "regex:#/\nab\n/#"])
    }

    @Test("`#` keywords: conditions, selectors; a script's `#!` line")
    func poundKeywords() {
        #expect(cut("#!/usr/bin/swift\n#if os(iOS)\n#selector(f)\n#endif") == [
            "pound:if", "name:os", "punctuation:(", "name:iOS", "punctuation:)", "pound:selector", "punctuation:(", "name:f",
            "punctuation:)", "pound:endif",
        ])
    }

    @Test("Lines and columns count from 1, in UTF-8 bytes")
    func locations() {
        let tokens = SwiftTokens("é = 1\n  x").tokens
        #expect(tokens.map { "\($0.line):\($0.column)" } == ["1:1", "1:4", "1:6", "2:3"])
    }

    @Test("Literals left open end at the end of their line or of the file, and never swallow what follows as code")
    func unterminated() {
        #expect(cut("a(\"open\nb)") == ["name:a", "punctuation:(", "string:<\"open>", "name:b", "punctuation:)"])
        #expect(cut("/* open") == [])
        #expect(cut("\"\"\"" + "\nopen") == ["string:<\"\"\"\nopen>"])
    }

    @Test("Arguments are cut by tokens: an interpolation's comma, a closure's and a comment stay in their argument, whose text is whole")
    func arguments() throws {
        let text = #"""
            performSegue(withIdentifier: "web", sender: "https://\(host, privacy: .public)/help")
            call(first: { a, b in a + b } /* note */, second: #"raw \(x)"#, third: [1,
                2])
            """#
        let source = SwiftTokens(text)
        let (first, _) = try #require(source.arguments(from: 1))
        #expect(first.map(\.label) == ["withIdentifier", "sender"])
        #expect(first.map { source.text(of: $0) } == [#""web""#, #""https://\(host, privacy: .public)/help""#])
        let open = try #require(source.tokens.firstIndex { $0.name == "call" }) + 1
        let (second, _) = try #require(source.arguments(from: open))
        #expect(second.map { source.text(of: $0) } == ["{ a, b in a + b }", ##"#"raw \(x)"#"##, "[1,\n    2]"])
        // A call left open has no arguments to cut.
        #expect(SwiftTokens("f(a, b").arguments(from: 1) == nil)
    }

    @Test("Declarations: a type's name, dotted for an extension; what it inherits past generic parameters")
    func declarations() throws {
        let source = SwiftTokens("extension Outer.Inner: P {} class List<T: Hashable>: UIKit.UITableViewController, Q<T> {} class func f() {}")
        #expect(source.declaredName(after: 0)?.name == "Outer.Inner")
        #expect(source.typeName(after: 0) == "Inner")
        let list = try #require(source.tokens.firstIndex { $0.name == "List" }) - 1
        let (name, next) = try #require(source.declaredName(after: list))
        #expect(name == "List")
        #expect(source.inheritedTypes(from: next) == ["UIKit.UITableViewController", "Q"])
        let member = try #require(source.tokens.lastIndex { $0.name == "class" })
        #expect(source.declaredName(after: member) == nil)
    }
}
