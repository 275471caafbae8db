import Foundation
import PreparedStoryboards
import Testing

/// The User Defined Runtime Attributes of real storyboards and XIBs, and of small inline ones.
@Suite("Reading User Defined Runtime Attributes")
struct RuntimeAttributeReadingTests {
    /// Every attribute of the storyboards and XIBs under `folder` (of `Fixtures`), with the number of files that hold one.
    private func attributes(under folder: String) throws -> (attributes: [InterfaceRuntimeAttribute], files: Int) {
        let root = try Fixture.url(folder)
        let urls = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
        var found: [InterfaceRuntimeAttribute] = []
        var files = 0
        for url in urls {
            let read: [InterfaceRuntimeAttribute]
            switch url.pathExtension {
            case "storyboard": read = (try? StoryboardDocument(contentsOf: url))?.scenes.flatMap(\.runtimeAttributes) ?? []
            case "xib": read = (try? NibDocument(contentsOf: url))?.runtimeAttributes ?? []
            default: continue
            }
            found += read
            files += read.isEmpty ? 0 : 1
        }
        return (found, files)
    }

    @Test("The real storyboards hold 149 attributes in 19 files, 23 of them through a key path, 25 on an object of a custom class")
    func realStoryboards() throws {
        let (attributes, files) = try attributes(under: "RealApps")
        #expect(attributes.count == 149 && files == 19)
        #expect(attributes.count { $0.keyPath.contains(".") } == 23)
        #expect(attributes.count { $0.customClass != nil } == 25)
        var types: [String: Int] = [:]
        for attribute in attributes { types[attribute.type.description, default: 0] += 1 }
        #expect(types == ["string": 79, "number": 53, "boolean": 13, "color": 3, "size": 1])
    }

    @Test("A real storyboard's attributes: a key path on a text field of a custom class, a number read from its <integer>")
    func feedback() throws {
        let document = try Fixture.document("RealApps/DuckDuckGo-iOS/DuckDuckGo/Base.lproj/Feedback.storyboard")
        let attributes = document.scenes.flatMap(\.runtimeAttributes).filter { $0.objectID == "TMj-NM-j3b" }
        #expect(attributes.map(\.keyPath) == ["layer.cornerRadius", "leftInset"])
        #expect(attributes.map(\.firstKey) == ["layer", "leftInset"])
        #expect(attributes.map(\.type) == [.number, .number])
        #expect(attributes.map(\.value) == ["4", "8"])
        let first = try #require(attributes.first)
        #expect(first.objectElement == "textField" && first.customClass == "TextFieldWithInsets" && first.customModule == "DuckDuckGo")
        #expect(first.location == SourceLocation(line: 559, column: 124))
    }

    @Test("A size, a color of components and a value of a real storyboard; an object without a custom class has none")
    func cityGuideAndPartialUpdates() throws {
        let city = try Fixture.document("RealApps/Hero/LegacyExamples/Examples/CityGuide/CityGuide.storyboard")
        let cell = city.scenes.flatMap(\.runtimeAttributes).filter { $0.objectID == "1jz-4R-leo" }
        #expect(cell.map(\.keyPath) == ["shadowRadius", "shadowOpacity", "shadowColor", "shadowOffset"])
        #expect(cell.map(\.type) == [.number, .number, .color, .size])
        #expect(cell.map(\.value) == ["5", "0.29999999999999999", nil, "{0.0, 2}"])
        let updates = try Fixture.document("RealApps/RxSwift/RxExample/RxExample/Examples/TableViewPartialUpdates/PartialUpdates.storyboard")
        let item = try #require(updates.scenes.flatMap(\.runtimeAttributes).first)
        #expect(item.objectElement == "barButtonItem" && item.customClass == nil && item.customModule == nil)
        #expect(item.keyPath == "accessibilityIdentifier" && item.type == .string && item.value == "Randomize")
    }

    @Test("The real XIBs hold 15 attributes in 3 files; a named color's value is its name")
    func realXibs() throws {
        let (attributes, files) = try attributes(under: "RealXibs")
        #expect(attributes.count == 15 && files == 3)
        let omniBar = try NibDocument(contentsOf: Fixture.url("RealXibs/DuckDuckGo-iOS/DuckDuckGo/Base.lproj/OmniBar.xib"))
        #expect(omniBar.runtimeAttributes.map(\.keyPath) == ["dropShadow", "cornerRadius", "borderColor", "borderWidth", "leftInset", "topInset"])
        #expect(omniBar.runtimeAttributes.map(\.type) == [.boolean, .number, .color, .number, .number, .number])
        #expect(omniBar.runtimeAttributes.map(\.value) == ["NO", "8", "background", "0.0", "5", "1"])
        #expect(omniBar.runtimeAttributes.map(\.customClass) == Array(repeating: "RoundedRectangleView", count: 4)
            + ["TextFieldWithInsets", "TextFieldWithInsets"])
        #expect(omniBar.runtimeAttributes[2].location == SourceLocation(line: 67, column: 96))
    }

    @Test("Every type Interface Builder writes, with its value as text; an attribute outside an object's list is none")
    func everyType() throws {
        let document = try Fixture.storyboard("""
            <scene sceneID="s1"><objects>
              <viewController id="vc" customClass="TypesController" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="root">
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="point" keyPath="origin"><point key="value" x="5" y="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="rect" keyPath="area"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="range" keyPath="span"><range key="value" location="2" length="3"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
                    <userDefinedRuntimeAttribute type="localizedString" keyPath="caption" value="Hello"/>
                    <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
                    <userDefinedRuntimeAttribute type="gradient" keyPath="fill"/>
                  </userDefinedRuntimeAttributes>
                </view>
                <userDefinedRuntimeAttribute type="boolean" keyPath="stray" value="YES"/>
              </viewController>
            </objects></scene>
            """, initial: "vc")
        let attributes = try #require(document.scenes.first).runtimeAttributes
        #expect(attributes.map(\.type) == [.point, .rect, .range, .image, .localizedString, .nil, .other("gradient")])
        #expect(attributes.map(\.type.description) == ["point", "rect", "range", "image", "localizedString", "nil", "gradient"])
        #expect(attributes.map(\.value) == ["{5, 4}", "{{1, 2}, {3, 4}}", "{2, 3}", "star", "Hello", nil, nil])
        #expect(attributes.allSatisfy { $0.objectID == "root" && $0.objectElement == "view" && $0.customClass == nil })
    }
}
