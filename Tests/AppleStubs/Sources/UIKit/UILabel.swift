/// Stub of `UILabel` (Apple: `@MainActor class UILabel`, a subclass of UIView), for the outlets storyboards connect to labels.
@MainActor
open class UILabel: UIView {
    // Apple: `var text: String? { get set }`
    open var text: String?
}
