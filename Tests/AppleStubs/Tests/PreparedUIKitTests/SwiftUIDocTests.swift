import Testing
import PreparedUIKit
import SwiftUI
import UIKit
import AdapterTestSupport

// The snippets of Docs/UIKit.md's SwiftUI section, compiled against the UIKit and SwiftUI
// stubs and run here.

struct Reader: Sendable, Equatable {
    var name: String
}

enum SelectedShelfKey: WorkflowKey {
    static let defaultValue: String? = nil
}

extension WorkflowValues {
    var selectedShelf: String? {
        get { self[SelectedShelfKey.self] }
        set { self[SelectedShelfKey.self] = newValue }
    }
}

// DOC-BEGIN swiftui model
@Observable @MainActor
final class ReaderModel: @MainActor ContextDeclaring, MainActorIsolated, WorkflowCarrying {
    var prepCtxReader = Reader(name: "")
    var workflow = WorkflowValues()

    static var contextTable: ContextTable {
        ContextTable(ReaderModel.self) { keys in
            keys.add("prepCtxReader", \.prepCtxReader)
        }
    }
}
// DOC-END

// DOC-BEGIN swiftui view
struct ReaderView: View {
    @Environment(ReaderModel.self) private var model
    @Environment(\.workflowValues) private var workflow
    @Environment(\.performSegue) private var performSegue

    var body: some View {
        VStack {
            Text("\(model.prepCtxReader.name) reads \(workflow.selectedShelf ?? "everything")")
            Button("Loans") { performSegue(ReaderHostingController.Segues.loans) }
        }
    }
}
// DOC-END

// DOC-BEGIN swiftui controller
final class ReaderHostingController: PreparedHostingController<ReaderModel, ReaderView> {
    required init?(coder: NSCoder) {
        super.init(coder: coder, model: ReaderModel(), rootView: ReaderView())
    }
}
// DOC-END

// DOC-BEGIN swiftui source
class ShelfController: PreparedViewController {
    var prepCtxReader = Reader(name: "Ada")

    func showReader() {
        workflow.selectedShelf = "poetry"
        performSegue(ShelfController.Segues.reader, sender: nil) { (model: ReaderModel) in
            model.prepCtxReader.name += " Lovelace"
        }
    }
}
// DOC-END

/// What `prepared-storyboard generate` writes for the two scenes' segues.
extension ShelfController {
    enum Segues: String, SegueName { case reader }
}

extension ReaderHostingController {
    enum Segues: String, SegueName { case loans }
}

final class LoansController: PreparedViewController {
    var prepCtxReader = Reader(name: "")

    override class var contextTable: ContextTable {
        ContextTable(LoansController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxReader", \.prepCtxReader)
        }
    }
}

enum LibraryStoryboard: String, StoryboardName {
    case library
}

@MainActor
let libraryFile = StubStoryboardFile(initial: "ShelfController", scenes: [
    StubScene("ShelfController", ShelfController.self, segues: [StubSegue("reader", to: "ReaderHostingController", kind: .present)]),
    StubScene("ReaderHostingController", ReaderHostingController.self, segues: [StubSegue("loans", to: "Loans", kind: .present)]),
    StubScene("Loans", LoansController.self),
])

@Suite("Docs/UIKit.md: SwiftUI screens")
@MainActor
struct SwiftUIDocTests {
    @Test("The storyboard's hosting scene shows the reader on its first render, and its button passes the reader on")
    func hostingScene() throws {
        try withApp(["library": libraryFile]) { failures in
            let shelf = try LibraryStoryboard.library.instantiate(ShelfController.self)
            shelf.showReader()
            let reader = try #require(shelf.presentedViewController as? ReaderHostingController)
            let rendering = try #require(reader.stubRenderings.first)
            #expect(rendering.texts == ["Ada Lovelace reads poetry"])
            rendering.tap("Loans")
            #expect((reader.presentedViewController as? LoansController)?.prepCtxReader == Reader(name: "Ada Lovelace"))
            #expect(failures().isEmpty)
        }
    }

    @Test("The app's test checks the pair")
    func appTest() {
        // DOC-BEGIN swiftui app test
        let report = ContextPropagator.standard.validate(from: ShelfController(), to: ReaderModel())
        #expect(report.isValid, "\(report)")
        #expect(report.flows.map(\.property) == ["prepCtxReader"])
        // DOC-END
    }
}
