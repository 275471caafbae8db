import Foundation
import Prepared
import PreparedResources
import PreparedStoryboards
import Testing

/// The whole-app check of User Defined Runtime Attributes against their objects' classes, on Linux: from the runtime's
/// field records alone, which show stored properties but neither computed ones nor an extension's.
@Suite("User Defined Runtime Attributes checked against the app's classes")
@MainActor
struct RuntimeAttributeCheckTests {
    /// The whole-app check's runtime attribute problems.
    static func problems(_ map: WholeAppCheck) -> [WholeAppCheck.Problem] {
        map.problems.filter {
            switch $0 {
            case .missingRuntimeAttribute, .runtimeAttributeTypeMismatch: true
            default: false
            }
        }
    }

    /// The whole-app check of DuckDuckGo's XIBs (a copy, with `edit` applied to `file`) against their stand-ins.
    static func duckDuckGo(editing file: String? = nil, _ edit: (String) -> String = { $0 }) throws -> WholeAppCheck {
        let source = try Fixture.url("RealXibs/DuckDuckGo-iOS")
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("DuckDuckGo-iOS")
        try FileManager.default.copyItem(at: source, to: copy)
        if let file {
            let url = copy.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            let edited = edit(text)
            #expect(edited != text, "the edit changes the file")
            try edited.write(to: url, atomically: true, encoding: .utf8)
        }
        return WholeAppCheck(reading: [copy], appClasses: AppClasses(nibs: DuckDuckGoApp.nibClasses))
    }

    @Test("DuckDuckGo's 15 attributes report nothing: stored properties of the right types, and a computed dropShadow")
    func healthyXibs() throws {
        let map = try Self.duckDuckGo()
        #expect(map.catalog.nibs.flatMap(\.runtimeAttributes).count == 15)
        #expect(Self.problems(map).isEmpty, "\(map)")
    }

