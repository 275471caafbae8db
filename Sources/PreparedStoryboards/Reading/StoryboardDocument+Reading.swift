#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

extension StoryboardDocument {
    /// Reads the `.storyboard` file at `url`.
    ///
    /// - Parameter url: A file URL; the document's ``name`` is its name without the extension.
    /// - Throws: ``InterfaceReadError`` with the line and column where reading
    ///   stopped: an unreadable file, malformed XML, or a document that is no storyboard.
    /// - Complexity: One pass over the bytes.
    public init(contentsOf url: URL) throws(InterfaceReadError) {
        do {
            try self.init(data: InterfaceParser.contents(of: url, kind: .storyboard), name: url.deletingPathExtension().lastPathComponent)
        } catch {
            throw error.naming(url.path)
        }
    }

    /// Reads a storyboard from its bytes.
    ///
    /// A byte-order mark and whitespace before the XML declaration, which some
    /// tools write, are skipped; line numbers still count from the file's first line.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, in UTF-8.
    ///   - name: The storyboard's name, as storyboard references spell it (`Main`).
    /// - Throws: ``InterfaceReadError`` with the line and column where reading stopped.
    package init(data: Data, name: String) throws(InterfaceReadError) {
        try self.init(data: data, name: name, wholeFileLimit: InterfaceParser.defaultWholeFileLimit)
    }

    /// Reads a storyboard from its bytes, given to `XMLParser` whole up to `wholeFileLimit` bytes, streamed beyond.
    init(data: Data, name: String, wholeFileLimit: Int) throws(InterfaceReadError) {
        let (pass, platform) = try InterfaceParser.read(data, kind: .storyboard, name: name, wholeFileLimit: wholeFileLimit)
        self.init(
            name: name, platform: platform, version: pass.version, toolsVersion: pass.toolsVersion,
            initialControllerID: pass.initialControllerID, scenes: pass.resolvedScenes(), resources: pass.resources,
            unrecognized: pass.unrecognized
        )
    }
}
