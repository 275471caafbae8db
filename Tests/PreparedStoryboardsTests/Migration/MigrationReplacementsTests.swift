import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// Every replacement `migrate` prints for the fixture app's legacy file, written into a Swift file that the stubs
/// package compiles beside the generated code of the same storyboards (`GeneratedAppUIKitTests`): a replacement that
/// names something the generated code lacks fails that build.
@Suite("The migration report's replacements compile")
struct MigrationReplacementsTests {
    /// Where the stubs package compiles the fixture app's replacements.
    static let goldenPath = "Tests/AppleStubs/Tests/GeneratedAppUIKitTests/MigrationReplacements.swift"

    @Test("Each replacement, with placeholders for the code's own arguments, is in the file the stubs compile")
    func replacementsCompile() throws {
        let report = try MigrationReportTests.legacyReport(placeholderArguments: true)
        let checked = report.uses.filter { $0.replacement != nil }
        #expect(checked.count == 23)
        let header = "`prepared-storyboard migrate` on Tests/PreparedStoryboardsTests/Fixtures/Migration,\n// with ../App"
        #expect(try Golden.matches(Self.checkFile(checked, header: header, prefix: "migrationCheck", framework: .uiKit), file: Self.goldenPath),
                "run PREPARED_REGENERATE_GOLDEN=1 swift test, then build Tests/AppleStubs")
    }

    /// A real app's Swift files (`RealSources`), held against the storyboards or XIBs whose generated code a stubs target
    /// compiles, with the enum names it was generated with.
    struct RealCheck: Sendable, CustomTestStringConvertible {
        let name: String
        /// Folders under `Fixtures`: those the stubs' generated code was made from.
        let interfaceFolders: [String]
        /// The folder under `Fixtures/RealSources`.
        let sources: String
        let framework: GenerationModel.Framework
        /// The stubs target, and the file in it.
        let stubTarget: String
        /// How many uses have a replacement, each compiled.
        let replacements: Int

        var testDescription: String { "\(name) in \(stubTarget)" }

        var goldenPath: String { "Tests/AppleStubs/Tests/\(stubTarget)/\(name)Migration.swift" }
    }

    static let realChecks = [
        RealCheck(name: "DuckDuckGo", interfaceFolders: ["RealApps/DuckDuckGo-iOS/DuckDuckGo"], sources: "DuckDuckGo-iOS",
                  framework: .uiKit, stubTarget: "GeneratedRealAppsA", replacements: 33),
        RealCheck(name: "HeroLegacyExamples", interfaceFolders: ["RealApps/Hero/LegacyExamples"], sources: "Hero",
                  framework: .uiKit, stubTarget: "GeneratedRealAppsA", replacements: 2),
        RealCheck(name: "RxExampleiOS", interfaceFolders: ["RealApps/RxSwift/RxExample/RxExample/iOS", "RealApps/RxSwift/RxExample/RxExample/Examples"],
                  sources: "RxSwift", framework: .uiKit, stubTarget: "GeneratedRealAppsA", replacements: 1),
        RealCheck(name: "Rectangle", interfaceFolders: ["RealApps/Rectangle/Rectangle"], sources: "Rectangle",
                  framework: .appKit, stubTarget: "GeneratedRealAppsA", replacements: 1),
        RealCheck(name: "KingfisherDemo", interfaceFolders: ["RealApps/Kingfisher/Demo/Demo/Kingfisher-Demo"], sources: "Kingfisher",
                  framework: .uiKit, stubTarget: "GeneratedRealAppsB", replacements: 1),
        RealCheck(name: "MonitorControl", interfaceFolders: ["RealApps/MonitorControl"], sources: "MonitorControl",
                  framework: .appKit, stubTarget: "GeneratedRealAppsMonitorControl", replacements: 7),
        RealCheck(name: "DuckDuckGo", interfaceFolders: ["RealXibs/DuckDuckGo-iOS"], sources: "DuckDuckGo-iOS",
                  framework: .uiKit, stubTarget: "GeneratedRealXibs", replacements: 3),
        RealCheck(name: "NetNewsWireiOS", interfaceFolders: ["RealXibs/NetNewsWire/iOS"], sources: "NetNewsWire/iOS",
                  framework: .uiKit, stubTarget: "GeneratedRealXibs", replacements: 3),
        RealCheck(name: "NetNewsWireMac", interfaceFolders: ["RealXibs/NetNewsWire/Mac"], sources: "NetNewsWire/Mac",
                  framework: .appKit, stubTarget: "GeneratedRealXibs", replacements: 2),
        RealCheck(name: "RxSwift", interfaceFolders: ["RealXibs/RxSwift"], sources: "RxSwift",
                  framework: .uiKit, stubTarget: "GeneratedRealXibs", replacements: 2),
        RealCheck(name: "Xit", interfaceFolders: ["RealXibs/Xit"], sources: "Xit",
                  framework: .appKit, stubTarget: "GeneratedRealXibs", replacements: 2),
    ]

    @Test("The real apps' replacements compile beside the generated code the stubs compile for the same files", arguments: realChecks)
    func realReplacementsCompile(check: RealCheck) throws {
        let root = try Fixture.url("RealSources").standardizedFileURL.path + "/"
        let sources = SwiftSources.read([try Fixture.url("RealSources/\(check.sources)")], onlySwift: true)
            .map { (path: String($0.path.dropFirst(root.count)), text: $0.text) }
        let catalog = InterfaceCatalog(reading: try check.interfaceFolders.map(Fixture.url))
        let report = MigrationReport(catalog: catalog, sources: sources, name: "\(check.name)Storyboards", placeholderArguments: true)
        // Only the uses of the files the stubs' code was generated from: the XIBs' or the storyboards'.
        let kinds: Set<StringUse.Kind> = catalog.documents.isEmpty ? [.nibName] : Set(StringUse.Kind.allCases).subtracting([.nibName])
        let checked = report.uses.filter { $0.replacement != nil && kinds.contains($0.kind) && !Self.callsAppHelper($0) }
        #expect(checked.count == check.replacements)
        let header = "`prepared-storyboard migrate --name \(check.name)Storyboards`\n// on Tests/PreparedStoryboardsTests/Fixtures/RealSources/\(check.sources),\n// with "
            + check.interfaceFolders.joined(separator: ", ")
        let prefix = check.name.prefix(1).lowercased() + check.name.dropFirst() + "Migration"
        #expect(try Golden.matches(Self.checkFile(checked, header: header, prefix: prefix, framework: check.framework), file: check.goldenPath),
                "run PREPARED_REGENERATE_GOLDEN=1 swift test, then build Tests/AppleStubs")
    }

    /// The storyboards and XIBs `RealSources` holds beside its Swift files, which no stubs target compiled generated code
    /// for: each app's generated code, a stand-in class for each class it names, and the replacements, in one stubs target
    /// per framework (`GeneratedMigrationUIKit`, `GeneratedMigrationAppKit`).
    struct ExtraCheck: Sendable, CustomTestStringConvertible {
        let name: String
        /// The folder under `Fixtures/RealSources`.
        let folder: String
        let framework: GenerationModel.Framework
        let replacements: Int

        var testDescription: String { name }

        var stubFolder: String { "Tests/AppleStubs/Tests/" + (framework == .uiKit ? "GeneratedMigrationUIKit" : "GeneratedMigrationAppKit") }
    }

    static let extraChecks = [
        ExtraCheck(name: "HeroListToGrid", folder: "Hero", framework: .uiKit, replacements: 3),
        ExtraCheck(name: "NetNewsWireAdd", folder: "NetNewsWire/iOS", framework: .uiKit, replacements: 4),
        ExtraCheck(name: "RectangleApp", folder: "Rectangle", framework: .appKit, replacements: 6),
        ExtraCheck(name: "XitDocument", folder: "Xit", framework: .appKit, replacements: 2),
    ]

    @Test("The replacements of the real apps' other storyboards and XIBs compile beside their generated code and stand-ins",
          arguments: extraChecks)
    func extraReplacementsCompile(check: ExtraCheck) throws {
        let root = try Fixture.url("RealSources").standardizedFileURL.path + "/"
        let folder = try Fixture.url("RealSources/\(check.folder)")
        let sources = SwiftSources.read([folder], onlySwift: true).map { (path: String($0.path.dropFirst(root.count)), text: $0.text) }
        let catalog = InterfaceCatalog(reading: [folder])
        let name = "\(check.name)Storyboards"
        let report = MigrationReport(catalog: catalog, sources: sources, name: name, placeholderArguments: true)
        let checked = report.uses.filter { $0.replacement != nil && !Self.callsAppHelper($0) }
        #expect(checked.count == check.replacements)
        let code = try SwiftGenerator(name: name).code(reading: [folder])
        let header = "`prepared-storyboard migrate --name \(name)`\n// on Tests/PreparedStoryboardsTests/Fixtures/RealSources/\(check.folder),\n// with its storyboards and XIBs"
        let prefix = check.name.prefix(1).lowercased() + check.name.dropFirst() + "Migration"
        #expect(try Golden.matches(code, file: "\(check.stubFolder)/\(check.name)Storyboards.swift"))
        #expect(try Golden.matches(Self.standIns(catalog, app: check.name, framework: check.framework), file: "\(check.stubFolder)/\(check.name)StandIns.swift"))
        #expect(try Golden.matches(Self.checkFile(checked, header: header, prefix: prefix, framework: check.framework),
                                   file: "\(check.stubFolder)/\(check.name)Migration.swift"),
                "run PREPARED_REGENERATE_GOLDEN=1 swift test, then build Tests/AppleStubs")
    }

    /// A class for each custom class the files name, of the framework's class its role needs: a scene's controller
    /// kind, a cell's, a nib's top-level view; any other object's, an `NSObject`.
    /// - Parameters:
    ///   - declared: The classes the Swift compiled beside them declares, which get no stand-in.
    ///   - folder: Where the storyboards and XIBs are; `writer`, the test that writes the file.
    static func standIns(_ catalog: InterfaceCatalog, app: String, framework: GenerationModel.Framework, declared: Set<String> = [],
                         folder: String = "Tests/PreparedStoryboardsTests/Fixtures/RealSources", writer: String = "MigrationReplacementsTests") -> String {
        var bases: [String: (rank: Int, base: String)] = [:]
        func add(_ customClass: String?, _ base: String, rank: Int) {
            guard let customClass, !customClass.isEmpty else { return }
            let name = StringUse.Cast.bare(customClass)
            // A framework's own class (a First Responder's `NSResponder`, File's Owner's `NSApplication`) is the stubs'.
            guard !["NS", "UI"].contains(where: { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }) else { return }
            if !declared.contains(name), (bases[name]?.rank ?? -1) < rank { bases[name] = (rank, base) }
        }
        for document in catalog.documents {
            for controller in document.controllers {
                add(controller.customClass, FrameworkClasses.controllerClass(of: controller.kind, on: document.platform), rank: 3)
            }
            for scene in document.scenes {
                for prototype in scene.prototypes { add(prototype.customClass, prototype.kind.frameworkClass, rank: 2) }
                for object in scene.objects { add(object.customClass, "NSObject", rank: 0) }
            }
        }
        let view = framework == .uiKit ? "UIView" : "NSView"
        for nib in catalog.nibs {
            // File's Owner whose `view` outlet holds the nib's view is a view controller (`init(nibName:bundle:)` loads it).
            let ownsView = nib.filesOwnerOutlets.contains { $0.kind == .outlet(property: "view") }
            add(nib.filesOwner?.customClass, ownsView ? (framework == .uiKit ? "UIViewController" : "NSViewController") : "NSObject", rank: 1)
            for object in nib.topLevelObjects {
                add(object.customClass, GenerationModel.nibCellElements[object.element] ?? (GenerationModel.isView(object.element) ? view : "NSObject"), rank: 2)
            }
            for object in nib.objects { add(object.customClass, "NSObject", rank: 0) }
        }
        let kit = framework == .uiKit ? "UIKit" : "AppKit"
        return """
            // Stand-ins for the classes \(app)'s storyboards and XIBs in \(folder) name,
            // each of the framework's class its role needs, so that the generated Swift beside it compiles with the
            // replacements `migrate` prints. Generated by \(writer); do not edit.

            import \(kit)

            """ + bases.keys.sorted().map { "final class \($0): \(bases[$0]?.base ?? "NSObject") {}" }.joined(separator: "\n") + "\n"
    }

    /// Whether a nib's replacement calls a function of the app's own (`load(nibName:bundle:)`), which the stubs lack.
    private static func callsAppHelper(_ use: StringUse) -> Bool {
        guard use.kind == .nibName, let replacement = use.replacement, let first = replacement.first else { return false }
        return first.isLowercase && !replacement.hasPrefix("loadNibNamed(") && !replacement.hasPrefix("init(")
    }

    /// A Swift file that holds each use's replacement in a function where it compiles as the code it replaces would.
    static func checkFile(_ uses: [StringUse], header: String, prefix: String, framework: GenerationModel.Framework) -> String {
        let (kit, adapter, segue, controller) = framework == .uiKit
            ? ("UIKit", "PreparedUIKit", "UIStoryboardSegue", "UIViewController")
            : ("AppKit", "PreparedAppKit", "NSStoryboardSegue", "NSViewController")
        var lines = [
            "// Generated by MigrationReplacementsTests from \(header).",
            "// Each replacement it prints is in a function where it compiles as the code it replaces would, beside the",
            "// generated code of the same files.",
            "// Do not edit: PREPARED_REGENERATE_GOLDEN=1 swift test writes it again.",
            "",
            framework == .uiKit ? "#if canImport(UIKit) && !os(watchOS)" : "#if canImport(AppKit) && !targetEnvironment(macCatalyst)",
            "import \(kit)",
            "import \(adapter)",
        ]
        for (number, use) in uses.enumerated() {
            guard let replacement = use.replacement, let body = body(of: use, replacement, segue: segue, controller: controller) else { continue }
            let name = "\(prefix)\(number + 1)"
            lines.append("")
            lines.append("// \(use.file):\(use.location.line): \(use.kind) \"\(use.literal ?? "")\"")
            switch body {
            case .member(let parameters, let result, let code):
                lines.append("extension \(owner(of: use, controller: controller)) {")
                lines.append("    func \(name)(\(parameters))\(result) {")
                lines += code.map { "        " + $0 }
                lines.append("    }")
                lines.append("}")
            case .free(let effects, let code):
                lines.append("@MainActor func \(name)()\(effects) {")
                lines += code.map { "    " + $0 }
                lines.append("}")
            }
        }
        lines.append("#endif")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The class whose method the replacement is: the one whose code held it, or, for a segue performed on
    /// another object (the note says "performed on `profile`, a ProfileController"), that object's class.
    private static func owner(of use: StringUse, controller: String) -> String {
        if use.kind == .performSegue, let note = use.note, let range = note.range(of: "`, a ") {
            return String(note[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return use.enclosingType ?? controller
    }

    private enum Body {
        /// A method of the class whose code held the use.
        case member(parameters: String, result: String, code: [String])
        /// A function of no class.
        case free(effects: String, code: [String])
    }

    /// Where `replacement` goes, by the kind of use it replaces.
    private static func body(of use: StringUse, _ replacement: String, segue: String, controller: String) -> Body? {
        switch use.kind {
        case .performSegue:
            return .member(parameters: "", result: "", code: [replacement])
        case .segueComparison where replacement.contains("(rawValue: identifier)"):
            return .member(parameters: "identifier: String", result: " -> Bool", code: [replacement])
        case .segueComparison:
            let bound = replacement.contains("(let destination)")
            return .member(parameters: "segue: \(segue)", result: "", code: ["if \(replacement) {", bound ? "    _ = destination" : "", "}"].filter { !$0.isEmpty })
        case .segueCase:
            let parts = replacement.components(separatedBy: "  // in `switch ")
            guard parts.count == 2 else { return nil }
            let subject = String(parts[1].dropLast())
            let bound = replacement.contains("(let destination)")
            return .member(parameters: "segue: \(segue), identifier: String", result: "", code: [
                "switch \(subject) {", replacement, bound ? "    _ = destination" : "    break", "default:", "    break", "}",
            ])
        case .instantiateScene, .instantiateInitialScene:
            return .free(effects: " throws", code: ["_ = \(replacement)"])
        case .storyboardName:
            return .free(effects: "", code: ["_ = \(replacement)"])
        case .nibName:
            let receiver = replacement.hasPrefix("loadNibNamed(") ? "Bundle.main." : replacement.hasPrefix("init(") ? "\(controller)." : ""
            return .free(effects: "", code: ["_ = \(receiver)\(replacement)"])
        case .destinationCast:
            return nil
        }
    }
}
