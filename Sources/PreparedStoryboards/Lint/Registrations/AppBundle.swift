/// How Swift names the app's own bundle in a `bundle:` argument, as the lint's registration rules and `migrate` read it.
package enum AppBundle {
    /// `nil`, `.main`, `Bundle.main` and `Foundation.Bundle.main`: UIKit and AppKit read `nil` as the main bundle.
    package static let spellings: Set<String> = ["nil", ".main", "Bundle.main", "Foundation.Bundle.main"]

    /// Whether a `bundle:` argument's source text names the app's bundle; no argument does too.
    package static func isNamed(by text: String?) -> Bool {
        text.map(spellings.contains) ?? true
    }
}
