#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import PreparedStoryboardGeneration
import PreparedStoryboards

/// Storyboard files: reading `.storyboard` files and building their map.
///
/// (s0) is a bare `XMLParser` pass with an empty delegate over the bytes of a
/// 100-scene storyboard; (s1) reads the same bytes into a document and builds
/// its map without the app's types (``InterfaceLint``: the graph, references,
/// reachability and every check). It must run at ≥ 50 % of (s0)'s throughput,
/// a ratio ≤ 2.0. (s2)–(s4) build the map of an already read document of 50,
/// 100 and 200 scenes and report the time per scene: flat means linear.
///
/// The storyboards have the shape of `Tests/PreparedStoryboardsTests/Fixtures/Large/generate.py`.
@MainActor
enum StoryboardFileBenchmarks {
    nonisolated static let group = "storyboard files: read and map, 100 scenes (s2–s4: per scene)"
    nonisolated static let bare = "storyboard-file/xmlparser-empty-delegate"
    nonisolated static let readAndMapName = "storyboard-file/read-and-map"
    nonisolated static let readAndGenerateName = "storyboard-file/read-and-generate"
    nonisolated static func mapName(scenes: Int) -> String { "storyboard-file/map-\(scenes)-per-scene" }

    static func make() -> [Benchmark] {
        [
            Benchmark(name: bare, row: "(s0)", title: "XMLParser, empty delegate, 100 scenes", group: group,
                      groupTag: "storyboard files", baseline: nil, parameters: ["bytes": bytes]) {
                let data = BlackHole.identity(Data(storyboard(scenes: 100).utf8))
                let delegate = EmptyDelegate()
                return { iterations in
                    for _ in 0..<iterations {
                        let parser = XMLParser(data: data)
                        parser.delegate = delegate
                        BlackHole.consume(parser.parse())
                    }
                }
            },
            Benchmark(name: readAndMapName, row: "(s1)", title: "read + map (lint), 100 scenes", group: group,
                      groupTag: "storyboard files", baseline: bare, parameters: ["bytes": bytes]) {
                let data = BlackHole.identity(Data(storyboard(scenes: 100).utf8))
                let lint = try readAndMap(data)
                try FixtureBenchmarks.expect(lint.findings.count, equals: 0, "lint findings")
                return { iterations in
                    for _ in 0..<iterations { BlackHole.consume(try readAndMap(data)) }
                }
            },
            Benchmark(name: readAndGenerateName, row: "(s5)", title: "read + generate Swift, 100 scenes", group: group,
                      groupTag: "storyboard files", baseline: bare, parameters: ["bytes": bytes]) {
                let data = BlackHole.identity(Data(storyboard(scenes: 100).utf8))
                let code = try readAndGenerate(data)
                try FixtureBenchmarks.expect(code.components(separatedBy: "func performDetailSegue(").count - 1, equals: 19,
                                             "typed segues generated")
                return { iterations in
                    for _ in 0..<iterations { BlackHole.consume(try readAndGenerate(data)) }
                }
            },
            map(scenes: 50, row: "(s2)"),
            map(scenes: 100, row: "(s3)"),
            map(scenes: 200, row: "(s4)"),
        ]
    }

    /// The size of the 100-scene storyboard, for the rows' throughput.
    static var bytes: Int { storyboard(scenes: 100).utf8.count }

    @inline(never)
    static func readAndGenerate(_ data: Data) throws -> String {
        let document = try StoryboardDocument(data: data, name: "Large")
        return SwiftGenerator().code(for: InterfaceCatalog(documents: [document]))
    }

    @inline(never)
    static func readAndMap(_ data: Data) throws -> InterfaceLint {
        let document = try StoryboardDocument(data: data, name: "Large")
        return InterfaceLint(InterfaceCatalog(documents: [document]))
    }

    /// Builds the map once an iteration; the row divides by the scenes, so it reads as time per scene.
    private static func map(scenes: Int, row: String) -> Benchmark {
        Benchmark(name: mapName(scenes: scenes), row: row, title: "map of a read document, \(scenes) scenes, per scene",
                  group: group, groupTag: "storyboard files", baseline: scenes == 100 ? nil : mapName(scenes: 100)) {
            let document = try StoryboardDocument(data: Data(storyboard(scenes: scenes).utf8), name: "Large")
            try FixtureBenchmarks.expect(document.scenes.count, equals: scenes, "scenes")
            let catalog = BlackHole.identity(InterfaceCatalog(documents: [document]))
            return { iterations in
                for _ in 0..<iterations { BlackHole.consume(InterfaceLint(catalog)) }
            }
        }.perScene(scenes)
    }

    /// A delegate that does nothing: the baseline's parser still reports every element to it.
    private final class EmptyDelegate: NSObject, XMLParserDelegate {}

    /// A storyboard of `scenes` scenes: a navigation controller and a chain of
    /// screens, each with a `show` segue from a button to the next, and every
    /// fifth a `presentation` segue and an unwind (the shape of `generate.py`).
    nonisolated static func storyboard(scenes count: Int) -> String {
        func id(_ index: Int) -> String { String(format: "%03d", index) }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="NAV-000">
                <scenes>
                    <scene sceneID="scn-000">
                        <objects>
                            <navigationController id="NAV-000" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="VC-001" kind="relationship" relationship="rootViewController" id="seg-000-r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>

            """
        for index in 1..<count {
            let name = "Screen\(id(index))"
            text += """
                        <scene sceneID="scn-\(id(index))">
                            <objects>
                                <viewController storyboardIdentifier="\(name)" id="VC-\(id(index))" customClass="\(name)" \
                customModule="Large" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="view-\(id(index))">
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-\(id(index))">
                                                <state key="normal" title="Next"/>

                """
            if index + 1 < count {
                text += """
                                                <connections>
                                                    <segue destination="VC-\(id(index + 1))" kind="show" id="seg-\(id(index))-s"/>
                                                </connections>

                    """
            }
            text += """
                                            </button>
                                        </subviews>
                                    </view>
                                    <navigationItem key="navigationItem" title="\(name)" id="nav-\(id(index))"/>

                """
            if index % 5 == 0 {
                text += "                    <connections>\n"
                if index + 2 < count {
                    text += "                        <segue destination=\"VC-\(id(index + 2))\" kind=\"presentation\" identifier=\"detail\" id=\"seg-\(id(index))-p\"/>\n"
                }
                text += "                        <segue destination=\"exit-\(id(index))\" kind=\"unwind\" unwindAction=\"back:\" id=\"seg-\(id(index))-u\"/>\n"
                text += "                    </connections>\n"
            }
            text += """
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="frs-\(id(index))" sceneMemberID="firstResponder"/>
                                <exit id="exit-\(id(index))" userLabel="Exit" sceneMemberID="exit"/>
                            </objects>
                        </scene>

                """
        }
        return text + "    </scenes>\n</document>\n"
    }
}

private extension Benchmark {
    /// The benchmark, its samples divided by `scenes`.
    func perScene(_ scenes: Int) -> Benchmark {
        var copy = self
        copy.unitsPerIteration = scenes
        return copy
    }
}
