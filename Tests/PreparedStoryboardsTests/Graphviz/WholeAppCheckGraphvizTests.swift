import Foundation
import Prepared
import PreparedStoryboards
import Testing

@Suite("The app's flows drawn from its storyboard files")
@MainActor
struct WholeAppCheckGraphvizTests {
    @Test("The fixture app's graph is Docs/storyboard-flows.dot: scenes by storyboard, the keys on each segue, a failing one red")
    func fixtureAppGraph() throws {
        let dot = try Self.appWithMistypedScene().dot
        #expect(try Golden.matches(dot, file: "Docs/storyboard-flows.dot"), "regenerate with PREPARED_REGENERATE_GOLDEN=1 swift test")
        let lines = dot.split(separator: "\n").map(String.init)
        #expect(lines.first == "digraph StoryboardFlows {")
        #expect(lines.contains(#"  "Main/LST-00-000" -> "Main/DET-00-000" [label="show \"view\"\nprepCtxContact"];"#))
        #expect(lines.contains(#"  "Settings/PRF-00-000" -> "Main/DET-00-000" [label="show \"contact\"\nprepCtxContact"];"#),
                "through the reference into Main.storyboard")
        #expect(lines.contains(#"    "Main/QRC-00-000" [label="MistypedQRCodeHostingController\nmodel MistypedQRCodeModel"];"#))
        #expect(lines.filter { $0.contains("color=red") } == [
            #"  "Main/DET-00-000" -> "Main/QRC-00-000" [label="popoverPresentation \"qr\"\nfails: prepCtxContact is Contact?, "#
                + #"never String", color=red, fontcolor=red];"#,
        ])
    }

    @Test("A source that does not adopt the destination's protocol is a red edge that says so")
    func unadoptedProtocolIsRed() throws {
        let document = try StoryboardDocument(
            data: Data(WholeAppCheckTests.storyboard(module: "PreparedStoryboardsTests", source: "PlainListController",
                                               destination: "ContactDetailsController").utf8), name: "Plain")
        let map = WholeAppCheck(catalog: InterfaceCatalog(documents: [document]),
                                    making: [PlainListController.init, ContactDetailsController.init])
        #expect(map.dot == """
            digraph StoryboardFlows {
              rankdir=LR;
              node [shape=box, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              subgraph cluster_0 {
                label="Plain";
                "Plain/SRC-00-000" [label="PlainListController"];
                "Plain/DST-00-000" [label="ContactDetailsController"];
              }
              "Plain/SRC-00-000" -> "Plain/DST-00-000" [label="show\\nprepCtxContact\\nfails: PlainListController does not adopt ContactProviding", color=red, fontcolor=red];
            }

            """)
    }

    /// The fixture app's two storyboards, with the QR code scene's class swapped for one whose model takes a
    /// `String` where the contact flows: one failing segue among the app's.
    static func appWithMistypedScene() throws -> WholeAppCheck {
        let app = try Fixture.url("App")
        let main = try String(contentsOf: app.appendingPathComponent("Main.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"customClass="QRCodeHostingController""#, with: #"customClass="MistypedQRCodeHostingController""#)
        let catalog = InterfaceCatalog(documents: [
            try StoryboardDocument(data: Data(main.utf8), name: "Main"),
            try StoryboardDocument(contentsOf: app.appendingPathComponent("Settings.storyboard")),
        ])
        return WholeAppCheck(catalog: catalog, making: [
            ContactListController.init, ContactDetailsController.init, ContactMapController.init,
            EditContactController.init, SettingsController.init, ProfileController.init,
        ], module: "PreparedStoryboardsTests")
    }

    /// A file of the repository's `Docs` folder.
    static func docsFile(_ name: String) throws -> URL {
        try Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs").appendingPathComponent(name)
    }
}
