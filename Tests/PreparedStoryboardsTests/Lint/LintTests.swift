import Foundation
import PreparedStoryboards
import Testing

@Suite("The lint of interface files")
struct LintTests {
    @Test("The app's two storyboards, references across them included, are clean")
    func cleanApp() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        #expect(catalog.documents.map(\.name) == ["Main", "Settings"])
        let lint = InterfaceLint(catalog)
        #expect(lint.findings.isEmpty, "\(lint)")
        #expect(lint.description == "0 findings")
    }

    @Test("Segues alike are those of one trigger and one destination, whatever the ids spell: no trigger named controller, no space, merges two")
    func alikeSeguesByTriggerAndDestination() throws {
        let button = { (id: String, destination: String) in
            #"<button id="\#(id)"><connections><segue destination="\#(destination)" kind="show" id="\#(id)-seg"/></connections></button>"#
        }
        let document = try Fixture.storyboard(
            Fixture.scene("A", class: "ListController", inside: """
                <connections><segue destination="B" kind="show" id="from-a"/></connections>
                \(button("controller", "B"))\(button("x y", "C"))\(button("x", "y C"))
                """)
                + "\n" + Fixture.scene("B", class: "DetailsController") + "\n" + Fixture.scene("C", class: "OtherController")
                + "\n" + Fixture.scene("y C", class: "ThirdController"),
            initial: "A")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(!lint.findings.contains { $0.rule == .ambiguousSegues }, "\(lint)")
        #expect(document.segues.count == 4 && document.segues.allSatisfy { $0.identifier == nil })
    }

    @Test("Each default rule finds its mistake, with the line, the severity and the words a user reads")
    func everyRule() throws {
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("Lint")]))
        let rules = lint.findings.map(\.rule)
        #expect(rules.filter { $0 == .ambiguousSegues }.count == 1)
        #expect(rules.filter { $0 == .duplicateSegueIdentifier }.count == 1)
        #expect(rules.filter { $0 == .duplicateStoryboardIdentifier }.count == 1)
        #expect(rules.filter { $0 == .unreachableScene }.count == 1)
        #expect(rules.filter { $0 == .missingReferencedScene }.count == 1)
        #expect(rules.filter { $0 == .missingStoryboard }.count == 1)
        #expect(lint.findings.count == 6, "\(lint)")
        #expect(!rules.contains(.storyboardIdentifierConvention) && !rules.contains(.cellSegueWithoutIdentifier))

        let ambiguous = try #require(lint.findings.first { $0.rule == .ambiguousSegues })
        #expect(ambiguous.location.line == 13)
        #expect(ambiguous.severity == .warning)
        #expect(ambiguous.file.hasSuffix("Lint/Checks.storyboard"))
        #expect(ambiguous.message.contains("2 segues without identifier lead from the same tableViewCell of InboxController to "
                                           + "Checks/MessageController: prepare(for:sender:) gets the same sender and destination for each"))
        #expect(ambiguous.description.contains("Checks.storyboard:13:") && ambiguous.description.hasSuffix("[ambiguous-segues]"))
        #expect(ambiguous.description.contains(": warning: "))
        let missing = try #require(lint.findings.first { $0.rule == .missingStoryboard })
        #expect(missing.severity == .error)
        #expect(missing.description.contains(": error: the storyboard reference leads to Help.storyboard, "
                                             + "and no iOS storyboard of that name is among the files read"))
        let identifier = try #require(lint.findings.first { $0.rule == .missingReferencedScene })
        #expect(identifier.message.contains("the storyboard ID 'Preferences', which no scene of Companion.storyboard has"))
        let unreachable = try #require(lint.findings.first { $0.rule == .unreachableScene })
        #expect(unreachable.severity == .warning)
        #expect(unreachable.message.contains("OrphanController [ORP-00-000] is reached from no initial controller"))
        let duplicate = try #require(lint.findings.first { $0.rule == .duplicateStoryboardIdentifier })
        #expect(duplicate.severity == .error)
        #expect(duplicate.message.contains("'Message' is used by 2 scenes (MessageController, ComposeController)"))
        #expect(lint.description.hasSuffix("6 findings (4 errors, 2 warnings)"))
    }

    @Test("The conventions run only when turned on: storyboard IDs named after classes, identifiers on every segue")
    func conventionsOptIn() throws {
        var options = InterfaceLint.Options(storyboardIdentifierMatchesClass: true)
        options.set(.cellSegueWithoutIdentifier, to: .warning)
        options.set(.segueWithoutIdentifier, to: .error)
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("Lint")]), options: options)
        let rules = lint.findings.map(\.rule)
        #expect(rules.filter { $0 == .storyboardIdentifierConvention }.count == 4)
        #expect(rules.filter { $0 == .cellSegueWithoutIdentifier }.count == 3)
        #expect(lint.findings.count == 13, "\(lint)")
        let convention = try #require(lint.findings.first { $0.rule == .storyboardIdentifierConvention })
        #expect(convention.message.contains("the storyboard ID 'Inbox' is not the class name InboxController"))
        let cell = try #require(lint.findings.first { $0.rule == .cellSegueWithoutIdentifier })
        #expect(cell.message.contains("prepare(for:sender:) must tell it apart by its sender or its destination"))

        let manual = try Fixture.storyboard("""
            <scene sceneID="hom-sc-001"><objects>
            <viewController id="HOM-00-000" customClass="HomeController" sceneMemberID="viewController">
            <connections>
            <segue destination="DET-00-000" kind="show" id="seg-hm-001"/>
            <segue destination="DET-00-000" kind="presentation" identifier="present" id="seg-hm-002"/>
            </connections>
            </viewController>
            </objects></scene>
            <scene sceneID="det-sc-001"><objects>
            <viewController id="DET-00-000" customClass="DetailController" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "HOM-00-000")
        let byDefault = InterfaceLint(InterfaceCatalog(documents: [manual]))
        #expect(byDefault.findings.isEmpty, "\(byDefault)")
        let strict = InterfaceLint(InterfaceCatalog(documents: [manual]), options: options)
        #expect(strict.findings.map(\.description) == [
            "Inline.storyboard:7:60: error: the show segue from HomeController has no identifier, and the scene has 2 segues: "
                + "prepare(for:sender:) must tell it apart by its sender or its destination. Give it an identifier. [segue-without-identifier]",
        ])
    }

    @Test("Segues from different cells to one destination are no ambiguity: the sender tells them apart")
    func differentSendersAreDistinct() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="lst-sc-001"><objects>
            <tableViewController id="LST-00-000" customClass="MenuController" sceneMemberID="viewController">
            <tableView key="view" id="tbl-aa-001"><cells>
            <tableViewCell id="cel-aa-001"><connections><segue destination="NAV-00-000" kind="custom" customClass="RevealSegue" id="seg-aa-001"/></connections></tableViewCell>
            <tableViewCell id="cel-aa-002"><connections><segue destination="NAV-00-000" kind="custom" customClass="RevealSegue" id="seg-aa-002"/></connections></tableViewCell>
            </cells></tableView>
            </tableViewController>
            </objects></scene>
            <scene sceneID="nav-sc-001"><objects>
            <navigationController id="NAV-00-000" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "LST-00-000")
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(lint.findings.isEmpty, "\(lint)")
    }

    @Test("An empty storyboard ID is no ID: not shared by the scenes that have it, and no way in for a dead scene")
    func emptyStoryboardIdentifier() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="hom-sc-001"><objects>
            <viewController storyboardIdentifier="" id="HOM-00-000" customClass="HomeController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="dea-sc-001"><objects>
            <viewController storyboardIdentifier="" id="DEA-00-000" customClass="DeadController" sceneMemberID="viewController"/>
            </objects></scene>
            """, initial: "HOM-00-000")
        #expect(document.controllers.map(\.storyboardIdentifier) == [nil, nil])
        let lint = InterfaceLint(InterfaceCatalog(documents: [document]))
        #expect(lint.findings.map(\.rule) == [.unreachableScene], "\(lint)")
        #expect(lint.findings.first?.message.contains("DeadController [DEA-00-000] is reached from no initial controller") == true)
    }

    @Test("A rule can be turned off, or made an error")
    func severities() throws {
        var options = InterfaceLint.Options()
        options.set(.unreachableScene, to: nil)
        options.set(.ambiguousSegues, to: .error)
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("Lint")]), options: options)
        #expect(!lint.findings.contains { $0.rule == .unreachableScene })
        #expect(lint.findings.first { $0.rule == .ambiguousSegues }?.severity == .error)
        #expect(lint.errors.count == 5)
        #expect(options.severity(of: .unreachableScene) == nil)
        #expect(InterfaceLint.Options().severity(of: .storyboardIdentifierConvention) == nil)
    }

    @Test("What the reader does not recognize, and a segue to nothing, are findings")
    func unrecognizedAndMissing() throws {
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("Odd")]))
        #expect(lint.findings.filter { $0.rule == .unrecognized }.count == 6)
        let dangling = try #require(lint.findings.first { $0.rule == .missingDestination })
        #expect(dangling.message.contains("leads to 'NOP-00-000', which nothing in the file has as its id"))
        #expect(lint.findings.first { $0.rule == .unrecognized }?.message.contains("unknown document version '4.0'") == true)
    }

    @Test("A reference to a storyboard outside the files read is reported; the macOS file has no other finding")
    func macReference() throws {
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("Mac/Main.storyboard")]))
        #expect(lint.findings.map(\.rule) == [.missingStoryboard])
    }

    @Test("The text map lists every storyboard, scene and segue")
    func textMap() throws {
        let catalog = InterfaceCatalog(reading: [try Fixture.url("App")])
        let text = catalog.description
        #expect(text.contains("Main.storyboard (iOS, format 3.0, initial tab bar controller, 10 scenes, 14 segues)"))
        #expect(text.contains("  scene  ContactListController [LST-00-000]: table view controller, storyboard ID ContactListController, title Contacts"))
        #expect(text.contains("  segue  ContactListController → Main/ContactDetailsController: show \"view\" from tableViewCell"))
        #expect(text.contains("  segue  EditContactController → exit: unwind cancelEditing: from barButtonItem"))
        #expect(text.contains("  segue  ProfileController → Settings/→ Main.storyboard#ContactDetailsController: show \"contact\" from collectionViewCell"))
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("  segue") }.count == catalog.documents.reduce(0) { $0 + $1.segues.count })
    }
}
