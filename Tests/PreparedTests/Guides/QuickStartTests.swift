import Testing
import PreparedHeadless
import Foundation

// The README's quick start, verbatim between the markers. Keep them in step.

// README-BEGIN
final class ListController: PreparedController {
    var prepCtxUser: User? = User(name: "Ada")
    var prepCtxTheme = "dark"
    var title = "Users"  // no prefix: never copied
}

final class ProfileController: PreparedController {
    var prepCtxUser: User?
    var prepCtxTheme = "light"
    var title = "Profile"

    override class var contextTable: ContextTable {
        ContextTable(ProfileController.self, inheriting: super.contextTable) { keys in
            keys.add("prepCtxUser", \.prepCtxUser)
            keys.add("prepCtxTheme", \.prepCtxTheme)
        }
    }
}

@MainActor
func showProfile() throws -> ProfileController {
    let list = ListController()
    let profile = ProfileController()
    let report = try ContextPropagator.standard.propagate(from: list, to: profile)
    print(report)
    // ListController → ProfileController: 2 keys flow
    //   flows    prepCtxUser: User? → User?
    //   flows    prepCtxTheme: String → String
    return profile
}
// README-END

@Suite("README quick start")
@MainActor
struct QuickStartTests {
    @Test("The quick start copies prefixed properties and leaves the others")
    func quickStartRuns() throws {
        let profile = try showProfile()
        #expect(profile.prepCtxUser == User(name: "Ada"))
        #expect(profile.prepCtxTheme == "dark")
        #expect(profile.title == "Profile")
    }

    @Test("The quick start's printed report is the one the README shows")
    func quickStartReport() throws {
        let report = try ContextPropagator.standard.propagate(from: ListController(), to: ProfileController())
        #expect(report.description == """
            ListController → ProfileController: 2 keys flow
              flows    prepCtxUser: User? → User?
              flows    prepCtxTheme: String → String
            """)
    }

    @Test("The README holds the same quick start as this file")
    func readmeMatchesThisFile() throws {
        let thisFile = try String(contentsOfFile: #filePath, encoding: .utf8)
        let readme = try String(contentsOfFile: ReadmeLocation.path, encoding: .utf8)
        let snippet = try #require(Self.between("// README-BEGIN\n", "// README-END", in: thisFile))
        #expect(readme.contains(snippet))
    }

    static func between(_ start: String, _ end: String, in text: String) -> String? {
        guard let lower = text.range(of: start)?.upperBound,
              let upper = text.range(of: end, range: lower..<text.endIndex)?.lowerBound else { return nil }
        return String(text[lower..<upper])
    }
}

enum ReadmeLocation {
    /// README.md at the package root, found from this file's path.
    static var path: String {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return (components + ["README.md"]).joined(separator: "/")
    }
}
