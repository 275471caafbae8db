import Foundation
import PreparedStoryboards
import Testing

@Suite("The lint of outlets and actions")
struct ConnectionLintTests {
    @Test("An outlet to nothing, to another scene, or from the controller into a prototype cell is an error; the cell's own outlets are not")
    func connections() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="s1"><objects>
              <tableViewController id="list" customClass="ListController" sceneMemberID="viewController">
                <tableView key="view" id="table">
                  <prototypes>
                    <tableViewCell reuseIdentifier="Cell" id="cell" customClass="ContactCell">
                      <label id="name"/>
                      <connections>
                        <outlet property="nameLabel" destination="name" id="ok1"/>
                      </connections>
                    </tableViewCell>
                  </prototypes>
                </tableView>
                <button id="add">
                  <connections>
                    <action selector="add:" destination="list" id="ok2"/>
                    <action selector="" destination="list" id="bad0"/>
                  </connections>
                </button>
                <connections>
                  <outlet property="gone" destination="nowhere" id="bad1"/>
                  <outlet property="other" destination="elsewhere" id="bad2"/>
                  <outlet property="firstName" destination="name" id="bad3"/>
                  <outletCollection property="cells" destination="cell" id="bad4"/>
                </connections>
              </tableViewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="other" customClass="OtherController" sceneMemberID="viewController">
                <view key="view" id="elsewhere"/>
              </viewController>
            </objects></scene>
            """, initial: "list")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        let findings = lint.findings.filter { $0.rule != .unreachableScene }
        #expect(findings.map(\.rule) == [.missingAttribute, .missingConnectionDestination, .crossSceneConnection,
                                         .outletToRepeatingContent, .outletToRepeatingContent], "\(lint)")
        #expect(findings.map(\.severity) == [.error, .error, .warning, .error, .error],
                "a connection into another scene is never made, and the app builds and runs: a warning")
        #expect(findings.map(\.message) == [
            "an action of the <button> 'add' names no selector. Delete it in Interface Builder's Connections inspector, and connect "
                + "the action again.",
            "the outlet gone of ListController 'list' connects to 'nowhere', which nothing in the file has as its id: loading the "
                + "scene fails. Delete the connection in Interface Builder's Connections inspector, and connect it again.",
            "the outlet other of ListController 'list' connects to 'elsewhere', a <view> of another scene. Interface Builder compiles "
                + "each scene on its own, so the connection is never made: the outlet stays nil at run time, and an implicitly "
                + "unwrapped one crashes on its first use. Connect it to an object of its own scene, or pass the object between the "
                + "scenes in code.",
            "the outlet firstName of ListController 'list' connects to 'name', a <label> of a prototype cell, of which there is one per "
                + "row: Xcode refuses it (\"Outlets cannot be connected to repeating content\"). Declare the outlet in the cell's class "
                + "and connect it from the cell, or reach the view through the cell you dequeue.",
            "the outlet collection cells of ListController 'list' connects to 'cell', a <tableViewCell> of a prototype cell, of which "
                + "there is one per row: Xcode refuses it (\"Outlets cannot be connected to repeating content\"). Declare the outlet in "
                + "the cell's class and connect it from the cell, or reach the view through the cell you dequeue.",
        ])
        #expect(findings.map(\.location.line) == [19, 23, 24, 25, 26])
    }

    @Test("An action to another scene's controller is never sent; one to another scene's First Responder goes along the responder chain")
    func actionsAcrossScenes() throws {
        // As in a macOS app's menu scene (Vienna's Main.storyboard), whose menu items send to the First Responder of the
        // window scene: a nil target either way.
        let document = try Fixture.storyboard("""
            <scene sceneID="s1"><objects>
              <viewController id="main" customClass="MainController" sceneMemberID="viewController">
                <view key="view" id="v1">
                  <subviews>
                    <button id="subscribe">
                      <connections>
                        <action selector="newSubscription:" destination="responder2" id="a1"/>
                        <action selector="refresh:" destination="other" id="a2"/>
                      </connections>
                    </button>
                  </subviews>
                </view>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="responder1" sceneMemberID="firstResponder"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="other" customClass="OtherController" sceneMemberID="viewController">
                <view key="view" id="v2"/>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="responder2" sceneMemberID="firstResponder"/>
            </objects></scene>
            """, initial: "main")
        let findings = InterfaceLint(InterfaceCatalog(documents: [document])).findings.filter { $0.rule == .crossSceneConnection }
        #expect(findings.map(\.message) == [
            "the action refresh: of the <button> 'subscribe' connects to 'other', a <viewController> of another scene. Interface "
                + "Builder compiles each scene on its own, so the connection is never made: the action is never sent at run time: the "
                + "control does nothing for it, unless code adds it as a target. Connect it to an object of its own scene, or pass the "
                + "object between the scenes in code.",
        ])
    }

    @Test("The real apps' 722 outlets, 17 outlet collections and 475 actions give no finding")
    func realApps() throws {
        let lint = InterfaceLint(try Fixture.realApps)
        let rules: Set<InterfaceFinding.Rule> = [.missingConnectionDestination, .crossSceneConnection, .outletToRepeatingContent]
        #expect(!lint.findings.contains { rules.contains($0.rule) }, "\(lint)")
        #expect(!lint.findings.contains { $0.rule == .missingAttribute }, "\(lint)")
    }
}
