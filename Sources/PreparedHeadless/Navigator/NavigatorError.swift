import Prepared

/// Why a simulated navigator could not perform a segue or change its stacks.
/// When it is thrown, nothing was shown.
public enum NavigatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The destination could not be instantiated from the storyboard's layout.
    case storyboard(HeadlessStoryboardError)
    /// A preparation step failed; the destination was discarded.
    case preparation(TransitionError)
    /// The source is on none of the navigator's stacks.
    case notShown(source: String)
    /// The source was not instantiated from a storyboard, so it has no segues.
    case notFromStoryboard(source: String)
    /// No declared segue leads from the source to the destination (with this identifier).
    case noSegue(storyboard: String, source: String, destination: String, identifier: String?, declared: [String])
    /// Several segues lead from the source to the destination; pass an identifier.
    case ambiguousSegue(storyboard: String, source: String, destination: String, identifiers: [String])
    /// `pop()` on a navigation stack holding only its root.
    case nothingToPop(root: String)
    /// `dismiss()` with nothing presented.
    case nothingToDismiss(root: String)
    /// `pop(to:)` with a controller that is not on the top navigation stack.
    case notOnTopStack(controller: String, topStack: [String])
    /// `unwind(to:)` with no earlier screen to go back to: none of the class
    /// asked for, or a controller that is not below the visible one.
    case noUnwindTarget(target: String, unwinding: String, shown: [String])

    /// What went wrong, naming the classes, and what to change.
    public var description: String {
        switch self {
        case .storyboard(let error):
            error.description
        case .preparation(let error):
            error.description
        case let .notShown(source):
            "\(source) is not shown by this navigator. Perform segues from a controller on one of its stacks "
                + "(the visible one by default), or push or present \(source) first."
        case let .notFromStoryboard(source):
            "\(source) was not instantiated from a storyboard, so it has no segues. "
                + "Instantiate it with `storyboard.instantiate(\(SwiftCode.metatype(source)))`, "
                + "or show the next screen with `navigator.push(_:)`."
        case let .noSegue(storyboard, source, destination, identifier, declared):
            "Storyboard '\(storyboard)' declares no segue from \(source) to \(destination)"
                + (identifier.map { " with identifier \($0)" } ?? "")
                + ". Declare it with `board.segue(from: \(SwiftCode.metatype(source)), to: \(SwiftCode.metatype(destination))"
                + (identifier.map { ", identifier: \($0)" } ?? "") + ")`"
                + (declared.isEmpty ? "." : "; segues from \(source): \(declared.joined(separator: "; ")).")
        case let .ambiguousSegue(storyboard, source, destination, identifiers):
            Self.ambiguity(storyboard: storyboard, source: source, destination: destination, identifiers: identifiers)
        case let .nothingToPop(root):
            "The navigation stack holds only its root, \(root): there is nothing to pop."
        case let .nothingToDismiss(root):
            "Nothing is presented over \(root): there is nothing to dismiss."
        case let .notOnTopStack(controller, topStack):
            "\(controller) is not on the top navigation stack (\(topStack.joined(separator: " → "))), so pop(to:) cannot go back to it. "
                + "To go back to a screen under a presented stack, use `navigator.unwind(to: \(SwiftCode.metatype(controller)))`."
        case let .noUnwindTarget(target, unwinding, shown):
            "No screen shown below \(unwinding) is \(TypeName.withArticle(target)), so there is nothing to unwind to "
                + "(shown, bottom first: \(shown.joined(separator: " → "))). "
                + "Unwind to one of the screens below \(unwinding), or show \(TypeName.withArticle(target)) before it."
        }
    }

    /// The words for segues that `perform` cannot tell apart: identifiers to
    /// pass when they are distinct, identifiers to declare when some are
    /// missing, distinct ones when one is repeated.
    private static func ambiguity(storyboard: String, source: String, destination: String, identifiers: [String]) -> String {
        let missing = identifiers.filter { $0 == "(none)" }.count
        let named = identifiers.filter { $0 != "(none)" }
        var counts: [String: Int] = [:]
        for identifier in named { counts[identifier, default: 0] += 1 }
        let repeated = named.filter { counts[$0, default: 0] > 1 }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var text = "Storyboard '\(storyboard)' declares \(identifiers.count) segues from \(source) to \(destination), "
            + "which perform cannot tell apart."
        let segue = "board.segue(from: \(SwiftCode.metatype(source)), to: \(SwiftCode.metatype(destination))"
        if missing == identifiers.count {
            let enumName = "\(SwiftCode.simpleName(destination))Segue"
            let cases = ordinals(identifiers.count)
            text += " None has an identifier: declare one for each, "
                + "`enum \(enumName): SegueName { case \(cases.joined(separator: ", ")) }`, "
                + "and pass it to each declaration, as `\(segue), identifier: \(enumName).\(cases[0]))`."
            return text
        }
        for identifier in repeated {
            text += " \(identifier) is the identifier of \(counts[identifier, default: 0]) of them: "
                + "give each its own, with a case of its own in \(identifier.split(separator: ".").dropLast().joined(separator: "."))."
        }
        if missing > 0 {
            text += missing == 1
                ? " One has no identifier: give it one too."
                : " \(missing) have no identifier: give each one too."
        }
        let distinct = named.filter { counts[$0, default: 0] == 1 }
        if repeated.isEmpty, !distinct.isEmpty {
            let calls = distinct.map { "`navigator.perform(\(SwiftCode.metatype(destination)), identifier: \($0))`" }
            text += " Pass one of their identifiers to perform: \(calls.joined(separator: " or "))."
        }
        return text
    }

    private static func ordinals(_ count: Int) -> [String] {
        let words = ["first", "second", "third", "fourth", "fifth"]
        return count <= words.count ? Array(words.prefix(count)) : (1...count).map { "segue\($0)" }
    }
}
