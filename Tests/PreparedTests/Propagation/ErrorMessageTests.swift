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

// MARK: - The catalog

/// One example of every case of the errors a user reads.
enum ErrorCatalog {
    static let storyboardFile: [StoryboardError] = [
        .wrongType(storyboard: "Main", identifier: "Preferences", expected: "OrderScreen", actual: "InjectedScreen"),
        .noInitialScene(storyboard: "Main"),
        .dependencies(storyboard: "Main", identifier: "InboxController",
                      reason: DependencyError.missingPropertyResolution(type: "InboxController", tag: "'drafts'",
                                                                         registeredTags: ["untagged"]).description),
        .hostingControllerWithoutModel(storyboard: "Main", controller: "QRCodeHostingController", model: "QRCodeModel", view: "QRCodeView"),
        .wrongNibClass(nib: "BannerView", expected: "BannerView", actual: "UIView"),
        .nothingFromNib(nib: "BannerView", expected: "BannerView"),
    ]

    /// Every source, with a view of another class and with none.
    static let dequeue: [DequeueError] = [
        DequeueError(container: "UITableView", identifier: "ContactCell", source: .prototype(storyboard: "Main", scene: "ContactListController"),
                     expected: "ContactCell", actual: "UITableViewCell"),
        DequeueError(container: "NSTableView", identifier: "NameCell", source: .prototype(storyboard: "Main", scene: "LibraryController"),
                     expected: "NameCellView", actual: nil),
        DequeueError(container: "UICollectionView", identifier: "PhotoCell", source: .nib("PhotoCell"), expected: "PhotoCell",
                     actual: "UICollectionViewCell"),
        DequeueError(container: "NSTableView", identifier: "NameCell", source: .nib("NameCell"), expected: "NameCellView", actual: nil),
        DequeueError(container: "ContactsTableView", identifier: "App.ContactCell", source: .registeredClass, expected: "ContactCell",
                     actual: "UITableViewCell"),
        DequeueError(container: "UITableView", identifier: "App.ContactCell", source: .registeredClass, expected: "ContactCell", actual: nil),
    ]

    static let transition: [TransitionError] = [
        .storyboard(.noInitialScene(storyboard: "Main")),
        .propagation(PropagationError(sourceClass: "ListController", destinationClass: "ProfileController", problems: [
            .nilValue(property: "prepCtxUser", source: "ListController", sourceType: "User?",
                      destination: "ProfileController", destinationType: "User"),
        ])),
        .sourceDoesNotConform(source: "SettingsScreen", destination: "PickyScreen", requirement: "OrderProviding"),
        .preparationFailed(source: "HomeScreen", destination: "RecorderScreen", step: "the closure passed to perform or show", reason: "requested"),
        .oneShotNotRun(source: "ContactsTableController", segue: "ContactSegue.edit", sourcePrepares: false),
        .oneShotNotRun(source: "ContactListController", segue: "ContactListController.Segues.view", sourcePrepares: true),
        .notShown(source: "ContactListController", destination: "ContactDetailsController", presentation: "push",
                  reason: "ContactListController is in no navigation controller. Show it with `.show`, which presents it where "
                      + "there is no navigation controller to push it on, or embed ContactListController in a UINavigationController."),
    ]

    static let headlessStoryboard: [HeadlessStoryboardError] = [
        .unknownStoryboard(name: "Mian", known: ["main", "settings"]),
        .unknownScene(storyboard: "main", identifier: "twin", known: ["HomeScreen", "Twin"]),
        .noSceneForClass(storyboard: "main", className: "OrphanScreen", known: ["HomeScreen", "Preferences"]),
        .ambiguousSceneForClass(storyboard: "twins", className: "SettingsScreen", identifiers: ["Left", "Right"]),
        .duplicateScene(storyboard: "main", identifier: "HomeScreen", count: 2),
        .wrongType(storyboard: "main", identifier: "Preferences", expected: "OrderScreen", actual: "InjectedScreen"),
        .noInitialScene(storyboard: "empty"),
        .severalInitialScenes(storyboard: "main", identifiers: ["HomeScreen", "SettingsScreen"]),
        .dependencies(storyboard: "main", identifier: "Inbox",
                      error: .missingPropertyResolution(type: "InboxController", tag: "'drafts'", registeredTags: ["untagged"])),
    ]

