/// A call in an app's Swift code that registers a cell or reusable view with UIKit by strings:
///
/// ```swift
/// tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
/// collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
/// ```
///
/// Only a call whose reuse identifier, and nib name, are string literals in the call is one: a constant's value is
/// the compiler's to know, not a scan's.
struct CellRegistration: Equatable {
    /// What is registered.
    enum Registered: Equatable {
        /// `UINib(nibName: name, bundle: …)`; `inAppBundle` when the bundle is `nil` or `Bundle.main`, the bundle whose
        /// XIBs are the app's own.
        case nib(name: String, inAppBundle: Bool)
        /// `Name.self`: the class's name as written, its module left out.
        case cellClass(String)
    }

    /// Where it is registered.
    enum Registry: Equatable {
        /// `forCellReuseIdentifier:`
        case tableCell
        /// `forHeaderFooterViewReuseIdentifier:`
        case tableHeaderFooter
        /// `forCellWithReuseIdentifier:`
        case collectionCell
        /// `forSupplementaryViewOfKind:withReuseIdentifier:`, with the storyboard's key for the kind
        /// (`sectionHeaderView`, `sectionFooterView`), or `nil` for another kind or one not written as a constant.
        case supplementaryView(elementKey: String?)
    }

    let registered: Registered
    let registry: Registry
    let reuseIdentifier: String
    /// The name of the view the call registers with, when it is a name of the type the call is in (`tableView`,
    /// `self.tableView`); `nil` when it is a longer expression, or none (a view registering with itself).
    let receiver: String?
    /// The innermost type or extension the call is written in (`ContactListController`), or `nil` at the top level.
    let enclosingType: String?
    /// Where the call's `register` is.
    let location: SourceLocation

    /// What the call registers, as a message names it: `the nib 'ContactCell'`, `BadgeCell.self`.
    var registeredDescription: String {
        switch registered {
        case .nib(let name, _): "the nib '\(name)'"
        case .cellClass(let name): "\(name).self"
        }
    }
}

extension CellRegistration.Registry {
    /// The storyboard prototypes of this registry: those a registration of the same identifier replaces.
    func holds(_ kind: StoryboardPrototype.Kind) -> Bool {
        switch (self, kind) {
        case (.tableCell, .tableViewCell), (.collectionCell, .collectionViewCell): true
        case let (.supplementaryView(key?), .supplementaryView(elementKey)): key == elementKey
        default: false
        }
    }

    /// The XIB elements UIKit accepts at the top of a nib registered here, and what a message calls them; `nil` when
    /// a custom class may make any element one (a header or footer view is a `<view>` of a `UITableViewHeaderFooterView`
    /// subclass).
    var nibElements: (elements: Set<String>, name: String)? {
        switch self {
        case .tableCell: (["tableViewCell"], "UITableViewCell")
        case .collectionCell: (["collectionViewCell"], "UICollectionViewCell")
        case .supplementaryView: (["collectionReusableView", "collectionViewCell"], "UICollectionReusableView")
        case .tableHeaderFooter: nil
        }
    }
}

extension CellRegistration {
    /// The registrations written in `text`, in file order.
    ///
    /// - Complexity: O(*n*) in the text's length.
    static func scan(_ text: String) -> [CellRegistration] {
        var scan = RegistrationScan(SwiftTokens(text).tokens)
        return scan.run()
    }
}

/// The walk over a file's tokens that finds registrations and the types they are written in.
private struct RegistrationScan {
    private let tokens: [SwiftTokens.Token]
    /// The open type bodies: each type's name and the brace depth its body opened at.
    private var types: [(name: String, depth: Int)] = []
    private var depth = 0
    /// A type named by `class`, `struct`, `enum`, `actor`, `protocol` or `extension` whose body has not opened yet.
    private var pendingType: String?

    init(_ tokens: [SwiftTokens.Token]) {
        self.tokens = tokens
    }

    /// Words that follow `class` when it declares a member, not a type.
    private static let memberWords: Set<String> = [
        "func", "var", "let", "override", "final", "private", "fileprivate", "internal", "public", "open", "subscript",
        "static", "dynamic", "required", "convenience", "weak", "unowned", "lazy", "nonisolated",
    ]

    private static let typeWords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]

    mutating func run() -> [CellRegistration] {
        var found: [CellRegistration] = []
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .punctuation("{"):
                depth += 1
                if let name = pendingType {
                    types.append((name, depth))
                    pendingType = nil
                }
            case .punctuation("}"):
                if let last = types.last, last.depth == depth { types.removeLast() }
                depth -= 1
            case .name(let word) where Self.typeWords.contains(word):
                if let name = typeName(after: index) { pendingType = name }
            case .name("register"):
                if index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
                   let registration = registration(at: index) {
                    found.append(registration)
                }
            default:
                break
            }
        }
        return found
    }

    /// The type `class`, `extension` (…) at `index` declares, the last part of a dotted name; `nil` for a member.
    private func typeName(after index: Int) -> String? {
        guard index + 1 < tokens.count, var name = tokens[index + 1].name,
              !Self.memberWords.contains(name), index == 0 || !tokens[index - 1].isPunctuation(".") else { return nil }
        var next = index + 2
        while next + 1 < tokens.count, tokens[next].isPunctuation("."), let part = tokens[next + 1].name {
            name = part
            next += 2
        }
        return name
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
                                receiver: receiver(before: index), enclosingType: types.last?.name, location: tokens[index].location)
    }

    /// An argument of a call: its label, and its value's tokens.
    private struct Argument {
        let label: String?
        let value: [SwiftTokens.Token]
    }

    /// The arguments of the call whose `(` is at `open`, or `nil` when it does not close.
    private func arguments(from open: Int) -> [Argument]? {
        var arguments: [Argument] = []
        var current: [SwiftTokens.Token] = []
        var nesting = 0
        var index = open + 1
        func close() {
            if current.count >= 2, let label = current[0].name, current[1].isPunctuation(":") {
                arguments.append(Argument(label: label, value: Array(current.dropFirst(2))))
            } else {
                arguments.append(Argument(label: nil, value: current))
            }
            current = []
        }
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                nesting += 1
            case .punctuation(")") where nesting == 0:
                close()
                return arguments
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                nesting -= 1
            case .punctuation(",") where nesting == 0:
                close()
                index += 1
                continue
            default:
                break
            }
            current.append(token)
            index += 1
        }
        return nil
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
        let inAppBundle = ["nil", "Bundle.main", ".main", "Foundation.Bundle.main"].contains(bundleValue)
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
        while position >= 0, tokens[position].kind == .other { position -= 1 }   // `?` or `!`
        guard position >= 0, let name = tokens[position].name else { return nil }
        guard position >= 1, tokens[position - 1].isPunctuation(".") else { return name }
        return position >= 2 && tokens[position - 2].name == "self" && (position < 3 || !tokens[position - 3].isPunctuation("."))
            ? name : nil
    }
}
