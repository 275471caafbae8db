import Foundation
import PreparedStoryboards
import Testing

@Suite("Prototype cells and reusable views")
struct PrototypeReadingTests {
    @Test("A table's prototype cells are read with their reuse identifiers and classes; a static cell without one is none")
    func tableCells() throws {
        let document = try Fixture.storyboard(Fixture.scene("List", class: "ContactListController", kind: "tableViewController", inside: """
            <tableView key="view" id="table-1">
                <prototypes>
                    <tableViewCell reuseIdentifier="ContactCell" id="cell-1" customClass="ContactCell" customModule="App" customModuleProvider="target"/>
                    <tableViewCell reuseIdentifier="Plain" id="cell-2"/>
                    <tableViewCell id="cell-3"/>
                    <tableViewCell reuseIdentifier="" id="cell-4"/>
                </prototypes>
            </tableView>
            """))
        let prototypes = try #require(document.scenes.first).prototypes
        #expect(prototypes.map(\.reuseIdentifier) == ["ContactCell", "Plain"])
        #expect(prototypes.map(\.kind) == [.tableViewCell, .tableViewCell])
        #expect(prototypes.map(\.containerID) == ["table-1", "table-1"])
        #expect(prototypes[0].qualifiedClassName == "App.ContactCell")
        #expect(prototypes[0].customModuleProvider == "target")
        #expect(prototypes[1].customClass == nil)
        #expect(prototypes[1].kind.frameworkClass == "UITableViewCell")
        #expect(prototypes[0].location.line == 7)
    }

    @Test("A collection's cells and its header and footer views are read, each in its own registry")
    func collectionViews() throws {
        let document = try Fixture.storyboard(Fixture.scene("Grid", class: "GridController", kind: "collectionViewController", inside: """
            <collectionView key="view" id="grid-1">
                <cells>
                    <collectionViewCell reuseIdentifier="Photo" id="c-1" customClass="PhotoCell"/>
                </cells>
                <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="h-1" customClass="HeaderView"/>
                <collectionReusableView key="sectionFooterView" reuseIdentifier="Footer" id="f-1"/>
            </collectionView>
            """))
        let prototypes = try #require(document.scenes.first).prototypes
        #expect(prototypes.map(\.kind) == [.collectionViewCell, .supplementaryView(elementKey: "sectionHeaderView"),
                                           .supplementaryView(elementKey: "sectionFooterView")])
        #expect(prototypes.map(\.reuseIdentifier) == ["Photo", "Header", "Footer"])
        #expect(prototypes.map(\.kind.frameworkClass) == ["UICollectionViewCell", "UICollectionReusableView", "UICollectionReusableView"])
    }

    @Test("A cell of a table inside another table's cell belongs to the inner table")
    func nestedContainers() throws {
        let document = try Fixture.storyboard(Fixture.scene("Feed", class: "FeedController", inside: """
            <view key="view" id="v-1"><subviews>
            <tableView id="outer"><prototypes>
                <tableViewCell reuseIdentifier="Row" id="row"><tableViewCellContentView key="contentView" id="cv"><subviews>
                    <collectionView id="inner"><cells><collectionViewCell reuseIdentifier="Tile" id="tile"/></cells></collectionView>
                </subviews></tableViewCellContentView></tableViewCell>
            </prototypes></tableView>
            </subviews></view>
            """))
        let prototypes = try #require(document.scenes.first).prototypes
        #expect(prototypes.map(\.reuseIdentifier) == ["Row", "Tile"])
        #expect(prototypes.map(\.containerID) == ["outer", "inner"])
    }

    @Test("An AppKit cell view is dequeued by its identifier, or its column's when Interface Builder leaves it automatic")
    func appKitCellViews() throws {
        let text = Fixture.storyboardText(Fixture.scene("Library", class: "LibraryController", inside: """
            <view key="view" id="v-1"><subviews><scrollView id="s-1"><clipView key="contentView" id="c-1">
            <outlineView id="outline-1"><tableColumns>
                <tableColumn identifier="NameColumn" id="col-1"><prototypeCellViews>
                    <tableCellView id="tcv-1" customClass="NameCellView" customModule="Library"/>
                    <tableCellView identifier="DetailCell" id="tcv-2"/>
                </prototypeCellViews></tableColumn>
                <tableColumn id="col-2"><prototypeCellViews><tableCellView id="tcv-3"/></prototypeCellViews></tableColumn>
            </tableColumns></outlineView>
            </clipView></scrollView></subviews></view>
            """), type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")
        let document = try StoryboardDocument(data: Data(text.utf8), name: "Mac")
        let prototypes = try #require(document.scenes.first).prototypes
        #expect(prototypes.map(\.reuseIdentifier) == ["NameColumn", "DetailCell"], "no identifier and no column identifier: none")
        #expect(prototypes.map(\.kind) == [.tableCellView, .tableCellView])
        #expect(prototypes.first?.qualifiedClassName == "Library.NameCellView")
        #expect(prototypes.map(\.containerID) == ["outline-1", "outline-1"])
    }

    @Test("Every prototype with a reuse identifier in the real apps' storyboards is read")
    func realApps() throws {
        let catalog = try Fixture.realApps
        let prototypes = catalog.documents.flatMap(\.scenes).flatMap(\.prototypes)
        // `grep` counts 63 <tableViewCell>, <collectionViewCell> and <collectionReusableView> elements with a
        // reuseIdentifier in RealApps; MonitorControl's one <tableCellView> has no identifier, nor has its column.
        #expect(prototypes.count == 63)
        #expect(prototypes.allSatisfy { !$0.containerID.isEmpty && !$0.reuseIdentifier.isEmpty })
        #expect(prototypes.contains { $0.reuseIdentifier == "Section" && $0.qualifiedClassName == "RxExample_iOS.NumberSectionView" })
    }
}

