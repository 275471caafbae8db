#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// How ``SeguePreparing/show(_:as:prepare:)-(Destination,_,_)`` shows a view controller made
/// in code: AppKit's ways of presenting one from another, as a
/// storyboard's segues name them. A window controller is shown with
/// ``SeguePreparing/showWindow(_:prepare:)-(Destination,_)``.
public enum Presentation: Sendable, Hashable, CaseIterable {
    /// `presentAsSheet(_:)`: a sheet on the source's window (a Sheet segue).
    case sheet
    /// `presentAsModalWindow(_:)`: a modal window (a Modal segue).
    case modalWindow
}
#endif
