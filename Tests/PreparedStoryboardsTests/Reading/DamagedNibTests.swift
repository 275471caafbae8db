import Foundation
@testable import PreparedStoryboards
import Testing

/// Real files cut short and with bytes changed, as a bad merge, a disk or a
/// tool leaves them: the reader gives a document or a typed error at a line
/// and column inside the file, the same whole and streamed, and never stops
/// the process.
@Suite("Damaged XIBs and storyboards")
struct DamagedNibTests {
    /// Two XIBs written here, an iOS and a macOS one.
    private static let writtenXIBs = [
            ("iOS", Data(NibFixture.text("""
                \(NibFixture.iOSOwner(#"customClass="LoginController" customModule="App""#, inside: """
                <connections><outlet property="view" destination="VIW-aa-001" id="o1"/></connections>
                """))
                \(NibFixture.iOSFirstResponder)
                <view id="VIW-aa-001"><subviews><button id="BTN-aa-001" customClass="RoundButton">
                <connections><action selector="signIn:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button></subviews></view>
                <tableViewCell reuseIdentifier="Cell" id="CEL-aa-001" customClass="ContactCell"/>
                """, resources: #"<image name="Logo" width="1" height="1"/>"#).utf8)),
            ("macOS", Data(NibFixture.text("""
                \(NibFixture.macOSPlaceholders(owner: "NSApplication"))
                <window id="WIN-aa-001"><view key="contentView" id="CNT-aa-001"><subviews><tableView id="TBL-aa-001">
                <tableColumns><tableColumn identifier="Name" id="COL-aa-001"><prototypeCellViews>
                <tableCellView id="TCV-aa-001" customClass="NameCellView"/></prototypeCellViews></tableColumn></tableColumns>
                </tableView></subviews></view></window>
                <menu id="MNU-aa-001"><items><menuItem title="Copy" id="CPY-aa-001">
                <connections><action selector="copy:" target="-1" id="a1"/></connections></menuItem></items></menu>
                """, type: NibFixture.macOS).utf8)),
    ]

    /// The paths of the real XIBs under `Fixtures/RealXibs` (RealXibReadingTests checks that all 45 are there).
    static var realXIBs: [String] {
        guard let folder = try? Fixture.url("RealXibs"),
              let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return found.compactMap { $0 as? URL }.filter { $0.pathExtension == "xib" }
            .map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") }.sorted()
    }

    /// Reads `data` whole and streamed, and checks that both ways agree and that an error stands inside the file.
    private static func check<Document: Equatable>(
        _ data: Data, _ what: String, read: (Data, Int) throws(InterfaceReadError) -> Document
    ) {
        let lines = data.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let whole = Result { () throws(InterfaceReadError) in try read(data, .max) }
        let streamed = Result { () throws(InterfaceReadError) in try read(data, 0) }
        #expect(whole == streamed, "\(what)")
        if case .failure(let error) = whole {
            #expect(error.location.line >= 1 && error.location.line <= lines && error.location.column >= 1, "\(what): \(error)")
        }
    }

    /// Bytes that change what XML means where they land: markup, quotes, entities, line ends, and bytes that break UTF-8.
    private static let damagingBytes: [UInt8] = [0x00, 0x3C, 0x3E, 0x22, 0x26, 0x2F, 0x3D, 0x0A, 0x20, 0x80, 0xC3, 0xE0, 0xFF]

    /// Cuts a file at `cuts` places (every byte of a short one) and changes `changes` of its bytes, one at a time,
    /// with a fixed seed: the same cases on every run.
    private static func damage(_ data: Data, _ name: String, cuts: Int = 200, changes: Int = 300,
                               read: (Data, Int) throws(InterfaceReadError) -> some Equatable) {
        let bytes = [UInt8](data)
        let step = max(1, bytes.count / cuts)
        for length in stride(from: 0, to: bytes.count, by: step) {
            check(Data(bytes.prefix(length)), "\(name) cut at \(length)", read: read)
        }
        var random = SeededRandom(seed: UInt64(bytes.count))
        for _ in 0..<changes where !bytes.isEmpty {
            var damaged = bytes
            let offset = Int(random.next() % UInt64(bytes.count))
            let byte = random.next() % 2 == 0 ? damagingBytes[Int(random.next() % UInt64(damagingBytes.count))] : UInt8(truncatingIfNeeded: random.next())
            damaged[offset] = byte
            check(Data(damaged), "\(name) with \(byte) at \(offset)", read: read)
        }
    }

    @Test("XIBs cut short or with a byte changed give a document or an error inside the file, never a crash")
    func damagedXIBs() {
        for (name, data) in Self.writtenXIBs {
            Self.damage(data, name) { data, limit throws(InterfaceReadError) in try NibDocument(data: data, name: "Damaged", wholeFileLimit: limit) }
        }
    }

    @Test("Real XIBs cut short or with a byte changed give a document or an error inside the file, never a crash",
          arguments: realXIBs)
    func damagedRealXIB(path: String) throws {
        let data = try Data(contentsOf: Fixture.url("RealXibs/" + path))
        Self.damage(data, path, cuts: 40, changes: 40) { data, limit throws(InterfaceReadError) in
            try NibDocument(data: data, name: "Damaged", wholeFileLimit: limit)
        }
    }

    @Test("Storyboards cut short or with a byte changed give a document or an error inside the file, never a crash")
    func damagedStoryboards() throws {
        for path in ["App/Main.storyboard", "Mac/Main.storyboard"] {
            let data = try Data(contentsOf: Fixture.url(path))
            Self.damage(data, path) { data, limit throws(InterfaceReadError) in
                try StoryboardDocument(data: data, name: "Damaged", wholeFileLimit: limit)
            }
        }
    }
}

/// SplitMix64: a small generator whose seed fixes its sequence, so that a failing case comes back on every run.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
