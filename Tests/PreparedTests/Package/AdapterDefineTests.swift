import Foundation
import Testing

/// The defines that tell a shared adapter file which adapter it is in (`PREPARED_UIKIT`, `PREPARED_APPKIT`)
/// are set in two manifests: the root package's, which apps build, and the stub package's, which CI compiles
/// on Linux. A define missing from the root manifest would cost every iOS user the base classes while the
/// stubs stay green, so the two are compared here (and each adapter's `Platform.swift` fails the build
/// with `#error` without its define).
@Suite("The adapters' defines in both manifests")
struct AdapterDefineTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("Each adapter target sets its own define, and only its own, in the root manifest and in the stubs'",
          arguments: ["Package.swift", "Tests/AppleStubs/Package.swift"])
    func adapterDefines(manifest: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(manifest), encoding: .utf8)
        let uiKit = try #require(Self.target("PreparedUIKit", in: text), "\(manifest) declares PreparedUIKit")
        let appKit = try #require(Self.target("PreparedAppKit", in: text), "\(manifest) declares PreparedAppKit")
        #expect(uiKit.contains(#".define("PREPARED_UIKIT")"#), "\(manifest): \(uiKit)")
        #expect(!uiKit.contains("PREPARED_APPKIT"), "\(manifest): \(uiKit)")
        #expect(appKit.contains(#".define("PREPARED_APPKIT")"#), "\(manifest): \(appKit)")
        #expect(!appKit.contains("PREPARED_UIKIT"), "\(manifest): \(appKit)")
    }

    @Test("The target finder reads a declaration to its closing parenthesis, and finds no target that is not there")
    func targetFinder() {
        let text = #".target(name: "A", dependencies: ["B"], swiftSettings: [.define("X")]), .target(name: "AB")"#
        #expect(Self.target("A", in: text) == #".target(name: "A", dependencies: ["B"], swiftSettings: [.define("X")])"#)
        #expect(Self.target("AB", in: text) == #".target(name: "AB")"#)
        #expect(Self.target("C", in: text) == nil)
    }

    /// The text of `.target(name: "<name>", …)` in a manifest, to its closing parenthesis.
    static func target(_ name: String, in manifest: String) -> String? {
        guard let start = manifest.range(of: ".target(name: \"\(name)\"") else { return nil }
        var depth = 0
        var index = start.lowerBound
        while index < manifest.endIndex {
            switch manifest[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return String(manifest[start.lowerBound...index]) }
            default: break
            }
            index = manifest.index(after: index)
        }
        return nil
    }
}
