import PreparedSwiftReading

/// What the lint reads in one Swift file: the calls that register cells by strings, the calls that dequeue them by a
/// literal identifier, and how often each string literal is written.
struct SourceScan {
    /// The registrations, in file order.
    private(set) var registrations: [CellRegistration] = []
    /// The dequeues that raise when nothing registers their identifier, in file order.
    private(set) var dequeues: [CellDequeue] = []
    /// Each plain string literal's value, and how many times the file writes it.
    private(set) var literals: [String: Int] = [:]
    /// The names the file declares that an identifier may be spelled from: its types (`class`, `struct`, `enum`,
    /// `actor`, `protocol`; not extensions), which `String(describing:)` spells, and its enum cases, whose names are a
    /// `String` enum's raw values when it writes none.
    private(set) var declaredNames: Set<String> = []

    private let source: SwiftTokens
    private var tokens: [SwiftToken] { source.tokens }
    /// The types, functions and `#if` branches around each token.
    private let scopes: SwiftScopes

    /// Scans `text`.
    ///
    /// - Complexity: O(*n*) in the text's length.
    init(_ text: String) {
        source = SwiftTokens(text)
        scopes = SwiftScopes(source)
        run()
    }

    /// Reads the tokens in order, in every `#if` branch: each branch is compiled for some platform or configuration.
    private mutating func run() {
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .string(let value?):
                literals[value, default: 0] += 1
            case .name(let word) where SwiftTokens.typeWords.contains(word):
                if word != "extension", let name = source.typeName(after: index) { declaredNames.insert(name) }
            case .name("case"):
                declaredNames.formUnion(caseNames(after: index))
            case .name("register"):
                if index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
                   let registration = registration(at: index) {
                    registrations.append(registration)
                }
            case .name(let name) where CellDequeue.methods.contains(name):
                if index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), let dequeue = dequeue(at: index, method: name) {
                    dequeues.append(dequeue)
                }
            default:
                break
            }
        }
    }

    /// The simple name of the innermost type whose body holds the token at `index`.
    private func enclosingType(at index: Int) -> String? {
        scopes.enclosingType(at: index)?.simpleName
    }

    /// The dequeue whose method name is at `index`, when it takes a literal identifier and an index path (the forms
    /// that raise for an identifier nothing registers); `nil` for any other call.
    private func dequeue(at index: Int, method: String) -> CellDequeue? {
        guard let arguments = arguments(from: index + 1) else { return nil }
        let labels = arguments.map(\.label)
        let identifier: [SwiftTokens.Token]
        switch labels {
        case ["withIdentifier", "for"], ["withReuseIdentifier", "for"]:
            identifier = arguments[0].value
        case ["ofKind", "withReuseIdentifier", "for"]:
            identifier = arguments[1].value
        default:
            return nil
        }
        guard identifier.count == 1, case .string(let reuseIdentifier?) = identifier[0].kind else { return nil }
        return CellDequeue(method: method, reuseIdentifier: reuseIdentifier, location: tokens[index].location,
                           isCollectionCell: labels.first == "withReuseIdentifier",
                           elementKey: labels.first == "ofKind" ? Self.elementKey(arguments[0].value) : nil,
                           enclosingType: enclosingType(at: index))
    }

    /// The names a `case` at `index` declares on its line: `case contact, note = "note"` declares both; a pattern
    /// (`case .contact:`, `case let x`) declares none that matters.
    private func caseNames(after index: Int) -> [String] {
        var names: [String] = []
        var next = index + 1
        let line = tokens[index].location.line
        while next < tokens.count, tokens[next].location.line == line, let name = tokens[next].name {
            names.append(name)
            next += 1
            // Past a raw value or associated values, to the next `,` of the line.
            var nesting = 0
            while next < tokens.count, tokens[next].location.line == line {
                let token = tokens[next]
                if token.isPunctuation("(") { nesting += 1 } else if token.isPunctuation(")") { nesting -= 1 }
                next += 1
                if nesting == 0, token.isPunctuation(",") { break }
            }
        }
        return names
    }

    /// The registration whose `register` is at `index`, or `nil` when the call is not one written with literals.
    private func registration(at index: Int) -> CellRegistration? {
        guard let arguments = arguments(from: index + 1) else { return nil }
        let registry: CellRegistration.Registry
        let identifier: [SwiftTokens.Token]
        switch arguments.map(\.label) {
        case [nil, "forCellReuseIdentifier"]:
            (registry, identifier) = (.tableCell, arguments[1].value)
        case [nil, "forHeaderFooterViewReuseIdentifier"]:
            (registry, identifier) = (.tableHeaderFooter, arguments[1].value)
        case [nil, "forCellWithReuseIdentifier"]:
            (registry, identifier) = (.collectionCell, arguments[1].value)
        case [nil, "forSupplementaryViewOfKind", "withReuseIdentifier"]:
            (registry, identifier) = (.supplementaryView(elementKey: Self.elementKey(arguments[1].value)), arguments[2].value)
        default:
            return nil
        }
        guard identifier.count == 1, case .string(let reuseIdentifier?) = identifier[0].kind,
              let registered = Self.registered(arguments[0].value) else { return nil }
        return CellRegistration(registered: registered, registry: registry, reuseIdentifier: reuseIdentifier,
                                receiver: receiver(before: index), enclosingType: enclosingType(at: index), location: tokens[index].location)
    }

    /// The arguments of the call whose `(` is at `open`, or `nil` when it does not close.
    private func arguments(from open: Int) -> [SwiftTokens.Argument]? {
        source.arguments(from: open)?.arguments
    }

    /// What the first argument registers: `UINib(nibName: "…", bundle: …)` or `Name.self`; `nil` for anything else.
    private static func registered(_ value: [SwiftTokens.Token]) -> CellRegistration.Registered? {
        let names = value.map(\.name)
        if names.last == "self", value.count >= 3, value[value.count - 2].isPunctuation("."),
           let name = names[value.count - 3], value.dropLast(3).allSatisfy({ $0.name != nil || $0.isPunctuation(".") }) {
            return .cellClass(name)
        }
        // UINib(nibName: "Name", bundle: …), or UINib.init(nibName: …)
        var rest = value[...]
        guard rest.first?.name == "UINib" else { return nil }
        rest = rest.dropFirst()
        if rest.first?.isPunctuation(".") == true, rest.dropFirst().first?.name == "init" { rest = rest.dropFirst(2) }
        guard rest.count >= 5, rest.first?.isPunctuation("(") == true, rest.last?.isPunctuation(")") == true else { return nil }
        let inside = Array(rest.dropFirst().dropLast())
        guard inside.count >= 3, inside[0].name == "nibName", inside[1].isPunctuation(":"),
              case .string(let name?) = inside[2].kind else { return nil }
        let bundle = inside.dropFirst(3)
        guard bundle.count >= 3, bundle.first?.isPunctuation(",") == true, bundle.dropFirst().first?.name == "bundle" else { return nil }
        let bundleValue = bundle.dropFirst(3).compactMap { $0.name ?? ($0.isPunctuation(".") ? "." : nil) }.joined()
        let inAppBundle = AppBundle.spellings.contains(bundleValue)
            && bundle.dropFirst(3).allSatisfy { $0.name != nil || $0.isPunctuation(".") }
        return .nib(name: name, inAppBundle: inAppBundle)
    }

    /// The storyboard's key for a supplementary kind written as UIKit's constant (`UICollectionView.elementKindSectionHeader`,
    /// `.elementKindSectionHeader`, or `UICollectionElementKindSectionHeader`); `nil` for anything else.
    private static func elementKey(_ value: [SwiftTokens.Token]) -> String? {
        switch value.last?.name {
        case "elementKindSectionHeader", "UICollectionElementKindSectionHeader": "sectionHeaderView"
        case "elementKindSectionFooter", "UICollectionElementKindSectionFooter": "sectionFooterView"
        default: nil
        }
    }

    /// The name before `.register`, when it is one name of the enclosing type: `tableView.register`, `self.tableView.register`
    /// or `tableView?.register`.
    private func receiver(before index: Int) -> String? {
        var position = index - 1
        guard position >= 0, tokens[position].isPunctuation(".") else { return nil }
        position -= 1
        while position >= 0, tokens[position].isOther() { position -= 1 }   // `?` or `!`
        guard position >= 0, let name = tokens[position].name else { return nil }
        guard position >= 1, tokens[position - 1].isPunctuation(".") else { return name }
        var owner = position - 2
        while owner >= 0, tokens[owner].isOther() { owner -= 1 }   // `self?.tableView` in a `[weak self]` closure
        return owner >= 0 && tokens[owner].name == "self" && (owner < 1 || !tokens[owner - 1].isPunctuation(".")) ? name : nil
    }
}
