import Foundation
@testable import PreparedStoryboards
import Testing

@Suite("Reading .storyboard files")
struct ReaderTests {
    @Test("An iOS storyboard gives every scene's controller with its kind, class, module, ID and title")
    func iOSScenes() throws {
        let document = try Fixture.document("App/Main.storyboard")
        #expect(document.name == "Main")
        #expect(document.platform == .iOS)
        #expect(document.version == "3.0")
        #expect(document.toolsVersion == "22505")
        #expect(document.initialController?.kind == .tabBar)
        #expect(document.controllers.map(\.kind) == [
            .tabBar, .storyboardReference, .navigation, .table, .view, .view, .avPlayer, .hosting, .navigation, .view,
        ])
        let list = try #require(document.controller(id: "LST-00-000"))
        #expect(list.customClass == "ContactListController")
        #expect(list.customModule == "PreparedStoryboardsTests")
        #expect(list.customModuleProvider == "target")
        #expect(list.qualifiedClassName == "PreparedStoryboardsTests.ContactListController")
        #expect(list.storyboardIdentifier == "ContactListController")
        #expect(list.title == "Contacts", "the title of the controller's navigation item")
        #expect(list.location.line == 53)
        let reference = try #require(document.controller(id: "REF-00-SET")?.reference)
        #expect(reference == StoryboardReference(storyboardName: "Settings", referencedIdentifier: nil))
    }

    @Test("A placeholder listed before the controller does not hide it")
    func placeholderFirst() throws {
        let document = try Fixture.document("App/Main.storyboard")
        let scene = try #require(document.scenes.first { $0.id == "lst-sc-001" })
        #expect(scene.controller?.id == "LST-00-000")
    }

    @Test("Segues are found in cells, bar items, buttons, container views, gesture recognizers and the controller")
    func seguesWhereverTheySit() throws {
        let document = try Fixture.document("App/Main.storyboard")
        let byID = Dictionary(uniqueKeysWithValues: document.segues.map { ($0.id, $0) })
        let cell = try #require(byID["seg-ls-001"])
        #expect(cell.kind == .show)
        #expect(cell.identifier == "view")
        #expect(cell.sourceID == "LST-00-000", "the scene's controller, not the cell")
        #expect(cell.trigger.element == "tableViewCell" && cell.trigger.isCell && !cell.trigger.isController)
        #expect(cell.destination == .controller(id: "DET-00-000"))
        #expect(byID["seg-ls-002"]?.kind == .presentation)
        #expect(byID["seg-ls-003"]?.trigger.element == "barButtonItem")
        #expect(byID["seg-dt-001"]?.trigger.element == "button")
        #expect(byID["seg-dt-002"]?.kind == .embed)
        #expect(byID["seg-dt-002"]?.trigger.element == "containerView")
        #expect(byID["seg-dt-004"]?.kind == .custom(className: "FadeSegue"))
        #expect(byID["seg-dt-004"]?.trigger.isController == true)
        let popover = try #require(byID["seg-dt-005"])
        #expect(popover.kind == .popoverPresentation)
        #expect(popover.trigger.element == "tapGestureRecognizer")
        #expect(popover.sourceID == "DET-00-000", "a gesture recognizer beside the controller belongs to its scene")
        let unwind = try #require(byID["seg-ed-001"])
        #expect(unwind.kind == .unwind(action: "cancelEditing:"))
        #expect(unwind.destination == .exit(id: "ext-aa-001"))
        #expect(document.scene(controllerID: "EDT-00-000")?.exitIDs == ["ext-aa-001"])
    }

    @Test("A segue back-reference is not a segue, and a segue may lead to its own source")
    func backReferencesAndSelfSegues() throws {
        let document = try Fixture.document("App/Main.storyboard")
        #expect(document.segues.count == 14)
        #expect(document.segues.filter { $0.trigger.id == "btn-aa-002" }.isEmpty)
        let related = try #require(document.segues.first { $0.id == "seg-dt-003" })
        #expect(related.destination == .controller(id: related.sourceID))
    }

    @Test("Relationship segues name their relationship, several of them may lead to one reference")
    func relationships() throws {
        let document = try Fixture.document("App/Main.storyboard")
        let tabs = document.segues.filter { $0.sourceID == "TAB-00-000" }
        #expect(tabs.map(\.kind) == Array(repeating: .relationship(.viewControllers), count: 3))
        let reference = StoryboardReference(storyboardName: "Settings", referencedIdentifier: nil)
        #expect(tabs.filter { $0.destination == .reference(id: "REF-00-SET", reference) }.count == 2)
        #expect(document.segues.first { $0.id == "rel-nv-001" }?.kind == .relationship(.rootViewController))
        let settings = try Fixture.document("App/Settings.storyboard")
        #expect(settings.segues.filter(\.isRelationship).map(\.kind) == [
            .relationship(.masterViewController), .relationship(.supplementaryViewController), .relationship(.detailViewController),
        ])
        #expect(settings.controllers.map(\.kind) == [.split, .view, .page, .collection, .storyboardReference])
        let fromCell = try #require(settings.segues.first { $0.id == "seg-pf-001" })
        #expect(fromCell.trigger.element == "collectionViewCell")
        #expect(fromCell.destination == .reference(id: "REF-00-MAI", StoryboardReference(
            storyboardName: "Main", referencedIdentifier: "ContactDetailsController")))
        #expect(settings.segues.first { $0.id == "seg-st-001" }?.kind == .showDetail)
    }

    @Test("A macOS storyboard gives the application, window, split, tab and page controllers and the menu's segues")
    func macOS() throws {
        let document = try Fixture.document("Mac/Main.storyboard")
        #expect(document.platform == .macOS)
        #expect(document.controllers.map(\.kind) == [.application, .window, .split, .view, .tabView, .page, .view, .storyboardReference])
        #expect(document.controller(id: "TAB-00-MAC")?.kind.description == "tab view controller")
        #expect(document.initialController?.kind == .window)
        let window = try #require(document.controller(id: "WIN-00-000"))
        #expect(window.kind == .window, "the first responder, a customObject listed first, is not the controller")
        let menu = try #require(document.segues.first { $0.id == "seg-mc-001" })
        #expect(menu.trigger.element == "menuItem")
        #expect(menu.sourceID == "hnw-xV-0zn")
        #expect(document.segues.first { $0.id == "rel-mc-001" }?.kind == .relationship(.windowContent))
        #expect(document.segues.filter { $0.kind == .relationship(.splitItems) }.count == 2)
        #expect(document.segues.first { $0.id == "rel-mc-004" }?.kind == .relationship(.tabItems))
        #expect(document.segues.filter { $0.sourceID == "SID-00-MAC" }.map(\.kind) == [.popover, .sheet, .modal])
        let reference = try #require(document.controller(id: "PRE-00-000")?.reference)
        #expect(reference.storyboardName == "Preferences")
        #expect(reference.referencedIdentifier == "GeneralPane")
        #expect(reference.bundleIdentifier == "com.example.NotesKit")
        #expect(document.unrecognized.isEmpty)
    }

    @Test("A 2.0-format file with a byte-order mark, blank lines and a classes section reads, its lines counted from the file's start")
    func legacy() throws {
        let document = try Fixture.document("Legacy/Legacy.storyboard")
        #expect(document.version == "2.0")
        #expect(document.toolsVersion == "Storyboarder-1.2b")
        #expect(document.initialController?.kind == .navigation)
        #expect(document.segues.map(\.kind) == [.relationship(.rootViewController), .push, .modal, .popover, .replace])
        #expect(document.segues.count == 5, "the outlet and action relationships of <classes> are not segues")
        #expect(document.controller(id: "5")?.title == "Master")
        #expect(document.controller(id: "5")?.location.line == 22, "line 22 of the file, after the two blank lines the XML declaration follows")
        #expect(document.unrecognized.isEmpty)
    }

    @Test("A 1.0-format file reads")
    func versionOne() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.0" toolsVersion="1938" \
            systemVersion="11A511" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="2">
                <scenes>
                    <scene sceneID="5">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="4" sceneMemberID="firstResponder"/>
                            <viewController id="2" customClass="FirstViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
                <classes>
                    <class className="FirstViewController" superclassName="UIViewController">
                        <source key="sourceIdentifier" type="project" relativePath="./Classes/FirstViewController.h"/>
                    </class>
                </classes>
            </document>
            """
        let document = try StoryboardDocument(data: Data(xml.utf8), name: "MainStoryboard")
        #expect(document.version == "1.0")
        #expect(document.initialController?.customClass == "FirstViewController")
        #expect(document.unrecognized.isEmpty)
    }

    @Test("A tvOS file keeps and reports what it does not recognize")
    func unrecognized() throws {
        let document = try Fixture.document("Odd/Odd.storyboard")
        #expect(document.platform == .tvOS)
        #expect(document.unrecognized.map(\.category) == [
            .documentVersion, .element, .segueKind, .relationship, .controller, .sceneWithoutController,
        ])
        #expect(document.unrecognized.map(\.name) == ["4.0", "extensions", "slide", "sidebarViewController", "futureController", "emp-sc-001"])
        #expect(document.unrecognized[2].description == "unknown segue kind 'slide'")
        #expect(document.unrecognized[2].location.line == 11)
        #expect(document.controller(id: "FUT-00-000")?.kind == .unknown("futureController"))
        let segues = document.segues
        #expect(segues.map(\.kind) == [.unknown("slide"), .relationship(.unknown("sidebarViewController")), .show])
        #expect(segues[2].destination == .missing(id: "NOP-00-000"))
        #expect(document.scenes.count == 3)
        #expect(document.scenes[2].controller == nil)
    }

    @Test("A generated 40-scene file gives every scene and segue")
    func large() throws {
        let document = try Fixture.document("Large/Large40.storyboard")
        #expect(document.scenes.count == 40)
        #expect(document.segues.count == 53)
        #expect(document.segues.filter { if case .unwind = $0.kind { true } else { false } }.count == 7)
        #expect(document.controller(storyboardIdentifier: "Screen039")?.title == "Screen039")
    }
}

@Suite("Unreadable storyboards")
struct ReadErrorTests {
    @Test("A segue held by a gesture recognizer beside the controller is the recognizer's, not the controller's")
    func gestureRecognizerTrigger() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="a-sc"><objects>
            <viewController id="A" customClass="ListController" sceneMemberID="viewController">
            <connections><segue destination="B" kind="show" id="from-controller"/></connections>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="A-fr" sceneMemberID="firstResponder"/>
            <tapGestureRecognizer id="tap-1">
            <connections><segue destination="B" kind="show" id="from-tap"/></connections>
            </tapGestureRecognizer>
            </objects></scene>
            \(Fixture.scene("B", class: "DetailsController"))
            """)
        let byID = Dictionary(uniqueKeysWithValues: document.segues.map { ($0.id, $0) })
        let tap = try #require(byID["from-tap"])
        #expect(tap.trigger.element == "tapGestureRecognizer" && tap.trigger.id == "tap-1")
        #expect(!tap.trigger.isController)
        #expect(byID["from-controller"]?.trigger.isController == true)
    }

    private func readError(bytes: [UInt8]) -> InterfaceReadError? {
        PreparedStoryboardsTests.readError { () throws(InterfaceReadError) in try StoryboardDocument(data: Data(bytes), name: "Broken") }
    }

    private func readError(_ xml: String) -> InterfaceReadError? {
        readError(bytes: Array(xml.utf8))
    }

    @Test("Malformed XML is an error with its line and column, never a crash")
    func malformed() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
            </document>
            """
        let error = try #require(readError(xml))
        guard case .malformedXML(let detail) = error.reason else {
            Issue.record("expected malformed XML, got \(error.reason)")
            return
        }
        #expect(detail.contains("end tag does not match"))
        #expect(error.location.line == 4)
        #expect(error.location.column > 0)
        #expect(error.description.hasPrefix("Broken.storyboard:4:"))
        #expect(error.description.contains("the XML is malformed"))
    }

    @Test("The same bytes read and fail alike given to the parser whole or streamed: scenes, errors, lines and columns",
          arguments: [
              Fixture.storyboardText(Fixture.scene("A", class: "ListController",
                                                   inside: #"<connections><segue destination="B" kind="show" id="a-b"/></connections>"#)
                  + "\n" + Fixture.scene("B", class: "DetailsController")),
              Fixture.storyboardText(Fixture.scene("A", class: "Caf\u{E9}Controller", attributes: #"title="&lt;Caf&#233;&gt;""#)),
              Fixture.storyboardText(Fixture.scene("A", class: "A"), type: "com.apple.InterfaceBuilder.WatchKit.Storyboard"),
              Fixture.storyboardText(Fixture.scene("A", class: "A"), type: "com.example.Unknown"),
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive><scenes/></archive>",
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n    <scenes>\n</document>",
              "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"><scenes>",
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
              "<!-- nothing but a comment -->",
              "<?xml version=\"1.0\"?>\n<document a=\"1\" a=\"2\"/>",
          ])
    func streamedAndWholeAlike(text: String) {
        expectAlikeWholeAndStreamed { limit throws(InterfaceReadError) in
            try StoryboardDocument(data: Data(text.utf8), name: "Same", wholeFileLimit: limit)
        }
    }

    @Test("The default limit is 256 KB, and a file over it, streamed, reads")
    func defaultLimit() throws {
        #expect(InterfaceParser.defaultWholeFileLimit == 256 * 1024)
        let padding = "<!--" + String(repeating: "canvas notes ", count: 300_000 / 13) + "-->\n"
        let large = try Fixture.storyboard(padding + Fixture.scene("A", class: "ListController"))
        #expect(large.scenes.count == 1)
    }

    @Test("A byte that is no UTF-8, in a name or a value, is malformed XML at its line and column, never a crash")
    func invalidUTF8() throws {
        // Line 3 starts `<scenes><scene `: 15 bytes, so the next byte is column 16.
        let head = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes><scene ".utf8)
        let cases: [(bytes: [UInt8], column: Int, byte: String)] = [
            (head + Array("st".utf8) + [0xFF] + Array("te=\"1\"/></scenes></document>".utf8), 18, "FF"),   // in an attribute's name
            (head + Array("sceneID=\"caf".utf8) + [0xC3, 0x28] + Array("\"/></scenes></document>".utf8), 29, "28"),  // a lead without its continuation
            (head + Array("sceneID=\"".utf8) + [0xE0, 0x80, 0x80] + Array("\"/></scenes></document>".utf8), 26, "80"),  // an overlong form
            (head + Array("sceneID=\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"/></scenes></document>".utf8), 26, "A0"),  // a surrogate
            (head + Array("sceneID=\"".utf8) + [0xF0, 0x9F, 0x98], 25, "F0"),  // cut short at the end
        ]
        for (bytes, column, byte) in cases {
            let error = try #require(readError(bytes: bytes))
            #expect(error.reason == .malformedXML("the byte \(byte) (hexadecimal) is no UTF-8, which the file is written in"))
            #expect(error.location == SourceLocation(line: 3, column: column), "\(error)")
        }
        // Well-formed UTF-8 of every length reads, and a file that declares another encoding is the parser's to read.
        let fine = try Fixture.storyboard(Fixture.scene("A", class: "ListController", attributes: "title=\"Caf\u{E9} \u{4E2D} \u{1F600}\""))
        #expect(fine.controllers.first?.title == "Caf\u{E9} \u{4E2D} \u{1F600}")
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes><scene sceneID=\"s\"><objects><viewController id=\"A\" title=\"Caf".utf8)
            + [0xE9] + Array("\" sceneMemberID=\"viewController\"/></objects></scene></scenes></document>".utf8)
        let document = try StoryboardDocument(data: Data(latin1), name: "Latin1")
        #expect(document.controllers.first?.title == "Caf\u{E9}")
    }

    @Test("Bytes that end early, or hold no element, are errors")
    func truncatedAndEmpty() throws {
        let truncated = try #require(readError("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"><scenes>"))
        #expect({ if case .malformedXML = truncated.reason { true } else { false } }())
        #expect(truncated.description.contains("malformed"))
        let empty = try #require(readError("  \n"))
        #expect(empty.reason == .empty)
        #expect(empty.description.contains("holds no XML element"))
        let garbage = try #require(readError("\u{0}\u{1}not xml at all"))
        #expect(garbage.reason == .notXML)
        #expect(garbage.description == "Broken.storyboard:1:1: error: the file is not an XML document: it does not start with '<'. "
                + "A storyboard is Interface Builder's XML; check that the path names one.")
    }

    @Test("An empty or blank file is an error at line 1, column 1")
    func emptyAtFirstLine() throws {
        let expected = "Broken.storyboard:1:1: error: the file holds no XML element. "
            + "A storyboard starts with <document type=\"…Storyboard…\">."
        for bytes in ["", "\n\n", "  \n", "\u{FEFF}", "\u{FEFF}\n\t\n",
                      // No element: an XML declaration alone, or a comment alone.
                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "<!-- nothing here -->\n",
                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- a comment -->\n"] {
            let error = try #require(readError(bytes))
            #expect(error.description == expected, "\(bytes.debugDescription)")
        }
    }

    @Test("Every error's line and column count from 1")
    func positionsFromOne() throws {
        for bytes in ["\u{0}\u{1}not xml at all", "<?xml version=\"1.0\"?>\n", "\n\n<", "<document", "\n\n</document>"] {
            let error = try #require(readError(bytes))
            #expect(error.location.line >= 1 && error.location.column >= 1, "\(bytes.debugDescription): \(error)")
        }
    }

    @Test("A root element other than <document> is an error naming it")
    func notADocument() throws {
        let error = try #require(readError("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>"))
        #expect(error.reason == .notADocument(rootElement: "plist"))
        #expect(error.location.line == 2)
        #expect(error.description.contains("the root element is <plist>, not <document>"))
    }

    @Test("A XIB or a WatchKit storyboard is a document this reader does not check; another type is unknown")
    func unknownDocumentType() throws {
        let xib = try #require(readError("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>"))
        #expect(xib.reason == .unsupportedDocument("a XIB"))
        #expect(xib.message == "the file is a XIB, which this reader does not check: it reads iOS, tvOS and macOS storyboards.")
        let watch = try #require(readError("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" version=\"3.0\"/>"))
        #expect(watch.reason == .unsupportedDocument("a WatchKit storyboard"))
        let other = try #require(readError("<document type=\"com.example.Storyboard\" version=\"3.0\"/>"))
        #expect(other.reason == .unknownDocumentType("com.example.Storyboard"))
        #expect(other.description.contains("is no iOS, tvOS or macOS storyboard"))
        let untyped = try #require(readError("<document version=\"3.0\"/>"))
        #expect(untyped.reason == .unknownDocumentType(nil))
        #expect(untyped.description.contains("is missing"))
    }

    @Test("A file that does not exist is an unreadable-file error naming its path")
    func missingFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/Nowhere.storyboard")
        #expect(throws: InterfaceReadError.self) { try StoryboardDocument(contentsOf: url) }
        do {
            _ = try StoryboardDocument(contentsOf: url)
        } catch {
            guard case .unreadableFile = error.reason else {
                Issue.record("expected an unreadable file, got \(error.reason)")
                return
            }
            #expect(error.description.hasPrefix("/nonexistent/Nowhere.storyboard:1:1: error: the file cannot be read"))
        }
    }
}
