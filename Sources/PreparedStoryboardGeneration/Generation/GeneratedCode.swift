import Prepared
import PreparedStoryboards

/// The text of the generated Swift, written from a ``GenerationModel``.
///
/// The file declares and the library behaves: a header, the platform-neutral
/// `Storyboards` enum, then one section per UI framework, each inside its guard
/// (`#if canImport(UIKit) && !os(watchOS)`, `#if canImport(AppKit) && !targetEnvironment(macCatalyst)`),
/// with about one line per scene, segue and prototype over the runtime types of
/// `Prepared` and the adapters (`TypedScene`, `CellPrototype`, `SegueMatch`,
/// `StoryboardBundleCheck`). What only generated code calls is imported as
/// `@_spi(Generated)`.
struct GeneratedCode {
    /// The whole file, ending with a newline.
    private(set) var text = ""
    /// `public ` or nothing.
    let access: String
    /// The name of the `StoryboardName` enum.
    let name: String
    var indentation = 0

    init(_ model: GenerationModel, access: SwiftGenerator.AccessLevel, bundle: SwiftGenerator.BundleLocation) {
        self.access = access == .public ? "public " : ""
        name = model.name
        writeHeader(model)
        if !model.storyboards.isEmpty { writeStoryboards(model, bundle: bundle) }
        if !model.nibs.isEmpty { writeNibs(model, bundle: bundle) }
        if bundle == .class {
            line()
            line("/// A class of the module this file is compiled into, whose bundle holds the \(Self.files(of: model)).")
            line("private nonisolated final class StoryboardsBundleToken {}")
        }
        for framework in GenerationModel.Framework.allCases {
            writeSection(framework, model)
        }
    }

