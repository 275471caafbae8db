import Foundation
import PreparedStoryboards
import Testing

@Suite("The storyboard lint")
struct LintTests {
    @Test("The app's two storyboards, references across them included, are clean")
    func cleanApp() throws {
        let catalog = StoryboardCatalog(reading: [try Fixture.url("App")])
        #expect(catalog.documents.map(\.name) == ["Main", "Settings"])
        let lint = StoryboardLint(catalog)
        #expect(lint.findings.isEmpty, "\(lint)")
        #expect(lint.description == "0 findings")
    }

    @Test("Each rule finds its mistake, with the line and the words a user reads")
    func everyRule() throws {
        let lint = StoryboardLint(StoryboardCatalog(reading: [try Fixture.url("Lint")]))
        let rules = lint.findings.map(\.rule)
        #expect(rules.filter { $0 == .storyboardIdentifierConvention }.count == 4)
        #expect(rules.filter { $0 == .cellSegueWithoutIdentifier }.count == 2)
        #expect(rules.filter { $0 == .ambiguousSegues }.count == 1)
        #expect(rules.filter { $0 == .duplicateSegueIdentifier }.count == 1)
        #expect(rules.filter { $0 == .duplicateStoryboardIdentifier }.count == 1)
        #expect(rules.filter { $0 == .unreachableScene }.count == 1)
        #expect(rules.filter { $0 == .missingReferencedScene }.count == 1)
        #expect(rules.filter { $0 == .missingStoryboard }.count == 1)
        #expect(lint.findings.count == 12)

        let ambiguous = try #require(lint.findings.first { $0.rule == .ambiguousSegues })
        #expect(ambiguous.location.line == 12)
        #expect(ambiguous.file.hasSuffix("Lint/Checks.storyboard"))
        #expect(ambiguous.message.contains("InboxController reaches Checks/MessageController by 3 segues (identifiers: none, 'open', 'open')"))
        #expect(ambiguous.description.contains("Checks.storyboard:12:") && ambiguous.description.hasSuffix("[ambiguous-segues]"))
        let missing = try #require(lint.findings.first { $0.rule == .missingStoryboard })
        #expect(missing.message.contains("Help.storyboard, which is not among the files read"))
        let identifier = try #require(lint.findings.first { $0.rule == .missingReferencedScene })
        #expect(identifier.message.contains("the storyboard ID 'Preferences', which no scene of Companion.storyboard has"))
        let unreachable = try #require(lint.findings.first { $0.rule == .unreachableScene })
        #expect(unreachable.message.contains("OrphanController [ORP-00-000] is reached from no initial controller"))
        let duplicate = try #require(lint.findings.first { $0.rule == .duplicateStoryboardIdentifier })
        #expect(duplicate.message.contains("'Message' is used by 2 scenes (MessageController, ComposeController)"))
        let cell = try #require(lint.findings.first { $0.rule == .cellSegueWithoutIdentifier })
        #expect(cell.message.contains("prepare(for:sender:) cannot tell it apart"))
        let convention = try #require(lint.findings.first { $0.rule == .storyboardIdentifierConvention })
        #expect(convention.message.contains("the storyboard ID 'Inbox' is not the class name InboxController"))
    }

    @Test("The storyboard ID convention can be turned off")
    func conventionOff() throws {
        let lint = StoryboardLint(StoryboardCatalog(reading: [try Fixture.url("Lint")]),
                                  options: StoryboardLint.Options(storyboardIdentifierMatchesClass: false))
        #expect(!lint.findings.contains { $0.rule == .storyboardIdentifierConvention })
        #expect(lint.findings.count == 8)
    }

    @Test("What the reader does not recognize, and a segue to nothing, are findings")
    func unrecognizedAndMissing() throws {
        let lint = StoryboardLint(StoryboardCatalog(reading: [try Fixture.url("Odd")]))
        #expect(lint.findings.filter { $0.rule == .unrecognized }.count == 6)
        let dangling = try #require(lint.findings.first { $0.rule == .missingDestination })
        #expect(dangling.message.contains("leads to 'NOP-00-000', which nothing in the file has as its id"))
        #expect(lint.findings.first { $0.rule == .unrecognized }?.message.contains("unknown document version '4.0'") == true)
    }

    @Test("A reference to a storyboard outside the files read is reported; the macOS file has no other finding")
    func macReference() throws {
        let lint = StoryboardLint(StoryboardCatalog(reading: [try Fixture.url("Mac/Main.storyboard")]))
        #expect(lint.findings.map(\.rule) == [.missingStoryboard])
    }

    @Test("The text map lists every storyboard, scene and segue")
    func textMap() throws {
        let catalog = StoryboardCatalog(reading: [try Fixture.url("App")])
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
