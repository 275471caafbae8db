import Foundation

extension NibDocument {
    /// Reads the `.xib` file at `url`.
    ///
    /// - Parameter url: A file URL; the document's ``name`` is its name without `.xib`.
    /// - Throws: ``InterfaceReadError``, at the line and column where reading stopped, for a file that cannot be
    ///   opened, malformed XML, a XIB of Xcode 4 and earlier (``InterfaceReadError/Reason/archiveFormat``), or a
    ///   document of another kind (a storyboard: ``InterfaceReadError/Reason/unsupportedDocument(_:)``).
    /// - Complexity: One pass over the bytes.
    public init(contentsOf url: URL) throws(InterfaceReadError) {
        do {
            try self.init(data: InterfaceParser.contents(of: url, kind: .xib), name: url.deletingPathExtension().lastPathComponent)
        } catch {
            throw error.naming(url.path)
        }
    }

    /// Reads a XIB from its bytes, as ``StoryboardDocument/init(data:name:)`` reads a storyboard's: a byte-order mark
    /// and whitespace before the XML declaration are skipped, and lines still count from the file's first.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, in UTF-8.
    ///   - name: The XIB's name, as code loads it (`ContactCell`).
    /// - Throws: ``InterfaceReadError`` with the line and column where reading stopped.
    package init(data: Data, name: String) throws(InterfaceReadError) { try self.init(data: data, name: name, wholeFileLimit: nil) }

    /// Reads a XIB from its bytes, given to `XMLParser` whole up to `wholeFileLimit` bytes (256 KB when `nil`),
    /// streamed beyond.
    init(data: Data, name: String, wholeFileLimit: Int?) throws(InterfaceReadError) {
        let (pass, platform) = try InterfaceParser.read(data, kind: .xib, name: name,
                                                         wholeFileLimit: wholeFileLimit ?? InterfaceParser.defaultWholeFileLimit)
        let destinations = pass.connectionDestinations()
        let placeholders = pass.nib.placeholderIDs
        // A XIB has one `<objects>`; a damaged one with more keeps them all, in file order.
        let read = pass.finishedObjects
        self.init(
            name: name, platform: platform, version: pass.version, toolsVersion: pass.toolsVersion,
            filesOwner: pass.nib.filesOwner, topLevelObjects: pass.nib.topLevelObjects,
            objects: read.flatMap(\.objects).filter { !placeholders.contains($0.id) },
            prototypes: read.flatMap(\.prototypes),
            connections: read.enumerated().flatMap { index, objects in
                objects.connections.map { $0.resolving(destinations, scene: index, repeating: [:]) }
            },
            runtimeAttributes: read.flatMap(\.runtimeAttributes), firstResponderIDs: read.flatMap(\.firstResponderIDs),
            resources: pass.resources, unrecognized: pass.unrecognized
        )
    }
}
