import Foundation
import Prepared
import PreparedResources
import PreparedStoryboards
import Testing

/// The whole-app check of XIBs' outlets (File's Owner's and every custom-class object's) and custom classes against
/// the app's classes, from their types.
@Suite("XIB outlets and custom classes checked against the app's classes")
@MainActor
struct NibOutletCheckTests {
    /// An iOS XIB whose File's Owner is a view controller: outlets to its view (inherited), two text fields (one
    /// `private`) and a collection of both; `ownerOutlets` replaces them.
    static func login(ownerOutlets: String? = nil, buttonClass: String = "NibRoundButton") -> String {
        NibFixture.text("""
            \(NibFixture.iOSOwner(#"customClass="NibLoginController" customModule="App" customModuleProvider="target""#, inside: """

              <connections>
            \(ownerOutlets ?? """
                <outlet property="view" destination="root" id="c1"/>
                <outlet property="nameField" destination="name" id="c2"/>
                <outlet property="passwordField" destination="password" id="c3"/>
                <outletCollection property="fields" destination="name" id="c4"/>
                <outletCollection property="fields" destination="password" id="c5"/>
            """)
              </connections>

            """))
            \(NibFixture.iOSFirstResponder)
            <view contentMode="scaleToFill" id="root">
              <subviews>
                <textField id="name" customClass="NibTextField" customModule="App" customModuleProvider="target"/>
                <textField id="password" customClass="NibTextField" customModule="App" customModuleProvider="target"/>
                <button id="login" customClass="\(buttonClass)" customModule="App" customModuleProvider="target"/>
              </subviews>
            </view>
            """)
    }

    /// An iOS XIB of one table view cell, without a File's Owner class, whose outlets are the cell's.
    static func cell(nameOutlet: String = "nameLabel") -> String {
        NibFixture.text("""
            \(NibFixture.iOSOwner())
            \(NibFixture.iOSFirstResponder)
            <tableViewCell reuseIdentifier="ContactCell" id="cell" customClass="NibContactCell" customModule="App" customModuleProvider="target">
              <tableViewCellContentView key="contentView" id="content">
                <subviews>
                  <label id="nameLabel" customClass="NibLabel" customModule="App" customModuleProvider="target"/>
                  <imageView id="photo"/>
                </subviews>
              </tableViewCellContentView>
              <connections>
                <outlet property="\(nameOutlet)" destination="nameLabel" id="c1"/>
                <outlet property="photoView" destination="photo" id="c2"/>
              </connections>
            </tableViewCell>
            """)
    }

    /// A macOS XIB whose File's Owner is a window controller, with outlets to its window (inherited) and a button.
    static func preferencesWindow(buttonOutlet: String = "okButton") -> String {
        NibFixture.text("""
        <customObject id="-2" userLabel="File's Owner" customClass="NibPreferencesController" customModule="App" customModuleProvider="target">
          <connections>
            <outlet property="window" destination="win" id="c1"/>
            <outlet property="\(buttonOutlet)" destination="ok" id="c2"/>
          </connections>
        </customObject>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        <window title="Preferences" id="win">
          <view key="contentView" id="content">
            <subviews>
              <button id="ok" customClass="NibMacButton" customModule="App" customModuleProvider="target"/>
            </subviews>
          </view>
        </window>
        """, type: NibFixture.macOS)
    }

    /// The classes the generated `Nibs.nibClasses` lists for the three XIBs.
    static let nibClasses: [AnyClass] = [
        NibLoginController.self, NibTextField.self, NibRoundButton.self, NibContactCell.self, NibLabel.self,
        NibPreferencesController.self, NibMacButton.self,
    ]

    /// The whole-app check of the three XIBs (each replaceable), checked against `nibClasses`.
    static func map(login: String = login(), cell: String = cell(), preferences: String = preferencesWindow(),
                    nibClasses: [AnyClass] = nibClasses) throws -> WholeAppCheck {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixture.write(login, to: "Login/LoginController.xib", in: folder)
        try Fixture.write(cell, to: "ContactCell.xib", in: folder)
        try Fixture.write(preferences, to: "PreferencesWindow.xib", in: folder)
        return WholeAppCheck(reading: [folder], appClasses: AppClasses(nibs: nibClasses))
    }

    @Test("XIB outlets of File's Owner and of custom-class objects, private and inherited ones included, pass")
    func healthy() throws {
        let map = try Self.map()
        #expect(map.catalog.nibs.count == 3)
        #expect(OutletCheckTests.problems(map).isEmpty, "\(map)")
        #expect(map.uncheckedNibs.isEmpty)
        #expect(map.isValid, "\(map)")
        #expect(map.description == "Whole-app check: 0 storyboards, 0 scenes, 0 segues checked, all valid")
    }

