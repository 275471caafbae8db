import Foundation
import PreparedStoryboards
import Testing

@Suite("The lint of prototype cells")
struct PrototypeLintTests {
    @Test("Two prototypes with one reuse identifier in one view are an error at the second, with the words a user reads")
    func duplicateReuseIdentifier() throws {
        let document = try Fixture.storyboard(Fixture.scene("List", class: "ContactListController", kind: "tableViewController", inside: """
            <tableView key="view" id="table-1">
                <prototypes>
                    <tableViewCell reuseIdentifier="ContactCell" id="cell-1" customClass="ContactCell"/>
                    <tableViewCell reuseIdentifier="ContactCell" id="cell-2" customClass="CompactContactCell"/>
                    <tableViewCell reuseIdentifier="Other" id="cell-3"/>
                </prototypes>
            </tableView>
            """), initial: "List")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        let finding = try #require(lint.findings.first)
        #expect(lint.findings.count == 1, "\(lint)")
        #expect(finding.rule == .duplicateReuseIdentifier)
        #expect(finding.severity == .error)
        #expect(finding.location.line == 8)
        #expect(finding.message == "this table view cell of ContactListController has the reuse identifier 'ContactCell', as the "
            + "table view cell on line 7 has in the same view, which dequeues only one of them by it. "
            + "Give each prototype its own reuse identifier.")
        #expect(finding.description.hasSuffix("[duplicate-reuse-identifier]"))
    }

    @Test("One identifier in two views, or for a cell and a header of one collection, is no mistake")
    func separateRegistries() throws {
        let document = try Fixture.storyboard(Fixture.scene("Grid", class: "GridController", inside: """
            <view key="view" id="v-1"><subviews>
            <collectionView id="grid-1"><cells><collectionViewCell reuseIdentifier="Item" id="c-1"/></cells>
                <collectionReusableView key="sectionHeaderView" reuseIdentifier="Item" id="h-1"/>
                <collectionReusableView key="sectionFooterView" reuseIdentifier="Item" id="f-1"/>
            </collectionView>
            <collectionView id="grid-2"><cells><collectionViewCell reuseIdentifier="Item" id="c-2"/></cells></collectionView>
            </subviews></view>
            """), initial: "Grid")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(!lint.findings.contains { $0.rule == .duplicateReuseIdentifier }, "\(lint)")
    }

    @Test("The real apps have no two prototypes with one reuse identifier in one view")
    func realApps() throws {
        let lint = InterfaceLint(try Fixture.realApps)
        #expect(!lint.findings.contains { $0.rule == .duplicateReuseIdentifier }, "\(lint)")
    }
}
