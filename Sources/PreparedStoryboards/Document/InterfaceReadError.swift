/// Why a `.storyboard` or a `.xib` file could not be read, with the line and
/// column where reading stopped.
public struct InterfaceReadError: Error, Sendable, Hashable, CustomStringConvertible {
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
        /// The document `type` names no storyboard (or, read as a XIB, no XIB) this reader knows.
        case unknownDocumentType(String?)
        /// An Interface Builder document of another kind than the reader reads: a WatchKit storyboard, a XIB read
        /// as a storyboard, a storyboard read as a XIB. A catalog skips such a file with a note instead of failing.
        case unsupportedDocument(String)
        /// A XIB in the archive format of Xcode 4 and earlier (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        /// version="8.00">`), which Xcode 5 replaced with `<document>`.
        case archiveFormat
    }

    /// The file's path or name.
    public let file: String
    /// What went wrong.
    public let reason: Reason
    /// Where reading stopped; `1:1` when the file could not be opened.
    public let location: SourceLocation
    /// The kind of file the reader expected, which the message names.
    let expected: InterfaceFileKind

    /// An error of the reader of `expected` files.
    package init(file: String, reason: Reason, location: SourceLocation, expected: InterfaceFileKind = .storyboard) {
        self.file = file
        self.reason = reason
        self.location = location
        self.expected = expected
    }

    /// The same error, of the file at `path`: the file that was read, named as the caller named it.
    func naming(_ path: String) -> InterfaceReadError {
        InterfaceReadError(file: path, reason: reason, location: location, expected: expected)
    }

    /// `Main.storyboard:3:12: error: the XML is malformed (…). Open the file in Xcode …`.
    public var description: String {
        "\(file):\(location.line):\(location.column): error: \(message)"
    }

    /// What went wrong and what to do, without the file and location.
    package var message: String {
        let noun = expected.noun
        return switch reason {
        case .unreadableFile(let detail):
            "the file cannot be read (\(detail)). Check the path."
        case .malformedXML(let detail):
            "the XML is malformed (\(detail)). Open the file in Xcode, or fix the line, and save it again."
        case .notXML:
            "the file is not an XML document: it does not start with '<'. A \(noun) is Interface Builder's XML; "
                + "check that the path names one."
        case .unsupportedDocument(let kind):
            "the file is \(kind), which this reader does not check: it reads iOS, tvOS and macOS \(noun)s"
                + (expected == .xib ? " (StoryboardDocument reads storyboards)." : ".")
        case .archiveFormat:
            "the file is a XIB in the archive format of Xcode 4 and earlier (<archive>), which this reader does not read. "
                + "Open it in a current Xcode and save it: Xcode writes it again as a <document>, the format of Xcode 5 and later."
        case .empty:
            "the file holds no XML element. A \(noun) starts with <document type=\"\(expected.typePattern)\">."
        case .notADocument(let root):
            "the root element is <\(root)>, not <document>. This is not an Interface Builder \(noun)."
        case .unknownDocumentType(let type):
            "the document type \(type.map { "'\($0)'" } ?? "is missing and") is no iOS, tvOS or macOS \(noun) "
                + "(\(expected.documentTypes))."
        }
    }
}
