import Foundation
@testable import PreparedStoryboardGeneration
@testable import PreparedStoryboards
import Prepared
import Testing

/// The Swift `prepared-storyboard generate` writes for the real apps' XIBs of `Fixtures/RealXibs`, one file per app:
/// every XIB, every top-level custom class and every reuse identifier named, and the copies that Tests/AppleStubs
/// compiles with a stand-in class for each class they name (`GeneratedRealXibs`, and through links in Swift 5 mode and
/// with main-actor default isolation).
///
/// After a deliberate change to the generator, `PREPARED_REGENERATE_GOLDEN=1 swift test` writes them again
/// (each is `generate <its folder> --name <App>Storyboards`).
@Suite("Generated Swift for the real apps' XIBs")
struct RealXibsGeneratedCodeTests {
    /// One app's XIBs: its folder under `Fixtures/RealXibs`, and the name its generated file is written under.
    struct App: Sendable, CustomTestStringConvertible {
        let name: String
        let folder: String
        var testDescription: String { name }

        func code() throws -> String {
            try SwiftGenerator(name: "\(name)Storyboards").code(reading: [Fixture.url("RealXibs/\(folder)")])
        }

        func catalog() throws -> InterfaceCatalog {
            InterfaceCatalog(reading: [try Fixture.url("RealXibs/\(folder)")])
        }
    }

    static let apps = [
        App(name: "Charts", folder: "Charts"), App(name: "CocoaLumberjack", folder: "CocoaLumberjack"),
        App(name: "DuckDuckGo", folder: "DuckDuckGo-iOS"), App(name: "Kingfisher", folder: "Kingfisher"),
        App(name: "MonitorControl", folder: "MonitorControl"), App(name: "NetNewsWireiOS", folder: "NetNewsWire/iOS"),
        App(name: "NetNewsWireMac", folder: "NetNewsWire/Mac"), App(name: "Rectangle", folder: "Rectangle"),
        App(name: "Reusable", folder: "Reusable"), App(name: "RxSwift", folder: "RxSwift"), App(name: "SDWebImage", folder: "SDWebImage"),
        App(name: "Sparkle", folder: "Sparkle"), App(name: "Xit", folder: "Xit"),
    ]

    @Test("Every XIB and reuse identifier is typed, and every top-level custom class named; classes of a module outside comments",
          arguments: apps)
    func everyNameTyped(app: App) throws {
        let code = try app.code()
        let declarations = code.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        let catalog = try app.catalog()
        #expect(catalog.readErrors.isEmpty)
        #expect(!catalog.nibs.isEmpty)
        for nib in catalog.nibs {
            #expect(declarations.contains("= \(SwiftCode.stringLiteral(nib.name))"), "\(nib.name).xib")
            for object in nib.topLevelObjects {
                if let customClass = object.customClass {
                    #expect(code.contains(customClass), "\(nib.name).xib: \(customClass)")
                    if object.customModuleProvider == "target" || object.customModule != nil {
                        #expect(declarations.contains("\(customClass).self") || declarations.contains("\(customClass)>"),
                                "\(nib.name).xib: \(customClass) in code")
                    }
                }
                if let identifier = object.reuseIdentifier {
                    #expect(declarations.contains("reuseIdentifier: \(SwiftCode.stringLiteral(identifier))"), "\(nib.name).xib: '\(identifier)'")
                }
            }
        }
    }

    @Test("The apps hold every real XIB the generator reads, each once; the archive-format ones are left out with their reason")
    func appsCoverEveryXib() throws {
        let all = InterfaceCatalog(reading: [try Fixture.url("RealXibs")])
        let covered = try Self.apps.flatMap { try $0.catalog().nibs.map(\.name) }
        #expect(covered.sorted() == all.nibs.map(\.name).sorted())
        #expect(all.nibs.count == 43)
        #expect(all.skipped.count == 2 && all.skipped.allSatisfy { $0.reason == .archiveFormat })
        #expect(throws: InterfaceReadError.self) { try SwiftGenerator().code(reading: [Fixture.url("RealXibs/SWRevealViewController")]) }
    }

    @Test("The copies the stubs compile are what the generator writes now", arguments: apps)
    func stubCopiesDoNotDrift(app: App) throws {
        #expect(try Golden.matches(app.code(), file: "Tests/AppleStubs/Tests/GeneratedRealXibs/\(app.name)Nibs.swift"))
    }
}
