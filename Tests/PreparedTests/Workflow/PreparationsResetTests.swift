import Testing
import PreparedHeadless

@Suite("Resetting preparations")
@MainActor
struct PreparationsResetTests {
    @Test("removeAll removes a set's preparations and the flows they follow, and keeps its parent's")
    func removeAll() throws {
        let parent = Preparations()
        let child = parent.makeChild()
        var ran: [String] = []
        parent.register { (_: ResetListScreen, _: ResetPickerScreen) in ran.append("parent") }
        child.register { (_: ResetListScreen, _: ResetPickerScreen) in ran.append("child") }
        child.registerFromFlowStart { (_: ResetListScreen, _: ResetPreviewScreen) in ran.append("flow") }
        try child.prepare(from: ResetListScreen(), to: ResetPickerScreen())
        #expect(ran == ["parent", "child"])

        child.removeAll()
        ran = []
        #expect(child.count == 0)
        #expect(parent.count == 1)
        try child.prepare(from: ResetListScreen(), to: ResetPickerScreen())
        try child.prepare(from: ResetPickerScreen(), to: ResetPreviewScreen())
        #expect(ran == ["parent"], "the child's pair and flow preparations are gone")
    }

    @Test("A preparation that resets its set while it runs does not break the transition")
    func removeAllWhileRunning() throws {
        let preparations = Preparations()
        var ran: [String] = []
        preparations.register { (_: ResetListScreen, _: ResetPickerScreen) in
            ran.append("first")
            preparations.removeAll()
        }
        preparations.register { (_: ResetListScreen, _: ResetPickerScreen) in ran.append("second") }
        try preparations.prepare(from: ResetListScreen(), to: ResetPickerScreen())
        #expect(ran == ["first", "second"], "the transition runs the preparations it started with")
        try preparations.prepare(from: ResetListScreen(), to: ResetPickerScreen())
        #expect(ran == ["first", "second"], "later transitions run none")
    }
}

// MARK: - Fixtures

private final class ResetListScreen: PreparedController {}
private final class ResetPickerScreen: PreparedController {}
private final class ResetPreviewScreen: PreparedController {}
