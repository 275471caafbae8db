/// What a check of the built bundle found: how many scenes, custom classes,
/// connections and resources it checked and left unchecked, and each failure
/// with its storyboard and identifier.
///
/// The generated `Storyboards.checkBundle()` makes it.
public struct StoryboardBundleReport: Sendable, Hashable, CustomStringConvertible {
    /// What failed, in the order checked.
    public let failures: [StoryboardBundleFailure]
    /// How many scenes, prototypes, objects, connections and resources were checked.
    public let checkedCount: Int
    /// How many were left unchecked because this platform cannot answer for them (actions, segue actions and
    /// outlets without the Objective-C runtime), or nothing it can ask answers for them (an action sent to the
    /// first responder that no class the storyboards name and no framework responder implements).
    public let uncheckedCount: Int
    /// The framework that loaded the storyboards: `UIKit` or `AppKit`.
    public let framework: String

    /// A report of `failures` among `checkedCount` checks made with `framework`, `uncheckedCount` left unchecked.
    package init(failures: [StoryboardBundleFailure], checkedCount: Int, uncheckedCount: Int = 0, framework: String) {
        self.failures = failures
        self.checkedCount = checkedCount
        self.uncheckedCount = uncheckedCount
        self.framework = framework
    }

    /// Whether everything checked passed.
    public var isValid: Bool { failures.isEmpty }

    /// One line of totals, then a line per failure.
    public var description: String {
        let unchecked = uncheckedCount == 0 ? "" : ", \(uncheckedCount) not checked here"
        let head = "Storyboard bundle check (\(framework)): \(checkedCount) checked, \(failures.count) failing\(unchecked)"
        return ([head] + failures.map { "  fails  \($0)" }).joined(separator: "\n")
    }
}