    // MARK: Lines

    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: indentation) + content + "\n"
    }

    mutating func block(_ opening: String, _ body: (inout GeneratedCode) -> Void) {
        line(opening + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// `names` joined by commas into lines of at most about 110 characters.
    static func wrapped(_ names: [String]) -> [String] {
        var lines: [String] = []
        for name in names {
            if let last = lines.last, last.count + name.count < 110 {
                lines[lines.count - 1] = last + ", " + name
            } else {
                lines.append(name)
            }
        }
        return lines
    }

    /// What the generated file was generated from: `storyboards`, `nibs`, or `storyboards and nibs`.
    static func files(of model: GenerationModel) -> String {
        model.nibs.isEmpty ? "storyboards" : model.storyboards.isEmpty ? "nibs" : "storyboards and nibs"
    }

    /// The bundle check's items of `checks`: each class's outlets, runtime attributes and actions, the first responder's actions (among the
    /// class lists `firstResponders` names) and each segue action, each at the place `place` writes for its scene
    /// (`.scene("…", of: Storyboards.main)`, or a nib's `.nib(Nibs.noteCell)`). A class is named by its type
    /// (`.type(EditContactController.self)`), or by the name the runtime looks it up by (`.named("UIView")`).
    static func connectionItems(_ checks: GenerationModel.ConnectionChecks, firstResponders: String, place: (String) -> String) -> [String] {
        var items: [String] = []
        for outlets in checks.outlets {
            items.append(".outlets(\(literals(outlets.properties)), of: \(owner(outlets.owner)), at: \(place(outlets.scene)))")
        }
        for attributes in checks.runtimeAttributes {
            let pairs = "[" + attributes.attributes.map { "\(SwiftCode.stringLiteral($0.keyPath)): \(SwiftCode.stringLiteral($0.type))" }
                .joined(separator: ", ") + "]"
            items.append(".runtimeAttributes(\(pairs), of: \(owner(attributes.owner)), at: \(place(attributes.scene)))")
        }
        for actions in checks.actions {
            if let target = actions.target {
                items.append(".actions(\(literals(actions.selectors)), to: \(owner(target)), at: \(place(actions.scene)))")
            } else {
                items.append(".firstResponderActions(\(literals(actions.selectors)), candidates: \(firstResponders), at: \(place(actions.scene)))")
            }
        }
        for action in checks.segueActions {
            items.append(".segueAction(\(SwiftCode.stringLiteral(action.selector)), of: \(action.className).self, "
                         + "segue: \(SwiftCode.stringLiteral(action.segue)), at: \(place(action.scene)))")
        }
        return items
    }

    /// The class `owner` names, as an item's argument: `.type(EditContactController.self)`, or
    /// `.named("SWRevealViewController")`.
    private static func owner(_ owner: GenerationModel.ConnectionChecks.Owner) -> String {
        switch owner {
        case .type(let className): ".type(\(className).self)"
        case .named(let name): ".named(\(SwiftCode.stringLiteral(name)))"
        }
    }

    /// `names` as an array literal of strings.
    static func literals(_ names: [String]) -> String {
        "[" + names.map(SwiftCode.stringLiteral).joined(separator: ", ") + "]"
    }

    /// Text from a file, fit for one comment line.
    static func comment(_ value: String) -> String {
        value.map { $0.isNewline ? " " : String($0) }.joined()
    }

    // MARK: Parts

    private mutating func writeHeader(_ model: GenerationModel) {
        line("// Generated by `prepared-storyboard generate` from:")
        for storyboard in model.storyboards.sorted(by: { $0.file < $1.file }) { line("//   \(Self.comment(storyboard.file))") }
        for nib in model.nibs.sorted(by: { $0.file < $1.file }) { line("//   \(Self.comment(nib.file))") }
        if !model.skippedFiles.isEmpty {
            line("// Not used, another file has the same name:")
            for file in model.skippedFiles { line("//   \(Self.comment(file))") }
        }
        line("// Do not edit: run the command again when the \(Self.files(of: model)) change.")
        line()
        line("import Foundation")
        line("@_spi(Generated) import PreparedResources")
        for module in model.imports { line("import \(module)") }
    }

    private mutating func writeStoryboards(_ model: GenerationModel, bundle: SwiftGenerator.BundleLocation) {
        let access = access
        line()
        line("/// The app's storyboard files, by name.")
        block("nonisolated \(access)enum \(name): String, StoryboardName, CaseIterable") { code in
            for storyboard in model.storyboards {
                code.line("case \(SwiftIdentifier.escaped(storyboard.caseName)) = \(SwiftCode.stringLiteral(storyboard.name))"
                          + "  // \(Self.comment(storyboard.name)).storyboard (\(storyboard.platform))")
            }
            code.line()
            code.writeBundleProperty(holding: "storyboards", bundle)
        }
    }

    /// The `bundle` of the `StoryboardName` or `NibName` enum: the bundle that holds the `files`.
    mutating func writeBundleProperty(holding files: String, _ bundle: SwiftGenerator.BundleLocation) {
        switch bundle {
        case .class:
            line("/// The bundle that holds the \(files): the one this file is compiled into.")
            line("\(access)var bundle: Bundle { Bundle(for: StoryboardsBundleToken.self) }")
        case .module:
            line("/// The bundle that holds the \(files): the module's resources.")
            line("\(access)var bundle: Bundle { Bundle.module }")
        }
    }

    private mutating func writeSection(_ framework: GenerationModel.Framework, _ model: GenerationModel) {
        let storyboards = model.storyboards.filter { $0.framework == framework }
        let nibs = model.nibs.filter { $0.framework == framework }
        guard !storyboards.isEmpty || !nibs.isEmpty else { return }
        let (guardCondition, module) = switch framework {
        case .uiKit: ("canImport(UIKit) && !os(watchOS)", "UIKit")
        case .appKit: ("canImport(AppKit) && !targetEnvironment(macCatalyst)", "AppKit")
        }
        line()
        line("#if \(guardCondition)")
        line("import \(module)")
        for other in model.frameworkImports[framework] ?? [] { line("import \(other)") }
        line("@_spi(Generated) import Prepared\(module)")
        if !nibs.isEmpty && (storyboards.isEmpty || nibs.contains { !$0.cells.isEmpty || !$0.views.isEmpty }) {
            line()
            writeNibSection(model, nibs: nibs, framework: framework, checksBundle: storyboards.isEmpty)
        }
        guard !storyboards.isEmpty else {
            line("#endif")
            return
        }
        line()
        block("extension \(name)") { code in
            code.writeChecks(framework, model, storyboards: storyboards, nibs: nibs)
            for storyboard in storyboards where storyboard.initialClass != nil || !storyboard.scenes.isEmpty
                || !storyboard.sceneSegues.isEmpty || !storyboard.prototypes.isEmpty {
                code.line()
                code.writeScenes(storyboard)
            }
        }
        let segueSources = Dictionary(model.segueSources.filter { $0.framework == framework }.map { ($0.className, $0) },
                                 uniquingKeysWith: { first, _ in first })
        let owners = Dictionary(model.prototypeOwners.filter { $0.framework == framework }.map { ($0.className, $0) },
                                uniquingKeysWith: { first, _ in first })
        let sourcesWithSegues = segueSources.filter { !$0.value.cases.isEmpty || !$0.value.typedCases.isEmpty }
        for className in Set(sourcesWithSegues.keys).union(owners.keys).sorted() {
            writeClass(className, source: segueSources[className], prototypes: owners[className])
        }
        line("#endif")
    }

    /// The class lists for `WholeAppCheck` and `checkBundle()`.
    private mutating func writeChecks(_ framework: GenerationModel.Framework, _ model: GenerationModel, storyboards: [GenerationModel.Storyboard],
                                      nibs: [GenerationModel.Nib]) {
        line("/// Every custom class the files name, by role, for the whole-app check: `WholeAppCheck(reading:appClasses:)`.")
        block("\(access)static var appClasses: AppClasses") { code in
            code.line("AppClasses(")
            let roles: [(String, [String])] = [
                ("scenes", model.sceneClasses[framework] ?? []), ("prototypes", model.prototypeClasses[framework] ?? []),
                ("objects", model.objectClasses[framework] ?? []),
            ]
            for (role, classes) in roles { code.writeClassArray(classes, opening: "    \(role): ", closing: ",") }
            code.writeClassArray(nibs.isEmpty ? [] : model.nibClasses[framework] ?? [], opening: "    nibs: ", closing: "")
            code.line(")")
        }
        line()
        var (items, unchecked) = Self.storyboardBundleItems(storyboards, model: model, framework: framework, enumName: name)
        let nibItems = Self.nibBundleItems(nibs, nibsName: model.nibsName, firstResponders: "appClasses.nibs")
        items += nibItems.items
        unchecked += nibItems.unchecked
        writeBundleCheck(items: items, unchecked: unchecked, storyboards: true)
    }

    /// `static var name: [AnyClass]` listing `classes`.
    mutating func writeClassList(_ name: String, _ classes: [String], access: String) {
        guard !classes.isEmpty else {
            line("\(access)static var \(name): [AnyClass] { [] }")
            return
        }
        block("\(access)static var \(name): [AnyClass]") { code in code.writeClassArray(classes, opening: "", closing: "") }
    }

    /// The array literal of `classes`' metatypes between `opening` and `closing`: on one line when it fits in 120
    /// columns, else its elements wrapped, several a line (`[]` when there is none).
    mutating func writeClassArray(_ classes: [String], opening: String, closing: String) {
        let metatypes = classes.map { "\($0).self" }
        let oneLine = "\(opening)[\(metatypes.joined(separator: ", "))]\(closing)"
        guard 4 * indentation + oneLine.count > 120 else {
            line(oneLine)
            return
        }
        let indent = String(repeating: " ", count: opening.prefix { $0 == " " }.count)
        line("\(opening)[")
        for wrapped in Self.wrapped(metatypes) { line("\(indent)    \(wrapped),") }
        line("\(indent)]\(closing)")
    }

    /// The bundle check's items of the storyboards: every scene with a storyboard ID made from the built bundle, every
    /// custom class of a scene, a prototype or another object looked up by the name the storyboard gives it, each
    /// class's actions and outlets and each segue action asked of the runtime, and the storyboards' images and colors;
    /// one statement each. Also the classes left unchecked, for a comment.
    private static func storyboardBundleItems(_ storyboards: [GenerationModel.Storyboard], model: GenerationModel,
                                              framework: GenerationModel.Framework,
                                              enumName name: String) -> (items: [String], unchecked: [String]) {
        var items: [String] = []
        var unchecked: [String] = []
        for storyboard in storyboards {
            let namespace = "\(storyboard.namespace)"
            items += storyboard.scenes.map { ".scene(\(namespace).\(SwiftIdentifier.escaped($0.name)))" }
        }
        for storyboard in storyboards {
            let value = "\(name).\(SwiftIdentifier.escaped(storyboard.caseName))"
            for check in storyboard.classChecks {
                guard let runtimeName = check.runtimeName else {
                    unchecked.append(check.scene)
                    continue
                }
                items.append(".sceneClass(\(SwiftCode.stringLiteral(runtimeName)), \(check.className).self, "
                             + "scene: \(SwiftCode.stringLiteral(check.scene)), in: \(value))")
            }
        }
        for storyboard in storyboards {
            let value = "\(name).\(SwiftIdentifier.escaped(storyboard.caseName))"
            let checks = storyboard.connectionChecks
            for object in checks.objectClasses {
                guard let runtimeName = object.runtimeName else {
                    unchecked.append("\(object.className ?? "") ('\(object.id)')")
                    continue
                }
                items.append(".objectClass(\(SwiftCode.stringLiteral(runtimeName)), \(object.className.map { "\($0).self" } ?? "nil"), "
                             + "id: \(SwiftCode.stringLiteral(object.id)), element: \(SwiftCode.stringLiteral(object.element)), "
                             + "at: .scene(\(SwiftCode.stringLiteral(object.scene)), of: \(value)))")
            }
            items += Self.connectionItems(checks, firstResponders: "appClasses.scenes, appClasses.prototypes, appClasses.objects") { scene in
                ".scene(\(SwiftCode.stringLiteral(scene)), of: \(value))"
            }
            if !checks.images.isEmpty || !checks.colors.isEmpty {
                items.append(".resources(images: \(Self.literals(checks.images)), colors: \(Self.literals(checks.colors)), at: .storyboard(\(value)))")
            }
        }
        let owned = model.prototypeOwners.filter { $0.framework == framework }.map { ($0.className, $0.prototypes) }
            + storyboards.map { ("\($0.namespace)", $0.prototypes) }
        for (owner, prototypes) in owned {
            for prototype in prototypes where prototype.hasCustomClass {
                guard let runtimeName = prototype.runtimeName else {
                    unchecked.append("\(prototype.identifier) of \(prototype.scene)")
                    continue
                }
                items.append(".prototype(\(owner).Prototype.\(SwiftIdentifier.escaped(prototype.name)), "
                             + "runtimeName: \(SwiftCode.stringLiteral(runtimeName)))")
            }
        }
        return (items, unchecked)
    }

    /// `checkBundle()`, the one check of the built bundle for everything the file names: `items`, one statement each,
    /// after a comment listing the `unchecked` classes. With `storyboards`, it may make the scenes; without, it checks
    /// the nibs of a target that has no storyboard.
    mutating func writeBundleCheck(items: [String], unchecked: [String], storyboards: Bool) {
        if storyboards {
            line("/// Checks the built bundle, in a test on a device or a simulator: every scene, nib, class, outlet, action, image")
            line("/// and color the storyboards and nibs name (`instantiatingScenes: false` looks scenes up without making them).")
        } else {
            line("/// Checks the built bundle, in a test on a device or a simulator: every nib, class, outlet, action, image and")
            line("/// color the nibs name.")
        }
        line("@MainActor")
        let signature = storyboards ? "checkBundle(bundle: Bundle? = nil, instantiatingScenes: Bool = true)" : "checkBundle(bundle: Bundle? = nil)"
        let instantiating = storyboards ? "instantiatingScenes" : "false"
        block("\(access)static func \(signature) -> StoryboardBundleReport") { code in
            if !unchecked.isEmpty {
                code.line("// Not looked up, classes of the files' target: generated without `--module`, which names it.")
                for names in Self.wrapped(unchecked.map(Self.comment)) { code.line("// \(names)") }
            }
            guard !items.isEmpty else {
                code.line("StoryboardBundleCheck(bundle: bundle, instantiatingScenes: \(instantiating)).report")
                return
            }
            // A statement an item, not one array literal: the compiler checks each alone, in time that grows with the list.
            code.line("var check = StoryboardBundleCheck(bundle: bundle, instantiatingScenes: \(instantiating))")
            for item in items { code.line("check.add(\(item))") }
            code.line("return check.report")
        }
    }
}
