import Foundation
import Prepared
import PreparedResources
import PreparedStoryboards
import Testing

/// The whole-app check of a storyboard's outlets and custom classes against the app's classes, from their types.
@Suite("Outlets and custom classes checked against the app's classes")
@MainActor
struct OutletCheckTests {
    /// A scene whose controller and cell set outlets: `outlets` in the cell's `<connections>`.
    static func storyboard(cellOutlets: String, controllerOutlets: String = "", extra: String = "") -> String {
        Fixture.storyboardText("""
            <scene sceneID="s1"><objects>
              <tableViewController id="list" customClass="OutletListController" sceneMemberID="viewController">
                <tableView key="view" id="table">
                  <prototypes>
                    <tableViewCell reuseIdentifier="Cell" id="cell" customClass="OutletCell">
                      <label id="name" customClass="OutletLabel"/>
                      <view id="photo" customClass="OutletPhotoView"/>
                      <label id="plain"/>
                      <connections>
            \(cellOutlets)
                      </connections>
                    </tableViewCell>
                  </prototypes>
                  <connections>
                    <outlet property="dataSource" destination="list" id="ds"/>
                  </connections>
                </tableView>
                \(extra)
                <connections>
            \(controllerOutlets)
                </connections>
              </tableViewController>
            </objects></scene>
            """, initial: "list")
    }

    static func map(_ text: String, objectClasses: [AnyClass] = [OutletLabel.self, OutletPhotoView.self]) throws -> WholeAppCheck {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixture.write(text, to: "Main.storyboard", in: folder)
        return WholeAppCheck(reading: [folder.appendingPathComponent("Main.storyboard")], appClasses: AppClasses(
            scenes: [OutletListController.self], prototypes: [OutletCell.self], objects: objectClasses))
    }

    /// The whole-app check's problems other than the lint's.
    static func problems(_ map: WholeAppCheck) -> [WholeAppCheck.Problem] {
        map.problems.filter { if case .lint = $0 { false } else { true } }
    }

    @Test("Outlets that name properties of their class, private and inherited ones included, of types that hold what they connect, pass")
    func healthy() throws {
        let map = try Self.map(Self.storyboard(cellOutlets: """
            <outlet property="nameLabel" destination="name" id="o1"/>
            <outlet property="photoView" destination="photo" id="o2"/>
            <outletCollection property="labels" destination="name" id="o3"/>
            <outletCollection property="labels" destination="plain" id="o4"/>
            <outlet property="anyView" destination="plain" id="o5"/>
            """, controllerOutlets: """
            <outlet property="header" destination="name" id="o6"/>
            """))
        #expect(Self.problems(map).isEmpty, "\(map)")
    }

