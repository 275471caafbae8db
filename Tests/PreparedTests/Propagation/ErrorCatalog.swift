import Foundation
import Testing
@testable import Prepared
@testable import PreparedResources
import PreparedHeadless

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
        .missingStoryboard(bundle: "/App.app"), .missingScene, .identifiersUnreadable,
        .missingSceneClass(className: "App.EditContactController"),
        .sceneClassDiffers(className: "App.EditContactController", expected: "App.EditContactController", found: "Old.EditContactController"),
        .storyboard(.wrongType(storyboard: "Main", identifier: "EditContactController", expected: "EditContactController",
                               actual: "UIViewController")),
        .instantiation("the scene's init?(coder:) returned nil"),
        .missingPrototypeClass(scene: "ContactListController", className: "App.ContactCell"),
        .prototypeClassDiffers(scene: "ContactListController", className: "App.ContactCell", expected: "App.ContactCell",
                               found: "Old.ContactCell"),
        .missingObjectClass(scene: "EditContactController", element: "button", className: "App.RoundButton"),
        .missingObjectClass(scene: "EditContactController", element: "customView", className: "MASShortcutView"),
        .objectClassDiffers(scene: "EditContactController", element: "button", className: "App.RoundButton", expected: "App.RoundButton",
                            found: "Old.RoundButton"),
        .missingAction(scene: "EditContactController", target: "EditContactController", selector: "save:"),
        .missingAction(scene: "EditContactController", target: "EditContactController", selector: "save:forEvent:"),
        .missingAction(scene: "EditContactController", target: "EditContactController", selector: "dismiss"),
        .missingSegueAction(scene: "ContactListController", source: "ContactListController", selector: "makeDetails:sender:segueIdentifier:",
                            controllerClass: "UIViewController"),
        .missingSegueAction(scene: "ContactListController", source: "ContactListController", selector: "makeDetails:",
                            controllerClass: "NSViewController"),
        .outletNotKeyValueCodingCompliant(scene: "EditContactController", className: "EditContactController", property: "saveButton"),
        .runtimeAttributeNotKeyValueCodingCompliant(scene: "EditContactController", className: "RoundButton", keyPath: "cornerRadius",
                                                    declaration: "@IBInspectable var cornerRadius: CGFloat = 0"),
        .runtimeAttributeNotKeyValueCodingCompliant(scene: "EditContactController", className: "RoundButton",
                                                    keyPath: "layer.cornerRadius", declaration: "@objc var layer: Any?"),
        .missingImage(name: "Banner"), .missingColor(name: "Brand"),
    ].map { StoryboardBundleFailure(storyboard: "Main", identifier: "EditContactController", reason: $0) } + [
        StoryboardBundleFailure(storyboard: "NoteCell", identifier: "NoteCell", reason: .missingNib(bundle: "/App.app")),
        StoryboardBundleFailure(storyboard: "NoteCell", identifier: "nc1-ce-001",
                                reason: .missingNibClass(element: "tableViewCell", className: "App.NoteCell")),
        StoryboardBundleFailure(storyboard: "NoteEditor", identifier: "-1", reason: .nibClassDiffers(
            element: "File's Owner", className: "App.NoteEditorController", expected: "App.NoteEditorController",
            found: "Old.NoteEditorController")),
    ]

    static let bundleFailureCases = [
        "missingStoryboard", "missingScene", "identifiersUnreadable", "missingSceneClass", "sceneClassDiffers", "storyboard",
        "instantiation", "missingPrototypeClass", "prototypeClassDiffers", "missingObjectClass", "objectClassDiffers", "missingAction",
        "missingSegueAction", "outletNotKeyValueCodingCompliant", "runtimeAttributeNotKeyValueCodingCompliant", "missingImage", "missingColor",
        "missingNib", "missingNibClass", "nibClassDiffers",
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
