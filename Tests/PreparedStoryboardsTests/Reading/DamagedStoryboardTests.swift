import Foundation
import PreparedStoryboards
import Testing

/// Files Xcode would not write, or would write only when damaged: each thing
/// is kept, shown in the map and the graph, and reported with its line and column.
@Suite("Damaged and unusual storyboards")
struct DamagedStoryboardTests {
    private func lint(_ document: StoryboardDocument) -> InterfaceLint {
        InterfaceLint(InterfaceCatalog(documents: [document]))
    }

    /// A scene holding one view controller, on five lines.
    private static func scene(_ sceneID: String, controller id: String, class className: String) -> String {
        """
        <scene sceneID="\(sceneID)">
        <objects>
        <viewController id="\(id)" customClass="\(className)" sceneMemberID="viewController"/>
        </objects>
        </scene>
        """
    }

    /// The home scene: a `HomeController` with one segue, written with `attributes`, on nine lines.
    private static func homeScene(segue attributes: String) -> String {
        """
        <scene sceneID="hom-sc-001">
        <objects>
        <viewController id="HOM-00-000" customClass="HomeController" sceneMemberID="viewController">
        <connections>
        <segue \(attributes)/>
        </connections>
        </viewController>
        </objects>
        </scene>
        """
    }

    private func edges(_ catalog: InterfaceCatalog) -> [Substring] {
        catalog.dot.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("label=\"reference\"") }
    }

    @Test("Two controllers with one id, as a bad merge leaves them, are reported at the second")
    func duplicateControllerID() throws {
        let document = try Fixture.storyboard("""
            \(Self.homeScene(segue: #"destination="DET-00-000" kind="show" id="seg-hm-001""#))
            \(Self.scene("det-sc-001", controller: "DET-00-000", class: "DetailController"))
            \(Self.scene("det-sc-002", controller: "DET-00-000", class: "OtherDetailController"))
            """, initial: "HOM-00-000")
        let findings = lint(document).findings.filter { $0.rule == .duplicateControllerID }
        #expect(findings.map(\.description) == [
            "Inline.storyboard:20:99: error: the OtherDetailController has the id 'DET-00-000', as the DetailController on "
                + "line 15 has, so a segue to that id reaches only the last of them. Interface Builder writes each id once "
                + "(two alike come from a merge): give one of them a new id, or delete the copy. [duplicate-controller-id]",
        ])
    }

    @Test("An empty destination names nothing, even beside a controller whose id is empty too")
    func emptyDestination() throws {
        let document = try Fixture.storyboard("""
            \(Self.homeScene(segue: #"destination="" kind="show" id="seg-hm-001""#))
            \(Self.scene("odd-sc-001", controller: "", class: "OddController"))
            """, initial: "HOM-00-000")
        #expect(document.segues.map(\.destination) == [.unspecified])
    }

    @Test("A catalog of unreadable files only prints their errors, without a blank first line")
    func onlyReadErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<document>".utf8).write(to: folder.appendingPathComponent("Broken.storyboard"))
        let description = InterfaceCatalog(reading: [folder]).description
        #expect(description.hasPrefix(folder.appendingPathComponent("Broken.storyboard").path), "\(description)")
    }

    @Test("A segue without kind or destination is kept and reported; a segue back-reference is still no segue")
    func segueWithoutKindOrDestination() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="hom-sc-001">
            <objects>
            <viewController id="HOM-00-000" customClass="HomeController" sceneMemberID="viewController">
            <connections>
            <segue destination="DET-00-000" id="seg-hm-001"/>
            <segue kind="show" identifier="details" id="seg-hm-002"/>
            <segue reference="seg-hm-001"/>
            </connections>
            </viewController>
            </objects>
            </scene>
            \(Self.scene("det-sc-001", controller: "DET-00-000", class: "DetailController"))
            """, initial: "HOM-00-000")
        #expect(document.segues.map(\.kind) == [.unspecified, .show])
        #expect(document.segues.map(\.destination) == [.controller(id: "DET-00-000"), .unspecified])
        #expect(document.segues.map(\.location) == [SourceLocation(line: 8, column: 48), SourceLocation(line: 9, column: 56)])
        #expect(document.unrecognized.isEmpty)
        let lint = lint(document)
        #expect(lint.findings.map(\.description) == [
            "Inline.storyboard:8:48: error: the segue 'seg-hm-001' from HomeController has no kind, so nothing says how it shows "
                + "its destination. Choose its kind in Interface Builder, or delete it. [missing-attribute]",
            "Inline.storyboard:9:56: error: the show segue from HomeController has no destination. "
                + "Connect it to a scene in Interface Builder, or delete it. [missing-attribute]",
        ], "the detail scene is reached by the segue without kind: no unreachable-scene")
        let catalog = InterfaceCatalog(documents: [document])
        #expect(catalog.description.contains("  segue  HomeController → Inline/DetailController: no kind\n"))
        #expect(catalog.description.hasSuffix("  segue  HomeController → no destination: show \"details\""))
        let edges = edges(catalog)
        #expect(edges.count == 2)
        #expect(edges.contains { $0.contains("\"Inline/HOM-00-000\" -> \"Inline/DET-00-000\" [label=\"no kind\"]") })
        #expect(catalog.dot.contains("[label=\"no destination\", color=red, fontcolor=red];"))
    }

    @Test("A segue to an element that is no controller says which element, apart from a segue to nothing")
    func segueToAView() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="hom-sc-001">
            <objects>
            <viewController id="HOM-00-000" customClass="HomeController" sceneMemberID="viewController">
            <view key="view" id="VIW-aa-001"/>
            <connections>
            <segue destination="VIW-aa-001" kind="show" id="seg-hm-001"/>
            <segue destination="NOP-00-000" kind="presentation" id="seg-hm-002"/>
            </connections>
            </viewController>
            </objects>
            </scene>
            """, initial: "HOM-00-000")
        #expect(document.segues.map(\.destination) == [.element(id: "VIW-aa-001", name: "view"), .missing(id: "NOP-00-000")])
        #expect(lint(document).findings.map(\.description) == [
            "Inline.storyboard:9:60: error: the show segue from HomeController leads to 'VIW-aa-001', a <view>, which is no "
                + "scene's controller: a segue can show only a controller. Reconnect the segue to the scene's controller in "
                + "Interface Builder. [destination-not-a-controller]",
            "Inline.storyboard:10:68: error: the presentation segue from HomeController leads to 'NOP-00-000', which nothing "
                + "in the file has as its id. Reconnect the segue in Interface Builder. [missing-destination]",
        ])
        let catalog = InterfaceCatalog(documents: [document])
        #expect(catalog.description.contains("  segue  HomeController → view VIW-aa-001, not a controller: show\n"))
        #expect(catalog.dot.contains("  \"Inline/missing-VIW-aa-001\" [label=\"view VIW-aa-001, not a controller\", color=red, fontcolor=red];"))
        #expect(edges(catalog).count == 2)
    }

    @Test("A controller without an id is reported, and two of them are two nodes of the graph")
    func controllersWithoutID() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="one-sc-001">
            <objects>
            <viewController storyboardIdentifier="OneController" customClass="OneController" sceneMemberID="viewController"/>
            </objects>
            </scene>
            <scene sceneID="two-sc-001">
            <objects>
            <viewController storyboardIdentifier="TwoController" customClass="TwoController" sceneMemberID="viewController"/>
            </objects>
            </scene>
            """)
        #expect(lint(document).findings.map(\.description) == [
            "Inline.storyboard:6:112: error: the OneController has no id, so no segue can lead to it. "
                + "Give it an id, unique in the file (Xcode writes ids such as 'BYZ-38-t0r'). [missing-attribute]",
            "Inline.storyboard:11:112: error: the TwoController has no id, so no segue can lead to it. "
                + "Give it an id, unique in the file (Xcode writes ids such as 'BYZ-38-t0r'). [missing-attribute]",
        ])
        let catalog = InterfaceCatalog(documents: [document])
        #expect(catalog.dot.contains("    \"Inline/scene-0-without-id\" [label=\"OneController\"];"))
        #expect(catalog.dot.contains("    \"Inline/scene-1-without-id\" [label=\"TwoController\"];"))
        #expect(catalog.description.contains("  scene  OneController [no id]: view controller, storyboard ID OneController\n"))
    }

    @Test("The segues of a scene without a controller are in the map and the graph, which count what they list")
    func sceneWithoutController() throws {
        let document = try Fixture.storyboard("""
            \(Self.scene("hom-sc-001", controller: "HOM-00-000", class: "HomeController"))
            <scene sceneID="odd-sc-001">
            <objects>
            <button id="BTN-aa-001">
            <connections>
            <segue destination="HOM-00-000" kind="show" id="seg-od-001"/>
            </connections>
            </button>
            </objects>
            </scene>
            """, initial: "HOM-00-000")
        let catalog = InterfaceCatalog(documents: [document])
        #expect(catalog.description == """
            Inline.storyboard (iOS, format 3.0, initial HomeController, 2 scenes, 1 segue)
              scene  HomeController [HOM-00-000] (initial): view controller
              scene  [odd-sc-001]: no controller
              segue  scene odd-sc-001 (no controller) → Inline/HomeController: show from button
            """)
        #expect(catalog.dot.contains("    \"Inline/scene-1-without-controller\" [label=\"scene odd-sc-001\\n(no controller)\", "
                                     + "style=dashed, color=red, fontcolor=red];"))
        #expect(edges(catalog) == ["  \"Inline/scene-1-without-controller\" -> \"Inline/HOM-00-000\" [label=\"show\"];"])
        #expect(lint(document).findings.map(\.description) == [
            "Inline.storyboard:9:28: warning: scene 'odd-sc-001' has no controller: the reader keeps it but checks nothing about it. "
                + "Check it by hand, or tell Prepared's maintainers about this file. [unrecognized]",
        ])
    }

    @Test("An unknown child of <scene> is reported; the objects of a scene, whatever their kind, are not")
    func unknownSceneChild() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="hom-sc-001">
            <objects>
            <viewController id="HOM-00-000" sceneMemberID="viewController"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="FRS-aa-001" sceneMemberID="firstResponder"/>
            <tapGestureRecognizer id="TAP-aa-001"/>
            <customObject id="OBJ-aa-001" customClass="Helper"/>
            </objects>
            <point key="canvasLocation" x="10" y="20"/>
            <annotation text="future"/>
            </scene>
            """, initial: "HOM-00-000")
        #expect(document.unrecognized.map(\.description) == ["unknown element 'annotation'"])
        #expect(document.unrecognized.map(\.location) == [SourceLocation(line: 12, column: 26)])
    }
}
