#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// The `XMLParser` delegate that reads one storyboard in a single pass,
/// handing each element to a ``StoryboardReadingPass``.
final class StoryboardParser: NSObject, XMLParserDelegate {
    private let name: String
    private let lineOffset: Int
    private let wholeFileLimit: Int
    private var pass: StoryboardReadingPass

    /// The largest file given to `XMLParser` whole rather than streamed, in
    /// bytes: 256 KB. Well under the sizes at which a whole file has been
    /// reported to fail on Linux (swift-corelibs-foundation issue 4851, from
    /// about 930 KB with some libxml2 versions; 10 MB with this machine's).
    static let defaultWholeFileLimit = 1 << 18

    /// - Parameter wholeFileLimit: The largest file given to `XMLParser`
    ///   whole; the tests set it to read the same bytes both ways.
    init(name: String, lineOffset: Int, wholeFileLimit: Int = StoryboardParser.defaultWholeFileLimit) {
        self.name = name
        self.lineOffset = lineOffset
        self.wholeFileLimit = wholeFileLimit
        pass = StoryboardReadingPass(name: name, lineOffset: lineOffset)
    }

    /// Parses `data` and returns the document.
    ///
    /// A file over `wholeFileLimit` bytes is fed to `XMLParser` from a
    /// stream, a chunk at a time: given the whole of a file over about 10 MB
    /// at once, the Linux `XMLParser` refuses it as malformed. A smaller one
    /// is given whole, which saves the stream's copies (Docs/Benchmarks.md,
    /// (s1)); both ways read and fail alike (`ReaderTests`).
    func read(_ data: Data) throws(StoryboardReadError) -> StoryboardDocument {
        // Whatever does not start with `<` is no XML; the parser would call it empty.
        if let first = data.first, first != UInt8(ascii: "<") {
            throw StoryboardReadError(file: "\(name).storyboard", reason: .notXML, location: SourceLocation(line: 1 + lineOffset, column: 1))
        }
        // A byte that breaks UTF-8 in a name stops the Linux `XMLParser` with a crash: found first.
        if let offset = UTF8Check.firstInvalidByte(in: data) {
            let (line, column) = UTF8Check.position(of: offset, in: data)
            let byte = data[data.startIndex + offset]
            throw StoryboardReadError(
                file: "\(name).storyboard",
                reason: .malformedXML("the byte \(String(byte, radix: 16, uppercase: true)) (hexadecimal) is no UTF-8, which the file is written in"),
                location: SourceLocation(line: line + lineOffset, column: column))
        }
        let parser = data.count <= wholeFileLimit ? XMLParser(data: data) : XMLParser(stream: InputStream(data: data))
        pass.parser = parser
        defer { pass.parser = nil }
        parser.delegate = self
        let succeeded = parser.parse()
        // No element at all (an XML declaration or a comment alone): the parser says the document
        // is empty (4) or ends too soon (5); either way the file holds nothing, said as `.empty` at 1:1.
        if !pass.sawRoot, let code = (parser.parserError as NSError?)?.code, code == 4 || code == 5 {
            throw StoryboardReadError(file: "\(name).storyboard", reason: .empty, location: SourceLocation(line: 1, column: 1))
        }
        if let error = pass.error { throw error }
        // On Linux `parse()` can report success after an error; on Apple platforms the delegate may not hear of it.
        if !succeeded || parser.parserError != nil {
            throw pass.failure(.malformedXML(Self.message(for: parser.parserError)))
        }
        // The whole file is at fault, whatever whitespace it holds: its first line.
        guard pass.sawRoot, let platform = pass.platform else {
            throw StoryboardReadError(file: "\(name).storyboard", reason: .empty, location: SourceLocation(line: 1, column: 1))
        }
        return StoryboardDocument(
            name: name, platform: platform, version: pass.version, toolsVersion: pass.toolsVersion,
            initialControllerID: pass.initialControllerID, scenes: pass.resolvedScenes(), resources: pass.resources,
            unrecognized: pass.unrecognized
        )
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if pass.start(elementName, attributes: attributes) == .stop { parser.abortParsing() }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        pass.end()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if pass.error == nil { pass.error = pass.failure(.malformedXML(Self.message(for: parseError))) }
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        if pass.error == nil { pass.error = pass.failure(.malformedXML(Self.message(for: validationError))) }
    }

    /// A readable message for an `XMLParser` error.
    static func message(for error: (any Error)?) -> String {
        guard let error else { return "the parser stopped without saying why" }
        let code = (error as NSError).code
        let known: [Int: String] = [
            4: "the document is empty",
            5: "the document ends before its elements are closed",
            9: "an invalid character",
            38: "an attribute value is not quoted",
            39: "an attribute value is not closed",
            41: "an attribute has no value",
            64: "the XML declaration is not at the start of the file",
            65: "an attribute name is expected",
            68: "a name is expected",
            73: "a '>' is missing",
            76: "an end tag does not match its start tag",
            111: "the document ends before its elements are closed",
        ]
        return known[code].map { "\($0), XMLParser error \(code)" } ?? "XMLParser error \(code)"
    }
}
