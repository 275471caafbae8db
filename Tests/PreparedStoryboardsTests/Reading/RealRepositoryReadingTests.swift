import Foundation
import PreparedStoryboards
import Testing

/// What real repositories hold: what Xcode writes in every format, storyboards of one name in
/// several folders or platforms, very large files, many unwind segues.
@Suite("Reading that survives real repositories")
struct RealRepositoryReadingTests {
    @Test("What Xcode writes is known: the global tint, accessibility overrides, format 1.1, GLKit, resources, designables")
    func xcodeOutputIsKnown() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.1" toolsVersion="2182" initialViewController="GLK-00-000">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="1181"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>
                    <scene sceneID="glk-sc-001">
                        <objects>
                            <glkViewController preferredFramesPerSecond="30" id="GLK-00-000" customClass="GameController" sceneMemberID="viewController">
                                <glkView key="view" contentMode="scaleToFill" id="glv-aa-001"/>
                            </glkViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="frs-aa-001" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="10" y="20"/>
                    </scene>
                </scenes>
                <resources>
                    <image name="logo" width="16" height="16"/>
                </resources>
                <designables>
                    <designable name="ddd-aa-001"><size key="intrinsicContentSize" width="10" height="10"/></designable>
                </designables>
                <color key="tintColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <accessibilityOverrides dynamicTypePreference="2"/>
                <classes>
                    <class className="GameController" superclassName="GLKViewController"/>
                </classes>
            </document>
            """
        let document = try StoryboardDocument(data: Data(xml.utf8), name: "Game")
        #expect(document.unrecognized.isEmpty, "\(document.unrecognized)")
        #expect(document.version == "1.1")
        #expect(document.initialController?.kind == .glk)
        #expect(document.initialController?.kind.description == "GLKit view controller")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(lint.findings.isEmpty, "\(lint)")

        let other = xml.replacingOccurrences(of: #"<color key="tintColor""#, with: #"<color key="backgroundColor""#)
        let unknown = try StoryboardDocument(data: Data(other.utf8), name: "Game").unrecognized
        #expect(unknown.map(\.description) == ["unknown element 'color'"], "a color other than the global tint is not Xcode's")
    }

    @Test("Peek and pop settings inside a segue are no segues of their own")
    func peekAndPop() throws {
        let document = try Fixture.storyboard("""
            \(Fixture.scene("LST-00-000", class: "CityListController", inside: """
            <connections><segue destination="DET-00-000" kind="presentation" id="seg-ls-001">
            <segue key="commit" inheritsFrom="parent" id="seg-ls-002"/>
            <segue key="preview" inheritsFrom="commit" id="seg-ls-003"/>
            </segue></connections>
            """))
            \(Fixture.scene("DET-00-000", class: "CityController"))
            """, initial: "LST-00-000")
        #expect(document.segues.map(\.id) == ["seg-ls-001"])
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(lint.findings.isEmpty, "\(lint)")
    }

    @Test("A storyboard of over 10 MB is read: a 100 MB file made for the test")
    func hundredMegabytes() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Huge.storyboard")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="S0">
            <scenes>

            """
        try handle.write(contentsOf: Data(header.utf8))
        // Each scene carries 100 kB of canvas notes (an XML comment), so that the bytes, not the elements, are many.
        let padding = "<!--" + String(repeating: "canvas notes ", count: 100_000 / 13) + "-->\n"
        let sceneCount = 1_000
        for index in 0..<sceneCount {
            let next = index + 1 < sceneCount ? #"<connections><segue destination="S\#(index + 1)" kind="show" id="g\#(index)"/></connections>"# : ""
            let scene = """
                <scene sceneID="s\(index)"><objects>
                <viewController id="S\(index)" customClass="Screen\(index)" sceneMemberID="viewController">\(next)</viewController>
                </objects>\(padding)</scene>

                """
            try handle.write(contentsOf: Data(scene.utf8))
        }
        try handle.write(contentsOf: Data("</scenes>\n</document>\n".utf8))
        try handle.close()
        let size = try #require(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size > 100_000_000)

