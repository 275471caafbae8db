import Foundation
import Prepared
import Testing
@testable import StoryboardApp

@Suite("The storyboards' generated Swift")
struct GeneratedStoryboardsTests {
    @Test("Every storyboard file is a case, named as the file is")
    func storyboardsAreTyped() {
        #expect(Storyboards.allCases.map(\.name) == ["Main", "Settings"])
        #expect(Storyboards.main.name == "Main")
    }

    @Test("The storyboards are looked for in the target's resources, where SwiftPM put them")
    func bundle() {
        #expect(Storyboards.settings.bundle.bundleURL == Storyboards.main.bundle.bundleURL)
        for storyboard in Storyboards.allCases {
            #expect(storyboard.bundle.url(forResource: storyboard.name, withExtension: "storyboard") != nil, "\(storyboard)")
        }
    }
}
