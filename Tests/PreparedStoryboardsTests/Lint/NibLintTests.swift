import Foundation
import PreparedStoryboards
import Testing

@Suite("The lint of XIBs")
struct NibLintTests {
    @Test("The real XIBs give no finding")
    func realXibs() throws {
        let catalog = StoryboardCatalog(reading: [try Fixture.url("RealXibs")])
        let lint = StoryboardLint(catalog)
        #expect(catalog.nibs.count == 43)
        #expect(lint.findings.isEmpty, "\(lint)")
    }
}
