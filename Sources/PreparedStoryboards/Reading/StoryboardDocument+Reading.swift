#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

extension StoryboardDocument {
    /// Reads the `.storyboard` file at `url`.
    ///
    /// - Parameter url: A file URL; the document's ``name`` is its name without the extension.
    /// - Throws: ``StoryboardReadError`` with the line and column where reading
    ///   stopped: an unreadable file, malformed XML, or a document that is no storyboard.
    /// - Complexity: One pass over the bytes.
    public init(contentsOf url: URL) throws(StoryboardReadError) {
        let name = url.deletingPathExtension().lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardReadError(file: url.path, reason: .unreadableFile(error.localizedDescription),
                                      location: SourceLocation(line: 1, column: 1))
        }
        try self.init(data: data, name: name)
    }

    /// Reads a storyboard from its bytes.
    ///
    /// A byte-order mark and whitespace before the XML declaration, which some
    /// tools write, are skipped; line numbers still count from the file's first line.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, in UTF-8.
    ///   - name: The storyboard's name, as storyboard references spell it (`Main`).
    /// - Throws: ``StoryboardReadError`` with the line and column where reading stopped.
    public init(data: Data, name: String) throws(StoryboardReadError) {
        try self.init(data: data, name: name, wholeFileLimit: StoryboardParser.defaultWholeFileLimit)
    }

    /// Reads a storyboard from its bytes, given to `XMLParser` whole up to `wholeFileLimit` bytes, streamed beyond.
    init(data: Data, name: String, wholeFileLimit: Int) throws(StoryboardReadError) {
        var start = data.startIndex
        var skippedLines = 0
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[start]) {
            if data[start] == 0x0A { skippedLines += 1 }
            start += 1
        }
        let body = start == data.startIndex ? data : data[start...]
        self = try StoryboardParser(name: name, lineOffset: skippedLines, wholeFileLimit: wholeFileLimit).read(Data(body))
    }
}
