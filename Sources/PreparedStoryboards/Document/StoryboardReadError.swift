/// Why a `.storyboard` file could not be read, with the line and column where
/// reading stopped.
public struct StoryboardReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The file could not be opened.
        case unreadableFile(String)
        /// The bytes are not well-formed XML; the parser's message.
        case malformedXML(String)
        /// The file holds no element at all.
        case empty
        /// The root element is not `<document>`.
        case notADocument(rootElement: String)
        /// The document `type` names no storyboard this reader knows (a XIB, a WatchKit storyboard).
        case unknownDocumentType(String?)
    }

    /// The file's path or name.
    public let file: String
    /// What went wrong.
    public let reason: Reason
    /// Where reading stopped; `1:1` when the file could not be opened.
    public let location: SourceLocation

    /// `Main.storyboard:3:12: error: the XML is malformed (…). Open the file in Xcode …`.
    public var description: String {
        let message = switch reason {
        case .unreadableFile(let detail):
            "the file cannot be read (\(detail)). Check the path."
        case .malformedXML(let detail):
            "the XML is malformed (\(detail)). Open the file in Xcode, or fix the line, and save it again."
        case .empty:
            "the file holds no XML element. A storyboard starts with <document type=\"…Storyboard…\">."
        case .notADocument(let root):
            "the root element is <\(root)>, not <document>. This is not an Interface Builder storyboard."
        case .unknownDocumentType(let type):
            "the document type \(type.map { "'\($0)'" } ?? "is missing and") is no iOS, tvOS or macOS storyboard "
                + "(com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, com.apple.InterfaceBuilder.AppleTV.Storyboard, "
                + "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB). XIB and WatchKit files are not read."
        }
        return "\(file):\(location.line):\(location.column): error: \(message)"
    }
}
