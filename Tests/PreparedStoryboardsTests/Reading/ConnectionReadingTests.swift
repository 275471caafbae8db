import Foundation
import PreparedStoryboards
import Testing

@Suite("Outlets, actions, segue actions, custom classes and resources")
struct ConnectionReadingTests {
    @Test("Outlets of a controller and of a cell, an outlet collection and a control's action are read with their owners")
    func iOSConnections() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="s1"><objects>
              <tableViewController id="list" customClass="ContactListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <tableView key="view" id="table">
                  <prototypes>
                    <tableViewCell reuseIdentifier="Cell" id="cell" customClass="ContactCell">
                      <label id="name"/>
                      <label id="phone"/>
                      <connections>
                        <outlet property="nameLabel" destination="name" id="o1"/>
                        <outletCollection property="labels" destination="name" collectionClass="NSMutableArray" id="o2"/>
                        <outletCollection property="labels" destination="phone" collectionClass="NSMutableArray" id="o3"/>
                      </connections>
                    </tableViewCell>
                  </prototypes>
                  <connections>
                    <outlet property="dataSource" destination="list" id="o4"/>
                  </connections>
                </tableView>
                <button id="add" customClass="RoundButton" customModule="Kit">
                  <connections>
                    <action selector="add:" destination="list" eventType="touchUpInside" id="a1"/>
                  </connections>
                </button>
                <connections>
                  <outlet property="addButton" destination="add" id="o5"/>
                  <segue destination="list" kind="show" identifier="open" destinationCreationSelector="makeList:sender:" id="g1"/>
                </connections>
              </tableViewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
            </objects></scene>
            """)
        let scene = try #require(document.scenes.first)
        #expect(scene.connections.map(\.kind) == [
            .outlet(property: "nameLabel"), .outletCollection(property: "labels"), .outletCollection(property: "labels"),
            .outlet(property: "dataSource"), .action(selector: "add:", event: "touchUpInside"), .outlet(property: "addButton"),
        ])
        #expect(scene.connections.map(\.sourceID) == ["cell", "cell", "cell", "table", "add", "list"])
        #expect(scene.connections.map(\.sourceElement) == ["tableViewCell", "tableViewCell", "tableViewCell", "tableView", "button",
                                                          "tableViewController"])
        #expect(scene.connections.map(\.destinationID) == ["name", "name", "phone", "list", "list", "add"])
        #expect(scene.connections.map(\.id) == ["o1", "o2", "o3", "o4", "a1", "o5"])
        #expect(scene.connections.first?.location.line == 12)
        #expect(scene.connections.map(\.kind.description).first == "outlet nameLabel")
        #expect(scene.objects.map(\.customClass) == ["ContactListController", "ContactCell", "RoundButton"])
        #expect(scene.objects.map(\.qualifiedClassName) == ["ContactListController", "ContactCell", "Kit.RoundButton"])
        #expect(scene.objects.map(\.element) == ["tableViewController", "tableViewCell", "button"])
        #expect(scene.objects.map(\.location.line) == [5, 8, 22])
        #expect(scene.firstResponderIDs == ["responder"])
        #expect(scene.segues.first?.destinationCreationSelector == "makeList:sender:")
        #expect(scene.segues.count == 1, "connections are no segues")
    }

    @Test("A macOS menu item's action names its target, the first responder placeholder; the resources are read")
    func macOSConnections() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
            <scenes>
            <scene sceneID="app"><objects>
              <application id="hnw" sceneMemberID="viewController">
                <menu key="mainMenu" id="menu">
                  <items>
                    <menuItem title="Copy" id="copy">
                      <connections>
                        <action selector="copy:" target="Ady" id="a1"/>
                      </connections>
                    </menuItem>
                  </items>
                </menu>
                <connections>
                  <outlet property="delegate" destination="Voe" id="o1"/>
                </connections>
              </application>
              <customObject id="Voe" customClass="AppDelegate" customModule="Notes" customModuleProvider="target"/>
              <customObject id="Ady" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            </objects></scene>
            </scenes>
            <resources>
              <image name="Logo" width="128" height="128"/>
              <namedColor name="AccentColor"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
              <systemColor name="labelColor"><color white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            </resources>
            </document>
            """
        let document = try StoryboardDocument(data: Data(text.utf8), name: "Main")
        let scene = try #require(document.scenes.first)
        #expect(scene.connections.map(\.kind) == [.action(selector: "copy:", event: nil), .outlet(property: "delegate")])
        #expect(scene.connections.map(\.destinationID) == ["Ady", "Voe"])
        #expect(scene.connections.map(\.sourceElement) == ["menuItem", "application"])
        #expect(scene.firstResponderIDs == ["Ady"])
        #expect(scene.objects.map(\.customClass) == ["AppDelegate", "NSResponder"])
        #expect(document.resources.map(\.name) == ["Logo", "AccentColor"], "a system color is the system's, not the app's")
        #expect(document.resources.map(\.kind) == [.image, .color])
        #expect(document.resources.first?.location.line == 24)
    }

    @Test("Every outlet, outlet collection, action, segue action and custom class of the real apps' storyboards is read")
    func realApps() throws {
        let catalog = try Fixture.realApps
        let scenes = catalog.documents.flatMap(\.scenes)
        let connections = scenes.flatMap(\.connections)
        // `grep -o` over the 65 storyboards the reader takes (the two WatchKit ones, 9 outlets, are left out).
        #expect(connections.filter { if case .outlet = $0.kind { true } else { false } }.count == 722)
        #expect(connections.filter { if case .outletCollection = $0.kind { true } else { false } }.count == 17)
        #expect(connections.filter { if case .action = $0.kind { true } else { false } }.count == 475)
        #expect(connections.allSatisfy { !$0.sourceID.isEmpty && $0.destinationID != nil })
        #expect(scenes.flatMap(\.segues).compactMap(\.destinationCreationSelector).count == 9)
        #expect(scenes.flatMap(\.objects).count == 322)
        #expect(catalog.documents.flatMap(\.resources).filter { $0.kind == .image }.count == 72)
        #expect(catalog.documents.flatMap(\.resources).filter { $0.kind == .color }.count == 19)
    }
}