    static let navigator: [NavigatorError] = [
        .storyboard(.noSceneForClass(storyboard: "main", className: "Drafts.Details", known: [])),
        .preparation(.sourceDoesNotConform(source: "SettingsScreen", destination: "PickyScreen", requirement: "OrderProviding")),
        .notShown(source: "SettingsScreen"),
        .notFromStoryboard(source: "HomeScreen"),
        .noSegue(storyboard: "main", source: "SettingsScreen", destination: "OrderScreen", identifier: nil,
                 declared: ["SettingsScreen → PickyScreen (show)"]),
        .noSegue(storyboard: "main", source: "HomeScreen", destination: "OrderScreen", identifier: "OrderSegue.archive", declared: []),
        .ambiguousSegue(storyboard: "twins", source: "HomeScreen", destination: "TwinScreen", identifiers: ["(none)", "(none)"]),
        .ambiguousSegue(storyboard: "twins", source: "HomeScreen", destination: "TwinScreen", identifiers: ["TwinSegue.left", "TwinSegue.left"]),
        .ambiguousSegue(storyboard: "main", source: "HomeScreen", destination: "OrderScreen", identifiers: ["OrderSegue.view", "OrderSegue.edit"]),
        .ambiguousSegue(storyboard: "main", source: "HomeScreen", destination: "OrderScreen", identifiers: ["OrderSegue.view", "(none)"]),
        .nothingToPop(root: "HomeScreen"),
        .nothingToDismiss(root: "HomeScreen"),
        .notOnTopStack(controller: "ListController", topStack: ["PreviewController", "DetailsController"]),
        .noUnwindTarget(target: "InboxController", unwinding: "ReplyController", shown: ["ListController", "ReplyController"]),
    ]

    static let unmatchedSegue: [UnmatchedSegue] = [
        UnmatchedSegue(sourceClass: "ContactListController", identifier: "share", destinationClass: "UIViewController", reason: .unknownSegue),
        UnmatchedSegue(sourceClass: "ContactDetailsController", identifier: nil, destinationClass: "UIViewController", reason: .unknownSegue),
        UnmatchedSegue(sourceClass: "ContactListController", identifier: "view", destinationClass: "UIViewController",
                       reason: .wrongDestination(expected: "ContactDetailsController")),
    ]

    static let unmatchedSegueCases = ["unknownSegue", "wrongDestination"]

    static func caseName(_ segue: UnmatchedSegue) -> String {
        switch segue.reason {
        case .unknownSegue: "unknownSegue"
        case .wrongDestination: "wrongDestination"
        }
    }

