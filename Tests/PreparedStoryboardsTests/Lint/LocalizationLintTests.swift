import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Testing

/// `localized-copy-differs`: a real storyboard (SWRevealViewController's example) as `Base.lproj`, beside a French copy
/// that drifted from it as copies do.
@Suite("Localized copies of a storyboard")
struct LocalizationLintTests {
    static let realStoryboard = "RealApps/SWRevealViewController/RevealControllerStoryboardExample2/RevealControllerStoryboardExample2/en.lproj/MainStoryboard.storyboard"

    /// About This Hack's storyboard, whose French copy has its scenes made again by Interface Builder.
    static let aboutThisHack = "RealApps/About-This-Hack/About This Hack"

    /// A folder holding `Base.lproj/<name>`, the real file at `path` (SWRevealViewController's by default), and
    /// `fr.lproj/<name>`, the real file changed by `drift`.
    static func copies(of path: String = realStoryboard, drift: (String) -> String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-\(UUID().uuidString)")
        let base = try String(contentsOf: Fixture.url(path), encoding: .utf8)
        for (language, text) in [("Base", base), ("fr", drift(base))] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try text.write(to: lproj.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// `text` with every id of Interface Builder's form (`7k1-p9-rbO`) replaced by a new one wherever the file names
    /// it: what Interface Builder writes for scenes it makes again. Older numeric ids (`2`) are kept.
    static func newIDs(_ text: String) -> String {
        var replacements: [Substring: String] = [:]
        return text.replacing(/"([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})"/) { match in
            let id = match.output.1
            if let new = replacements[id] { return "\"\(new)\"" }
            let digits = Array(String(replacements.count, radix: 36))
            let padded = Array(repeating: Character("0"), count: max(0, 6 - digits.count)) + digits
            let new = "zz\(padded[0])-\(String(padded[1...2]))-\(String(padded[3...5]))"
            replacements[id] = new
            return "\"\(new)\""
        }
    }

    static func findings(in folder: URL, options: InterfaceLint.Options = .init()) -> [InterfaceFinding] {
        InterfaceLint(InterfaceCatalog(reading: [folder]), options: options).findings.filter { $0.rule == .localizedCopyDiffers }
    }

    @Test("Two identical copies have no finding")
    func identical() throws {
        let folder = try Self.copies { $0 }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.findings(in: folder) == [])
    }

    @Test("A segue identifier, a storyboard ID, a custom class and an outlet the copy lacks are each an error at the copy, naming the base")
    func drifted() throws {
        let folder = try Self.copies { text in
            text.replacingOccurrences(of: #"identifier="sw_front" "#, with: "")
                .replacingOccurrences(of: #"storyboardIdentifier="ColorViewController""#, with: #"storyboardIdentifier="ColourViewController""#)
                .replacingOccurrences(of: #"customClass="MapViewController""#, with: #"customClass="MapController""#)
                .replacingOccurrences(of: #"<outlet property="revealButtonItem" destination="0Cm-Ub-RIS" id="N9v-HX-U4d"/>"#, with: "")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = Self.findings(in: folder)
        #expect(findings.allSatisfy { $0.file.hasSuffix("fr.lproj/MainStoryboard.storyboard") && $0.severity == .error }, "\(findings)")
        let messages = findings.map(\.message)
        #expect(messages.contains(
            "the scene SWRevealViewController has no segue 'sw_front', which it has in Base.lproj/MainStoryboard.storyboard: "
                + "performing it crashes in this language. Copy the segue from Base.lproj/MainStoryboard.storyboard."
        ), "\(messages)")
        #expect(messages.contains(
            "the scene ColorViewController has 'ColorViewController' as its storyboard ID in Base.lproj/MainStoryboard.storyboard "
                + "and 'ColourViewController' here: instantiating it by that ID crashes in one of the languages. "
                + "Give it the same storyboard ID in both."
        ), "\(messages)")
        #expect(messages.contains(
            "the scene's controller is MapViewController in Base.lproj/MainStoryboard.storyboard and MapController here. "
                + "Give it the same custom class and module in both."
        ), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("the outlet revealButtonItem of MapViewController from viewController [IHS-Te-pvE] is not made here") },
                "\(messages)")
        #expect(findings.count == 4, "one finding a difference: \(messages)")
    }

    @Test("A segue only the copy has is reported at that segue; the rule can be turned off")
    func extraSegueAndOff() throws {
        let folder = try Self.copies { text in
            text.replacingOccurrences(of: #"kind="custom" customClass="SWRevealViewControllerSeguePushController" id="OE9-CE-qWx""#,
                                      with: #"kind="custom" identifier="map" customClass="SWRevealViewControllerSeguePushController" id="OE9-CE-qWx""#)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = Self.findings(in: folder)
        #expect(findings.map(\.message) == [
            "the segue 'map' of MenuViewController is not in Base.lproj/MainStoryboard.storyboard: "
                + "performing it crashes in every other language. Add it to Base.lproj/MainStoryboard.storyboard, or delete it here.",
        ])
        #expect(findings.first?.location.line == 115, "at the segue in the copy")
        var options = InterfaceLint.Options()
        options.set(.localizedCopyDiffers, to: nil)
        #expect(Self.findings(in: folder, options: options) == [])
    }

    @Test("A localized XIB's copy is compared too: File's Owner, its objects' classes and its outlets")
    func xibCopies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-xib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try String(contentsOf: Fixture.url("RealXibs/SDWebImage/Examples/SDWebImage Demo/en.lproj/DetailViewController.xib"),
                              encoding: .utf8)
        let drifted = base.replacingOccurrences(of: #"<outlet property="view" destination="1" id="3"/>"#, with: "")
            .replacingOccurrences(of: #"id="7" customClass="SDAnimatedImageView""#, with: #"id="7""#)
        for (language, text) in [("en", base), ("fr", drifted)] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try text.write(to: lproj.appendingPathComponent("DetailViewController.xib"), atomically: true, encoding: .utf8)
        }
        let findings = Self.findings(in: folder)
        #expect(findings.allSatisfy { $0.file.hasSuffix("fr.lproj/DetailViewController.xib") }, "\(findings)")
        #expect(findings.map(\.message).sorted() == [
            "the imageView [7] of the nib is SDAnimatedImageView in en.lproj/DetailViewController.xib and of no custom class here. "
                + "Give it the same custom class in both.",
            "the outlet view of the nib from placeholder [-1] is not made here, as it is in en.lproj/DetailViewController.xib: "
                + "in this language it stays nil, or the action is never sent. Connect it in both.",
        ])
    }

    @Test("Copies edited apart, whose objects have other ids, are the same copies: no finding; a connection one lacks is one")
    func copiesEditedApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-apart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try String(contentsOf: Fixture.url("RealXibs/SDWebImage/Examples/SDWebImage Demo/en.lproj/DetailViewController.xib"),
                              encoding: .utf8)
        // Interface Builder gives an object added again in one copy a new id: here the image view, and its outlet.
        let apart = base.replacingOccurrences(of: #"id="7""#, with: #"id="aB3-xy-7Qz""#)
            .replacingOccurrences(of: #"destination="7""#, with: #"destination="aB3-xy-7Qz""#)
            .replacingOccurrences(of: #"<outlet property="imageView" destination="aB3-xy-7Qz" id="8"/>"#,
                                  with: #"<outlet property="imageView" destination="aB3-xy-7Qz" id="Kd2-pq-1Lm"/>"#)
        #expect(apart != base)
        for (language, text) in [("de", apart), ("en", base)] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try text.write(to: lproj.appendingPathComponent("DetailViewController.xib"), atomically: true, encoding: .utf8)
        }
        #expect(Self.findings(in: folder) == [])
        // Without Base.lproj, en.lproj is the base, though de.lproj comes first.
        try apart.replacingOccurrences(of: #"<outlet property="view" destination="1" id="3"/>"#, with: "")
            .write(to: folder.appendingPathComponent("de.lproj/DetailViewController.xib"), atomically: true, encoding: .utf8)
        #expect(Self.findings(in: folder).map { "\(URL(fileURLWithPath: $0.file).pathComponents.suffix(2).joined(separator: "/")): \($0.message)" } == [
            "de.lproj/DetailViewController.xib: the outlet view of the nib from placeholder [-1] is not made here, as it is in "
                + "en.lproj/DetailViewController.xib: in this language it stays nil, or the action is never sent. Connect it in both.",
        ])
    }

    @Test("generate uses the Base.lproj copy, names only what every copy has, and its header says how each other copy differs")
    func generated() throws {
        let same = try Self.copies { $0 }
        defer { try? FileManager.default.removeItem(at: same) }
        let sameCode = SwiftGenerator().code(for: InterfaceCatalog(reading: [same]))
        #expect(sameCode.contains("//   MainStoryboard.storyboard\n// Not used, another file has the same name:\n"
            + "//   fr.lproj/MainStoryboard.storyboard (a localized copy of Base.lproj/MainStoryboard.storyboard, the same)\n"), "\(sameCode)")
        let drifted = try Self.copies {
            $0.replacingOccurrences(of: #"identifier="sw_front" "#, with: "")
                .replacingOccurrences(of: #"storyboardIdentifier="MapViewController""#, with: "")
        }
        defer { try? FileManager.default.removeItem(at: drifted) }
        let driftedCode = SwiftGenerator().code(for: InterfaceCatalog(reading: [drifted]))
        #expect(driftedCode.contains("//   fr.lproj/MainStoryboard.storyboard (a localized copy of Base.lproj/MainStoryboard.storyboard "
            + "that differs from it: `prepared-storyboard lint` lists how; left out, as the copy lacks them: "
            + "storyboard ID 'MapViewController', segue 'sw_front')\n"), "\(driftedCode)")
        // The code names only what every copy has: in French, the segue and the scene would crash.
        let code = driftedCode.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        #expect(!code.contains("sw_front") && !code.contains("identifier: \"MapViewController\""), "\(code)")
        #expect(code.contains("\"sw_rear\"") && code.contains("identifier: \"ColorViewController\""), "what both copies have is named")
    }

    @Test("generate uses a XIB's en.lproj copy, though de.lproj comes first, and its header names each other copy and whether it differs")
    func generatedXibCopies() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try String(contentsOf: Fixture.url("RealXibs/SDWebImage/Examples/SDWebImage Demo/en.lproj/DetailViewController.xib"),
                              encoding: .utf8)
        let drifted = base.replacingOccurrences(of: #"<outlet property="view" destination="1" id="3"/>"#, with: "")
        #expect(drifted != base)
        for (language, text) in [("de", base), ("en", base), ("fr", drifted)] {
            try Fixture.write(text, to: "\(language).lproj/DetailViewController.xib", in: folder)
        }
        let copies = """
            // Not used, another file has the same name:
            //   de.lproj/DetailViewController.xib (a localized copy of en.lproj/DetailViewController.xib, the same)
            //   fr.lproj/DetailViewController.xib (a localized copy of en.lproj/DetailViewController.xib that differs from it: \
            `prepared-storyboard lint` lists how)
            // Do not edit: run the command again when the nibs change.

            """
        let code = try SwiftGenerator().code(reading: [folder])
        #expect(code.hasPrefix("// Generated by `prepared-storyboard generate` from:\n//   en.lproj/DetailViewController.xib\n" + copies),
                "\(code)")
        // Passed one by one, as the build plugin passes a target's files, the copies are told apart by their folders all the same.
        let files = ["fr", "de", "en"].map { folder.appendingPathComponent("\($0).lproj/DetailViewController.xib") }
        let oneByOne = try SwiftGenerator().code(reading: files)
        #expect(oneByOne.hasPrefix("// Generated by `prepared-storyboard generate` from:\n//   DetailViewController.xib\n" + copies),
                "\(oneByOne)")
    }

    @Test("migrate says why a name a localized copy lacks has no replacement: using it crashes in that language")
    func migrateOfALackingName() throws {
        let drifted = try Self.copies { $0.replacingOccurrences(of: #"identifier="sw_front" "#, with: "") }
        defer { try? FileManager.default.removeItem(at: drifted) }
        let report = MigrationReport(catalog: InterfaceCatalog(reading: [drifted]), sources: [(path: "Reveal.swift", text: """
            class SWRevealViewController: UIViewController {
                func front() { performSegue(withIdentifier: "sw_front", sender: nil) }
                func rear() { performSegue(withIdentifier: "sw_rear", sender: nil) }
            }
            """)])
        #expect(report.uses.map { "\($0.literal ?? "") \($0.status) \($0.replacement ?? "-")" } == [
            "sw_front resolved -", "sw_rear resolved performSegue(.swRear, sender: nil)",
        ])
        #expect(report.uses.first?.note == "a localized copy of its storyboard lacks it, so the generated code does not name it: "
            + "using it crashes in that language (`prepared-storyboard lint` lists the difference)")
    }

    @Test("Copies are files whose paths differ only in their .lproj folder; the base is Base.lproj's, else the first")
    func groups() {
        #expect(LocalizationCheck.split("App/fr.lproj/Main.storyboard")?.unlocalized == "App/Main.storyboard")
        #expect(LocalizationCheck.split("App/fr.lproj/Main.storyboard")?.language == "fr")
        #expect(LocalizationCheck.split("App/Main.storyboard") == nil)
        #expect(LocalizationCheck.groups([
            "App/fr.lproj/Main.storyboard", "App/Base.lproj/Settings.storyboard", "App/Base.lproj/Main.storyboard",
            "Other/fr.lproj/Main.storyboard", "Main.storyboard", "Other/de.lproj/Main.storyboard",
        ]) == [LocalizationCheck.Group(base: 2, copies: [0]), LocalizationCheck.Group(base: 5, copies: [3])])
        #expect(LocalizationCheck.groups(["A/de.lproj/M.xib", "A/en.lproj/M.xib", "A/fr.lproj/M.xib"]) == [LocalizationCheck.Group(base: 1, copies: [0, 2])])
        #expect(LocalizationCheck.displayName("/tmp/App/fr.lproj/Main.storyboard") == "fr.lproj/Main.storyboard")
    }

    @Test("Files passed one by one, as the build plugin passes them, are compared as a folder's are")
    func filesPassedOneByOne() throws {
        let folder = try Self.copies { $0.replacingOccurrences(of: #"identifier="sw_front" "#, with: "") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["fr", "Base"].map { folder.appendingPathComponent("\($0).lproj/MainStoryboard.storyboard") }
        let lint = InterfaceLint(InterfaceCatalog(reading: files))
        #expect(lint.findings.filter { $0.rule == .localizedCopyDiffers }.map(\.message) == [
            "the scene SWRevealViewController has no segue 'sw_front', which it has in Base.lproj/MainStoryboard.storyboard: "
                + "performing it crashes in this language. Copy the segue from Base.lproj/MainStoryboard.storyboard.",
        ])
    }

    @Test("A scene only one copy has is reported, either way")
    func scenesAndDuplicates() throws {
        let folder = try Self.copies { text in
            // The color scene's controller has another id in the copy: for the lint, the base's scene is gone from the
            // copy, and the copy's is not in the base.
            text.replacingOccurrences(of: #"storyboardIdentifier="ColorViewController" useStoryboardIdentifierAsRestorationIdentifier="YES" id="7k1-p9-rbO""#,
                                             with: #"storyboardIdentifier="ColorViewController" useStoryboardIdentifierAsRestorationIdentifier="YES" id="7k1-p9-XXX""#)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = Self.findings(in: folder).map(\.message)
        #expect(messages.contains { $0.hasPrefix("the scene ColorViewController [7k1-p9-rbO] of Base.lproj/MainStoryboard.storyboard is missing here.") },
                "\(messages)")
        #expect(messages.contains { $0.hasPrefix("the scene ColorViewController [7k1-p9-XXX] is not in Base.lproj/MainStoryboard.storyboard") },
                "\(messages)")
    }

    @Test("About This Hack's French copy, whose scenes Interface Builder made again, is paired scene by scene: its 5 real differences are reported, no scene is missing")
    func realCopyWithNewIDs() throws {
        let lint = InterfaceLint(InterfaceCatalog(reading: [try Fixture.url("RealApps/About-This-Hack")]))
        #expect(lint.findings.allSatisfy { $0.rule == .localizedCopyDiffers && $0.file.hasSuffix("fr.lproj/Main.storyboard") }, "\(lint)")
        #expect(lint.findings.map { "\($0.location.line): \($0.message)" } == [
            "134: the outlet checkForUpdatesMenuItem of application from customObject [Voe-Tx-rLC] is not made in en.lproj/Main.storyboard: "
                + "in every other language it stays nil, or the action is never sent. Connect it in both.",
            "359: the action hideSerialNumber: of ViewController from textField [tRC-kB-coB] is not made in en.lproj/Main.storyboard: "
                + "in every other language it stays nil, or the action is never sent. Connect it in both.",
            "488: the view [kpy-1x-g1k] of ViewControllerDisplays is DisplayViewController in en.lproj/Main.storyboard and of no custom "
                + "class here. Give it the same custom class in both.",
            "708: the outlet osPrefix of ViewControllerStorage from viewController [wzq-Ng-O1T] is not made in en.lproj/Main.storyboard: "
                + "in every other language it stays nil, or the action is never sent. Connect it in both.",
            "874: the outlet osPrefix of ViewControllerSupport from viewController [Nau-hC-e0F] is not made in en.lproj/Main.storyboard: "
                + "in every other language it stays nil, or the action is never sent. Connect it in both.",
        ], "\(lint)")
        let base = try Fixture.document("\(Self.aboutThisHack)/en.lproj/Main.storyboard")
        let french = LocalizedScenePairing(base: base, copy: try Fixture.document("\(Self.aboutThisHack)/fr.lproj/Main.storyboard"))
        #expect(french.baseOnly.isEmpty && french.copyOnly.isEmpty)
        #expect(french.pairs.map { "\($0.base.controller?.displayName ?? "") → \($0.copy.controller?.id ?? ""), \($0.evidence)" } == [
            "application → hnw-xV-0zn, controllerID", "WindowController → B8D-0N-5wS, controllerID", "tab view controller → whh-mM-oJQ, controllerID",
            "ViewController → XfG-lQ-9wD, runTimeNames", "ViewControllerDisplays → cTB-fT-bUH, runTimeNames",
            "ViewControllerStorage → wzq-Ng-O1T, runTimeNames", "ViewControllerSupport → Nau-hC-e0F, runTimeNames",
        ])
        // The Polish copy kept the base's ids and agrees with it.
        let polish = LocalizedScenePairing(base: base, copy: try Fixture.document("\(Self.aboutThisHack)/pl.lproj/Main.storyboard"))
        #expect(polish.pairs.count == 7 && polish.pairs.allSatisfy { $0.evidence == .controllerID })
    }

    @Test("A real storyboard whose ids Interface Builder made again, scene by scene, agrees with it: no finding",
          arguments: [realStoryboard, "\(aboutThisHack)/en.lproj/Main.storyboard"])
    func newIDsAgree(path: String) throws {
        let folder = try Self.copies(of: path, drift: Self.newIDs)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.findings(in: folder) == [])
        let name = URL(fileURLWithPath: path).lastPathComponent
        let catalog = InterfaceCatalog(reading: [folder.appendingPathComponent("Base.lproj/\(name)"), folder.appendingPathComponent("fr.lproj/\(name)")])
        let pairing = LocalizedScenePairing(base: catalog.documents[0], copy: catalog.documents[1])
        #expect(pairing.baseOnly.isEmpty && pairing.copyOnly.isEmpty)
        // SWRevealViewController's first scene keeps its numeric ids; every other scene is paired by what code finds it by.
        #expect(pairing.pairs.filter { $0.evidence == .runTimeNames }.count == catalog.documents[0].controllers.count - (path == Self.realStoryboard ? 1 : 0))
    }

    @Test("A copy whose ids were made again is reported for a renamed segue identifier, a renamed outlet, a changed custom class and a lost storyboard ID")
    func newIDsDrifted() throws {
        let folder = try Self.copies { text in
            Self.newIDs(text.replacingOccurrences(of: #"identifier="sw_front" "#, with: #"identifier="sw_frontView" "#)
                .replacingOccurrences(of: #"<outlet property="label" destination="ucw-mr-e6b""#, with: #"<outlet property="title" destination="ucw-mr-e6b""#)
                .replacingOccurrences(of: #"customClass="MapViewController""#, with: #"customClass="MapController""#)
                .replacingOccurrences(of: #"storyboardIdentifier="ColorViewController" "#, with: ""))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = Self.findings(in: folder)
        #expect(findings.allSatisfy { $0.file.hasSuffix("fr.lproj/MainStoryboard.storyboard") && $0.severity == .error }, "\(findings)")
        let base = "Base.lproj/MainStoryboard.storyboard"
        #expect(findings.map(\.message).sorted() == [
            "the outlet label of ColorViewController from viewController [7k1-p9-rbO] is not made here, as it is in \(base): "
                + "in this language it stays nil, or the action is never sent. Connect it in both.",
            "the outlet title of ColorViewController from viewController [zz0-00-00g] is not made in \(base): "
                + "in every other language it stays nil, or the action is never sent. Connect it in both.",
            "the scene ColorViewController has 'ColorViewController' as its storyboard ID in \(base) and none here: "
                + "instantiating it by that ID crashes in one of the languages. Give it the same storyboard ID in both.",
            "the scene SWRevealViewController has no segue 'sw_front', which it has in \(base): performing it crashes in this "
                + "language. Copy the segue from \(base).",
            "the scene's controller is MapViewController in \(base) and MapController here. Give it the same custom class and module in both.",
            "the segue 'sw_frontView' of SWRevealViewController is not in \(base): performing it crashes in every other language. "
                + "Add it to \(base), or delete it here.",
        ], "\(findings)")
    }

    @Test("In a copy whose ids were made again, a segue that leads to another scene is reported, and a scene without storyboard ID or its class is found by the segue into it")
    func newIDsElsewhere() throws {
        let swapped = try Self.copies { text in
            Self.newIDs(text.replacingOccurrences(of: #"<segue destination="vRn-8p-pLv" kind="custom" identifier="sw_rear""#,
                                                  with: #"<segue destination="fWZ-H6-3Jr" kind="custom" identifier="sw_rear""#))
        }
        defer { try? FileManager.default.removeItem(at: swapped) }
        #expect(Self.findings(in: swapped).map(\.message) == [
            "the segue 'sw_rear' of SWRevealViewController leads to the scene MenuViewController in Base.lproj/MainStoryboard.storyboard "
                + "and to the scene navigation controller ('NavigationControllerMap') here: performing it shows another scene in "
                + "each language. Make it lead to the same scene in both.",
        ])
        // About This Hack's Storage tab, of another class and without storyboard ID, is the third tab of the paired tab view.
        let renamed = try Self.copies(of: "\(Self.aboutThisHack)/en.lproj/Main.storyboard") { text in
            Self.newIDs(text.replacingOccurrences(of: #"customClass="ViewControllerStorage""#, with: #"customClass="StorageController""#))
        }
        defer { try? FileManager.default.removeItem(at: renamed) }
        #expect(Self.findings(in: renamed).map(\.message) == [
            "the scene's controller is About_This_Hack.ViewControllerStorage in Base.lproj/Main.storyboard and "
                + "About_This_Hack.StorageController here. Give it the same custom class and module in both.",
        ])
    }
}
