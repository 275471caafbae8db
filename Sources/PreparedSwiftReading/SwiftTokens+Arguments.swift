extension SwiftTokens {
    /// An argument of a call: its label, and its value's tokens.
    package struct Argument: Sendable {
        package let label: String?
        /// The value's tokens, the code of a string's interpolations included.
        package let value: [Token]
        /// Where the value's tokens are among the file's tokens.
        package let range: Range<Int>
    }

    /// The arguments of the call whose `(` is at `open`, and the index of its `)`; `nil` when it does not close.
    ///
    /// Arguments are cut at the commas outside brackets and outside literals: a comma in a string's interpolation
    /// (`"\(value, format: .number)"`) or in a closure is part of its argument.
    package func arguments(from open: Int) -> (arguments: [Argument], close: Int)? {
        var arguments: [Argument] = []
        var start = open + 1
        var nesting = 0
        var index = open + 1
        func close() {
            let value = tokens[start..<index]
            if value.count >= 2, let label = value.first?.name, value[value.startIndex + 1].isPunctuation(":") {
                arguments.append(Argument(label: label, value: Array(value.dropFirst(2)), range: (start + 2)..<index))
            } else {
                arguments.append(Argument(label: nil, value: Array(value), range: start..<index))
            }
        }
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                nesting += 1
            case .punctuation(")") where nesting == 0:
                // `f()` has no argument, not one empty one.
                if index > open + 1 { close() }
                return (arguments, index)
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                nesting -= 1
            case .punctuation(",") where nesting == 0:
                close()
                start = index + 1
            default:
                break
            }
            index = next(after: index)
        }
        return nil
    }

    /// The source text of an argument's value, whole: interpolations, raw strings, comments and line breaks inside
    /// kept as written; `nil` for an empty value.
    package func text(of argument: Argument?) -> String? {
        guard let argument, !argument.range.isEmpty else { return nil }
        return text(of: argument.range)
    }
}
