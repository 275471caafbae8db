/// The two kinds of interface file the reader reads, which share
/// their XML (`<document type=…>`, objects, connections, resources) but not
/// their structure: a storyboard's scenes, a XIB's one set of objects under
/// its File's Owner.
///
/// It tells a reading pass what to expect, and an error what to call the
/// file: `Main.storyboard`, `Cell.xib`.
package enum InterfaceFileKind: Sendable, Hashable {
    /// A `.storyboard`, read into a ``StoryboardDocument``.
    case storyboard
    /// A `.xib`, read into a ``NibDocument``.
    case xib

    /// The kind and platform of a document `type` attribute, or `nil` for a type that is neither an iOS, tvOS
    /// or macOS storyboard nor such a XIB.
    static func of(documentType: String) -> (kind: InterfaceFileKind, platform: InterfacePlatform)? {
        switch documentType {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": (.storyboard, .iOS)
        case "com.apple.InterfaceBuilder.AppleTV.Storyboard": (.storyboard, .tvOS)
        case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": (.storyboard, .macOS)
        // Xcode 5 and 6 wrote an iPad-only XIB with a type of its own.
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB": (.xib, .iOS)
        case "com.apple.InterfaceBuilder.AppleTV.XIB": (.xib, .tvOS)
        case "com.apple.InterfaceBuilder3.Cocoa.XIB": (.xib, .macOS)
        default: nil
        }
    }

    /// The file's extension: `storyboard`, `xib`.
    var fileExtension: String {
        switch self {
        case .storyboard: "storyboard"
        case .xib: "xib"
        }
    }

    /// The kind as a message names it: `storyboard`, `XIB`.
    var noun: String {
        switch self {
        case .storyboard: "storyboard"
        case .xib: "XIB"
        }
    }

    /// The document types of the kind, as a message lists them.
    var documentTypes: String {
        switch self {
        case .storyboard:
            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, com.apple.InterfaceBuilder.AppleTV.Storyboard, "
                + "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"
        case .xib:
            "com.apple.InterfaceBuilder3.CocoaTouch.XIB, com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB, "
                + "com.apple.InterfaceBuilder.AppleTV.XIB, com.apple.InterfaceBuilder3.Cocoa.XIB"
        }
    }

    /// The type pattern a message shows, for a file with no element: `…Storyboard…`, `…XIB`.
    var typePattern: String {
        switch self {
        case .storyboard: "…Storyboard…"
        case .xib: "…XIB"
        }
    }
}
