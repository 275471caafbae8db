import Foundation
@testable import PreparedStoryboards
import Testing

@Suite("Reading .xib files: iOS and tvOS")
struct NibReadingTests {
    @Test("A view controller's XIB gives File's Owner with its class, its outlets and actions, the first responder's, and the resources")
    func viewControllerNib() throws {
        let nib = try NibFixture.read("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController" customModule="App" customModuleProvider="target">
            <connections>
            <outlet property="view" destination="VIW-aa-001" id="o1"/>
            <outlet property="nameField" destination="FLD-aa-001" id="o2"/>
            </connections>
            </placeholder>
            \(NibFixture.iOSFirstResponder)
            <view contentMode="scaleToFill" id="VIW-aa-001">
            <subviews>
            <textField id="FLD-aa-001" customClass="PaddedTextField" customModule="Kit">
            <connections>
            <action selector="editingChanged:" destination="-1" eventType="editingChanged" id="a1"/>
            </connections>
            </textField>
            <button id="BTN-aa-001">
            <connections>
            <action selector="signIn:" destination="-1" eventType="touchUpInside" id="a2"/>
            <action selector="paste:" destination="-2" eventType="touchUpInside" id="a3"/>
            </connections>
            </button>
            </subviews>
            </view>
            """, resources: """
            <image name="Logo" width="10" height="10"/>
            <image name="person" catalog="system" width="10" height="10"/>
            <namedColor name="Brand"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
            """)
        #expect(nib.name == "Inline")
        #expect(nib.platform == .iOS)
        #expect(nib.version == "3.0")
        #expect(nib.toolsVersion == "23504")
        #expect(nib.filesOwner == NibTopLevelObject(
            id: "-1", element: "placeholder", customClass: "LoginController", customModule: "App", customModuleProvider: "target",
            reuseIdentifier: nil, location: SourceLocation(line: 4, column: 162)))
        #expect(nib.filesOwner?.qualifiedClassName == "App.LoginController")
        #expect(nib.topLevelObjects == [NibTopLevelObject(
            id: "VIW-aa-001", element: "view", customClass: nil, customModule: nil, customModuleProvider: nil,
            reuseIdentifier: nil, location: SourceLocation(line: 11, column: 48))])
        #expect(nib.objects.map(\.qualifiedClassName) == ["Kit.PaddedTextField"], "the placeholders' classes are no objects the nib makes")
        #expect(nib.firstResponderIDs == ["-2"])
        #expect(nib.connections.map(\.kind.description) == [
            "outlet view", "outlet nameField", "action editingChanged:", "action signIn:", "action paste:",
        ])
        #expect(nib.connections.map(\.destinationElement) == ["view", "textField", "placeholder", "placeholder", "placeholder"])
        #expect(nib.connections.allSatisfy { !$0.isCrossScene && !$0.isToRepeatingContent })
        #expect(nib.filesOwnerOutlets.map(\.kind) == [.outlet(property: "view"), .outlet(property: "nameField")])
        #expect(nib.filesOwnerActions.map(\.kind) == [
            .action(selector: "editingChanged:", event: "editingChanged"), .action(selector: "signIn:", event: "touchUpInside"),
        ])
        #expect(nib.firstResponderActions.map(\.kind) == [.action(selector: "paste:", event: "touchUpInside")])
        #expect(nib.firstResponderActions.map(\.sourceElement) == ["button"])
        #expect(nib.resources.map(\.name) == ["Logo", "Brand"], "a system image is the system's")
        #expect(nib.resources.map(\.kind) == [.image, .color])
        #expect(nib.resources.map(\.location.line) == [28, 30])
        #expect(nib.prototypes.isEmpty)
        #expect(nib.unrecognized.isEmpty)
    }

    @Test("File's Owner that names no class has a nil class; a NibLoadable view is a top-level object of its own class")
    func nibLoadableView() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.iOSOwner())
            \(NibFixture.iOSFirstResponder)
            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="ProfileCard" customModule="Kit" customModuleProvider="target">
            <subviews>
            <label id="LBL-aa-001"/>
            <imageView id="IMG-aa-001" customClass="AvatarView" customModule="Kit"/>
            </subviews>
            <connections>
            <outlet property="nameLabel" destination="LBL-aa-001" id="o1"/>
            <outlet property="avatar" destination="IMG-aa-001" id="o2"/>
            </connections>
            </view>
            """)
        let owner = try #require(nib.filesOwner)
        #expect(owner.customClass == nil && owner.customModule == nil && owner.qualifiedClassName == nil)
        #expect(owner.id == "-1" && owner.location.line == 4)
        #expect(nib.topLevelObjects.map(\.qualifiedClassName) == ["Kit.ProfileCard"])
        #expect(nib.topLevelObjects.map(\.customModuleProvider) == ["target"])
        #expect(nib.objects.map(\.customClass) == ["ProfileCard", "AvatarView"])
        #expect(nib.objects.map(\.location.line) == [6, 9])
        #expect(nib.connections.map(\.sourceID) == ["iN0-l3-epB", "iN0-l3-epB"])
        #expect(nib.filesOwnerOutlets.isEmpty && nib.filesOwnerActions.isEmpty)
        #expect(nib.connections.map(\.destinationElement) == ["label", "imageView"])
    }

