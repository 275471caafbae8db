import Foundation
@_spi(Generated) import PreparedResources
@testable import PreparedStoryboards

/// The real storyboards and XIBs of one generated check, as the generator uses them: of two files of one name, the
/// first by path.
struct RealFiles {
    let files: [RealFile]
    /// Whether the files are macOS's, whose images and colors AppKit looks up.
    let appKit: Bool

    init(_ locations: [URL]) throws {
        let catalog = InterfaceCatalog(reading: locations)
        if let error = catalog.readErrors.first { throw error }
        var seen: Set<String> = []
        files = catalog.documents.filter { seen.insert("\($0.name).storyboard").inserted }.map(RealFile.init)
            + catalog.nibs.filter { seen.insert("\($0.name).xib").inserted }.map(RealFile.init)
        appKit = (catalog.documents.first?.platform ?? catalog.nibs.first?.platform) == .macOS
    }
}

/// One storyboard or XIB: its objects of a custom class, its actions and its runtime attributes, in file order.
struct RealFile {
    /// `Main.storyboard`, `MainWindow.xib`: the file a failure names.
    let name: String
    let platform: InterfacePlatform
    /// Each object's custom class, and whether the file names its module, by the object's id.
    let classes: [String: (customClass: String, namesModule: Bool)]
    let connections: [InterfaceConnection]
    let firstResponderIDs: Set<String>
    let attributes: [InterfaceRuntimeAttribute]

    init(_ document: StoryboardDocument) {
        name = "\(document.name).storyboard"
        platform = document.platform
        let objects = document.scenes.flatMap(\.objects)
        classes = Dictionary(objects.map { ($0.id, ($0.customClass, $0.namesModule)) }, uniquingKeysWith: { first, _ in first })
        connections = document.scenes.flatMap(\.connections)
        firstResponderIDs = Set(document.scenes.flatMap(\.firstResponderIDs))
        attributes = document.scenes.flatMap(\.runtimeAttributes)
    }

    init(_ nib: NibDocument) {
        name = "\(nib.name).xib"
        platform = nib.platform
        var classes = Dictionary(nib.objects.map { ($0.id, ($0.customClass, $0.namesModule)) }, uniquingKeysWith: { first, _ in first })
        if let owner = nib.filesOwner, let customClass = owner.customClass {
            let namesModule = !(owner.customModule ?? "").isEmpty || owner.customModuleProvider == "target" || customClass.contains(".")
            classes[owner.id] = (customClass, namesModule)
        }
        self.classes = classes
        connections = nib.connections
        firstResponderIDs = Set(nib.firstResponderIDs)
        attributes = nib.runtimeAttributes
    }

    /// What renaming in Swift can break here, as `runtime` answers of the app's classes: the first action sent to a
    /// class of the app (not the first responder, nor a framework class), and the first runtime attribute whose first
    /// key the app declares on the object's class (a `layer.cornerRadius` is UIKit's: no rename of the app's breaks it).
    @MainActor
    func renames(in runtime: StandInRuntime) -> [Rename] {
        var renames: [Rename] = []
        for connection in connections {
            guard case .action(let selector, _) = connection.kind, let id = connection.destinationID, !firstResponderIDs.contains(id),
                  let (customClass, namesModule) = classes[id] else { continue }
            let className = Self.unqualified(customClass)
            guard let question = runtime.actionQuestion(selector, ofClassNamed: className) else { continue }
            renames.append(Rename(question: question, className: className, name: selector,
                                  naming: namesModule ? .withModule : .withoutModule, file: name))
            break
        }
        for attribute in attributes {
            let className: String
            let naming: Rename.Naming
            if let (customClass, namesModule) = classes[attribute.objectID], attribute.customClass != nil {
                (className, naming) = (Self.unqualified(customClass), namesModule ? .withModule : .withoutModule)
            } else if attribute.customClass == nil, !ConnectionCheck.approximatedElements.contains(attribute.objectElement) {
                (className, naming) = (FrameworkClasses.elementClass(of: attribute.objectElement, on: platform), .noCustomClass)
            } else {
                continue
            }
            guard let question = runtime.keyQuestion(attribute.firstKey, ofClassNamed: className) else { continue }
            renames.append(Rename(question: question, className: className, name: attribute.keyPath, naming: naming, file: name))
            break
        }
        return renames
    }

    /// `AnimatedImageView` of `Kingfisher.AnimatedImageView`: the name a message gives the class, and the bare name the
    /// stand-in runtime finds it by.
    private static func unqualified(_ customClass: String) -> String {
        String(customClass.split(separator: ".").last ?? Substring(customClass))
    }
}

/// An action or a runtime attribute's key renamed in Swift, and the failure that reports it.
struct Rename: CustomStringConvertible {
    /// How the file names the class the name is asked of.
    enum Naming: Equatable {
        /// With its module: the generated code names the type.
        case withModule
        /// Without a module: the check looks the class up by that name.
        case withoutModule
        /// No custom class: the check looks the framework class up by its name.
        case noCustomClass
    }

    /// The question the runtime now answers `false` to.
    let question: StandInRuntime.Question
    /// The class as a failure names it: without its module.
    let className: String
    /// The selector, or the key path.
    let name: String
    let naming: Naming
    let file: String

    var isAction: Bool {
        if case .action = question { true } else { false }
    }

    var description: String { "\(isAction ? "the action" : "the runtime attribute") \(name) of \(className) (\(naming))" }

    /// Whether `failure` reports this rename.
    func matches(_ failure: StoryboardBundleFailure) -> Bool {
        switch failure.reason {
        case let .missingAction(_, target, selector): isAction && target == className && selector == name
        case let .runtimeAttributeNotKeyValueCodingCompliant(_, owner, keyPath, _): !isAction && owner == className && keyPath == name
        default: false
        }
    }

    /// The words of the failure a user reads first: what is missing, and what it breaks.
    var words: String {
        let loaded = file.hasSuffix(".xib") ? "XIB" : "scene"
        guard isAction else {
            let key = name.prefix { $0 != "." }
            return "\(className) has no property \(key) that key-value coding can set, which the runtime attribute \(name) sets: "
                + "loading the \(loaded) raises NSUnknownKeyException."
        }
        return "\(className) does not implement \(name), which a control of the \(loaded) sends it: the first tap raises "
            + "\"unrecognized selector sent to instance\"."
    }
}
