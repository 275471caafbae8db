#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIStoryboard {
    /// The storyboard file named by a typed value.
    ///
    /// ```swift
    /// let storyboard = UIStoryboard(AppStoryboard.main)
    /// ```
    public convenience init(_ file: some StoryboardName, bundle: Bundle? = nil) {
        self.init(name: file.name, bundle: bundle)
    }
}
#endif
