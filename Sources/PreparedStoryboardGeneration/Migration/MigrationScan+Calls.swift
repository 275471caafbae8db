import PreparedStoryboards
import PreparedSwiftReading

/// The call forms: segues performed, scenes and storyboards instantiated, nibs loaded, and the nib an overridden
/// property names.
extension MigrationScan {
    /// A call of `name` whose `(` follows `index`; `callee` is how the code writes the function, when more than its name
    /// (`CellProvider<IconCell>`).
    mutating func readCall(_ name: String, at index: Int, callee: (text: String, start: Int)? = nil) {
        guard let (arguments, close) = source.arguments(from: index + 1) else { return }
        let labels = arguments.map(\.label)
        switch (name, labels.first ?? nil) {
        case ("performSegue", "withIdentifier"), ("performSegueWithIdentifier", nil):
            guard var found = literalUse(.performSegue, of: arguments.first) else { return }
            found.onSelf = isOnSelf(index)
            if !found.onSelf, let receiver = receiver(before: index) {
                found.receiver = source.text(of: receiver)
                found.receiverClass = declaredClass(of: receiver, before: index)
            }
            found.sender = source.text(of: arguments.first { $0.label == "sender" }) ?? (arguments.count > 1 ? source.text(of: arguments[1]) : nil)
            found.replaced = bytes(index, through: close)
            uses.append(found)
        case ("instantiateViewController", "withIdentifier"), ("instantiateController", "withIdentifier"),
             ("instantiateViewController", "identifier"),
             ("instantiateViewControllerWithIdentifier", nil), ("instantiateControllerWithIdentifier", nil):
            guard var found = literalUse(.instantiateScene, of: arguments.first) else { return }
            let named = storyboard(before: index)
            found.storyboard = named?.name
            found.inOtherBundle = named?.inOtherBundle ?? false
            found.fromOwnStoryboard = named == nil && isOnOwnStoryboard(index)
            found.creator = source.text(of: arguments.first { $0.label == "creator" }) ?? trailingClosure(after: close)
            readCast(after: close, of: index, into: &found)
            uses.append(found)
        case (let method, _) where Self.initialSceneMethods.contains(method):
            readInitialScene(at: index, close: close,
                             creator: source.text(of: arguments.first { $0.label == "creator" }) ?? trailingClosure(after: close))
        case ("UIStoryboard", "name"), ("NSStoryboard", "name"):
            readStoryboard(name, arguments, at: index, close: close)
        case ("init", "name") where index >= 2 && ["UIStoryboard", "NSStoryboard"].contains(tokens[index - 2].name ?? ""):
            readStoryboard(tokens[index - 2].name ?? name, arguments, at: index, close: close)
        case ("elementsEqual", nil) where arguments.count == 1:
            readComparison(call: index, argument: arguments[0])
        case (_, "nibName"), (_, "windowNibName"), ("NSNib", "nibNamed"), ("loadNibNamed", nil):
            guard var found = literalUse(.nibName, of: arguments.first) else { return }
            found.callee = callee?.text ?? name
            found.replaced = bytes(callee?.start ?? index, through: close)
            found.nameLabel = arguments.first?.label
            for argument in arguments.dropFirst() {
                if let label = argument.label, let text = source.text(of: argument) { found.nibArguments.append((label, text)) }
            }
            found.inOtherBundle = !AppBundle.isNamed(by: found.nibArguments.first { $0.label == "bundle" }?.text)
            uses.append(found)
        default:
            break
        }
    }

    /// The properties a view controller or a window controller overrides to name its nib.
    private static let nibNameProperties: Set<String> = ["nibName", "windowNibName"]

