/// Stub of `UILabel` (Apple: `@MainActor class UILabel`, a subclass of UIView), for the outlets storyboards connect to labels.
@MainActor
open class UILabel: UIView {
    // Apple: `var text: String? { get set }`
    open var text: String?
}

/// Stub of `UIControl` (Apple: `@MainActor class UIControl`, a subclass of UIView), the superclass of the controls
/// the stubs declare.
@MainActor
open class UIControl: UIView {}

/// Stub of `UITextField` (Apple: `@MainActor class UITextField`, a subclass of UIControl), for the outlets XIBs
/// connect to text fields.
@MainActor
open class UITextField: UIControl {
    // Apple: `var text: String? { get set }`
    open var text: String?
}
