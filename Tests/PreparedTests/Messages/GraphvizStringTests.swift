import Testing
import Prepared

@Suite("DOT text")
struct GraphvizStringTests {
    @Test("A DOT label escapes backslashes and quotes, writes a line break as \\n, and a control character DOT cannot escape as a space")
    func quoted() {
        #expect(GraphvizString.quoted(#"Main "A"\B"#) == #""Main \"A\"\\B""#)
        #expect(GraphvizString.quoted("first\nsecond") == #""first\nsecond""#)
        #expect(GraphvizString.quoted("tab\there\rand\u{1}bell") == #""tab here and bell""#)
    }

    @Test("A Swift literal of the same text keeps every character: the two escapers differ where the languages do")
    func swiftLiteralDiffers() {
        #expect(SwiftCode.stringLiteral("tab\there\r") == #""tab\there\r""#)
    }
}
