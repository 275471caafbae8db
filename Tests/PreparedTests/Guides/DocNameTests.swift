import Foundation
import Testing

/// The names in README.md's and Docs' running text: each inline name a user would type (`Segues.view`,
/// `prepareDestination(of:)`) is declared somewhere in the repository's Swift, or is one of the names of Swift, Apple's
/// frameworks and other tools listed here. A rename that leaves a doc naming the old spelling fails here.
@Suite("Names in the docs' running text")
struct DocNameTests {
    static let root = GlossaryTests.root

    /// Names the docs use that this repository does not declare: Swift's, Foundation's, Apple's frameworks' (beyond what
    /// the stubs declare), the runtime's entry points, other tools' and real apps' names quoted from their files.
    static let external: Set<String> = [
        // Swift and its standard library, runtime and concurrency
        "Any", "AnyClass", "AnyCollection", "AnyHashable", "AnyObject", "Array", "Atomic", "CustomReflectable", "Double",
        "Float", "Hashable", "Int", "KeyPath", "MainActor", "Mirror", "Mutex", "ObjectIdentifier", "Observable", "Sendable", "String",
        "Synchronization", "SwiftShims", "T", "Type", "Unmanaged", "Void", "Wrapped", "assertionFailure", "fatalError",
        "modify", "shared", "superclassMirror", "unsafeBitCast", "unsafeDowncast", "_forEachField", "memcmp", "dlsym",
        "_stdlib_atomicAcquiringLoadARCRef", "_stdlib_atomicCompareExchangeStrongPtr", "swift_beginAccess",
        "swift_bridgeObjectRetain", "swift_endAccess", "swift_getTypeByMangledNameInContext",
        "swift_getTypeContextDescriptor", "swift_reflectionMirror_count", "swift_reflectionMirror_recursiveCount",
        "swift_reflectionMirror_subscript", "swift_release", "swift_retain", "swift_retain_n",
        "swift_setAtReferenceWritableKeyPath", "class_getProperty", "class_respondsToSelector", "NSClassFromString", "Root", "name",
        // Foundation, CoreGraphics, os
        "Bundle", "CGFloat", "CGRect", "CGSize", "FoundationXML", "IndexPath", "NSLock", "NSObject",
        "NSUnknownKeyException", "XMLParser", "main", "module", "image", "os", "Logger", "elementsEqual",
        // UIKit, AppKit and SwiftUI beyond the stubs
        "AppKit", "SwiftUI", "NSContainerView", "NSDocument", "NSDocumentController", "NSFontManager", "NSNibAwaking",
        "NSTextField", "NSTextView", "UITextView", "UINibLoadingAdditions", "UISceneConfiguration",
        "UIApplicationSceneManifest", "UISceneStoryboardFile", "UIViewControllerIdentifiersToNibNames",
        "UICollectionElementKindSectionHeader", "IBFirstResponder", "IdentifiersToNibNames", "loadNibNamed",
        "storyboard", "accessoryAction", "alignment", "spacing",
        // Other packages and tools
        "PackagePlugin", "XcodeProjectPlugin", "UIKitNavigation", "AppKitNavigation", "R", "reuseIdentifier", "validate",
        "StoryboardScene", "Main", "mangledToC99ExtendedIdentifier", "NibReusable", "StoryboardSceneBased", "StoryboardBased", "RswiftLibrary", "unifyLocalizations",
        // Names the docs give as examples of what an app might write
        "saveContact", "showURL", "AccountCell", "Module", "Class", "prepCtx", "prepCtxX", "_prepCtxX", "Shared", "Tab",
        "TabSwitcher", "DaxOnboarding", "MonitorControl", "Contacts_iOS", "GeneratedRealAppsB", "Pods", "sender", "ib",
        "super", "perf", "lscpu", "nproc", "xcodebuild", "yt", "SayxG", "MetadataKind",
        "AppNibs",  // generated with `--name AppStoryboards`
        "performSegueWithIdentifier",  // UIKit's spelling before Swift 3, which `migrate` reads
    ]

    /// `Type.member` pairs the docs name that are not this repository's: another tool's type of the same name
    /// (SwiftGen's `StoryboardSegue`), a protocol's member another package adds (Reusable's `instantiate()`), an API
    /// the stubs leave out, an app's own constant given as an example.
    static let externalMembers: Set<String> = [
        "StoryboardSegue.Main", "ContactDetailsController.instantiate", "NSViewController.loadViewIfNeeded",
        "ContactCell.reuseIdentifier",
        "Name.nib",  // a compiled nib's file name, beside AppKit's `NSNib.Name`
    ]

    /// Swift's keywords and attributes, which the docs name as such.
    static let keywords: Set<String> = [
        "actor", "catch", "deinit", "didSet", "extension", "init", "inout", "nonisolated", "private", "protocol", "struct", "try",
        "self", "switch", "unowned", "var", "weak", "willSet",
    ]

