#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The typed `performSegue(_:sender:)`, `performSegue(_:sender:prepare:)` and
// `shouldPerformSegue(_:sender:)` on every view and window controller, over
// AppKit's own `performSegue(withIdentifier:sender:)` and
// `shouldPerformSegue(withIdentifier:sender:)` (`NSStoryboardSegue.Identifier` is a `String`).

extension NSViewController: StoryboardSeguePerforming {}

extension NSWindowController: StoryboardSeguePerforming {}
#endif
