import Foundation
import Prepared
import PreparedResources
import PreparedStoryboards
import Testing

/// The whole-app check over two real apps' XIBs (Fixtures/RealXibs: Reusable's demo and DuckDuckGo's iOS app), with
/// stand-ins for their Swift classes (RealXibsStandIns.swift) that declare every outlet the XIBs connect.
@Suite("The real apps' XIB outlets, checked against their classes")
@MainActor
struct RealXibsWholeAppCheckTests {
    /// The map of `folder` (under `Fixtures/RealXibs`, or a copy) with the app's nib classes.
    static func map(_ folder: URL, nibClasses: [AnyClass]) -> WholeAppCheck {
        WholeAppCheck(reading: [folder], appClasses: AppClasses(nibs: nibClasses))
    }

    @Test("Reusable's seven XIBs, cells and File's Owner views on iOS and tvOS, report nothing")
    func reusable() throws {
        let map = Self.map(try Fixture.url("RealXibs/Reusable"), nibClasses: ReusableDemo.nibClasses)
        #expect(map.catalog.nibs.count == 7)
        #expect(OutletCheckTests.problems(map).isEmpty, "\(map)")
        #expect(map.uncheckedNibs.isEmpty, "\(map)")
    }

    @Test("DuckDuckGo's six XIBs report nothing but the seven LottieAnimationViews of the module Lottie, which no stand-in can be")
    func duckDuckGo() throws {
        let map = Self.map(try Fixture.url("RealXibs/DuckDuckGo-iOS"), nibClasses: DuckDuckGoApp.nibClasses)
        #expect(map.catalog.nibs.count == 6)
        let problems = OutletCheckTests.problems(map)
        let lottie = problems.filter {
            if case .unknownObjectClass(_, nil, "view", "Lottie.LottieAnimationView", "UIView", _) = $0 { true } else { false }
        }
        #expect(lottie.count == 7 && problems.count == 7, "\(map)")
        #expect(map.uncheckedNibs.isEmpty, "\(map)")
    }

    @Test("Without the nib classes, nothing is reported and the File's Owners of a class are counted as not checked")
    func withoutClasses() throws {
        let map = Self.map(try Fixture.url("RealXibs/Reusable"), nibClasses: [])
        #expect(OutletCheckTests.problems(map).isEmpty, "\(map)")
        #expect(map.uncheckedNibs.map(\.file) == ["Example/ReusableDemo iOS/CustomViews/MyCustomWidget",
                                                  "Example/ReusableDemo iOS/TableViewCells/MyHeaderTableView",
                                                  "Example/ReusableDemo tvOS/MyCustomWidget"])
        #expect(map.uncheckedNibs.map(\.outlets) == [2, 1, 2])
    }

    /// An outlet of a real XIB to rename, and what the check says of it then.
    struct Renaming: Sendable, CustomTestStringConvertible {
        let app: String
        let file: String
        let property: String
        let message: String
        var testDescription: String { "\(file): \(property)" }
    }

    nonisolated static let renamings = [
        Renaming(app: "Reusable", file: "Example/ReusableDemo iOS/TableViewCells/MyHeaderTableView.xib", property: "titleLabel",
                 message: "Example/ReusableDemo iOS/TableViewCells/MyHeaderTableView.xib:15:94: the outlet titleLabelRenamed of "
                     + "MyHeaderTableView names no property of MyHeaderTableView: loading the nib raises NSUnknownKeyException (not "
                     + "key value coding-compliant for the key titleLabelRenamed). Delete the outlet in Interface Builder's "
                     + "Connections inspector, or declare the property: `@IBOutlet weak var titleLabelRenamed: UILabel!`."),
        Renaming(app: "DuckDuckGo-iOS", file: "DuckDuckGo/Base.lproj/OmniBar.xib", property: "searchFieldContainer",
                 message: "DuckDuckGo/Base.lproj/OmniBar.xib:458:104: the outlet searchFieldContainerRenamed of OmniBar names no "
                     + "property of OmniBar: loading the nib raises NSUnknownKeyException (not key value coding-compliant for the key "
                     + "searchFieldContainerRenamed). Connect the outlet to OmniBar's searchFieldContainer in Interface Builder "
                     + "instead, or declare the property: `@IBOutlet weak var searchFieldContainerRenamed: SearchFieldContainerView!`."),
    ]

    @Test("An outlet renamed in a copy of a real XIB is reported once, File's Owner's (Reusable) and a view's (DuckDuckGo)",
          arguments: renamings)
    func renamedOutlet(renaming: Renaming) throws {
        let (app, file, property) = (renaming.app, renaming.file, renaming.property)
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Fixture.url("RealXibs/\(app)")
        let files = try #require(FileManager.default.enumerator(atPath: source.path)).compactMap { $0 as? String }
        for path in files where path.hasSuffix(".xib") {
            var text = try String(contentsOf: source.appendingPathComponent(path), encoding: .utf8)
            if path == file {
                let outlet = #"<outlet property="\#(property)""#
                #expect(text.components(separatedBy: outlet).count == 2, "one outlet \(property) in \(file)")
                text = text.replacingOccurrences(of: outlet, with: #"<outlet property="\#(property)Renamed""#)
            }
            try Fixture.write(text, to: path, in: folder)
        }
        let map = Self.map(folder, nibClasses: ReusableDemo.nibClasses + DuckDuckGoApp.nibClasses)
        let renamed = OutletCheckTests.problems(map).filter { if case .missingOutlet = $0 { true } else { false } }
        #expect(renamed.count == 1, "\(map)")
        guard case let .missingOutlet(place, _, _, _) = try #require(renamed.first) else { return }
        #expect(place.file + ".xib" == file && place.scene == nil && place.property == property + "Renamed")
        #expect(renamed.first?.description == renaming.message)
    }

    @Test("Docs/Storyboards.md quotes the renamed OmniBar outlet as the check reports it")
    func documented() throws {
        let page = try String(contentsOf: Golden.repository.appendingPathComponent("Docs/Storyboards.md"), encoding: .utf8)
        let message = try #require(Self.renamings.last?.message)
        #expect(page.contains("```text\n\(message)\n```"))
    }
}