    /// Every name the repository's Swift declares (types, members, cases, targets), in `Sources`, `Tests` (the stubs of
    /// Apple's frameworks and the generated files included), `Examples` and `Benchmarks`.
    static func declaredNames() throws -> Set<String> {
        let declaration = #/\b(?:func|var|let|case|enum|struct|class(?!\s+(?:var|func|let)\b)|protocol|typealias|actor|associatedtype)\s+`?([A-Za-z_]\w*)/#
        let caseList = #/\bcase\s+([^:\n=(]+(?:,\s*[^:\n=(]+)*)/#
        var names: Set<String> = []
        for folder in ["Sources", "Tests", "Examples", "Benchmarks"] {
            let files = try #require(FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains("/.build") {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: declaration) { names.insert(String(match.output.1)) }
                for match in text.matches(of: caseList) {
                    for name in match.output.1.matches(of: #/\b([a-z]\w*)\b/#) { names.insert(String(name.output.1)) }
                }
            }
        }
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for match in manifest.matches(of: #/name: "([\w-]+)"/#) { names.insert(String(match.output.1)) }
        return names
    }

    /// The names declared in the files that declare or extend each type of the repository (`Segue`: `source`,
    /// `identifier`, …), so that `Type.member` in the docs is checked as a pair.
    static func membersByType() throws -> [String: Set<String>] {
        let owner = #/\b(?:class|struct|enum|protocol|actor|extension)\s+([A-Z]\w*)/#
        let declaration = #/\b(?:func|var|let|case|enum|struct|class(?!\s+(?:var|func|let)\b)|protocol|typealias|actor|associatedtype)\s+`?([A-Za-z_]\w*)/#
        let caseList = #/\bcase\s+([^:\n=(]+(?:,\s*[^:\n=(]+)*)/#
        var members: [String: Set<String>] = [:]
        for folder in ["Sources", "Tests", "Examples", "Benchmarks"] {
            let files = try #require(FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains("/.build") {
                let text = try String(contentsOf: file, encoding: .utf8)
                var declared = Set(text.matches(of: declaration).map { String($0.output.1) })
                for match in text.matches(of: caseList) {
                    declared.formUnion(match.output.1.matches(of: #/\b([a-z]\w*)\b/#).map { String($0.output.1) })
                }
                for type in Set(text.matches(of: owner).map { String($0.output.1) }) {
                    members[type, default: []].formUnion(declared)
                }
            }
        }
        return members
    }

    /// The inline code spans of README.md and Docs/*.md outside code blocks, by file.
    static func inlineSpans() throws -> [(file: String, span: String)] {
        let docs = root.appendingPathComponent("Docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { "Docs/\($0)" }
        var spans: [(String, String)] = []
        for page in ["README.md"] + pages {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let prose = text.replacing(#/```[\s\S]*?```/#, with: "")
            for match in prose.matches(of: #/`([^`\n]+)`/#) { spans.append((page, String(match.output.1))) }
        }
        return spans
    }

    /// The names a span spells when it reads as Swift a user would type (`Type.member`, `call(label:)`, `.member`,
    /// `\Root.path`); none for file names, flags, literals and prose.
    static func names(in span: String) -> [String] {
        guard span.wholeMatch(of: #/\\?\.?[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(\([A-Za-z_:]*\))?/#) != nil,
              span.firstMatch(of: #/\.(storyboardc?|xib|swift|swiftinterface|h|plist|lproj|xcassets|md|json)$/#) == nil,
              span.wholeMatch(of: #/[0-9a-f]{7,40}/#) == nil  // a commit
        else { return [] }
        let path = span.split(separator: "(").first.map(String.init) ?? span
        return path.split(separator: ".").map { $0.trimmingPrefix("\\").description }.filter { name in
            !name.isEmpty && !keywords.contains(name) && name.wholeMatch(of: #/[A-Z0-9_]+/#) == nil
        }
    }

    @Test("Every name a user would type in the docs' running text is declared in the repository, or is a known outside name")
    func inlineNamesExist() throws {
        let declared = try Self.declaredNames().union(Self.external)
        #expect(declared.contains("prepareDestination") && declared.contains("Segues"), "the scan found the package's names")
        var unknown: [String] = []
        for (file, span) in try Self.inlineSpans() {
            let missing = Self.names(in: span).filter { !declared.contains($0) }
            if !missing.isEmpty { unknown.append("\(file): `\(span)` (\(missing.joined(separator: ", ")))") }
        }
        #expect(unknown == [], "names in the docs that nothing declares:\n\(unknown.joined(separator: "\n"))")
    }

    @Test("In `Type.member`, the member is declared where the type is declared or extended")
    func membersOfTheirTypes() throws {
        let members = try Self.membersByType()
        #expect(members["PropagationReport"]?.contains("flows") == true && members["PropagationReport"]?.contains("flowingKeys") == false,
                "the scan reads each type's members")
        var unknown: [String] = []
        for (file, span) in try Self.inlineSpans() {
            let names = Self.names(in: span)
            for (type, member) in zip(names, names.dropFirst())
            where !Self.external.contains(type) && !Self.externalMembers.contains("\(type).\(member)") {
                guard let declared = members[type], !declared.contains(member) else { continue }
                unknown.append("\(file): `\(span)` (\(type) has no \(member))")
            }
        }
        #expect(unknown == [], "members in the docs that their types do not declare:\n\(unknown.joined(separator: "\n"))")
    }

    @Test("A span is read as names only when it reads as Swift")
    func spanNames() {
        #expect(Self.names(in: "WholeAppCheck(reading:appClasses:)") == ["WholeAppCheck"])
        #expect(Self.names(in: "Storyboards.MainScene.contactListController") == ["Storyboards", "MainScene", "contactListController"])
        #expect(Self.names(in: "\\.workflowValues") == ["workflowValues"])
        #expect(Self.names(in: "Main.storyboard") == [])
        #expect(Self.names(in: "--module") == [])
        #expect(Self.names(in: "PREPARED_UIKIT") == [])
        #expect(Self.names(in: "c07a8af") == [], "a commit")
        #expect(Self.names(in: "flowingKeys") == ["flowingKeys"], "a removed name is still read, so that the check fails")
    }
}