    /// `override var nibName: String? { "Cell" }`, `override var windowNibName: NSNib.Name? { return "Window" }`,
    /// `{ NSNib.Name("Window") }`, and each `return "Cell"` of a body that chooses: the string at `index` is a value the
    /// property returns.
    mutating func readOverriddenNibName(at index: Int) {
        // The property's body, through the blocks of its statements (an `if` that chooses the nib).
        guard let property = scopes.scopes(around: index).first(where: { scopes.scopes[$0].declaration != .block }),
              case .property(let name) = scopes.scopes[property].declaration, Self.nibNameProperties.contains(name),
              case .string(let literal) = tokens[index].kind else { return }
        // The value: the string, or `NSNib.Name("Cell")`, `.init("Cell")`.
        var start = index
        var end = index + 1
        if index >= 2, tokens[index - 1].isPunctuation("("), end < tokens.count, tokens[end].isPunctuation(")") {
            var name = index - 2
            while name >= 1, tokens[name - 1].isPunctuation("."), tokens[name].name != nil || tokens[name].isPunctuation(".") { name -= 1 }
            if tokens[name].isPunctuation("."), name >= 1, tokens[name - 1].name != nil { name -= 1 }
            if ["Name", "init"].contains(tokens[index - 2].name ?? "") {
                start = name
                end += 1
            }
        }
        let body = scopes.scopes[property]
        let isWholeBody = start == body.open + 1 && end == body.close
        guard isWholeBody || (start >= 1 && tokens[start - 1].name == "return") else { return }
        var found = use(.nibName, literal: literal, at: index)
        found.nameLabel = name
        found.replaced = bytes(start, through: end - 1)
        uses.append(found)
    }

    /// Where the name before the generic arguments whose `>` is at `close` is: `CellProvider` of `CellProvider<IconCell>`.
    func genericTypeStart(closedAt close: Int) -> Int? {
        var nesting = 0
        var index = close
        while index > 0 {
            if tokens[index].isOther(UInt8(ascii: ">")) { nesting += 1 }
            if tokens[index].isOther(UInt8(ascii: "<")) {
                nesting -= 1
                if nesting == 0 { return tokens[index - 1].name == nil ? nil : index - 1 }
            }
            // Generic arguments hold names, dots, commas, `?`, `[`, `]` and `:`; anything else is an operator's `>`.
            if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("{") || tokens[index].isPunctuation(")") { return nil }
            index -= 1
        }
        return nil
    }

    /// The methods that instantiate a storyboard's initial scene: UIKit's and AppKit's.
    static let initialSceneMethods: Set<String> = ["instantiateInitialViewController", "instantiateInitialController"]

    /// `instantiateInitialViewController()` at `index`, whose call ends at `close`, on a storyboard a literal names.
    mutating func readInitialScene(at index: Int, close: Int, creator: String?) {
        guard let storyboard = storyboard(before: index) else { return }
        var found = use(.instantiateInitialScene, literal: storyboard.name, at: index)
        found.inOtherBundle = storyboard.inOtherBundle
        found.creator = creator
        readCast(after: close, of: index, into: &found)
        uses.append(found)
    }

    /// The text of a trailing closure right after the `)` at `close`.
    private func trailingClosure(after close: Int) -> String? {
        close + 1 < tokens.count && tokens[close + 1].isPunctuation("{") ? closure(from: close + 1) : nil
    }

    /// The text of the closure whose `{` is at `open`, braces included.
    func closure(from open: Int) -> String? {
        var nesting = 0
        var index = open
        while index < tokens.count {
            if tokens[index].isPunctuation("{") { nesting += 1 }
            if tokens[index].isPunctuation("}") {
                nesting -= 1
                if nesting == 0 { return source.text(of: open..<(index + 1)) }
            }
            index = source.next(after: index)
        }
        return nil
    }

    private mutating func readStoryboard(_ type: String, _ arguments: [SwiftTokens.Argument], at index: Int, close: Int) {
        guard var found = literalUse(.storyboardName, of: arguments.first) else { return }
        found.callee = type
        // `UIStoryboard.init(name:bundle:)` is replaced from its type's name.
        found.replaced = bytes(tokens[index].name == "init" ? index - 2 : index, through: close)
        found.bundle = source.text(of: arguments.first { $0.label == "bundle" })
        found.inOtherBundle = !AppBundle.isNamed(by: found.bundle)
        uses.append(found)
        // `let storyboard = UIStoryboard(name: "Main", …)`: the name now means that storyboard.
        var start = index
        if start >= 2, tokens[start - 1].isPunctuation("."), tokens[start].name == "init" { start -= 2 }
        if start >= 3, tokens[start - 1].isOther(UInt8(ascii: "=")), let variable = tokens[start - 2].name,
           ["let", "var"].contains(tokens[start - 3].name ?? ""), let literal = found.literal {
            storyboardNames.append((variable, (literal, found.inOtherBundle), scopes.scope(at: index)))
        }
    }

