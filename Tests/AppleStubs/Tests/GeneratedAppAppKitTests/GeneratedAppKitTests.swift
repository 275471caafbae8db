import AdapterTestSupport
import AppKit
import Foundation
import PreparedAppKit
import Testing

@Suite("Generated Swift for the AppKit fixture app, acted out by the stubs")
@MainActor
struct GeneratedAppKitTests {
    @Test("The scenes instantiate as their classes, with a creator too, and the initial scene as a window controller")
    func scenes() throws {
        try withFixtureMacApp { _ in
            #expect(try Storyboards.MainScene.sidebarController.instantiate().prepCtxNoteID == nil)
            #expect(try Storyboards.MainScene.infoController.instantiate().presentation == "none")
            let info = try Storyboards.MainScene.infoController.instantiate { coder in
                let controller = InfoController(coder: coder)
                controller?.library = "Notes.library"
                return controller
            }
            #expect(info.library == "Notes.library")
            let window = try Storyboards.MainScene.initial.instantiate()
            #expect(window.contentViewController is NSSplitViewController)
            #expect(Storyboards.MainScene.infoController.identifier == "InfoController")
            #expect(Storyboards.MainScene.sidebarController.identifier == "SidebarController")
            #expect(Storyboards.appClasses.scenes.map { String(describing: $0) } == [
                "GeneralPaneController", "InfoController", "PreferencesWindowController", "SidebarController",
            ])
        }
    }

    @Test("A window controller scene instantiates as its class, with a creator too, and is the initial scene")
    func windowControllers() throws {
        try withFixtureMacApp { failures in
            let made = try Storyboards.PreferencesScene.preferencesWindowController.instantiate { coder in
                let controller = PreferencesWindowController(coder: coder)
                controller?.pane = "general"
                return controller
            }
            #expect(made.pane == "general")
            let first = try Storyboards.PreferencesScene.initial.instantiate { coder in
                let controller = PreferencesWindowController(coder: coder)
                controller?.pane = "made by the creator"
                return controller
            }
            #expect(first.pane == "made by the creator", "the creator made the initial scene")
            #expect(first.contentViewController is NSTabViewController)
            let initial = try Storyboards.PreferencesScene.initial.instantiate()
            #expect(initial.contentViewController is NSTabViewController)
            initial.prepCtxNoteID = 9
            var reached: GeneralPaneController?
            initial.performGeneralSegue { pane in
                pane.opened = true
                reached = pane
            }
            #expect(reached?.prepCtxNoteID == 9, "the context passed from the window controller before the closure ran")
            #expect(reached?.opened == true)
            #expect(failures().isEmpty)
        }
    }

    @Test("Each typed segue passes the context and runs its one-shot preparation on the destination's class")
    func typedSegues() throws {
        try withFixtureMacApp { failures in
            let sidebar = try Storyboards.MainScene.sidebarController.instantiate()
            sidebar.prepCtxNoteID = 42
            var prepared: [String] = []
            sidebar.performDetailsSegue { info in prepared.append("details \(info.prepCtxNoteID ?? 0)") }
            sidebar.performInfoSegue { info in prepared.append("info \(info.prepCtxNoteID ?? 0)") }
            sidebar.performWindowSegue { info in prepared.append("window \(info.prepCtxNoteID ?? 0)") }
            #expect(prepared == ["details 42", "info 42", "window 42"])
            #expect(SidebarController.Segues.allCases.map(\.rawValue) == ["details", "info", "window"])
            #expect(failures().isEmpty)
        }
    }

    @Test("prepare(for:sender:) switches over the typed segue: each case carries the InfoController it opens")
    func typedPrepare() throws {
        try withFixtureMacApp { failures in
            let sidebar = try Storyboards.MainScene.sidebarController.instantiate()
            var opened: [InfoController] = []
            sidebar.performDetailsSegue { opened.append($0) }
            sidebar.performInfoSegue { opened.append($0) }
            sidebar.performWindowSegue { opened.append($0) }
            #expect(opened.map(\.presentation) == ["sheet", "popover", "modal window"])
            #expect(sidebar.unmatchedSegues.isEmpty)
            #expect(failures().isEmpty)
        }
    }

    @Test("The typed segue holds a window controller's content; an unknown identifier and a wrong class are the unmatched case")
    func typedSegueValues() throws {
        try withFixtureMacApp { _ in
            let sidebar = try Storyboards.MainScene.sidebarController.instantiate()
            let info = try Storyboards.MainScene.infoController.instantiate()
            let window = NSWindowController(window: nil)
            window.contentViewController = info
            let typed = SidebarController.TypedSegue(NSStoryboardSegue(
                identifier: SidebarController.Segues.info.rawValue, source: sidebar, destination: window))
            guard case .info(let content) = typed else {
                Issue.record("expected .info, got \(typed)")
                return
            }
            #expect(content === info)
            let unknown = SidebarController.TypedSegue(NSStoryboardSegue(identifier: "share", source: sidebar, destination: NSViewController()))
            guard case .unmatched(let unmatched) = unknown else {
                Issue.record("expected .unmatched, got \(unknown)")
                return
            }
            #expect(unmatched.description == "SidebarController has no segue \"share\" to NSViewController in the storyboards "
                    + "its Swift was generated from: generate the Swift again.")
            let wrong = SidebarController.TypedSegue(NSStoryboardSegue(
                identifier: SidebarController.Segues.details.rawValue, source: sidebar, destination: NSViewController()))
            guard case .unmatched(let mismatch) = wrong else {
                Issue.record("expected .unmatched, got \(wrong)")
                return
            }
            #expect(mismatch.reason == .wrongDestination(expected: "InfoController"))
            #expect(mismatch.description == "The segue \"details\" of SidebarController prepares a controller of class NSViewController, "
                    + "not InfoController, the class its storyboard names: set the scene's class to InfoController in the storyboard, "
                    + "or generate the Swift again.")
        }
    }
}

