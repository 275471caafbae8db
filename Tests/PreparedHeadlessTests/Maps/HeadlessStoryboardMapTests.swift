import Testing
import PreparedHeadless
import ContactsExample

@Suite("Storyboard maps")
@MainActor
struct StoryboardMapTests {
    @Test("A sound storyboard validates, with the keys each segue passes")
    func soundMap() {
        let map = HeadlessStoryboardMap(validating: ContactsStoryboard.self)
        #expect(map.isValid, "\(map)")
        #expect(map.segues.count == 3)
        #expect(map.segues.allSatisfy { $0.propagation.flows.map(\.property) == ["prepCtxContact"] })
        #expect(map.segues.map(\.identifier) == ["ContactSegue.view", "ContactSegue.edit", nil])
    }

    @Test("A broken transition fails validation: mismatches, missing conformances, unfilled keys")
    func brokenSegues() throws {
        let map = HeadlessStoryboardMap(validating: [TestBoard.main])
        #expect(!map.isValid)
        let mismatch = try #require(map.segues.first { $0.destinationClass == "MismatchScreen" })
        #expect(mismatch.propagation.problems.map(\.property) == ["prepCtxTitle"])
        let picky = try #require(map.segues.first { $0.sourceClass == "SettingsScreen" && $0.destinationClass == "PickyScreen" })
        #expect(picky.problems == [.preparation(.sourceDoesNotConform(source: "SettingsScreen", destination: "PickyScreen", requirement: "OrderProviding"))])
        let fromHome = try #require(map.segues.first { $0.sourceClass == "HomeScreen" && $0.destinationClass == "PickyScreen" })
        #expect(fromHome.isValid)
        #expect(map.segues.filter { !$0.isValid }.count == 2)
    }

    @Test("Declaration problems: duplicate scenes, two initial scenes, ambiguous segues, segues to no scene")
    func declarationProblems() {
        let map = HeadlessStoryboardMap(validating: [TestBoard.broken])
        #expect(map.problems == [
            .storyboard(.duplicateScene(storyboard: "broken", identifier: "HomeScreen", count: 2)),
            .storyboard(.severalInitialScenes(storyboard: "broken", identifiers: ["HomeScreen", "SettingsScreen"])),
            .storyboard(.noSceneForClass(storyboard: "broken", className: "OrphanScreen", known: ["HomeScreen", "SettingsScreen", "HomeScreen"])),
            .ambiguousSegue(storyboard: "broken", source: "HomeScreen", destination: "SettingsScreen", identifiers: ["(none)", "(none)"]),
        ])
        #expect(!map.isValid)
    }

    @Test("The map prints as text, one line per scene and segue")
    func text() {
        let text = HeadlessStoryboardMap(validating: [TestBoard.main]).description
        #expect(text.hasPrefix("Storyboard map: 7 scenes, 9 segues, 2 failing"))
        #expect(text.contains("  scene  main/Preferences: SettingsScreen"))
        #expect(text.contains("  segue  HomeScreen → OrderScreen (show, OrderSegue.view): flows prepCtxOrder"))
        #expect(text.contains("fails    PickyScreen prepares itself from sources that adopt OrderProviding, but SettingsScreen does not."))
    }

    @Test("The map prints as Graphviz DOT: scenes as nodes, segues as edges labelled with the keys that flow")
    func dot() {
        let dot = HeadlessStoryboardMap(validating: [TestBoard.main]).dot
        #expect(dot.hasPrefix("digraph Prepared {"))
        #expect(dot.contains("\"main/HomeScreen\" [label=\"HomeScreen\", peripheries=2];"))
        #expect(dot.contains("\"main/HomeScreen\" -> \"main/OrderScreen\" [label=\"show OrderSegue.view\\nprepCtxOrder\"];"))
        #expect(dot.contains("\"main/SettingsScreen\" -> \"main/PickyScreen\" "
                             + "[label=\"show\\nfails: SettingsScreen does not adopt OrderProviding\", color=red, fontcolor=red];"))
        #expect(dot.hasSuffix("}"))
    }
}

@Suite("Contacts example")
@MainActor
struct ContactsExampleTests {
    @Test("The example's flow runs: list, details by two segues, edit with an injected store, unwind to the list")
    func runsTheFlow() throws {
        let transcript = try ContactsApp.run()
        let unwound = try #require(transcript.firstIndex(of: "── Contacts after unwinding from the editor (selected)"))
        #expect(transcript[unwound + 1] == "   Grace Hopper (edited)", "the editor handed its contact back to the list")
        #expect(transcript.first?.hasPrefix("Storyboard map: 3 scenes, 3 segues, all valid") == true)
        #expect(transcript.contains("── Details (pushed with ContactSegue.view)"))
        #expect(transcript.contains("   [viewing]"))
        #expect(transcript.contains("   [editing]"))
        #expect(transcript.contains("   Editing Grace Hopper (edited)"))
        #expect(ContactsStoryboard.store.contacts.map(\.phone).contains("+1 202 555 0199"))
        #expect(transcript.last?.hasPrefix("digraph Prepared {") == true)
    }
}