    @Test("A view whose File's Owner is its own class loads its contents into itself: the owner's outlet to the top-level view")
    func ownerLoadedView() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.iOSOwner(#"customClass="RatingControl" customModule="Kit""#, inside: """
            <connections><outlet property="contentView" destination="CNT-aa-001" id="o1"/></connections>
            """))
            \(NibFixture.iOSFirstResponder)
            <view id="CNT-aa-001"/>
            """)
        #expect(nib.filesOwner?.qualifiedClassName == "Kit.RatingControl")
        #expect(nib.filesOwnerOutlets.map(\.kind) == [.outlet(property: "contentView")])
        #expect(nib.filesOwnerOutlets.map(\.destinationElement) == ["view"])
        #expect(nib.topLevelObjects.map(\.id) == ["CNT-aa-001"])
        #expect(nib.topLevelObject(id: "CNT-aa-001")?.element == "view")
        #expect(nib.topLevelObject(id: "-1") == nil, "File's Owner is no top-level object the nib makes")
    }

    @Test("Top-level cells and reusable views carry their reuse identifiers; an outlet into a cell is no repeating content in a XIB")
    func cells() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.iOSOwner(#"customClass="ContactsController""#, inside: """
            <connections><outlet property="badge" destination="BDG-aa-001" id="o1"/></connections>
            """))
            \(NibFixture.iOSFirstResponder)
            <tableViewCell reuseIdentifier="ContactCell" id="KGk-i7-Jjw" customClass="ContactCell" customModule="App">
            <tableViewCellContentView key="contentView" id="H2p-sc-9uM">
            <subviews>
            <label id="NAM-aa-001"/>
            <label id="BDG-aa-001"/>
            </subviews>
            </tableViewCellContentView>
            <connections>
            <outlet property="nameLabel" destination="NAM-aa-001" id="o2"/>
            </connections>
            </tableViewCell>
            <collectionViewCell reuseIdentifier="PhotoCell" id="gTV-IL-0wX" customClass="PhotoCell"/>
            <collectionReusableView reuseIdentifier="SectionHeader" id="U6b-Vx-4bR" customClass="SectionHeader"/>
            <tableViewCell id="STC-aa-001"/>
            <tableViewCell reuseIdentifier="" id="EMP-aa-001"/>
            """)
        #expect(nib.topLevelObjects.map(\.reuseIdentifier) == ["ContactCell", "PhotoCell", "SectionHeader", nil, nil])
        #expect(nib.topLevelObjects.map(\.element) == [
            "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCell", "tableViewCell",
        ])
        #expect(nib.topLevelObjects.map(\.customClass) == ["ContactCell", "PhotoCell", "SectionHeader", nil, nil])
        #expect(nib.topLevelObjects.first?.location == SourceLocation(line: 6, column: 106))
        #expect(nib.prototypes.isEmpty, "a top-level cell sits in no table: it is registered, not a prototype")
        #expect(nib.connections.map(\.isToRepeatingContent) == [false, false])
        #expect(nib.connections.map(\.destinationElement) == ["label", "label"])
    }

    @Test("A tvOS XIB is read with its platform")
    func tvOS() throws {
        let nib = try NibFixture.read("""
            \(NibFixture.iOSOwner(#"customClass="PosterController" customModule="TV""#))
            \(NibFixture.iOSFirstResponder)
            <collectionViewCell reuseIdentifier="Poster" id="PST-aa-001" customClass="PosterCell" customModule="TV"/>
            """, type: NibFixture.tvOS)
        #expect(nib.platform == .tvOS)
        #expect(nib.filesOwner?.qualifiedClassName == "TV.PosterController")
        #expect(nib.topLevelObjects.map(\.reuseIdentifier) == ["Poster"])
    }

    @Test("What a XIB's document holds is known; an element it does not, or another format version, is kept and reported")
    func unrecognized() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/></dependencies>
            <objects>\(NibFixture.iOSOwner())</objects>
            <resources/>
            <designables/>
            <scenes/>
            </document>
            """
        let nib = try NibDocument(data: Data(text.utf8), name: "Known")
        #expect(nib.unrecognized.map(\.description) == ["unknown element 'scenes'"], "a XIB has no scenes")
        #expect(nib.unrecognized.map(\.location.line) == [8])
        let future = try NibDocument(data: Data(text.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"4.0\"").utf8), name: "Future")
        #expect(future.unrecognized.map(\.description) == ["unknown document version '4.0'", "unknown element 'scenes'"])
    }

    @Test("The same bytes read and fail alike given to the parser whole or streamed",
          arguments: [
              NibFixture.text(NibFixture.iOSOwner(#"customClass="A""#) + "\n" + #"<view id="V" customClass="B"/>"#),
              NibFixture.text(#"<view id="V">"#),
              NibFixture.text("", type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"),
              "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\"><data/></archive>",
          ])
    func streamedAndWholeAlike(text: String) {
        expectAlikeWholeAndStreamed { limit throws(InterfaceReadError) in try NibDocument(data: Data(text.utf8), name: "Same", wholeFileLimit: limit) }
    }
}
