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
        /// The bytes do not start as XML does (a binary file, or text that is no XML).
        case notXML
        /// The document `type` names no storyboard this reader knows.
        case unknownDocumentType(String?)
        /// An Interface Builder document that is no iOS, tvOS or macOS storyboard: a WatchKit storyboard, a XIB.
        /// A catalog skips such a file with a note instead of failing.
        case unsupportedDocument(String)
    }

    /// The file's path or name.
    public let file: String
    /// What went wrong.
    public let reason: Reason
    /// Where reading stopped; `1:1` when the file could not be opened.
    public let location: SourceLocation

    /// `Main.storyboard:3:12: error: the XML is malformed (…). Open the file in Xcode …`.
    public var description: String {
        "\(file):\(location.line):\(location.column): error: \(message)"
    }

    /// What went wrong and what to do, without the file and location.
    public var message: String {
        switch reason {
        case .unreadableFile(let detail):
            "the file cannot be read (\(detail)). Check the path."
        case .malformedXML(let detail):
            "the XML is malformed (\(detail)). Open the file in Xcode, or fix the line, and save it again."
        case .notXML:
            "the file is not an XML document: it does not start with '<'. A storyboard is Interface Builder's XML; "
                + "check that the path names one."
        case .unsupportedDocument(let kind):
            "the file is \(kind), which this reader does not check: it reads iOS, tvOS and macOS storyboards."
        case .empty:
            "the file holds no XML element. A storyboard starts with <document type=\"…Storyboard…\">."
        case .notADocument(let root):
            "the root element is <\(root)>, not <document>. This is not an Interface Builder storyboard."
        case .unknownDocumentType(let type):
            "the document type \(type.map { "'\($0)'" } ?? "is missing and") is no iOS, tvOS or macOS storyboard "
                + "(com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, com.apple.InterfaceBuilder.AppleTV.Storyboard, "
                + "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB)."
        }
    }
}
