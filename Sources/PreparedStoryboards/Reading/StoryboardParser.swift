#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// The `XMLParser` delegate that reads one storyboard in a single pass,
/// handing each element to a ``StoryboardReadingPass``.
final class StoryboardParser: NSObject, XMLParserDelegate {
    private let name: String
    private let lineOffset: Int
    private var pass: StoryboardReadingPass

    /// The largest file given to `XMLParser` whole rather than streamed.
    static let wholeFileLimit = 1 << 20

    init(name: String, lineOffset: Int) {
        self.name = name
        self.lineOffset = lineOffset
        pass = StoryboardReadingPass(name: name, lineOffset: lineOffset)
    }

    /// Parses `data` and returns the document.
    ///
    /// A file over 1 MB is fed to `XMLParser` from a stream, a chunk at a
    /// time: given the whole of a file over about 10 MB at once, the Linux
    /// `XMLParser` refuses it as malformed. A smaller one is given whole,
    /// which saves the stream's copies (Docs/Benchmarks.md, (s1)).
    func read(_ data: Data) throws(StoryboardReadError) -> StoryboardDocument {
        // Whatever does not start with `<` is no XML; the parser would call it empty.
        if let first = data.first, first != UInt8(ascii: "<") {
            throw StoryboardReadError(file: "\(name).storyboard", reason: .notXML, location: SourceLocation(line: 1 + lineOffset, column: 1))
        }
        let parser = data.count <= Self.wholeFileLimit ? XMLParser(data: data) : XMLParser(stream: InputStream(data: data))
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
            initialControllerID: pass.initialControllerID, scenes: pass.resolvedScenes(), unrecognized: pass.unrecognized
        )
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        pass.start(elementName, attributes: attributes)
        if pass.stopRequested { parser.abortParsing() }
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