    /// A use of `kind` when `argument` is a string literal, or a type made from one (`NSStoryboard.SceneIdentifier("Detail")`,
    /// `NSStoryboard.Name(rawValue: "Main")`); `nil` when the argument holds no string (a constant: not a literal use).
    private func literalUse(_ kind: StringUse.Kind, of argument: SwiftTokens.Argument?) -> Use? {
        guard let argument, let string = argument.range.first(where: { tokens[$0].isString }) else { return nil }
        // The argument's own tokens, past the code of a string's interpolations.
        var outer: [Int] = []
        var index = argument.range.lowerBound
        while index < argument.range.upperBound {
            outer.append(index)
            index = source.next(after: index)
        }
        let plain: Bool
        if outer.count == 1 {
            plain = true
        } else {
            // Names and dots, `(`, an optional `rawValue:`, the string, `)`.
            let head = outer.prefix { tokens[$0].name != nil || tokens[$0].isPunctuation(".") }
            var rest = outer.dropFirst(head.count).map { tokens[$0] }[...]
            plain = !head.isEmpty && outer.count { tokens[$0].isString } == 1 && rest.popFirst()?.isPunctuation("(") == true
                && rest.popLast()?.isPunctuation(")") == true
                && (rest.count == 1 || (rest.count == 3 && rest.first?.name == "rawValue" && rest.dropFirst().first?.isPunctuation(":") == true))
        }
        guard case .string(let literal) = tokens[string].kind else { return nil }
        return use(kind, literal: plain ? literal : nil, at: string)
    }

    /// Whether the call whose name is at `index` is made on `self`, or on nothing.
    private func isOnSelf(_ index: Int) -> Bool {
        guard index >= 2, tokens[index - 1].isPunctuation(".") else { return true }
        var receiver = index - 2
        while receiver > 0, tokens[receiver].isOther() { receiver -= 1 }   // `self?.` in a `[weak self]` closure
        return tokens[receiver].name == "self" && (receiver < 1 || !tokens[receiver - 1].isPunctuation("."))
    }

    /// The tokens of the object a method whose name is at `index` is called on, when it is a chain of names
    /// (`inbox`, `self.inbox`, `coordinator?.inbox`).
    private func receiver(before index: Int) -> Range<Int>? {
        guard index >= 2, tokens[index - 1].isPunctuation(".") else { return nil }
        var start = index - 2
        var end = index - 1
        while end > start, tokens[end - 1].isOther() { end -= 1 }   // `inbox?.`: the receiver is `inbox`
        while start > 0, tokens[start].isOther() { start -= 1 }
        guard tokens[start].name != nil else { return nil }
        while start >= 2, tokens[start - 1].isPunctuation("."), tokens[start - 2].name != nil || tokens[start - 2].isOther() {
            start -= 2
            while start > 0, tokens[start].isOther() { start -= 1 }
        }
        return start..<end
    }

    /// The class the file declares the receiver `range` holds to be, when it is one name (or `self.` and one name):
    /// the nearest `let inbox: InboxController`, `inbox: InboxController` parameter, or `let inbox = InboxController(`
    /// before `index`.
    private func declaredClass(of range: Range<Int>, before index: Int) -> String? {
        let names = range.compactMap { tokens[$0].name }.filter { $0 != "self" }
        guard names.count == 1, let name = names.first else { return nil }
        var position = index - 1
        while position >= 1 {
            defer { position -= 1 }
            guard tokens[position].name == name, position + 2 < tokens.count, !tokens[position - 1].isPunctuation(".") else { continue }
            let declares = ["let", "var"].contains(tokens[position - 1].name ?? "") || tokens[position - 1].isPunctuation("(")
                || tokens[position - 1].isPunctuation(",") || tokens[position - 1].name != nil
            guard declares else { continue }
            if tokens[position + 1].isPunctuation(":"), let type = source.dottedName(from: position + 2)?.name, type.first?.isUppercase == true {
                return type
            }
            if tokens[position + 1].isOther(UInt8(ascii: "=")), ["let", "var"].contains(tokens[position - 1].name ?? ""),
               let (type, next) = source.dottedName(from: position + 2), type.first?.isUppercase == true,
               next < tokens.count, tokens[next].isPunctuation("(") {
                return type
            }
        }
        return nil
    }