    static let bundleFailure: [StoryboardBundleFailure] = [
        .storyboardMissing(bundle: "/App.app"), .sceneMissing, .identifiersUnreadable,
        .sceneClassMissing(className: "App.EditContactController"),
        .sceneClassDiffers(className: "App.EditContactController", expected: "App.EditContactController", found: "Old.EditContactController"),
        .storyboard(.wrongType(storyboard: "Main", identifier: "EditContactController", expected: "EditContactController",
                               actual: "UIViewController")),
        .instantiation("the scene's init?(coder:) returned nil"),
        .prototypeClassMissing(scene: "ContactListController", className: "App.ContactCell"),
        .prototypeClassDiffers(scene: "ContactListController", className: "App.ContactCell", expected: "App.ContactCell",
                               found: "Old.ContactCell"),
        .objectClassMissing(scene: "EditContactController", element: "button", className: "App.RoundButton"),
        .objectClassMissing(scene: "EditContactController", element: "customView", className: "MASShortcutView"),
        .objectClassDiffers(scene: "EditContactController", element: "button", className: "App.RoundButton", expected: "App.RoundButton",
                            found: "Old.RoundButton"),
        .actionMissing(scene: "EditContactController", target: "EditContactController", selector: "save:"),
        .actionMissing(scene: "EditContactController", target: "EditContactController", selector: "save:forEvent:"),
        .actionMissing(scene: "EditContactController", target: "EditContactController", selector: "dismiss"),
        .segueActionMissing(scene: "ContactListController", source: "ContactListController", selector: "makeDetails:sender:segueIdentifier:",
                            controllerClass: "UIViewController"),
        .segueActionMissing(scene: "ContactListController", source: "ContactListController", selector: "makeDetails:",
                            controllerClass: "NSViewController"),
        .outletNotKeyValueCodingCompliant(scene: "EditContactController", className: "EditContactController", property: "saveButton"),
        .runtimeAttributeNotKeyValueCodingCompliant(scene: "EditContactController", className: "RoundButton", keyPath: "cornerRadius",
                                                    declaration: "@IBInspectable var cornerRadius: CGFloat = 0"),
        .runtimeAttributeNotKeyValueCodingCompliant(scene: "EditContactController", className: "RoundButton",
                                                    keyPath: "layer.cornerRadius", declaration: "@objc var layer: Any?"),
        .imageMissing(name: "Banner"), .colorMissing(name: "Brand"),
    ].map { StoryboardBundleFailure(storyboard: "Main", identifier: "EditContactController", reason: $0) } + [
        StoryboardBundleFailure(storyboard: "NoteCell", identifier: "NoteCell", reason: .nibMissing(bundle: "/App.app")),
        StoryboardBundleFailure(storyboard: "NoteCell", identifier: "nc1-ce-001",
                                reason: .nibClassMissing(element: "tableViewCell", className: "App.NoteCell")),
        StoryboardBundleFailure(storyboard: "NoteEditor", identifier: "-1", reason: .nibClassDiffers(
            element: "File's Owner", className: "App.NoteEditorController", expected: "App.NoteEditorController",
            found: "Old.NoteEditorController")),
    ]

    static let bundleFailureCases = [
        "storyboardMissing", "sceneMissing", "identifiersUnreadable", "sceneClassMissing", "sceneClassDiffers", "storyboard",
        "instantiation", "prototypeClassMissing", "prototypeClassDiffers", "objectClassMissing", "objectClassDiffers", "actionMissing",
        "segueActionMissing", "outletNotKeyValueCodingCompliant", "runtimeAttributeNotKeyValueCodingCompliant", "imageMissing", "colorMissing",
        "nibMissing", "nibClassMissing", "nibClassDiffers",
    ]

    static func caseName(_ failure: StoryboardBundleFailure) -> String {
        String(String(describing: failure.reason).prefix { $0.isLetter || $0.isNumber })
    }

    static let dependency: [DependencyError] = [
        .missingRegistration(type: "any Logger", tag: "'console'", registeredTags: ["untagged"], path: ["Presenter", "any Logger (tag 'console')"]),
        .missingRegistration(type: "Clock", tag: nil, registeredTags: [], path: ["Clock"]),
        .missingPropertyResolution(type: "TNeedsDependency", tag: "'main'", registeredTags: []),
        .cycle(path: ["Chicken", "Egg", "Chicken"]),
        .propertiesOnly(type: "Widget", path: ["Widget"]),
        .factoryFailed(type: "Presenter", path: ["Presenter"], reason: "the factory returned an Int, not a Presenter"),
    ]