@Suite("Generated Swift for the AppKit fixture app: cell views made typed")
@MainActor
struct GeneratedCellViewTests {
    @Test("The sidebar's outline makes its NoteCell views as NoteCellView, configured; a missing or changed one is the documented failure")
    func cellViews() throws {
        try withFixtureMacApp { failures in
            let sidebar = try Storyboards.MainScene.sidebarController.instantiate()
            let outline = NSOutlineView(stubCellViews: ["NoteCell": NoteCellView.self, "HeaderCell": NSTableCellView.self])
            let view = try #require(sidebar.tableView(outline, viewFor: nil, row: 1) as? NoteCellView)
            #expect(view.note == "Ideas")
            #expect(view.identifier == NSUserInterfaceItemIdentifier("NoteCell"))
            #expect(try outline.makeView(SidebarController.Prototype.headerCell, owner: nil).identifier?.rawValue == "HeaderCell")
            #expect(failures().isEmpty)

            withRecordedDequeueFailures { dequeues in
                #expect(sidebar.tableView(NSTableView(stubCellViews: [:]), viewFor: nil, row: 0) == nil)
                #expect(sidebar.tableView(NSTableView(stubCellViews: ["NoteCell": NSTableCellView.self]), viewFor: nil, row: 0) != nil)
                let source = DequeueError.Source.prototype(storyboard: "Main", scene: "SidebarController")
                #expect(dequeues() == [
                    DequeueError(container: "NSTableView", identifier: "NoteCell", source: source, expected: "NoteCellView", actual: nil),
                    DequeueError(container: "NSTableView", identifier: "NoteCell", source: source, expected: "NoteCellView",
                                 actual: "NSTableCellView"),
                ])
            }
            #expect(failures().isEmpty, "a dequeue is no transition")
        }
    }

    @Test("A XIB's top-level view is made as its class; another class, or a nib the bundle lacks, is the documented error")
    func nibView() throws {
        let saved = NSNib.stubFiles
        defer { NSNib.stubFiles = saved }
        let owner = NSObject()
        // The nib's first top-level object of the class, after any other (AppKit's `NSApp`, an object of the file).
        let made = StatusBadgeView()
        NSNib.stubFiles = ["StatusBadge": { [NSObject(), made] }]
        let badge: StatusBadgeView = try Nibs.View.statusBadge.instantiate(owner: owner)
        #expect(badge === made)

        // A view of another class is named, not the objects that are no views.
        NSNib.stubFiles = ["StatusBadge": { [NSObject(), NSView()] }]
        #expect(throws: StoryboardError.wrongNibClass(nib: "StatusBadge", expected: "StatusBadgeView", actual: "NSView")) {
            try Nibs.View.statusBadge.instantiate()
        }
        NSNib.stubFiles = ["StatusBadge": { [] }]
        #expect(throws: StoryboardError.nothingFromNib(nib: "StatusBadge", expected: "StatusBadgeView")) {
            try Nibs.View.statusBadge.instantiate()
        }
        NSNib.stubFiles = [:]
        #expect(throws: StoryboardError.nothingFromNib(nib: "StatusBadge", expected: "StatusBadgeView")) {
            try Nibs.View.statusBadge.instantiate()
        }
    }
}

/// Installs the fixture Mac app's storyboard, as Interface Builder would compile it, and a
/// failure handler that records; puts both back afterwards.
@MainActor
func withFixtureMacApp(_ body: (_ failures: () -> [TransitionError]) throws -> Void) rethrows {
    let savedFiles = NSStoryboard.stubFiles
    let savedHandler = PreparationPipeline.failureHandler
    var failures: [TransitionError] = []
    NSStoryboard.stubFiles = [
        "Main": StubStoryboardFile(initial: "Window", scenes: [
            StubScene("Window", NSWindowController.self, relationships: ["Split"]),
            StubScene("Split", NSSplitViewController.self, relationships: ["SidebarController"]),
            StubScene("SidebarController", SidebarController.self, segues: [
                StubSegue("info", to: "InfoController", kind: .popover),
                StubSegue("details", to: "InfoController", kind: .sheet),
                StubSegue("window", to: "InfoController", kind: .modal),
            ]),
            StubScene("InfoController", InfoController.self),
        ]),
        "Preferences": StubStoryboardFile(initial: "PreferencesWindowController", scenes: [
            StubScene("PreferencesWindowController", PreferencesWindowController.self, relationships: ["Panes"], segues: [
                StubSegue("general", to: "GeneralPane", kind: .sheet),
            ]),
            StubScene("Panes", NSTabViewController.self, relationships: ["GeneralPane"]),
            StubScene("GeneralPane", GeneralPaneController.self),
        ]),
    ]
    PreparationPipeline.failureHandler = { failures.append($0) }
    defer {
        NSStoryboard.stubFiles = savedFiles
        PreparationPipeline.failureHandler = savedHandler
    }
    try body { failures }
}
