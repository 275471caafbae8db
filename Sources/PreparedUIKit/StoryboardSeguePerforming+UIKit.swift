#if canImport(UIKit) && !os(watchOS)
import UIKit

// The typed `performSegue(_:sender:)`, `performSegue(_:sender:prepare:)` and
// `shouldPerformSegue(_:sender:)` on every view controller, over UIKit's own
// `performSegue(withIdentifier:sender:)` and `shouldPerformSegue(withIdentifier:sender:)`.

extension UIViewController: StoryboardSeguePerforming {}
#endif