    @Test("A color set into a CGFloat property is reported with the file, the class, the key and the fixes")
    func colorIntoNumber() throws {
        let map = try Self.duckDuckGo(editing: "DuckDuckGo/Base.lproj/OmniBar.xib") {
            $0.replacingOccurrences(of: #"type="color" keyPath="borderColor""#, with: #"type="color" keyPath="cornerRadius""#)
        }
        let problems = Self.problems(map)
        #expect(problems.map(\.description) == [
            "DuckDuckGo/Base.lproj/OmniBar.xib:67:97: the runtime attribute cornerRadius of RoundedRectangleView sets a Color "
                + "background into the property cornerRadius, of type CGFloat, which cannot hold it: loading the nib raises an "
                + "exception, or the property's first use crashes. Set the attribute's Type to Number in Interface Builder's "
                + "Identity inspector, or declare the property for the attribute: `@IBInspectable var cornerRadius: UIColor?`.",
        ])
        guard case let .runtimeAttributeTypeMismatch(place, propertyType, expected) = try #require(problems.first) else { return }
        #expect(place.file == "DuckDuckGo/Base.lproj/OmniBar" && place.scene == nil && place.className == "RoundedRectangleView")
        #expect(place.attribute.keyPath == "cornerRadius" && place.attribute.type == .color)
        #expect(propertyType == "CGFloat" && expected == "number")
    }

    @Test("A key renamed in the XIB, or set on a computed property, is not reported where only field records answer")
    func renamedKeyUnreportedOnLinux() throws {
        let map = try Self.duckDuckGo(editing: "DuckDuckGo/FindInPage.xib") {
            $0.replacingOccurrences(of: #"keyPath="cornerRadius""#, with: #"keyPath="cornerRadiusRenamed""#)
        }
        // An Apple platform's Objective-C runtime would say that RoundedRectangleView has no cornerRadiusRenamed.
        #expect(Self.problems(map).isEmpty == !ObjectiveCRuntime.isAvailable, "\(map)")
    }

    @Test("In a storyboard: a boolean into a String and nil into a CGFloat are reported; a key path, a string into a number, an extension's key and a protocol are not")
    func storyboard() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixture.write(Fixture.storyboardText("""
            <scene sceneID="s1"><objects>
              <viewController id="vc" customClass="AttributeController" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="root" customClass="AttributeBadge" customModuleProvider="target">
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="title" value="YES"/>
                    <userDefinedRuntimeAttribute type="nil" keyPath="radius"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="width" value="12"/>
                    <userDefinedRuntimeAttribute type="color" keyPath="title.description"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="hoverAlpha"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="delegate"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isRound" value="NO"/>
                  </userDefinedRuntimeAttributes>
                </view>
              </viewController>
            </objects></scene>
            """, initial: "vc"), to: "Main.storyboard", in: folder)
        let map = WholeAppCheck(reading: [folder.appendingPathComponent("Main.storyboard")], appClasses: AppClasses(
            scenes: [AttributeController.self], objects: [AttributeBadge.self]))
        #expect(Self.problems(map).map(\.description) == [
            "Main.storyboard:8:80: the runtime attribute title of AttributeBadge, in the scene AttributeController, sets a Boolean "
                + "YES into the property title, of type String, which cannot hold it: loading the scene raises an exception, or the "
                + "property's first use crashes. Set the attribute's Type to String in Interface Builder's Identity inspector, or "
                + "declare the property for the attribute: `@IBInspectable var title: Bool = false`.",
            "Main.storyboard:9:65: the runtime attribute radius of AttributeBadge, in the scene AttributeController, sets nil into "
                + "the property radius, of type CGFloat, which cannot hold it: loading the scene raises an exception, or the property's "
                + "first use crashes. Set the attribute's Type to Number in Interface Builder's Identity inspector, or declare the "
                + "property for the attribute: `@objc var radius: Any?`.",
        ], "\(map)")
    }

    @Test("The message of a missing key, which the Objective-C runtime reports, names the fix for the attribute's type")
    func missingKeyMessages() throws {
        let omniBar = try NibDocument(contentsOf: Fixture.url("RealXibs/DuckDuckGo-iOS/DuckDuckGo/Base.lproj/OmniBar.xib"))
        let color = try #require(omniBar.runtimeAttributes.first { $0.keyPath == "borderColor" })
        let place = WholeAppCheck.RuntimeAttributePlace(file: "DuckDuckGo/Base.lproj/OmniBar", scene: nil,
                                                            className: "RoundedRectangleView", attribute: color, platform: .iOS)
        #expect(WholeAppCheck.Problem.missingRuntimeAttribute(place, closest: "borderColour").description
            == "DuckDuckGo/Base.lproj/OmniBar.xib:67:96: the runtime attribute borderColor of RoundedRectangleView sets the key "
                + "borderColor, which RoundedRectangleView does not have: loading the nib raises NSUnknownKeyException (not key value "
                + "coding-compliant for the key borderColor). Change the key path to RoundedRectangleView's borderColour in "
                + "Interface Builder's Identity inspector, or declare the property in RoundedRectangleView: "
                + "`@IBInspectable var borderColor: UIColor?`.")
        let feedback = try Fixture.document("RealApps/DuckDuckGo-iOS/DuckDuckGo/Base.lproj/Feedback.storyboard")
        let path = try #require(feedback.scenes.flatMap(\.runtimeAttributes).first { $0.objectID == "TMj-NM-j3b" })
        let pathPlace = WholeAppCheck.RuntimeAttributePlace(file: "Base.lproj/Feedback", scene: "FeedbackViewController",
                                                                className: "TextFieldWithInsets", attribute: path, platform: .iOS)
        #expect(WholeAppCheck.Problem.missingRuntimeAttribute(pathPlace, closest: nil).description
            == "Base.lproj/Feedback.storyboard:559:124: the runtime attribute layer.cornerRadius of TextFieldWithInsets, in the "
                + "scene FeedbackViewController, sets the key layer, which TextFieldWithInsets does not have: loading the scene raises "
                + "NSUnknownKeyException (not key value coding-compliant for the key layer). Delete the attribute in Interface "
                + "Builder's Identity inspector, or give TextFieldWithInsets a property layer whose value has the key path's next key.")
        let leftInset = try #require(feedback.scenes.flatMap(\.runtimeAttributes).last { $0.objectID == "TMj-NM-j3b" })
        let insetPlace = WholeAppCheck.RuntimeAttributePlace(file: "Base.lproj/Feedback", scene: "FeedbackViewController",
                                                                 className: "TextFieldWithInsets", attribute: leftInset, platform: .iOS)
        #expect(WholeAppCheck.Problem.missingRuntimeAttribute(insetPlace, closest: nil).description.hasSuffix(
            "Delete the attribute in Interface Builder's Identity inspector, or declare the property in TextFieldWithInsets: "
                + "`@IBInspectable var leftInset: CGFloat = 0`."))
    }
}

/// Whether this platform has the Objective-C runtime, which says whether a class has a key.
enum ObjectiveCRuntime {
    static var isAvailable: Bool {
        #if canImport(ObjectiveC)
        true
        #else
        false
        #endif
    }
}

private protocol AttributeDelegate: AnyObject {}

final class AttributeController {}

/// A view with inspectable properties: stored ones, and `isRound` in an extension.
final class AttributeBadge {
    var title = ""
    var radius: CGFloat = 0
    var width: CGFloat = 0
    private weak var delegate: AttributeDelegate?
}

extension AttributeBadge {
    var isRound: Bool {
        get { radius > 0 }
        set { radius = newValue ? 8 : 0 }
    }
}
