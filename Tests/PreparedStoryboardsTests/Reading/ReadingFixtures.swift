import Foundation
import Testing
@testable import PreparedStoryboards

/// The XIBs the reading tests write, and the real ones of `Fixtures/RealXibs`.
enum NibFixture {
    /// The iOS XIB document type.
    static let iOS = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// The tvOS XIB document type.
    static let tvOS = "com.apple.InterfaceBuilder.AppleTV.XIB"
    /// The macOS XIB document type.
    static let macOS = "com.apple.InterfaceBuilder3.Cocoa.XIB"

    /// A whole XIB file: `objects` inside `<objects>` from line 4, then `resources` inside `<resources>` if any.
    static func text(_ objects: String, type: String = iOS, resources: String? = nil) -> String {
        let resourcesSection = resources.map { "\n<resources>\n\($0)\n</resources>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="23504">
            <objects>
            \(objects)
            </objects>\(resourcesSection)
            </document>
            """
    }

    /// A XIB read from its bytes, named `Inline`.
    static func read(_ objects: String, type: String = iOS, resources: String? = nil) throws -> NibDocument {
        try NibDocument(data: Data(text(objects, type: type, resources: resources).utf8), name: "Inline")
    }

    /// The error reading `text` as a XIB named `Broken` gives, or `nil` when it reads.
    static func readError(_ text: String) -> InterfaceReadError? {
        PreparedStoryboardsTests.readError { () throws(InterfaceReadError) in try NibDocument(data: Data(text.utf8), name: "Broken") }
    }

    /// iOS File's Owner, with `attributes` (a class, a module) and `inside` (its connections).
    static func iOSOwner(_ attributes: String = "", inside: String = "") -> String {
        let extra = attributes.isEmpty ? "" : " " + attributes
        return inside.isEmpty
            ? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\#(extra)/>"#
            : #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\#(extra)>\#(inside)</placeholder>"#
    }

    /// The iOS first responder placeholder, as Xcode writes it.
    static let iOSFirstResponder = #"<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#

    /// macOS's three placeholders: File's Owner of `ownerClass` with `inside` (its connections), First Responder,
    /// Application; on three lines.
    static func macOSPlaceholders(owner ownerClass: String, inside: String = "") -> String {
        """
        <customObject id="-2" userLabel="File's Owner" customClass="\(ownerClass)">\(inside)</customObject>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        """
    }
}

/// Expects `read` to give the same document, or the same error, when the parser is given the bytes whole
/// (`wholeFileLimit` `.max`) and when it is given them from a stream (`0`).
func expectAlikeWholeAndStreamed<Document: Equatable>(
    _ read: (_ wholeFileLimit: Int) throws(InterfaceReadError) -> Document, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    switch (Result { () throws(InterfaceReadError) in try read(.max) }, Result { () throws(InterfaceReadError) in try read(0) }) {
    case let (.success(whole), .success(streamed)):
        #expect(whole == streamed, sourceLocation: sourceLocation)
    case let (.failure(whole), .failure(streamed)):
        #expect(whole == streamed, sourceLocation: sourceLocation)
    case let (whole, streamed):
        Issue.record("whole: \(whole), streamed: \(streamed)", sourceLocation: sourceLocation)
    }
}

/// The error `read` throws, or `nil` when it reads.
func readError<Document>(_ read: () throws(InterfaceReadError) -> Document) -> InterfaceReadError? {
    do {
        _ = try read()
        return nil
    } catch {
        return error
    }
}