    /// Whether the call at `index` is made on the `storyboard` of the object whose code it is: `storyboard?.`,
    /// `self.storyboard!.`.
    private func isOnOwnStoryboard(_ index: Int) -> Bool {
        guard let receiver = receiver(before: index) else { return false }
        let names = receiver.compactMap { tokens[$0].name }
        return names == ["storyboard"] || names == ["self", "storyboard"]
    }

    /// The storyboard a call at `index` is made on, when a literal names it: `UIStoryboard(name: "Main", bundle: nil).…`,
    /// or a name bound to one earlier in the file.
    func storyboard(before index: Int) -> NamedStoryboard? {
        switch receiverStart(before: index) {
        case (_, false)?:
            // The name right before the call: `storyboard` of `self.storyboard?.`.
            let name = tokens[(0..<index).last { tokens[$0].name != nil } ?? 0].name
            return storyboardNames.last { $0.name == name && scopes.scope($0.scope, holds: index) }?.storyboard
        case (let callee, true)?:
            guard ["UIStoryboard", "NSStoryboard"].contains(tokens[callee].name ?? ""),
                  let open = (callee..<index).first(where: { tokens[$0].isPunctuation("(") }),
                  let arguments = source.arguments(from: open)?.arguments,
                  arguments.first?.label == "name", let found = literalUse(.storyboardName, of: arguments.first), let name = found.literal else { return nil }
            return (name, !AppBundle.isNamed(by: source.text(of: arguments.first { $0.label == "bundle" })))
        case nil:
            return nil
        }
    }

    /// Where the object a method whose name is at `index` is called on starts, and whether it is made by a call: the
    /// first name of a chain (`storyboard.`, `self.storyboard?.`), or the type whose call makes it
    /// (`UIStoryboard(name: "Main", bundle: nil).`, `UIStoryboard.init(…).`).
    private func receiverStart(before index: Int) -> (start: Int, isCall: Bool)? {
        guard index >= 2, tokens[index - 1].isPunctuation(".") else { return nil }
        var position = index - 2
        while position > 0, tokens[position].isOther() { position -= 1 }
        if tokens[position].name != nil { return receiver(before: index).map { ($0.lowerBound, false) } }
        guard tokens[position].isPunctuation(")") else { return nil }
        // Back to the `(` that matches, then the type before it.
        var nesting = 0
        while position > 0 {
            if tokens[position].isPunctuation(")") { nesting += 1 }
            if tokens[position].isPunctuation("(") {
                nesting -= 1
                if nesting == 0 { break }
            }
            position -= 1
        }
        var callee = position - 1
        if callee >= 2, tokens[callee].name == "init", tokens[callee - 1].isPunctuation(".") { callee -= 2 }
        return callee >= 0 && tokens[callee].name != nil ? (callee, true) : nil
    }

    /// The class of an `as!` or `as?` right after the `)` at `close` of the call whose name is at `index`; for `as!`,
    /// what the scene's typed code replaces: from the storyboard the call is made on through the class cast to.
    private func readCast(after close: Int, of index: Int, into use: inout Use) {
        guard close + 3 < tokens.count, tokens[close + 1].name == "as",
              tokens[close + 2].isOther(UInt8(ascii: "!")) || tokens[close + 2].isOther(UInt8(ascii: "?")),
              let (castClass, next) = source.dottedName(from: close + 3) else { return }
        use.castClass = castClass
        use.isCastForced = tokens[close + 2].isOther(UInt8(ascii: "!"))
        guard use.isCastForced, let start = receiverStart(before: index)?.start else { return }
        use.replaced = bytes(start, through: next - 1)
        use.allowsTry = scopes.allowsTry(at: index, in: source) && allowsTry(before: start)
    }

    /// Whether `try` may be written before the token at `start`: after an assignment's `=`, a bracket, a comma, a
    /// label's colon or a keyword (`return`), not after another operator (`a ?? try b()` does not compile).
    private func allowsTry(before start: Int) -> Bool {
        guard start >= 1 else { return true }
        let previous = tokens[start - 1]
        guard previous.isOther() else { return true }
        let isAssignment = previous.isOther(UInt8(ascii: "=")) && (start < 2 || !tokens[start - 2].isOther() || tokens[start - 2].end < previous.offset)
        return isAssignment
    }
}