@Suite("Cells that are no prototypes")
struct StaticCellReadingTests {
    @Test("A static table's cells are never dequeued, so they are no prototypes, whatever identifier they carry")
    func staticTable() throws {
        let document = try Fixture.storyboard(Fixture.scene("Settings", class: "SettingsController", kind: "tableViewController", inside: """
            <tableView key="view" dataMode="static" id="static-1">
                <sections>
                    <tableViewSection id="sec-1"><cells>
                        <tableViewCell reuseIdentifier="Row" id="row-1"/>
                        <tableViewCell reuseIdentifier="Row" id="row-2"><tableViewCellContentView key="contentView" id="cv-1"><subviews>
                            <tableView dataMode="prototypes" id="inner"><prototypes><tableViewCell reuseIdentifier="Inner" id="in-1"/></prototypes></tableView>
                        </subviews></tableViewCellContentView></tableViewCell>
                    </cells></tableViewSection>
                </sections>
            </tableView>
            """), initial: "Settings")
        #expect(try #require(document.scenes.first).prototypes.map(\.reuseIdentifier) == ["Inner"], "a table inside a static cell has prototypes")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(!lint.findings.contains { $0.rule == .duplicateReuseIdentifier }, "\(lint)")
    }

    @Test("A cell view outside any column takes no identifier from the column before it")
    func columnIdentifierEnds() throws {
        let text = Fixture.storyboardText(Fixture.scene("Library", class: "LibraryController", inside: """
            <view key="view" id="v-1"><subviews>
            <tableView id="table-1"><tableColumns>
                <tableColumn identifier="NameColumn" id="col-1"><prototypeCellViews><tableCellView id="tcv-1"/></prototypeCellViews></tableColumn>
            </tableColumns><tableCellView id="tcv-2"/></tableView>
            </subviews></view>
            """), type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")
        let document = try StoryboardDocument(data: Data(text.utf8), name: "Mac")
        #expect(try #require(document.scenes.first).prototypes.map(\.id) == ["tcv-1"])
    }
}
