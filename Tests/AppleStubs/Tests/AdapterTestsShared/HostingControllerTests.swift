import Testing
#if PREPARED_UIKIT
import PreparedUIKit
import UIKit
#else
import AppKit
import PreparedAppKit
#endif
import SwiftUI
import AdapterTestSupport

// One source for PreparedUIKitTests and PreparedAppKitTests (a symbolic link
// `Shared` in each): `TestPlatform` is each target's.

@Suite("A storyboard hosting controller's SwiftUI view reads the context from its environment")
@MainActor
struct HostingControllerTests {
    @Test("A segue into a hosting scene prepares its model; the view's first body reads the values and workflow")
    func segueIntoHostingScene() throws {
        try withApp(["cards": cardsFile]) { failures in
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.workflow[ThemeKey.self] = "dark"
            list.performSegue(CardListSegue.card, sender: nil)
            let host = try #require(TestPlatform.presented(by: list) as? ContactCardHostingController)
            #expect(host.model.prepCtxContactName == "Ada")
            #expect(host.model.prepCtxVisits == 3)
            #expect(host.stubRenderings.count == 1, "rendered once, when its view was first laid out")
            #expect(host.stubRenderings.first?.texts == ["Ada, 3 visits", "theme dark"])
            #expect(failures().isEmpty)
        }
    }

    @Test("A hosting scene shown by a container (a navigation controller's root, a window's content) is prepared through it")
    func hostingInContainer() throws {
        try withApp(["cards": cardsFile]) { failures in
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.performSegue(CardListSegue.cardInContainer, sender: nil)
            let host = try #require(TestPlatform.content(ofContainerPresentedBy: list) as? ContactCardHostingController)
            #expect(host.stubRenderings.first?.texts.first == "Ada, 3 visits")
            #expect(failures().isEmpty)
        }
    }

    @Test("A mismatch is the usual typed error, writes nothing, and the view renders what the model held")
    func mismatchIntoHostingScene() throws {
        try withApp(["cards": cardsFile]) { failures in
            let source = try CardsStoryboard.cards.instantiate(MiscountedCardList.self)
            source.performSegue(CardListSegue.card, sender: nil)
            let host = try #require(TestPlatform.presented(by: source) as? ContactCardHostingController)
            #expect(host.model.prepCtxContactName == "", "nothing was written")
            #expect(host.stubRenderings.first?.texts.first == ", 0 visits")
            let error = try #require(failures().first)
            #expect(error.description.contains(
                "MiscountedCardList.prepCtxVisits is a String but ContactCardModel.prepCtxVisits is an Int, and one can never be stored in the other"
            ))
        }
    }

    @Test("A typed performSegue's one-shot closure and a registered preparation receive the model")
    func oneShotAndRegisteredPreparation() throws {
        try withApp(["cards": cardsFile]) { failures in
            Preparations.shared.register { (_: CardListController, model: ContactCardModel) in model.prepCtxVisits += 10 }
            defer { Preparations.shared.removeAll() }
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.performSegue(CardListSegue.card, sender: nil) { (model: ContactCardModel) in
                model.prepCtxContactName += " Lovelace"
            }
            let host = try #require(TestPlatform.presented(by: list) as? ContactCardHostingController)
            #expect(host.stubRenderings.first?.texts.first == "Ada Lovelace, 13 visits")
            #expect(failures().isEmpty)
        }
    }

    @Test("A button of the hosted view performs the hosting controller's segue, which passes the model's values on")
    func buttonPerformsSegue() throws {
        try withApp(["cards": cardsFile]) { failures in
            let list = try CardsStoryboard.cards.instantiate(CardListController.self)
            list.workflow[ThemeKey.self] = "dark"
            list.performSegue(CardListSegue.card, sender: nil)
            let host = try #require(TestPlatform.presented(by: list) as? ContactCardHostingController)
            let rendering = try #require(host.stubRenderings.first)

            #expect(rendering.tap("Share"))
            let share = try #require(TestPlatform.presented(by: host) as? ShareController)
            #expect(share.prepCtxContactName == "Ada")
            #expect(share.workflow[ThemeKey.self] == "dark", "the model's workflow values travel on")
            #expect(share.note == nil)

            #expect(rendering.tap("Share with a note"))
            let noted = try #require(TestPlatform.presented(by: host) as? ShareController)
            #expect(noted !== share)
            #expect(noted.note == "from the card")
            #expect(failures().isEmpty)
        }
    }

    @Test("Outside a hosting controller the view still renders, and its action performs nothing")
    func actionOutsideHostingController() {
        let rendering = StubRendering.of(ContactCardView().environment(ContactCardModel()))
        #expect(rendering.texts == [", 0 visits", "theme light"])
        #expect(EnvironmentValues().performSegue(ContactCardSegue.share) == false)
    }

    @Test("The dependency hook resolves the model's properties once")
    func dependencies() throws {
        try withApp(["cards": cardsFile]) { failures in
            let container = DependencyContainer()
            container.registerProperties(of: ContactCardModel.self) { _, model in model.directory = Service() }
            let saved = SceneDependencies.appContainers
            SceneDependencies.appContainers = [container]
            defer { SceneDependencies.appContainers = saved }
            let host = try CardsStoryboard.cards.instantiate(ContactCardHostingController.self)
            #expect(host.model.directory != nil)
            #expect(failures().isEmpty)
        }
    }

    @Test("A subclass that inherits init?(coder:) reports the initializer to write, and is not made")
    func subclassWithoutInitializer() {
        withApp(["cards": cardsFile]) { failures in
            #expect(ForgetfulHostingController(coder: NSCoder()) == nil)
            #expect(failures() == [.storyboard(.hostingControllerWithoutModel(
                storyboard: "(loaded by \(TestPlatform.framework))", controller: "ForgetfulHostingController",
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
            let host = try #require(TestPlatform.presented(by: list) as? ContactCardHostingController)
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

class CardListController: PreparedViewController {
    var prepCtxContactName = "Ada"
    var prepCtxVisits = 3
    private(set) var lastDestination: Any?

    override func prepare(for segue: PlatformStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        lastDestination = TestPlatform.destination(of: segue)
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

enum CardListSegue: String, SegueName {
    case card, cardInContainer
}

enum CardsStoryboard: String, StoryboardName {
    case cards
}

@MainActor
let cardsFile = StubStoryboardFile(initial: "CardListController", scenes: [
    StubScene("CardListController", CardListController.self, segues: [
        StubSegue("card", to: "ContactCardHostingController", kind: TestPlatform.presentation),
        StubSegue("cardInContainer", to: "CardContainer", kind: TestPlatform.containerPresentation),
    ]),
    StubScene("MiscountedCardList", MiscountedCardList.self, segues: [
        StubSegue("card", to: "ContactCardHostingController", kind: TestPlatform.presentation),
    ]),
    StubScene("ContactCardHostingController", ContactCardHostingController.self, segues: [
        StubSegue("share", to: "Share", kind: TestPlatform.presentation),
    ]),
    TestPlatform.container("CardContainer", showing: "ContactCardHostingController"),
    StubScene("Share", ShareController.self),
])
