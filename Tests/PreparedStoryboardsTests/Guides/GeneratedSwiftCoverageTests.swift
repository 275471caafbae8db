import Foundation
import Prepared
@testable import PreparedStoryboardGeneration
import PreparedStoryboards
import Testing

/// The figures of Docs/GeneratedSwift.md's table next to R.swift and SwiftGen, counted on the real apps' storyboards.
@Suite("Docs/GeneratedSwift.md's coverage figures")
struct GeneratedSwiftCoverageTests {
    @Test("Every storyboard ID and segue identifier of the real apps is typed, and the guide says how many")
    func realAppsCounts() throws {
        var storyboards = 0, identifiers = 0, typedIdentifiers = 0, customClassIdentifiers = 0
        var segueIdentifiers = 0, typedSegueIdentifiers = 0, embedIdentifiers = 0
        for module in RealAppsGeneratedCodeTests.modules {
            let code = try module.code().split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            let catalog = InterfaceCatalog(reading: try module.locations())
            storyboards += catalog.documents.count
            for document in catalog.documents {
                for controller in document.controllers {
                    guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
                    identifiers += 1
                    if controller.customClass != nil { customClassIdentifiers += 1 }
                    if code.contains(SwiftCode.stringLiteral(identifier)) { typedIdentifiers += 1 }
                }
                for segue in document.segues {
                    guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
                    segueIdentifiers += 1
                    if case .embed = segue.kind { embedIdentifiers += 1 }
                    if code.contains(SwiftCode.stringLiteral(identifier)) { typedSegueIdentifiers += 1 }
                }
            }
        }
        let counted = "Of the \(storyboards) storyboards of \(RealAppsGeneratedCodeTests.modules.count) app modules in "
            + "`Tests/PreparedStoryboardsTests/Fixtures/RealApps`, the generated Swift types all \(typedIdentifiers) storyboard IDs "
            + "(\(customClassIdentifiers) of scenes with a custom class, \(identifiers - customClassIdentifiers) of framework classes) "
            + "and all \(typedSegueIdentifiers) segue identifiers (\(embedIdentifiers) of them embed segues)"
        #expect(typedIdentifiers == identifiers && typedSegueIdentifiers == segueIdentifiers)
        let guide = try String(contentsOf: Golden.repository.appendingPathComponent("Docs/GeneratedSwift.md"), encoding: .utf8)
        #expect(guide.contains(counted), "the guide should say: \(counted)")
    }
}