    @Test("An outlet whose property was renamed in Swift is reported with the storyboard, the scene, the class, the closest property and a declaration that compiles")
    func renamedProperty() throws {
        let map = try Self.map(Self.storyboard(cellOutlets: """
            <outlet property="nameLable" destination="name" id="o1"/>
            <outlet property="subtitle" destination="plain" id="o2"/>
            <outletCollection property="badges" destination="plain" id="o3"/>
            """))
        let problems = Self.problems(map)
        #expect(problems.count == 3, "\(map)")
        #expect(problems.first?.description == "Main.storyboard:13:56: the outlet nameLable of OutletCell, in the scene "
            + "OutletListController, names no property of OutletCell: loading the scene raises NSUnknownKeyException (not key value "
            + "coding-compliant for the key nameLable). Connect the outlet to OutletCell's nameLabel in Interface Builder instead, or "
            + "declare the property: `@IBOutlet weak var nameLable: OutletLabel!`.")
        #expect(problems.dropFirst().first?.description.hasSuffix("names no property of OutletCell: loading the scene raises "
            + "NSUnknownKeyException (not key value coding-compliant for the key subtitle). Delete the outlet in Interface Builder's "
            + "Connections inspector, or declare the property: `@IBOutlet weak var subtitle: UILabel!`.") == true,
                "a framework class's element gives its class: <label> is a UILabel")
        #expect(problems.last?.description.hasSuffix("declare the property: `@IBOutlet var badges: [UILabel]!`.") == true)
        guard case let .missingOutlet(place, isCollection, destination, closest) = try #require(problems.first) else {
            Issue.record("\(problems)")
            return
        }
        #expect(place.file == "Main" && place.scene == "OutletListController" && place.className == "OutletCell")
        #expect(place.property == "nameLable" && place.location.line == 13)
        #expect(!isCollection && destination == "OutletLabel" && closest == "nameLabel")
    }

    @Test("A missing outlet's suggestion never names a property another outlet of the object connects, nor one of a type that cannot hold its object")
    func suggestionIsARename() throws {
        let map = try Self.map(Self.storyboard(cellOutlets: """
            <outlet property="nameLabel" destination="name" id="o1"/>
            <outlet property="nameLabels" destination="name" id="o2"/>
            <outlet property="photoVew" destination="name" id="o3"/>
            <outlet property="photoVew2" destination="photo" id="o4"/>
            """))
        let problems = Self.problems(map)
        #expect(problems.count == 3, "\(map)")
        let closest = problems.map { problem -> String? in
            guard case let .missingOutlet(_, _, _, closest) = problem else { return "not a missing outlet" }
            return closest
        }
        #expect(closest == [nil, nil, "photoView"], "nameLabel is connected; photoView cannot hold an OutletLabel")
        #expect(problems.first?.description.contains("Delete the outlet in Interface Builder's Connections inspector") == true)
    }

    @Test("An outlet to a stored property named with a leading underscore passes, and one to its computed twin is no wrapper's")
    func underscoredOutlet() throws {
        let healthy = try Self.map(Self.storyboard(cellOutlets: #"<outlet property="_helpLabel" destination="name" id="o1"/>"#))
        #expect(Self.problems(healthy).isEmpty, "\(healthy)")
        let renamed = try Self.map(Self.storyboard(cellOutlets: #"<outlet property="_helpLable" destination="name" id="o1"/>"#))
        #expect(Self.problems(renamed).map(\.description).first?.contains(
            "Connect the outlet to OutletCell's _helpLabel in Interface Builder instead") == true, "\(renamed)")
    }

    @Test("An outlet's property of a type that cannot hold the object, and an outlet collection whose property is no array, are reported")
    func wrongTypes() throws {
        let map = try Self.map(Self.storyboard(cellOutlets: """
            <outlet property="nameLabel" destination="photo" id="o1"/>
            <outletCollection property="photoView" destination="photo" id="o2"/>
            <outletCollection property="labels" destination="photo" id="o3"/>
            """))
        let descriptions = Self.problems(map).map(\.description)
        #expect(descriptions == [
            "Main.storyboard:13:57: the outlet nameLabel of OutletCell, in the scene OutletListController, connects an "
                + "OutletPhotoView, which its property nameLabel, of type OutletLabel?, cannot hold: the framework sets it anyway, and "
                + "the property's first use crashes. Declare `@IBOutlet weak var nameLabel: OutletPhotoView!`, or connect the outlet to "
                + "an object of the property's type.",
            "Main.storyboard:14:67: the outlet photoView of OutletCell, in the scene OutletListController, sets an array, and its "
                + "property photoView is of type OutletPhotoView?. Declare `@IBOutlet var photoView: [OutletPhotoView]!`.",
            "Main.storyboard:15:64: the outlet labels of OutletCell, in the scene OutletListController, connects an OutletPhotoView "
                + "into its property labels, of type [OutletLabel], which cannot hold one: the framework sets it anyway, and the "
                + "property's first use crashes. Declare `@IBOutlet var labels: [OutletPhotoView]!`, or connect the outlet to an object of the property's type.",
        ], "\(map)")
    }

    @Test("An object whose custom class is none of the object classes passed is reported; without the list, it is not")
    func unknownObjectClass() throws {
        let text = Self.storyboard(cellOutlets: "", extra: #"<button id="add" customClass="MissingButton" customModule="Kit"/>"#)
        let problems = Self.problems(try Self.map(text))
        #expect(problems.map(\.description) == [
            "Main.storyboard:21:68: the button in the scene OutletListController has the class Kit.MissingButton, which is not among "
                + "the object classes passed: where no class of that name exists at run time, the framework logs \"Unknown class "
                + "Kit.MissingButton in Interface Builder file\" and makes a UIButton. Pass Kit.MissingButton.self in `AppClasses(objects:)` "
                + "(the generated `Storyboards.appClasses` lists every one), or set the button's Custom Class in Interface Builder "
                + "to a class of the app.",
        ])
        #expect(Self.problems(try Self.map(text, objectClasses: [])).isEmpty, "no list, no check of the objects' classes")
    }

    @Test("Outlets of an object without a custom class, or of a class not found, are the framework's and not checked")
    func frameworkOwners() throws {
        // `<tableView>`'s dataSource is UITableView's; an owner whose class is not found cannot be asked.
        let text = Self.storyboard(cellOutlets: "", extra: """
            <view id="other" customClass="UnfoundView"><connections><outlet property="whatever" destination="name" id="o9"/></connections></view>
            """)
        let problems = Self.problems(try Self.map(text, objectClasses: []))
        #expect(problems.isEmpty, "\(problems)")
    }
}

// MARK: - Fixtures

final class OutletLabel {}

final class OutletPhotoView {}

class OutletBaseListController {
    weak var header: OutletLabel?
}

final class OutletListController: OutletBaseListController {}

final class OutletCell {
    // Read by the storyboard check only, as UIKit sets an `@IBOutlet private weak var` by key-value coding.
    private weak var nameLabel: OutletLabel?
    weak var photoView: OutletPhotoView?
    var labels: [OutletLabel] = []
    weak var anyView: AnyObject?
    // As macOS apps declare an outlet whose computed twin casts it: a plain stored property, no wrapper's storage.
    var _helpLabel: OutletLabel!
    var helpLabel: OutletLabel? { _helpLabel }
}
