import Foundation
import PreparedStoryboards
import Testing

/// The lint of `.xib` files: the rules that apply to a XIB, each on a small file written here, and the real XIBs
/// of `Fixtures/RealXibs`, which it must pass.
@Suite("The lint of XIBs")
struct NibLintTests {
    @Test("An outlet or action to nothing is an error; File's Owner and the first responder are objects of the file")
    func missingDestination() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.iOSOwner(#"customClass="LoginController""#, inside: """
            <connections>
            <outlet property="view" destination="root" id="ok1"/>
            <outlet property="nameField" destination="gone" id="bad1"/>
            </connections>
            """))
            \(NibFixture.iOSFirstResponder)
            <view id="root">
            <subviews>
            <button id="login" customClass="RoundButton">
            <connections>
            <action selector="logIn:" destination="-1" eventType="touchUpInside" id="ok2"/>
            <action selector="copy:" destination="-2" eventType="touchUpInside" id="ok3"/>
            <action selector="help:" destination="nowhere" eventType="touchUpInside" id="bad2"/>
            </connections>
            </button>
            <label id="plain">
            <connections><outlet property="button" destination="elsewhere" id="bad3"/></connections>
            </label>
            </subviews>
            </view>
            """)
        let lint = Self.lint(nib)
        #expect(lint.findings.map(\.description) == [
            "Inline.xib:6:58: error: the outlet nameField of File's Owner (LoginController) connects to 'gone', which nothing in "
                + "the file has as its id: loading the nib fails. Delete the connection in Interface Builder's Connections "
                + "inspector, and connect it again. [missing-connection-destination]",
            "Inline.xib:15:83: error: the action help: of RoundButton 'login' connects to 'nowhere', which nothing in the file "
                + "has as its id: loading the nib fails. Delete the connection in Interface Builder's Connections inspector, and "
                + "connect it again. [missing-connection-destination]",
            "Inline.xib:19:73: error: the outlet button of the <label> 'plain' connects to 'elsewhere', which nothing in the "
                + "file has as its id: loading the nib fails. Delete the connection in Interface Builder's Connections inspector, "
                + "and connect it again. [missing-connection-destination]",
        ], "\(lint)")
        #expect(lint.errors.count == 3)
    }

    @Test("A macOS XIB's actions to File's Owner, the First Responder and the Application are no finding; one to nothing is")
    func macOSPlaceholders() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.macOSPlaceholders(owner: "PreferencesController", inside: """
            <connections><outlet property="window" destination="win" id="ok1"/></connections>
            """))
            <window id="win">
            <view key="contentView" id="content">
            <subviews>
            <button id="save"><connections><action selector="save:" target="-2" id="ok2"/></connections></button>
            <button id="copy"><connections><action selector="copy:" target="-1" id="ok3"/></connections></button>
            <button id="quit"><connections><action selector="terminate:" target="-3" id="ok4"/></connections></button>
            <button id="gone"><connections><action selector="close:" target="closed" id="bad1"/></connections></button>
            </subviews>
            </view>
            </window>
            """, type: NibFixture.macOS)
        let lint = Self.lint(nib)
        #expect(lint.findings.map(\.description) == [
            "Inline.xib:13:83: error: the action close: of the <button> 'gone' connects to 'closed', which nothing in the file "
                + "has as its id: loading the nib fails. Delete the connection in Interface Builder's Connections inspector, and "
                + "connect it again. [missing-connection-destination]",
        ], "\(lint)")
    }

    @Test("An outlet without its property, or an action without its selector, is a missing attribute")
    func missingAttributes() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.iOSOwner(#"customClass="LoginController""#, inside: """
            <connections>
            <outlet property="" destination="root" id="bad1"/>
            <outletCollection destination="root" id="bad2"/>
            </connections>
            """))
            <view id="root">
            <connections><action destination="-1" eventType="touchUpInside" id="bad3"/></connections>
            </view>
            """)
        let lint = Self.lint(nib)
        #expect(lint.findings.map(\.description) == [
            "Inline.xib:5:49: error: an outlet of File's Owner (LoginController) names no property. Delete it in Interface "
                + "Builder's Connections inspector, and connect the outlet again. [missing-attribute]",
            "Inline.xib:6:47: error: an outlet of File's Owner (LoginController) names no property. Delete it in Interface "
                + "Builder's Connections inspector, and connect the outlet again. [missing-attribute]",
            "Inline.xib:9:74: error: an action of the <view> 'root' names no selector. Delete it in Interface Builder's "
                + "Connections inspector, and connect the action again. [missing-attribute]",
        ], "\(lint)")
    }

    @Test("A connection to an object of another <objects>, which a merge left in the file, is outside what the nib makes")
    func secondObjects() throws {
        let text = NibFixture.text("""
            \(NibFixture.iOSOwner(#"customClass="LoginController""#, inside: """
            <connections><outlet property="view" destination="copied" id="bad1"/></connections>
            """))
            """).replacingOccurrences(of: "</objects>", with: "</objects>\n<objects>\n<view id=\"copied\"/>\n</objects>")
        let nib = try NibDocument(data: Data(text.utf8), name: "Merged")
        let lint = Self.lint(nib)
        #expect(lint.findings.map(\.description) == [
            "Merged.xib:4:181: warning: the outlet view of File's Owner (LoginController) connects to 'copied', a <view> outside "
                + "the nib's <objects>, which loading the nib does not make, so the connection is never made: the outlet stays nil at "
                + "run time, and an implicitly unwrapped one crashes on its first use. Connect it to an object of the nib. "
                + "[cross-scene-connection]",
        ], "\(lint)")
    }

    @Test("Two objects, or an object and a connection, with one id are an error at the second; an object listed twice is one")
    func duplicateIDs() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.iOSOwner(#"customClass="ContactCell""#))
            <tableViewCell reuseIdentifier="Contact" id="cell" customClass="ContactCell">
            <subviews>
            <label id="name" customClass="NameLabel"/>
            <label id="name" customClass="NameLabel"/>
            </subviews>
            <connections>
            <outlet property="nameLabel" destination="name" id="cell"/>
            </connections>
            </tableViewCell>
            """)
        let lint = Self.lint(nib)
        #expect(lint.findings.map(\.description) == [
            "Inline.xib:8:41: error: the <label> has the id 'name', as the <label> on line 7 has, so an outlet or action to "
                + "that id reaches only one of them. Interface Builder writes each id once (two alike come from a merge): give one "
                + "of them a new id, or delete the copy. [duplicate-object-id]",
            "Inline.xib:11:58: error: the outlet nameLabel has the id 'cell', as the <tableViewCell> on line 5 has, so an outlet "
                + "or action to that id reaches only one of them. Interface Builder writes each id once (two alike come from a "
                + "merge): give one of them a new id, or delete the copy. [duplicate-object-id]",
        ], "\(lint)")
    }

    @Test("Two cell views of one AppKit table with one identifier are an error; one identifier in two tables is not")
    func duplicateCellViews() throws {
        let table = { (id: String, cells: String) in
            "<tableView id=\"\(id)\"><tableColumns><tableColumn id=\"\(id)-col\"><prototypeCellViews>\(cells)</prototypeCellViews>"
                + "</tableColumn></tableColumns></tableView>"
        }
        let nib = try NibFixture.read("""
            \(NibFixture.macOSPlaceholders(owner: "SidebarController"))
            <scrollView id="scroll">
            \(table("t1", #"<tableCellView identifier="Row" id="c1"/>"#))
            \(table("t2", """
            <tableCellView identifier="Row" id="c2"/>
            <tableCellView identifier="Row" id="c3" customClass="CompactRow"/>
            """))
            </scrollView>
            """, type: NibFixture.macOS)
        let lint = Self.lint(nib)
        #expect(lint.findings.map(\.description) == [
            "Inline.xib:10:65: error: this table cell view of the nib Inline has the reuse identifier 'Row', as the table cell "
                + "view on line 9 has in the same view, which dequeues only one of them by it. Give each prototype its own reuse "
                + "identifier. [duplicate-reuse-identifier]",
        ], "\(lint)")
    }

    @Test("What the reader does not recognize in a XIB is a warning")
    func unrecognized() throws {
        let text = NibFixture.text("<view id=\"root\"/>").replacingOccurrences(of: "version=\"3.0\"", with: "version=\"4.0\"")
            .replacingOccurrences(of: "</document>", with: "<storyboardHints/>\n</document>")
        let nib = try NibDocument(data: Data(text.utf8), name: "Future")
        let lint = Self.lint(nib)
        #expect(lint.findings.map(\.description) == [
            "Future.xib:2:95: warning: unknown document version '4.0': the reader keeps it but checks nothing about it. Check it "
                + "by hand, or tell Prepared's maintainers about this file. [unrecognized]",
            "Future.xib:6:17: warning: unknown element 'storyboardHints': the reader keeps it but checks nothing about it. Check "
                + "it by hand, or tell Prepared's maintainers about this file. [unrecognized]",
        ], "\(lint)")
    }

    @Test("A XIB's findings name its path in the folder read; the configuration's severities and excluded paths apply to XIBs")
    func configuration() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = NibFixture.text(NibFixture.iOSOwner(inside: #"<connections><outlet property="view" destination="gone" id="o1"/></connections>"#))
        try Fixture.write(broken, to: "Views/Broken.xib", in: folder)
        try Fixture.write(broken, to: "Pods/Kit/Vendor.xib", in: folder)
        var configuration = InterfaceLintConfiguration(excluded: ["Pods"], folder: folder)
        configuration.options.set(.missingConnectionDestination, to: .warning)
        let catalog = InterfaceCatalog(reading: [folder], excluding: configuration.isExcluded)
        #expect(catalog.nibPaths == ["Views/Broken.xib"])
        let lint = InterfaceLint(catalog, options: configuration.options)
        #expect(lint.findings.map(\.rule) == [.missingConnectionDestination], "\(lint)")
        #expect(lint.findings.first?.severity == .warning)
        #expect(lint.findings.first?.file.hasSuffix("Views/Broken.xib") == true)
        #expect(lint.findings.first?.description.contains("Broken.xib:4:") == true)
        #expect(lint.errors.isEmpty)
        configuration.options.set(.missingConnectionDestination, to: nil)
        #expect(InterfaceLint(catalog, options: configuration.options).findings.isEmpty)
    }

    @Test("The real XIBs (43 of 13 apps: 177 outlets, 2 outlet collections, 156 actions, 5 cell views) give no finding, with every rule on")
    func realXibs() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("RealXibs")])
        #expect(catalog.readErrors.isEmpty, "\(catalog.readErrors)")
        #expect(catalog.nibs.count == 43)
        let lint = InterfaceLint(catalog)
        #expect(lint.findings.isEmpty, "\(lint)")
        var everyRule = InterfaceLint.Options(storyboardIdentifierMatchesClass: true)
        everyRule.set(.cellSegueWithoutIdentifier, to: .warning)
        everyRule.set(.segueWithoutIdentifier, to: .warning)
        #expect(InterfaceLint(catalog, options: everyRule).description == "0 findings")
        let kinds = catalog.nibs.flatMap(\.connections).map { connection -> String in
            switch connection.kind {
            case .outlet: "outlet"
            case .outletCollection: "outlet collection"
            case .action: "action"
            }
        }
        let counts = ["outlet", "outlet collection", "action"].map { kind in kinds.count { $0 == kind } }
        #expect(counts == [177, 2, 156])
        #expect(catalog.nibs.flatMap(\.prototypes).count == 5)
    }

    /// The default lint of a catalog of `nib` alone.
    private static func lint(_ nib: NibDocument) -> InterfaceLint {
        InterfaceLint(InterfaceCatalog(documents: [], nibs: [nib]))
    }
}
