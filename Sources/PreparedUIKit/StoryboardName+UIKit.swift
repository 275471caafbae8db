#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIStoryboard {
    /// The storyboard file named by a typed value.
    ///
    /// ```swift
    /// let storyboard = UIStoryboard(AppStoryboard.main)
    /// ```
    /// - Parameters:
    ///   - file: The storyboard's typed name.
    ///   - bundle: The bundle that holds it; `nil` for the file's own (``StoryboardName/bundle``).
    public convenience init(_ file: some StoryboardName, bundle: Bundle? = nil) {
        self.init(name: file.name, bundle: bundle ?? file.bundle)
    }
}
#endif
