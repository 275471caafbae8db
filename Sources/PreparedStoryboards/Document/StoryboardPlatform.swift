/// The platform a storyboard is written for, from its document `type`.
public enum StoryboardPlatform: String, Sendable, Hashable, CustomStringConvertible {
    /// UIKit on iPhone and iPad (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`).
    case iOS
    /// UIKit on Apple TV (`com.apple.InterfaceBuilder.AppleTV.Storyboard`).
    case tvOS
    /// AppKit (`com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB`).
    case macOS

    /// The platform of a document `type` attribute, or `nil` for one that is no storyboard this reader knows.
    init?(documentType: String) {
        switch documentType {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": self = .iOS
        case "com.apple.InterfaceBuilder.AppleTV.Storyboard": self = .tvOS
        case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": self = .macOS
        default: return nil
        }
    }

    /// `iOS`, `tvOS` or `macOS`.
    public var description: String { rawValue }
}
