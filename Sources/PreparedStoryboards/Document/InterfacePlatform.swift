/// The platform a storyboard or a XIB is written for, from its document `type`.
public enum InterfacePlatform: String, Sendable, Hashable, CustomStringConvertible {
    /// UIKit on iPhone and iPad (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`;
    /// a XIB: `com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
    case iOS
    /// UIKit on Apple TV (`com.apple.InterfaceBuilder.AppleTV.Storyboard`; a XIB: `com.apple.InterfaceBuilder.AppleTV.XIB`).
    case tvOS
    /// AppKit (`com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB`; a XIB: `com.apple.InterfaceBuilder3.Cocoa.XIB`).
    case macOS

    /// `iOS`, `tvOS` or `macOS`.
    public var description: String { rawValue }
}