    static let propagation: [PropagationProblem] = [
        .typeMismatch(property: "prepCtxCount", source: "ListController", sourceType: "Int",
                      destination: "ProfileController", destinationType: "String"),
        .rejectedValue(property: "prepCtxPet", source: "ListController", heldType: "Cat",
                       destination: "ProfileController", destinationType: "Dog"),
        .nilValue(property: "prepCtxUser", source: "ListController", sourceType: "User?",
                  destination: "ProfileController", destinationType: "User"),
        .unknownProperty(className: "ProfileController", name: "prepCtxUsr", closest: "prepCtxUser"),
        .duplicateEntry(className: "ProfileController", name: "prepCtxUser", count: 2),
        .sharedKeyPath(className: "ProfileController", names: ["prepCtxSeen", "prepCtxOpened"]),
        .entryTypeMismatch(className: "ProfileController", name: "prepCtxUser", entryType: "String", propertyType: "User?"),
        .foreignEntry(className: "ProfileController", name: "prepCtxUser", declaringClass: "ListController"),
        .unprefixedEntry(className: "ProfileController", name: "user", prefix: "prepCtx"),
        .missingEntry(className: "AdminController", property: "prepCtxRole", declaringClass: "AdminController"),
        .missingEntry(className: "AdminController", property: "prepCtxAccount", declaringClass: "AccountController"),
        .tableNotInherited(className: "AdminController", superclass: "AccountController", properties: ["prepCtxAccount"]),
        .unreadableLazyProperty(className: "ListController", property: "prepCtxCache"),
        .unreadableWrappedProperty(className: "ListController", property: "prepCtxVolume"),
        .keyPathMismatch(className: "ProfileController", name: "prepCtxUser", addressed: "prepCtxOwner"),
        .unreadableFunction(className: "ListController", property: "prepCtxFormat", type: "(Int) -> String"),
        .uncopyableProperty(className: "ListController", property: "prepCtxLock"),
        .noTable(className: "ListController"),
        .offMainActor(className: "ProfileController"),
        .offActor(className: "SessionStore"),
        .invalidPrefix("1ctx"),
    ]

    // Exhaustive switches: adding a case breaks the build here, then the coverage test until it has an example.

    static let storyboardFileCases = ["wrongType", "noInitialScene", "dependencies", "hostingControllerWithoutModel",
                                      "wrongNibClass", "nothingFromNib"]

    static func caseName(_ error: StoryboardError) -> String {
        switch error {
        case .wrongType: "wrongType"
        case .noInitialScene: "noInitialScene"
        case .dependencies: "dependencies"
        case .hostingControllerWithoutModel: "hostingControllerWithoutModel"
        case .wrongNibClass: "wrongNibClass"
        case .nothingFromNib: "nothingFromNib"
        }
    }

    static let transitionCases = ["storyboard", "propagation", "sourceDoesNotConform", "preparationFailed", "oneShotNotRun", "notShown"]

    static func caseName(_ error: TransitionError) -> String {
        switch error {
        case .storyboard: "storyboard"
        case .propagation: "propagation"
        case .sourceDoesNotConform: "sourceDoesNotConform"
        case .preparationFailed: "preparationFailed"
        case .oneShotNotRun: "oneShotNotRun"
        case .notShown: "notShown"
        }
    }

    static let headlessStoryboardCases = ["unknownStoryboard", "unknownScene", "noSceneForClass", "ambiguousSceneForClass",
                                          "duplicateScene", "wrongType", "noInitialScene", "severalInitialScenes", "dependencies"]

    static func caseName(_ error: HeadlessStoryboardError) -> String {
        switch error {
        case .unknownStoryboard: "unknownStoryboard"
        case .unknownScene: "unknownScene"
        case .noSceneForClass: "noSceneForClass"
        case .ambiguousSceneForClass: "ambiguousSceneForClass"
        case .duplicateScene: "duplicateScene"
        case .wrongType: "wrongType"
        case .noInitialScene: "noInitialScene"
        case .severalInitialScenes: "severalInitialScenes"
        case .dependencies: "dependencies"
        }
    }