    @Test("An outlet renamed in a XIB is reported once, naming the .xib file, the class and the closest property")
    func renamedOutlet() throws {
        let problems = OutletCheckTests.problems(try Self.map(cell: Self.cell(nameOutlet: "nameLable")))
        #expect(problems.map(\.description) == [
            "ContactCell.xib:14:65: the outlet nameLable of NibContactCell names no property of NibContactCell: loading the nib "
                + "raises NSUnknownKeyException (not key value coding-compliant for the key nameLable). Connect the outlet to "
                + "NibContactCell's nameLabel in Interface Builder instead, or declare the property: "
                + "`@IBOutlet weak var nameLable: NibLabel!`.",
        ])
        guard case let .missingOutlet(place, isCollection, destination, closest) = try #require(problems.first) else { return }
        #expect(place.file == "ContactCell" && place.scene == nil && place.className == "NibContactCell" && place.property == "nameLable")
        #expect(!isCollection && destination == "NibLabel" && closest == "nameLabel")
        let mac = OutletCheckTests.problems(try Self.map(preferences: Self.preferencesWindow(buttonOutlet: "okButon")))
        #expect(mac.map(\.description) == [
            "PreferencesWindow.xib:7:56: the outlet okButon of NibPreferencesController names no property of "
                + "NibPreferencesController: loading the nib raises NSUnknownKeyException (not key value coding-compliant for the "
                + "key okButon). Connect the outlet to NibPreferencesController's okButton in Interface Builder instead, or declare "
                + "the property: `@IBOutlet weak var okButon: NibMacButton!`.",
        ], "macOS File's Owner, id -2")
    }

    @Test("A File's Owner's outlet collection on a non-array, and an outlet of a type that cannot hold its object, are reported once each")
    func wrongTypes() throws {
        let collection = try Self.map(login: Self.login(ownerOutlets: #"    <outletCollection property="passwordField" destination="password" id="c5"/>"#))
        #expect(OutletCheckTests.problems(collection).map(\.description) == [
            "Login/LoginController.xib:6:78: the outlet passwordField of NibLoginController sets an array, and its property "
                + "passwordField is of type NibTextField?. Declare `@IBOutlet var passwordField: [NibTextField]!`.",
        ])
        let mistyped = try Self.map(login: Self.login(ownerOutlets: #"    <outlet property="nameField" destination="login" id="c2"/>"#))
        #expect(OutletCheckTests.problems(mistyped).map(\.description) == [
            "Login/LoginController.xib:6:61: the outlet nameField of NibLoginController connects a NibRoundButton, which its "
                + "property nameField, of type NibTextField?, cannot hold: the framework sets it anyway, and the property's "
                + "first use crashes. Declare `@IBOutlet weak var nameField: NibRoundButton!`, or connect the outlet to an object "
                + "of the property's type.",
        ])
    }

    @Test("A XIB object's custom class that is none of the nib classes passed is reported once; without them, it is not")
    func unknownClass() throws {
        let login = Self.login(buttonClass: "NibRoundButon")
        let problems = OutletCheckTests.problems(try Self.map(login: login))
        #expect(problems.map(\.description) == [
            "Login/LoginController.xib:18:100: the button has the class NibRoundButon, which is not among the nib classes passed: "
                + "where no class of that name exists at run time, the framework logs \"Unknown class NibRoundButon in Interface "
                + "Builder file\" and makes a UIButton. Pass NibRoundButon.self in `AppClasses(nibs:)` (the generated "
                + "`Storyboards.appClasses` lists every one), or set the button's Custom Class in Interface Builder to a class of the app.",
        ])
        guard case let .unknownObjectClass(file, scene, element, className, frameworkClass, _) = try #require(problems.first) else { return }
        #expect(file == "Login/LoginController" && scene == nil && element == "button" && className == "NibRoundButon")
        #expect(frameworkClass == "UIButton")
        let withoutList = try Self.map(login: login, nibClasses: [])
        #expect(OutletCheckTests.problems(withoutList).isEmpty, "no nib classes, no check of the objects' classes")
    }

    @Test("A XIB whose File's Owner's class is not among the classes passed is counted, its outlets left unchecked, no class guessed")
    func unknownFilesOwner() throws {
        // Without NibLoginController, a renamed outlet of File's Owner cannot be told from a good one.
        let login = Self.login(ownerOutlets: #"    <outlet property="nameFeld" destination="name" id="c2"/>"#)
        let map = try Self.map(login: login, nibClasses: Self.nibClasses.filter { $0 != NibLoginController.self })
        #expect(OutletCheckTests.problems(map).isEmpty, "\(map)")
        #expect(map.isValid)
        let unchecked = try #require(map.uncheckedNibs.first)
        #expect(map.uncheckedNibs.count == 1)
        #expect(unchecked.file == "Login/LoginController" && unchecked.className == "NibLoginController" && unchecked.outlets == 1)
        #expect(map.description.components(separatedBy: "\n").last == "  unchecked  Login/LoginController.xib: File's Owner's class "
            + "NibLoginController is not among the classes passed: its 1 outlet is not checked. Pass NibLoginController.self in "
            + "`AppClasses(nibs:)` to check it.")
    }
}

// MARK: - Fixtures

final class NibTextField {}

final class NibRoundButton {}

final class NibLabel {}

final class NibMacButton {}

/// UIViewController's `view`, as a stand-in declares it: UIKit's classes do not exist here.
class NibBaseController {
    var view: AnyObject?
}

final class NibLoginController: NibBaseController {
    // Read by the XIB check only, as UIKit sets an `@IBOutlet private weak var` by key-value coding.
    private weak var nameField: NibTextField?
    weak var passwordField: NibTextField?
    var fields: [NibTextField] = []
}

final class NibContactCell {
    private weak var nameLabel: NibLabel?
    weak var photoView: AnyObject?
}

/// NSWindowController's `window`, as a stand-in declares it.
class NibBaseWindowController {
    var window: AnyObject?
}

final class NibPreferencesController: NibBaseWindowController {
    private weak var okButton: NibMacButton?
}
