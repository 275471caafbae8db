import Testing
import AppKit
import PreparedAppKit
import SwiftUI
import AdapterTestSupport

@Suite("AppKit: a storyboard hosting controller's SwiftUI view reads the context from its environment")
@MainActor
struct HostingControllerTests {
    @Test("A sheet segue into a hosting scene prepares its model; the view's first body reads the values and workflow")
    func segueIntoHostingScene() throws {
        try withApp(["cards": cardsFile]) { failures in
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.workflow[ThemeKey.self] = "dark"
            list.performSegue(CardListSegue.card, sender: nil)
            let host = try #require(list.presentedViewControllers?.last as? ContactCardHostingController)
            #expect(host.model.prepCtxContactName == "Ada")
            #expect(host.stubRenderings.count == 1, "rendered once, when its view was first laid out")
            #expect(host.stubRenderings.first?.texts == ["Ada, 3 visits", "theme dark"])
            #expect(failures().isEmpty)
        }
    }

    @Test("A hosting scene as a window's content is prepared through the window controller")
    func hostingWindowContent() throws {
        try withApp(["cards": cardsFile]) { failures in
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.performSegue(CardListSegue.cardWindow, sender: nil)
            let window = try #require(list.lastDestination as? NSWindowController)
            let host = try #require(window.contentViewController as? ContactCardHostingController)
            #expect(host.stubRenderings.first?.texts.first == "Ada, 3 visits")
            #expect(failures().isEmpty)
        }
    }

    @Test("A mismatch is the usual typed error, writes nothing, and the view renders what the model held")
    func mismatchIntoHostingScene() throws {
        try withApp(["cards": cardsFile]) { failures in
            let source = try CardsStoryboard.cards.instantiate(MiscountedCardList.self)
            source.performSegue(CardListSegue.card, sender: nil)
            let host = try #require(source.presentedViewControllers?.last as? ContactCardHostingController)
            #expect(host.model.prepCtxContactName == "", "nothing was written")
            #expect(host.stubRenderings.first?.texts.first == ", 0 visits")
            let error = try #require(failures().first)
            #expect(error.description.contains(
                "MiscountedCardList.prepCtxVisits is a String but ContactCardModel.prepCtxVisits is an Int, and one can never be stored in the other"
            ))
        }
    }

    @Test("A button of the hosted view performs the hosting controller's segue with a one-shot preparation")
    func buttonPerformsSegue() throws {
        try withApp(["cards": cardsFile]) { failures in
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.performSegue(CardListSegue.card, sender: nil) { (model: ContactCardModel) in model.prepCtxVisits = 4 }
            let host = try #require(list.presentedViewControllers?.last as? ContactCardHostingController)
            let rendering = try #require(host.stubRenderings.first)
            #expect(rendering.texts.first == "Ada, 4 visits")

            #expect(rendering.tap("Share with a note"))
            let share = try #require(host.presentedViewControllers?.last as? ShareController)
            #expect(share.prepCtxContactName == "Ada")
            #expect(share.note == "from the card")
            #expect(failures().isEmpty)
        }
    }

    @Test("A subclass that inherits init?(coder:) reports the initializer to write, and is not made")
    func subclassWithoutInitializer() {
        withApp(["cards": cardsFile]) { failures in
            #expect(ForgetfulHostingController(coder: NSCoder()) == nil)
            #expect(failures() == [.storyboard(.hostingControllerWithoutModel(
                storyboard: "(loaded by AppKit)", controller: "ForgetfulHostingController",
                model: "ContactCardModel", view: "ContactCardView"
            ))])
            #expect(failures().first?.description.contains(
                "Declare `final class ForgetfulHostingController: PreparedHostingController<ContactCardModel, ContactCardView> "
                    + "{ required init?(coder: NSCoder) { super.init(coder: coder, model: ContactCardModel(), rootView: ContactCardView()) } }`"
            ) == true)
        }
    }

    @Test("A step that fails after the context arrived puts the model back; the view renders what it held")
    func laterFailureRestoresModel() throws {
        try withApp(["cards": cardsFile]) { failures in
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.performSegue(CardListSegue.card, sender: nil) { (model: ContactCardModel) in
                #expect(model.prepCtxContactName == "Ada", "the one-shot closure runs after the context arrived")
                throw RecordedFailure.refused
            }
            let host = try #require(list.presentedViewControllers?.last as? ContactCardHostingController)
            #expect(host.model.prepCtxContactName == "", "the values were put back")
            #expect(host.stubRenderings.first?.texts.first == ", 0 visits")
            #expect(failures().count == 1)
        }
    }
}

// MARK: - Fixtures

/// Forgets to override `init?(coder:)`, so inherits the one that has no model to give.
final class ForgetfulHostingController: PreparedHostingController<ContactCardModel, ContactCardView> {}

final class ContactCardHostingController: PreparedHostingController<ContactCardModel, ContactCardView> {
    required init?(coder: NSCoder) {
        super.init(coder: coder, model: ContactCardModel(), rootView: ContactCardView())
    }
}

final class CardListController: PreparedViewController {
    var prepCtxContactName = "Ada"
    var prepCtxVisits = 3
    private(set) var lastDestination: Any?

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastDestination = segue.destinationController
    }
}

final class MiscountedCardList: PreparedViewController {
    var prepCtxContactName = "Ada"
    var prepCtxVisits = "three"
}

final class ShareController: PreparedViewController, NoteReceiving {
    var prepCtxContactName = ""
    var note: String?

    override class var contextTable: ContextTable {
        ContextTable(ShareController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxContactName", \.prepCtxContactName)
        }
    }
}

enum CardListSegue: String, SegueIdentifier {
    case card, cardWindow
}

enum CardsStoryboard: String, StoryboardName {
    case cards
}

@MainActor
let cardsFile = StubStoryboardFile(initial: "CardListController", scenes: [
    StubScene("CardListController", CardListController.self, segues: [
        StubSegue("card", to: "ContactCardHostingController", kind: .sheet),
        StubSegue("cardWindow", to: "CardWindow", kind: .show),
    ]),
    StubScene("MiscountedCardList", MiscountedCardList.self, segues: [
        StubSegue("card", to: "ContactCardHostingController", kind: .sheet),
    ]),
    StubScene("ContactCardHostingController", ContactCardHostingController.self, segues: [
        StubSegue("share", to: "Share", kind: .sheet),
    ]),
    StubScene("CardWindow", NSWindowController.self, relationships: ["ContactCardHostingController"]),
    StubScene("Share", ShareController.self),
])
