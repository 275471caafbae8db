#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// The `XMLParser` delegate that reads one storyboard or XIB in a single
/// pass, handing each element to an ``InterfaceReadingPass``.
final class InterfaceParser: NSObject, XMLParserDelegate {
    private let name: String
    private let lineOffset: Int
    private let wholeFileLimit: Int
    private var pass: InterfaceReadingPass

    /// The largest file given to `XMLParser` whole rather than streamed, in
    /// bytes: 256 KB. Well under the sizes at which a whole file has been
    /// reported to fail on Linux (swift-corelibs-foundation issue 4851, from
    /// about 930 KB with some libxml2 versions; 10 MB with this machine's).
    static let defaultWholeFileLimit = 1 << 18

    /// - Parameter wholeFileLimit: The largest file given to `XMLParser`
    ///   whole; the tests set it to read the same bytes both ways.
    init(kind: InterfaceFileKind, name: String, lineOffset: Int, wholeFileLimit: Int = InterfaceParser.defaultWholeFileLimit) {
        self.name = name
        self.lineOffset = lineOffset
        self.wholeFileLimit = wholeFileLimit
        pass = InterfaceReadingPass(kind: kind, name: name, lineOffset: lineOffset)
    }

    /// Reads a file of `kind` from its bytes, and returns the finished pass and the document's platform.
    ///
    /// A byte-order mark and whitespace before the XML declaration, which some
    /// tools write, are skipped; line numbers still count from the file's first line.
    static func read(_ data: Data, kind: InterfaceFileKind, name: String,
                     wholeFileLimit: Int) throws(InterfaceReadError) -> (pass: InterfaceReadingPass, platform: InterfacePlatform) {
        var start = data.startIndex
        var skippedLines = 0
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[start]) {
            if data[start] == 0x0A { skippedLines += 1 }
            start += 1
        }
        let body = start == data.startIndex ? data : data[start...]
        return try InterfaceParser(kind: kind, name: name, lineOffset: skippedLines, wholeFileLimit: wholeFileLimit).read(Data(body))
    }

    /// The bytes of the file at `url`, or the error that says why it cannot be read.
    static func contents(of url: URL, kind: InterfaceFileKind) throws(InterfaceReadError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw InterfaceReadError(file: url.path, reason: .unreadableFile(error.localizedDescription),
                                      location: SourceLocation(line: 1, column: 1), expected: kind)
        }
    }

    /// Parses `data` and returns the finished pass and the document's platform.
    ///
    /// A file over `wholeFileLimit` bytes is fed to `XMLParser` from a
    /// stream, a chunk at a time: given the whole of a file over about 10 MB
    /// at once, the Linux `XMLParser` refuses it as malformed. A smaller one
    /// is given whole, which saves the stream's copies (Docs/Benchmarks.md,
    /// (s1)); both ways read and fail alike (`ReaderTests`).
    func read(_ data: Data) throws(InterfaceReadError) -> (pass: InterfaceReadingPass, platform: InterfacePlatform) {
        // Whatever does not start with `<` is no XML; the parser would call it empty.
        if let first = data.first, first != UInt8(ascii: "<") {
            throw error(.notXML, at: SourceLocation(line: 1 + lineOffset, column: 1))
        }
        // A byte that breaks UTF-8 in a name stops the Linux `XMLParser` with a crash: found first.
        if let offset = UTF8Check.firstInvalidByte(in: data) {
            let (line, column) = UTF8Check.position(of: offset, in: data)
            let byte = data[data.startIndex + offset]
            throw error(.malformedXML("the byte \(String(byte, radix: 16, uppercase: true)) (hexadecimal) is no UTF-8, which the file is written in"),
                        at: SourceLocation(line: line + lineOffset, column: column))
        }
        let parser = data.count <= wholeFileLimit ? XMLParser(data: data) : XMLParser(stream: InputStream(data: data))
        pass.parser = parser
        defer { pass.parser = nil }
        parser.delegate = self
        let succeeded = parser.parse()
        // No element at all (an XML declaration or a comment alone): the parser says the document
        // is empty (4) or ends too soon (5); either way the file holds nothing, said as `.empty` at 1:1.
        if !pass.sawRoot, let code = (parser.parserError as NSError?)?.code, code == 4 || code == 5 {
            throw error(.empty, at: SourceLocation(line: 1, column: 1))
        }
        if let error = pass.error { throw error }
        // On Linux `parse()` can report success after an error; on Apple platforms the delegate may not hear of it.
        if !succeeded || parser.parserError != nil {
            throw pass.failure(.malformedXML(Self.message(for: parser.parserError)))
        }
        // The whole file is at fault, whatever whitespace it holds: its first line.
        guard pass.sawRoot, let platform = pass.platform else {
            throw error(.empty, at: SourceLocation(line: 1, column: 1))
        }
        return (pass, platform)
    }

    /// An error of this file at `location`.
    private func error(_ reason: InterfaceReadError.Reason, at location: SourceLocation) -> InterfaceReadError {
        InterfaceReadError(file: "\(name).\(pass.kind.fileExtension)", reason: reason, location: location, expected: pass.kind)
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
