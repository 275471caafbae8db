import Testing
import PreparedHeadless

// The snippets of Docs/Workflow.md, compiled and run here (DocSnippetTests
// checks that the guide's blocks stand in this file).

// DOC-BEGIN keys
enum SignedInUserKey: WorkflowKey {
    static let defaultValue: String? = nil
}

extension WorkflowValues {
    var signedInUser: String? {
        get { self[SignedInUserKey.self] }
        set { self[SignedInUserKey.self] = newValue }
    }
}
// DOC-END

@MainActor
protocol MessageIDConfigurable: AnyObject {
    var messageID: Int? { get set }
}

final class InboxScreen: PreparedController, MessageIDConfigurable {
    var messageID: Int? = 7
    var account = "ada@example.com"
}

final class MessageScreen: PreparedController, MessageIDConfigurable {
    var messageID: Int?
    var openedBy: String?
    var outbox: Outbox?
}

final class ReplyScreen: PreparedController {
    var replyingFrom: String?
}

final class MailService: Sendable {}

final class Outbox: Sendable {
    let service: MailService
    init(service: MailService) { self.service = service }
}

enum MailBoard: String, HeadlessStoryboard {
    case mail

    static let appContainer = DependencyContainer()
    static let featureContainer = DependencyContainer()

    var layout: HeadlessStoryboardLayout {
        // DOC-BEGIN layout
        HeadlessStoryboardLayout { board in
            board.dependencies = [Self.featureContainer, Self.appContainer]
            board.initialScene(InboxScreen.init)
            board.scene(dependencyTag: "drafts", MessageScreen.init)
            board.scene(ReplyScreen.init)
            board.segue(from: InboxScreen.self, to: MessageScreen.self)
            board.segue(from: MessageScreen.self, to: ReplyScreen.self)
        }
        // DOC-END
    }
}

@Suite("Workflow guide snippets")
@MainActor
struct WorkflowDocTests {
    @Test("The guide's flow: workflow values, preparations of every kind, containers")
    func guide() throws {
        // DOC-BEGIN containers
        let container = MailBoard.appContainer
        container.register(MailService.self, scope: .shared) { _ in MailService() }
        container.register(Outbox.self) { container in Outbox(service: try container.resolve()) }
        container.registerProperties(of: MessageScreen.self) { container, screen in
            screen.outbox = try container.resolve()
        }
        // DOC-END

        // DOC-BEGIN resolvers
        let preparations = Preparations.shared.makeChild()
        // Between two classes:
        preparations.register { (source: InboxScreen, destination: MessageScreen) in
            destination.openedBy = source.account
        }
        // Between two protocols, for every screen that adopts them:
        preparations.register { (source: any MessageIDConfigurable, destination: any MessageIDConfigurable) in
            destination.messageID = source.messageID
        }
        // For a destination alone, whatever the source:
        preparations.register(destination: { (destination: ReplyScreen) in
            destination.workflow.signedInUser = destination.workflow.signedInUser ?? "guest"
        })
        // From a source to a destination anywhere later in the flow:
        preparations.registerFromFlowStart { (source: InboxScreen, destination: ReplyScreen) in
            destination.replyingFrom = source.account
        }
        // DOC-END

        // DOC-BEGIN flow
        let inbox = try MailBoard.mail.instantiateInitial(as: InboxScreen.self)
        inbox.workflow.signedInUser = "ada"
        let navigator = Navigator(root: inbox, preparations: preparations)
        let message = try navigator.perform(MessageScreen.self)
        let reply = try navigator.perform(ReplyScreen.self)
        // reply.workflow.signedInUser == "ada", though MessageScreen never mentions it;
        // reply.replyingFrom == inbox.account, though the inbox did not open the reply screen.
        // DOC-END

        #expect(message.messageID == 7)
        #expect(message.openedBy == "ada@example.com")
        #expect(message.outbox?.service === (try container.resolve(MailService.self)))
        #expect(reply.workflow.signedInUser == "ada")
        #expect("\(reply.workflow)" == "[SignedInUserKey: Optional(\"ada\")]")
        #expect(reply.replyingFrom == "ada@example.com")

        // DOC-BEGIN manual
        let madeInCode = MessageScreen()
        try preparations.prepare(from: inbox, to: madeInCode)
        try SceneDependencies(containers: [container]).resolveProperties(of: madeInCode)
        // DOC-END
        #expect(madeInCode.messageID == 7)
        #expect(madeInCode.outbox != nil)
    }

    @Test("The guide's container lookups and resets")
    func lookupsAndResets() throws {
        // DOC-BEGIN lookups
        let services = DependencyContainer()
        services.register(MailService.self, tag: "archive") { _ in MailService() }
        services.register(MailService.self) { _ in MailService() }
        let archive = try services.resolve(MailService.self, exactlyTagged: "archive")  // never the untagged one
        if !services.canResolve(Outbox.self) {
            services.register(Outbox.self) { container in Outbox(service: try container.resolve()) }
        }
        services.unregister(MailService.self, tag: "archive")
        // DOC-END
        #expect(throws: DependencyError.self) { try services.resolve(MailService.self, exactlyTagged: "archive") }
        #expect(services.canResolve(Outbox.self))
        #expect(try services.resolve(MailService.self) !== archive)

        Preparations.shared.register { (_: InboxScreen, destination: ReplyScreen) in destination.replyingFrom = "shared" }
        #expect(Preparations.shared.count == 1)
        // DOC-BEGIN reset
        // Between tests that register into shared state:
        Preparations.shared.removeAll()
        services.removeAll()
        // DOC-END
        #expect(Preparations.shared.count == 0)
        #expect(!services.canResolve(Outbox.self))
    }
}
