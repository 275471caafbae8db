import Foundation
@testable import PreparedStoryboards
import Testing

@Suite("Reading .xib files: macOS")
struct MacNibReadingTests {
    @Test("A window controller's XIB: File's Owner, the window, its table's cell views, and menu items sent to the first responder")
    func windowAndTableCellViews() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.macOSPlaceholders(owner: "PreferencesWindowController\" customModule=\"Notes\" customModuleProvider=\"target", inside: """
            <connections><outlet property="window" destination="F0z-JX-Cv5" id="o1"/><outlet property="tableView" destination="TBL-aa-001" id="o2"/></connections>
            """))
            <window title="Preferences" id="F0z-JX-Cv5">
            <view key="contentView" id="se5-gp-TjO">
            <subviews>
            <scrollView id="SCR-aa-001">
            <clipView key="contentView" id="CLP-aa-001">
            <tableView id="TBL-aa-001" customClass="AccountsTableView" customModule="Notes">
            <tableColumns>
            <tableColumn identifier="AccountColumn" id="COL-aa-001">
            <prototypeCellViews>
            <tableCellView id="CEL-aa-001" customClass="AccountCellView" customModule="Notes">
            <connections><outlet property="textField" destination="TXT-aa-001" id="o3"/></connections>
            <textField id="TXT-aa-001"/>
            </tableCellView>
            <tableCellView identifier="DetailCell" id="CEL-aa-002"/>
            </prototypeCellViews>
            </tableColumn>
            </tableColumns>
            </tableView>
            </clipView>
            </scrollView>
            <button id="BTN-aa-001">
            <connections><action selector="addAccount:" target="-2" id="a1"/></connections>
            </button>
            </subviews>
            </view>
            <connections><outlet property="delegate" destination="-2" id="o4"/></connections>
            </window>
            <menu title="Account" id="MNU-aa-001">
            <items>
            <menuItem title="Copy" keyEquivalent="c" id="CPY-aa-001"><connections><action selector="copy:" target="-1" id="a2"/></connections></menuItem>
            <menuItem title="Remove" id="RMV-aa-001"><connections><action selector="removeAccount:" target="-2" id="a3"/></connections></menuItem>
            </items>
            </menu>
            <tableCellView identifier="SummaryCell" id="SUM-aa-001" customClass="SummaryCellView" customModule="Notes"/>
            """, type: NibFixture.macOS)
        #expect(nib.platform == .macOS)
        let owner = try #require(nib.filesOwner)
        #expect(owner.id == "-2" && owner.element == "customObject")
        #expect(owner.qualifiedClassName == "Notes.PreferencesWindowController")
        #expect(nib.firstResponderIDs == ["-1"])
        #expect(nib.topLevelObjects.map(\.element) == ["window", "menu", "tableCellView"],
                "First Responder and Application are placeholders")
        #expect(nib.topLevelObjects.map(\.reuseIdentifier) == [nil, nil, "SummaryCell"])
        #expect(nib.topLevelObjects.map(\.location.line) == [7, 34, 40])
        #expect(nib.prototypes.map(\.reuseIdentifier) == ["AccountColumn", "DetailCell"], "the first cell view takes its column's identifier")
        #expect(nib.prototypes.map(\.containerID) == ["TBL-aa-001", "TBL-aa-001"])
        #expect(nib.prototypes.map(\.customClass) == ["AccountCellView", nil])
        #expect(nib.objects.map(\.customClass) == ["AccountsTableView", "AccountCellView", "SummaryCellView"])
        #expect(nib.filesOwnerOutlets.map(\.kind.description) == ["outlet window", "outlet tableView"])
        #expect(nib.filesOwnerOutlets.map(\.destinationElement) == ["window", "tableView"])
        #expect(nib.filesOwnerActions.map(\.kind.description) == ["action addAccount:", "action removeAccount:"])
        #expect(nib.firstResponderActions.map(\.kind) == [.action(selector: "copy:", event: nil)])
        #expect(nib.firstResponderActions.map(\.sourceElement) == ["menuItem"])
        #expect(nib.connections.first { $0.id == "o4" }?.destinationElement == "customObject", "the window's delegate is File's Owner")
        #expect(nib.connections.allSatisfy { !$0.isToRepeatingContent })
    }

    @Test("A main menu XIB: File's Owner is NSApplication, its delegate the app's object, the menu's actions sent along the responder chain")
    func mainMenu() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.macOSPlaceholders(owner: "NSApplication", inside: """
            <connections><outlet property="delegate" destination="Voe-Tx-rLC" id="GzC-gU-4Uq"/></connections>
            """))
            <customObject id="Voe-Tx-rLC" customClass="AppDelegate" customModule="Notes" customModuleProvider="target"/>
            <customObject id="YLy-65-1bz" customClass="NSFontManager"/>
            <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
            <items>
            <menuItem title="Notes" id="1Xt-HY-uBw">
            <menu key="submenu" title="Notes" systemMenu="apple" id="uQy-DD-JDr">
            <items>
            <menuItem title="About Notes" id="5kV-Vb-QxS">
            <connections><action selector="orderFrontStandardAboutPanel:" target="-1" id="Exp-CZ-Vem"/></connections>
            </menuItem>
            <menuItem title="Quit Notes" keyEquivalent="q" id="4sb-4s-VLi">
            <connections><action selector="terminate:" target="-1" id="Te7-pn-YSm"/></connections>
            </menuItem>
            <menuItem title="Show Fonts" id="Q5e-8K-NDq">
            <connections><action selector="orderFrontFontPanel:" target="YLy-65-1bz" id="WHr-nq-2xA"/></connections>
            </menuItem>
            </items>
            </menu>
            </menuItem>
            </items>
            </menu>
            """, type: NibFixture.macOS, resources: #"<image name="NSActionTemplate" width="15" height="15"/>"#)
        #expect(nib.filesOwner?.customClass == "NSApplication")
        #expect(nib.filesOwner?.customModule == nil)
        #expect(nib.topLevelObjects.map(\.id) == ["Voe-Tx-rLC", "YLy-65-1bz", "AYu-sK-qS6"])
        #expect(nib.topLevelObjects.map(\.qualifiedClassName) == ["Notes.AppDelegate", "NSFontManager", nil])
        #expect(nib.objects.map(\.customClass) == ["AppDelegate", "NSFontManager"])
        #expect(nib.filesOwnerOutlets.map(\.destinationID) == ["Voe-Tx-rLC"])
        #expect(nib.firstResponderActions.map(\.kind.description) == ["action orderFrontStandardAboutPanel:", "action terminate:"])
        #expect(nib.connections.last?.destinationElement == "customObject")
        #expect(nib.resources.map(\.name) == ["NSActionTemplate"])
    }

    @Test("Placeholders are told by their user labels where a tool wrote other ids, by their ids where it wrote no label")
    func placeholdersByLabelOrID() throws {
        let labelled = try NibFixture.read("""
            <customObject id="-1" userLabel="File's Owner" customClass="NSApplication"/>
            <window title="Test" id="QvC-M9-y7g"/>
            """, type: NibFixture.macOS)
        #expect(labelled.filesOwner?.id == "-1")
        #expect(labelled.firstResponderIDs.isEmpty)
        #expect(labelled.topLevelObjects.map(\.element) == ["window"])
        let unlabelled = try NibFixture.read("""
            <customObject id="-2" customClass="Owner"/>
            <customObject id="-1" customClass="FirstResponder"/>
            <customObject id="-3" customClass="NSObject"/>
            <customObject id="HLP-aa-001" customClass="Helper"/>
            """, type: NibFixture.macOS)
        #expect(unlabelled.filesOwner?.customClass == "Owner")
        #expect(unlabelled.firstResponderIDs == ["-1"])
        #expect(unlabelled.topLevelObjects.map(\.customClass) == ["Helper"])
        #expect(unlabelled.objects.map(\.customClass) == ["Helper"])
    }
}
