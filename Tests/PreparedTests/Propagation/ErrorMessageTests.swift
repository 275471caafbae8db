import Foundation
import Testing
@testable import Prepared
@testable import PreparedResources
import PreparedHeadless

/// Every message a user can read, one example of each error case, kept in
/// `Tests/Golden/ErrorMessages.txt` so that a reviewer reads them all on one
/// page and a changed message shows up in the diff.
///
/// Messages follow one convention: code a user can paste is between
/// backticks, and backticks hold nothing else. The tests check that every
/// such snippet parses as Swift, and the grammar around the type names.
@Suite("Error messages")
struct ErrorMessageTests {
    @Test("The golden file holds every message, as rendered now")
    func golden() throws {
        let rendered = ErrorCatalog.rendered()
        let url = ErrorCatalog.goldenURL
        if ProcessInfo.processInfo.environment["PREPARED_REGENERATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let stored = try? String(contentsOf: url, encoding: .utf8)
        #expect(stored == rendered, """
            An error message changed, or a case was added. Read the new messages, then regenerate the golden file:
                PREPARED_REGENERATE_GOLDEN=1 swift test --filter ErrorMessageTests
            and review its diff (\(url.path)).
            """)
        if stored != rendered, let stored {
            let old = stored.components(separatedBy: "\n"), new = rendered.components(separatedBy: "\n")
            let changed = new.enumerated().filter { $0.offset >= old.count || old[$0.offset] != $0.element }.prefix(5)
            for line in changed { Issue.record("line \(line.offset + 1) is now: \(line.element)") }
        }
    }

    @Test("Every case of the eight error types has an example")
    func everyCaseHasAnExample() {
        #expect(Set(ErrorCatalog.storyboardFile.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.storyboardFileCases))
        #expect(Set(ErrorCatalog.transition.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.transitionCases))
        #expect(Set(ErrorCatalog.headlessStoryboard.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.headlessStoryboardCases))
        #expect(Set(ErrorCatalog.navigator.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.navigatorCases))
        #expect(Set(ErrorCatalog.dependency.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.dependencyCases))
        #expect(Set(ErrorCatalog.propagation.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.propagationCases))
        #expect(Set(ErrorCatalog.unmatchedSegue.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.unmatchedSegueCases))
        #expect(Set(ErrorCatalog.bundleFailure.map(ErrorCatalog.caseName)) == Set(ErrorCatalog.bundleFailureCases))
    }

    @Test("Storyboard, transition and dependency messages read well: articles, type names, code in backticks")
    func grammar() {
        for (name, message) in ErrorCatalog.storyboardTransitionAndDependencyMessages {
            #expect(MessageGrammar.problems(in: message).isEmpty, "\(name): \(MessageGrammar.problems(in: message)) in\n\(message)")
        }
    }

    @Test("Propagation messages read well")
    func propagationGrammar() {
        for problem in ErrorCatalog.propagation {
            let message = problem.description
            #expect(MessageGrammar.problems(in: message).isEmpty, "\(ErrorCatalog.caseName(problem)): \(MessageGrammar.problems(in: message))")
        }
    }

    @Test("Fix-its are in backticks, and the grammar check finds the mistakes it is for")
    func grammarCheckFindsMistakes() {
        #expect(MessageGrammar.problems(in: "It holds a Int.") == ["'a Int' takes 'an'"])
        #expect(MessageGrammar.problems(in: "It holds an User.") == ["'an User' takes 'a'"])
        #expect(MessageGrammar.problems(in: "It holds a Optional<Dog>.").contains("runtime spelling 'Optional<'"))
        #expect(MessageGrammar.problems(in: "Use `board.scene(X.init).") == ["unbalanced backticks"])
        #expect(MessageGrammar.problems(in: "Holds a value of type [Int], not an Int; use `a Int` in code.").isEmpty,
                "code is not prose")
        #expect(MessageGrammar.codeSpans(in: "Use `a()` or `b()`.") == ["a()", "b()"])
    }

    @Test("Every code snippet in a message parses as Swift",
          .enabled(if: SwiftCompiler.executable != nil, "swiftc is not on the PATH"))
    func snippetsParse() throws {
        let snippets = ErrorCatalog.allMessages.flatMap { MessageGrammar.codeSpans(in: $0.message) }
        #expect(snippets.count >= 20, "the messages suggest code")
        let compiler = try #require(SwiftCompiler.executable)
        let failures = try SwiftCompiler.parseFailures(of: snippets, using: compiler)
        #expect(failures.isEmpty, "snippets that do not parse:\n\(failures.joined(separator: "\n"))")
    }

    @Test("The parse check rejects code that does not parse")
    func parseCheckRejects() throws {
        let compiler = try #require(SwiftCompiler.executable)
        let failures = try SwiftCompiler.parseFailures(of: ["container.register(Logger.self, tag: 'console') { … }", "board.scene(X.init)"],
                                                       using: compiler)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("'console'") == true)
    }
}