    static let navigatorCases = ["storyboard", "preparation", "notShown", "notFromStoryboard", "noSegue", "ambiguousSegue",
                                 "nothingToPop", "nothingToDismiss", "notOnTopStack", "noUnwindTarget"]

    static func caseName(_ error: NavigatorError) -> String {
        switch error {
        case .storyboard: "storyboard"
        case .preparation: "preparation"
        case .notShown: "notShown"
        case .notFromStoryboard: "notFromStoryboard"
        case .noSegue: "noSegue"
        case .ambiguousSegue: "ambiguousSegue"
        case .nothingToPop: "nothingToPop"
        case .nothingToDismiss: "nothingToDismiss"
        case .notOnTopStack: "notOnTopStack"
        case .noUnwindTarget: "noUnwindTarget"
        }
    }

    static let dependencyCases = ["missingRegistration", "missingPropertyResolution", "cycle", "propertiesOnly", "factoryFailed"]

    static func caseName(_ error: DependencyError) -> String {
        switch error {
        case .missingRegistration: "missingRegistration"
        case .missingPropertyResolution: "missingPropertyResolution"
        case .cycle: "cycle"
        case .propertiesOnly: "propertiesOnly"
        case .factoryFailed: "factoryFailed"
        }
    }

    static let propagationCases = ["typeMismatch", "rejectedValue", "nilValue", "unknownProperty", "duplicateEntry", "sharedKeyPath",
                                   "entryTypeMismatch", "foreignEntry", "unprefixedEntry", "missingEntry", "tableNotInherited",
                                   "unreadableLazyProperty", "unreadableWrappedProperty", "keyPathMismatch", "unreadableFunction",
                                   "uncopyableProperty", "noTable", "offMainActor", "offActor", "invalidPrefix"]

    static func caseName(_ problem: PropagationProblem) -> String {
        switch problem {
        case .typeMismatch: "typeMismatch"
        case .rejectedValue: "rejectedValue"
        case .nilValue: "nilValue"
        case .unknownProperty: "unknownProperty"
        case .duplicateEntry: "duplicateEntry"
        case .sharedKeyPath: "sharedKeyPath"
        case .entryTypeMismatch: "entryTypeMismatch"
        case .foreignEntry: "foreignEntry"
        case .unprefixedEntry: "unprefixedEntry"
        case .missingEntry: "missingEntry"
        case .tableNotInherited: "tableNotInherited"
        case .unreadableLazyProperty: "unreadableLazyProperty"
        case .unreadableWrappedProperty: "unreadableWrappedProperty"
        case .keyPathMismatch: "keyPathMismatch"
        case .unreadableFunction: "unreadableFunction"
        case .uncopyableProperty: "uncopyableProperty"
        case .noTable: "noTable"
        case .offMainActor: "offMainActor"
        case .offActor: "offActor"
        case .invalidPrefix: "invalidPrefix"
        }
    }

    /// Every example as (`Type.case`, message).
    static var allMessages: [(name: String, message: String)] {
        storyboardTransitionAndDependencyMessages
            + propagation.map { ("PropagationProblem.\(caseName($0))", $0.description) }
    }

    static var storyboardTransitionAndDependencyMessages: [(name: String, message: String)] {
        storyboardFile.map { ("StoryboardError.\(caseName($0))", $0.description) }
            + dequeue.map { ("DequeueError", $0.description) }
            + transition.map { ("TransitionError.\(caseName($0))", $0.description) }
            + headlessStoryboard.map { ("HeadlessStoryboardError.\(caseName($0))", $0.description) }
            + navigator.map { ("NavigatorError.\(caseName($0))", $0.description) }
            + dependency.map { ("DependencyError.\(caseName($0))", $0.description) }
            + unmatchedSegue.map { ("UnmatchedSegue.Reason.\(caseName($0))", $0.description) }
            + bundleFailure.map { ("StoryboardBundleFailure.Reason.\(caseName($0))", $0.description) }
    }

