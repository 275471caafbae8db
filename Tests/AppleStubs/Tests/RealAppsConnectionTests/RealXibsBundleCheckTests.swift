import Foundation
@testable import GeneratedRealXibs
import Prepared
import PreparedResources
import Testing

/// The real apps' XIBs' generated bundle checks, on a bundle that holds their compiled nibs: each class of another
/// module they name is looked up by its runtime name and found as the class the generated code names.
@Suite("The real apps' XIBs, checked in their built bundle")
@MainActor
struct RealXibsBundleCheckTests {
    @Test("Charts' and DuckDuckGo's nibs are all there, and the classes of their frameworks' modules are the generated code's")
    func classesOfOtherModules() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-nibs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for nib in ChartsNibs.allCases.map(\.name) + DuckDuckGoNibs.allCases.map(\.name) {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(nib).nib"), withIntermediateDirectories: true)
        }
        let bundle = Bundle(path: folder.path)
        let charts = ChartsNibs.checkBundle(bundle: bundle)
        #expect(Self.nibFailures(charts).isEmpty, "\(charts)")
        #expect(charts.checkedCount >= ChartsNibs.allCases.count + 2, "each nib, and DGCharts.LineChartView and DGCharts.PieChartView")
        let duckDuckGo = DuckDuckGoNibs.checkBundle(bundle: bundle)
        #expect(Self.nibFailures(duckDuckGo).isEmpty, "\(duckDuckGo)")
        // Without the compiled nibs, each is reported.
        let empty = ChartsNibs.checkBundle(bundle: Bundle(path: FileManager.default.temporaryDirectory.path))
        #expect(Self.nibFailures(empty).map(\.storyboard) == ChartsNibs.allCases.map(\.name))
        #expect(Self.nibFailures(empty).first?.description.hasPrefix("\(ChartsNibs.allCases[0].name).xib: the bundle at ") == true)
    }

    /// The failures of the nibs and their classes (the images they name are not in this bundle, and their classes'
    /// selectors and keys are not asked here).
    static func nibFailures(_ report: StoryboardBundleReport) -> [StoryboardBundleFailure] {
        report.failures.filter {
            switch $0.reason {
            case .missingNib, .missingNibClass, .nibClassDiffers: true
            default: false
            }
        }
    }
}