        let document = try StoryboardDocument(contentsOf: url)
        #expect(document.scenes.count == sceneCount)
        #expect(document.segues.count == sceneCount - 1)
        #expect(document.scenes.last?.controller?.customClass == "Screen999")
        #expect(document.scenes.last?.controller?.location.line == 5 + 4 * (sceneCount - 1), "lines count through the whole file")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(lint.findings.isEmpty, "every scene is reached, in a chain from the first")
    }

    @Test("Base.lproj and en.lproj storyboards of one name never mix: each reference resolves in its own folder")
    func localizedFoldersStayApart() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let main = Fixture.storyboardText("""
            \(Fixture.scene("HOM-00-000", class: "HomeController", inside: #"<connections><segue destination="REF-00-000" kind="show" id="seg-hm-001"/></connections>"#))
            <scene sceneID="ref-sc"><objects><viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Profile" id="REF-00-000" sceneMemberID="viewController"/></objects></scene>
            """, initial: "HOM-00-000")
        try Fixture.write(main, to: "Base.lproj/Main.storyboard", in: root)
        try Fixture.write(main, to: "en.lproj/Main.storyboard", in: root)
        try Fixture.write(Fixture.storyboardText(Fixture.scene("PRF-00-000", class: "ProfileController", attributes: #"storyboardIdentifier="Profile""#)),
                          to: "Base.lproj/Settings.storyboard", in: root)
        try Fixture.write(Fixture.storyboardText(Fixture.scene("PRF-00-000", class: "ProfileController", attributes: #"storyboardIdentifier="Account""#)),
                          to: "en.lproj/Settings.storyboard", in: root)
        let catalog = InterfaceCatalog(reading: [root])
        #expect(catalog.paths == ["Base.lproj/Main.storyboard", "Base.lproj/Settings.storyboard", "en.lproj/Main.storyboard", "en.lproj/Settings.storyboard"])
        let lint = InterfaceLint(catalog)
        #expect(lint.findings.map(\.rule) == [.missingReferencedScene, .localizedCopyDiffers], "\(lint)")
        #expect(lint.findings.last?.file.hasSuffix("en.lproj/Settings.storyboard") == true, "the copies' storyboard IDs differ")
        #expect(lint.findings.last?.message.contains("'Profile' as its storyboard ID in Base.lproj/Settings.storyboard and 'Account' here") == true)
        #expect(lint.findings.first?.file.hasSuffix("en.lproj/Main.storyboard") == true)
        #expect(lint.findings.first?.message.contains("which no scene of en.lproj/Settings.storyboard has") == true)
        let dot = catalog.dot
        #expect(dot.contains("label=\"Base.lproj/Main.storyboard\";") && dot.contains("label=\"en.lproj/Main.storyboard\";"))
        #expect(!dot.contains("\"en.lproj/Main/REF-00-000\" -> \"Base.lproj/Settings"), "en.lproj's reference stays in en.lproj")
        #expect(dot.contains("\"Base.lproj/Main/REF-00-000\" -> \"Base.lproj/Settings/PRF-00-000\" [style=dotted"))
    }

    @Test("A reference leads to a storyboard of its own platform only, and names the bundle it asks for")
    func referencesStayOnTheirPlatform() throws {
        let root = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Fixture.write(Fixture.storyboardText("""
            \(Fixture.scene("HOM-00-000", class: "HomeController", inside: #"<connections><segue destination="REF-00-000" kind="show" id="seg-hm-001"/><segue destination="REF-00-001" kind="show" identifier="kit" id="seg-hm-002"/></connections>"#))
            <scene sceneID="ref-sc"><objects><viewControllerPlaceholder storyboardName="Settings" id="REF-00-000" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="rf2-sc"><objects><viewControllerPlaceholder storyboardName="Kit" bundleIdentifier="com.example.Kit" id="REF-00-001" sceneMemberID="viewController"/></objects></scene>
            """, initial: "HOM-00-000"), to: "iOS/Main.storyboard", in: root)
        try Fixture.write(Fixture.storyboardText(Fixture.scene("SET-00-000", class: "SettingsController"), initial: "SET-00-000",
                                                 type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"),
                          to: "macOS/Settings.storyboard", in: root)
        let lint = InterfaceLint(InterfaceCatalog(reading: [root]))
        #expect(lint.findings.map(\.message) == [
            "the storyboard reference leads to Settings.storyboard, and no iOS storyboard of that name is among the files read. "
                + "Add the file to the folder checked, or fix the reference's storyboard name.",
            "the storyboard reference leads to Kit.storyboard in the bundle com.example.Kit, and no iOS storyboard of that name "
                + "is among the files read. Add the file to the folder checked, or fix the reference's storyboard name.",
        ])
    }

    @Test("Scenes of one class in one storyboard are told apart in the graph by storyboard ID, else title")
    func repeatedClassesToldApart() throws {
        let document = try Fixture.storyboard("""
            \(Fixture.scene("LST-00-000", class: "ListController", attributes: #"storyboardIdentifier="Inbox""#))
            \(Fixture.scene("LST-00-001", class: "ListController", attributes: #"title="Archive""#))
            \(Fixture.scene("DET-00-000", class: "DetailController", attributes: #"storyboardIdentifier="Detail""#))
            """)
        let dot = InterfaceCatalog(documents: [document]).dot
        #expect(dot.contains(#""Inline/LST-00-000" [label="ListController\n(Inbox)"]"#))
        #expect(dot.contains(#""Inline/LST-00-001" [label="ListController\n(Archive)"]"#))
        #expect(dot.contains(#""Inline/DET-00-000" [label="DetailController"]"#))
    }

    @Test("Thousands of unwind segues make one exit node per scene and one edge each")
    func manyUnwinds() throws {
        let unwinds = 4_000
        let exits = (0..<unwinds).map { #"<segue destination="ext-\#($0 % 2)" kind="unwind" unwindAction="back\#($0):" id="uw-\#($0)"/>"# }
        let document = try Fixture.storyboard("""
            <scene sceneID="edt-sc"><objects>
            <viewController id="EDT-00-000" customClass="EditController" sceneMemberID="viewController">
            <view key="view" id="viw-aa-001"><subviews>
            <button id="btn-aa-001"><connections>\(exits.joined())</connections></button>
            </subviews></view>
            </viewController>
            <exit id="ext-0" userLabel="Exit" sceneMemberID="exit"/>
            <exit id="ext-1" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            """, initial: "EDT-00-000")
        #expect(document.segues.count == unwinds)
        let lines = InterfaceCatalog(documents: [document]).dot.split(separator: "\n")
        #expect(lines.filter { $0.contains("[label=\"exit\", shape=circle") }.count == 1)
        #expect(lines.filter { $0.contains(#"-> "Inline/exit-edt-sc""#) }.count == unwinds)
    }
}
