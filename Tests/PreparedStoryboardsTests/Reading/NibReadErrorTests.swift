import Foundation
@testable import PreparedStoryboards
import Testing

@Suite("Unreadable .xib files")
struct NibReadErrorTests {
    @Test("A XIB of Xcode 4 and earlier, iOS or macOS, is the archive format, with what to do about it")
    func archiveFormat() throws {
        for type in [NibFixture.iOS, NibFixture.macOS] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <archive type="\(type)" version="8.00">
                <data><int key="IBDocument.SystemTarget">1536</int></data>
                </archive>
                """
            let error = try #require(NibFixture.readError(text))
            #expect(error.reason == .archiveFormat)
            #expect(error.location.line == 2)
            #expect(error.description == "Broken.xib:2:\(error.location.column): error: the file is a XIB in the archive format of "
                + "Xcode 4 and earlier (<archive>), which this reader does not read. Open it in a current Xcode and save it: Xcode "
                + "writes it again as a <document>, the format of Xcode 5 and later.")
            // The storyboard reader names it too, as a document it does not check, which a catalog skips.
            let asStoryboard = try #require(readError { () throws(InterfaceReadError) in
                try StoryboardDocument(data: Data(text.utf8), name: "Broken")
            })
            #expect(asStoryboard.reason == .unsupportedDocument("a XIB in the archive format of Xcode 4 and earlier"))
            #expect(asStoryboard.location == error.location)
        }
    }

    @Test("A storyboard read as a XIB, and a XIB read as a storyboard, are each named for what they are")
    func otherKind() throws {
        let storyboard = Fixture.storyboardText(Fixture.scene("A", class: "ListController"))
        let error = try #require(NibFixture.readError(storyboard))
        #expect(error.reason == .unsupportedDocument("a storyboard"))
        #expect(error.description == "Broken.xib:2:\(error.location.column): error: the file is a storyboard, which this reader "
            + "does not check: it reads iOS, tvOS and macOS XIBs (StoryboardDocument reads storyboards).")
        let xib = NibFixture.text(NibFixture.iOSOwner())
        let asStoryboard = try #require(readError { () throws(InterfaceReadError) in try StoryboardDocument(data: Data(xib.utf8), name: "Cell") })
        #expect(asStoryboard.reason == .unsupportedDocument("a XIB"))
        #expect(asStoryboard.description.hasPrefix("Cell.storyboard:2:"))
        #expect(asStoryboard.message == "the file is a XIB, which this reader does not check: it reads iOS, tvOS and macOS storyboards.")
        let watch = try #require(NibFixture.readError(NibFixture.text("", type: "com.apple.InterfaceBuilder.WatchKit.Storyboard")))
        #expect(watch.reason == .unsupportedDocument("a WatchKit storyboard"))
    }

    @Test("A file read as the other kind is named by the path it was read from, not by its name with the other extension")
    func otherKindNamesTheFileRead() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Cells/NoteCell.xib")
        try FileManager.default.createDirectory(at: xib.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(NibFixture.text(NibFixture.iOSOwner()).utf8).write(to: xib)
        let asStoryboard = try #require(readError { () throws(InterfaceReadError) in try StoryboardDocument(contentsOf: xib) })
        #expect(asStoryboard.description.hasPrefix(xib.path + ":2:"), "\(asStoryboard)")
        #expect(asStoryboard.message == "the file is a XIB, which this reader does not check: it reads iOS, tvOS and macOS storyboards.")
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try Data(Fixture.storyboardText(Fixture.scene("A", class: "ListController")).utf8).write(to: storyboard)
        let asNib = try #require(readError { () throws(InterfaceReadError) in try NibDocument(contentsOf: storyboard) })
        #expect(asNib.description.hasPrefix(storyboard.path + ":2:"), "\(asNib)")
        #expect(asNib.message.hasSuffix("it reads iOS, tvOS and macOS XIBs (StoryboardDocument reads storyboards)."),
                "the message still speaks of the reader's own kind")
    }

    @Test("An unknown or missing type, another root, no element and no XML say what a XIB is")
    func notAXIB() throws {
        let unknown = try #require(NibFixture.readError(NibFixture.text("", type: "com.example.XIB")))
        #expect(unknown.reason == .unknownDocumentType("com.example.XIB"))
        #expect(unknown.message == "the document type 'com.example.XIB' is no iOS, tvOS or macOS XIB (com.apple.InterfaceBuilder3.CocoaTouch.XIB, "
            + "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB, com.apple.InterfaceBuilder.AppleTV.XIB, com.apple.InterfaceBuilder3.Cocoa.XIB).")
        let untyped = try #require(NibFixture.readError("<document version=\"3.0\"/>"))
        #expect(untyped.reason == .unknownDocumentType(nil))
        let plist = try #require(NibFixture.readError("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>"))
        #expect(plist.message == "the root element is <plist>, not <document>. This is not an Interface Builder XIB.")
        #expect(plist.location.line == 2)
        let empty = try #require(NibFixture.readError("\u{FEFF}\n"))
        #expect(empty.description == "Broken.xib:1:1: error: the file holds no XML element. A XIB starts with <document type=\"…XIB\">.")
        let binary = try #require(NibFixture.readError("bplist00"))
        #expect(binary.description == "Broken.xib:1:1: error: the file is not an XML document: it does not start with '<'. "
            + "A XIB is Interface Builder's XML; check that the path names one.")
        let url = URL(fileURLWithPath: "/nonexistent/Nowhere.xib")
        let missing = try #require(readError { () throws(InterfaceReadError) in try NibDocument(contentsOf: url) })
        #expect(missing.description.hasPrefix("/nonexistent/Nowhere.xib:1:1: error: the file cannot be read"))
    }

    @Test("Malformed XML and bytes that are no UTF-8 stop a XIB at the line and column where they stop a storyboard",
          arguments: [
              "<objects>\n<view id=\"V\">\n</button>\n</objects>",       // an end tag that does not match
              "<objects>\n<view id=\"V\" hidden=YES/>\n</objects>",       // an attribute value without quotes
              "<objects>\n<view id=\"V\"/>\n",                            // the file ends inside <objects>
              "<objects>\n<view id=\"V\u{FFFF}\"/>\n</objects>",          // a character XML forbids
          ])
    func sameLocations(body: String) throws {
        // The two headers have the same lines; the types differ in length, and the errors stand after them.
        let xib = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(NibFixture.iOS)\" version=\"3.0\">\n\(body)\n</document>"
        let storyboard = xib.replacingOccurrences(of: NibFixture.iOS, with: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
            .replacingOccurrences(of: "<objects>", with: "<scenes>").replacingOccurrences(of: "</objects>", with: "</scenes>")
        let nibError = try #require(NibFixture.readError(xib))
        let storyboardError = try #require(readError { () throws(InterfaceReadError) in
            try StoryboardDocument(data: Data(storyboard.utf8), name: "Broken")
        })
        #expect(nibError.reason == storyboardError.reason)
        #expect(nibError.location == storyboardError.location)
        #expect(nibError.location.line >= 4)
        #expect(nibError.description.hasPrefix("Broken.xib:\(nibError.location):"))
        let invalid = Array(xib.utf8.prefix(120)) + [0xC3, 0x28]
        let invalidError = try #require(readError { () throws(InterfaceReadError) in try NibDocument(data: Data(invalid), name: "Broken") })
        #expect(invalidError.reason == .malformedXML("the byte 28 (hexadecimal) is no UTF-8, which the file is written in"))
    }
}
