import AdapterTestSupport
import Foundation
@_spi(Generated) import Prepared
@_spi(Generated) import PreparedResources
import PreparedUIKit
import Testing
import UIKit

/// The fixture app's XIBs, acted out on the stubs: the notes screen, made in code, registers a cell kept in a nib and a
/// cell class and dequeues both typed; it opens the note editor, whose view is in a nib, from code, with its context.
@Suite("Generated Swift for the UIKit fixture app: nibs, cells registered in code, controllers shown from code")
@MainActor
struct GeneratedNibTests {
    /// Runs `body` with the app's nibs as the stubs make them: `NoteCell.xib`'s top-level cell is `cell`'s result.
    func withNibs(cell: @escaping () -> Any? = { NoteCell(coder: NSCoder()) }, _ body: (_ failures: () -> [TransitionError]) throws -> Void) rethrows {
        let saved = UINib.stubFiles
        defer { UINib.stubFiles = saved }
        UINib.stubFiles = ["NoteCell": { [cell()].compactMap { $0 } }]
        try withFixtureApp(body)
    }

    @Test("The details screen pushes its notes, made in code, with its contact; their rows are the nib's NoteCell and the AddNoteCell class, their header a NotesSectionHeader")
    func notes() throws {
        try withNibs { failures in
            let details = try Storyboards.MainScene.contactDetailsController.instantiate()
            details.prepCtxContact = Contact(name: "Ada")
            let navigation = UINavigationController(rootViewController: details)
            details.showNotes()
            let notes = try #require(navigation.topViewController as? ContactNotesController)
            #expect(notes.prepCtxContact == Contact(name: "Ada"))
            #expect(notes.isViewLoaded, "pushed: its view loaded after it was prepared")
            let first = try #require(notes.tableView(notes.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? NoteCell)
            #expect(first.note == Note(title: "Birthday"))
            #expect(first.reuseIdentifier == "NoteCell")
            let add = try #require(notes.tableView(notes.tableView, cellForRowAt: IndexPath(row: 2, section: 0)) as? AddNoteCell)
            #expect(add.contactName == "Ada")
            #expect(add.reuseIdentifier == "GeneratedAppUIKitTests.AddNoteCell", "registered under its class's name")
            let header = try #require(notes.tableView(notes.tableView, viewForHeaderInSection: 0) as? NotesSectionHeader)
            #expect(header.contactName == "Ada" && header.reuseIdentifier == "GeneratedAppUIKitTests.NotesSectionHeader")
            #expect(failures().isEmpty)
        }
    }

    @Test("A note's editor, made from its nib, is presented with the note and the contact, set before its view loads")
    func editor() throws {
        try withNibs { failures in
            let notes = ContactNotesController()
            notes.prepCtxContact = Contact(name: "Grace")
            notes.editNote(at: 1)
            let editor = try #require(notes.presentedViewController as? NoteEditorController)
            #expect(editor.titleShownOnLoad == "Call back")
            #expect(editor.prepCtxContact == Contact(name: "Grace"))
            // The title edited in the field (which the stubs' nib loading does not make), then Done.
            let field = UITextField()
            editor.titleField = field
            field.text = "Call back on Monday"
            editor.done(editor)
            #expect(notes.notes == [Note(title: "Birthday"), Note(title: "Call back on Monday")],
                    "the one-shot closure gave the editor the way back to row 1")
            #expect(failures().isEmpty)
        }
    }

    @Test("A nib whose cell changed class in Interface Builder is the documented failure, and the row still shows a cell")
    func wrongNibClass() {
        withNibs(cell: { UITableViewCell(coder: NSCoder()) }) { failures in
            withRecordedDequeueFailures { dequeues in
                let notes = ContactNotesController()
                notes.loadViewIfNeeded()
                let cell = notes.tableView(notes.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
                #expect(type(of: cell) == UITableViewCell.self)
                #expect(dequeues().map { $0.description } == ["The UITableView dequeued 'NoteCell' as a UITableViewCell, not a NoteCell. "
                    + "The nib 'NoteCell' holds another class. In Interface Builder, set the Custom Class of its top-level object to "
                    + "NoteCell (and its Module to the one that declares it), or generate the typed nibs again."])
                #expect(failures().isEmpty, "a dequeue is no transition")
            }
        }
    }

    /// The failures of the nibs in `report`, which also checks the storyboards (that a bundle of nibs alone lacks).
    static func nibFailures(_ report: StoryboardBundleReport) -> [StoryboardBundleFailure] {
        report.failures.filter { $0.file.hasSuffix(".xib") }
    }

    @Test("The one bundle check covers the nibs too: a bundle that lacks a compiled nib is reported, naming the XIB and the bundle")
    func bundleCheck() throws {
        let complete = try Self.bundle(holding: ["NoteCell", "NoteEditor"])
        let lacking = try Self.bundle(holding: ["NoteCell"])
        defer { [complete, lacking].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        #expect(Self.nibFailures(Storyboards.checkBundle(bundle: Bundle(path: complete), instantiatingScenes: false)).isEmpty)
        let report = Storyboards.checkBundle(bundle: Bundle(path: lacking), instantiatingScenes: false)
        #expect(Self.nibFailures(report).map(\.reason) == [.missingNib(bundle: lacking)])
        #expect(Self.nibFailures(report).first?.description.hasPrefix("NoteEditor.xib: the bundle at \(lacking) holds no compiled NoteEditor.nib") == true)
    }

    @Test("Where the runtime answers, a XIB's action renamed in Swift and an outlet key-value coding cannot set are reported, naming the XIB")
    func connections() throws {
        let complete = try Self.bundle(holding: ["NoteCell", "NoteEditor"])
        defer { try? FileManager.default.removeItem(atPath: complete) }
        // What a device answers once `done(_:)` is renamed in Swift, and `titleLabel` is no property of NoteCell.
        let device = StoryboardRuntime(
            instancesRespond: { type, selector in !(type == NoteEditorController.self && selector == "done:") },
            anyClassResponds: { _, _ in true }, setsKey: { type, key in !(type == NoteCell.self && key == "titleLabel") },
            hasImage: { _, _ in true }, hasColor: { _, _ in true })
        let report = StoryboardRuntime.$replacement.withValue(device) {
            Storyboards.checkBundle(bundle: Bundle(path: complete), instantiatingScenes: false)
        }
        #expect(Self.nibFailures(report).map(\.description) == [
            "NoteCell.xib: NoteCell has no property titleLabel that key-value coding can set: loading the XIB raises "
                + "NSUnknownKeyException. Declare `@IBOutlet weak var titleLabel` of the view's class in NoteCell, or delete the outlet "
                + "in Interface Builder's Connections inspector.",
            "NoteEditor.xib: NoteEditorController does not implement done:, which a control of the XIB sends it: the first tap raises "
                + "\"unrecognized selector sent to instance\". Rename the action in Interface Builder to the method's name, or declare "
                + "`@IBAction func done(_ sender: Any)` in NoteEditorController.",
        ])
    }

    /// The path of a new folder laid out as a bundle holding the compiled nibs `names`.
    static func bundle(holding names: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-bundle-\(UUID().uuidString)")
        for name in names {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(name).nib"), withIntermediateDirectories: true)
        }
        return folder.path
    }
}