    /// The golden file's text: a header, then each example's name and its message, indented.
    static func rendered() -> String {
        var lines = [
            "Every message Prepared's errors print: one example of each case (a few cases have several).",
            "Code a user can paste is between backticks; ErrorMessageTests parses every such snippet with swiftc.",
            "Regenerate after changing a message: PREPARED_REGENERATE_GOLDEN=1 swift test --filter ErrorMessageTests",
        ]
        for (name, message) in allMessages {
            lines.append("")
            lines.append(name)
            lines += message.components(separatedBy: "\n").map { "    \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static var goldenURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/ErrorMessages.txt")
    }
}

// MARK: - Checks

/// The grammar a message must follow.
enum MessageGrammar {
    /// The text between backticks.
    static func codeSpans(in message: String) -> [String] {
        let parts = message.components(separatedBy: "`")
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }

    /// What is wrong with a message, in a few words each; empty when nothing is.
    static func problems(in message: String) -> [String] {
        var problems: [String] = []
        let parts = message.components(separatedBy: "`")
        if parts.count % 2 == 0 { problems.append("unbalanced backticks") }
        let prose = stride(from: 0, to: parts.count, by: 2).map { parts[$0] }.joined(separator: "\u{1}")
        for spelling in ["Optional<", "Array<", "Dictionary<"] where prose.contains(spelling) {
            problems.append("runtime spelling '\(spelling)'")
        }
        let words = prose.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        for (index, word) in words.enumerated().dropLast() where word == "a" || word == "an" {
            let next = words[index + 1]
            guard let first = next.first, first.isLetter else { continue }
            let vowel = TypeName.startsWithVowelSound(next)
            if word == "a" && vowel { problems.append("'a \(next.trimmingCharacters(in: .punctuationCharacters))' takes 'an'") }
            if word == "an" && !vowel { problems.append("'an \(next.trimmingCharacters(in: .punctuationCharacters))' takes 'a'") }
        }
        for mistake in ["  ", " .", " ,", "..", "(none)"] where prose.contains(mistake) {
            problems.append("'\(mistake)' in prose")
        }
        return problems
    }
}

/// Runs `swiftc -parse` on code snippets, when a compiler is on the `PATH`.
enum SwiftCompiler {
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The snippets that do not parse, each with the compiler's first complaint.
    ///
    /// Declarations (`extension`, `enum`, …) stand at file scope; any other
    /// snippet is the body of a function of its own.
    static func parseFailures(of snippets: [String], using compiler: URL) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        var snippetAtLine: [Int: String] = [:]
        let declarationKeywords = ["extension ", "enum ", "struct ", "class ", "final class ", "protocol "]
        for (index, snippet) in snippets.enumerated() {
            if declarationKeywords.contains(where: snippet.hasPrefix) {
                snippetAtLine[lines.count + 1] = snippet
                lines.append(snippet)
            } else {
                lines.append("func snippet\(index)() {")
                snippetAtLine[lines.count + 1] = snippet
                lines.append(snippet)
                lines.append("}")
            }
        }
        let file = folder.appendingPathComponent("Snippets.swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return [] }
        // `Snippets.swift:LINE:COLUMN: error: …`
        var failing: [Int: String] = [:]
        for line in output.components(separatedBy: "\n") where line.contains(": error: ") {
            let fields = line.components(separatedBy: ":")
            guard let position = fields.firstIndex(where: { $0.hasSuffix("Snippets.swift") }), position + 1 < fields.count,
                  let number = Int(fields[position + 1]), snippetAtLine[number] != nil, failing[number] == nil else { continue }
            failing[number] = line.components(separatedBy: ": error: ").last ?? line
        }
        if failing.isEmpty { return ["swiftc -parse failed: \(output)"] }
        return failing.keys.sorted().map { "\(snippetAtLine[$0] ?? "")  ← \(failing[$0] ?? "")" }
    }
}
