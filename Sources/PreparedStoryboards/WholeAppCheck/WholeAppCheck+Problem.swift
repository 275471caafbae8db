import Prepared

extension WholeAppCheck {
    /// A problem that makes the check invalid.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// A file could not be read.
        case unreadable(InterfaceReadError)
        /// A scene's class is neither among the classes passed nor found in the module.
        case unknownClass(storyboard: String, scene: String, className: String, location: SourceLocation)
        /// A scene's class names another module (its `customModule`) than the class of that name that was passed.
        case classOfAnotherModule(storyboard: String, scene: String, className: String, module: String, passedModule: String,
                                  location: SourceLocation)
        /// A prototype's custom class is not among the prototype classes passed.
        case unknownPrototypeClass(storyboard: String, scene: String, identifier: String, className: String, location: SourceLocation)
        /// An outlet names a property its object's class does not have: loading the scene or the nib raises
        /// `NSUnknownKeyException`. `closest` is the class's property of the nearest name.
        case missingOutlet(OutletPlace, isCollection: Bool, destinationClass: String, closest: String?)
        /// An outlet's property is of a type that cannot hold the object the outlet connects.
        case outletTypeMismatch(OutletPlace, propertyType: String, destinationClass: String, isCollection: Bool)
        /// An outlet collection's property is no array.
        case outletCollectionNotArray(OutletPlace, propertyType: String, destinationClass: String)
        /// A User Defined Runtime Attribute's first key names no property of its object's class, as the Objective-C
        /// runtime says: loading the scene or the nib raises `NSUnknownKeyException`. `closest` is the class's stored
        /// property of the nearest name. Reported only where the Objective-C runtime answers (an Apple platform).
        case missingRuntimeAttribute(RuntimeAttributePlace, closest: String?)
        /// A User Defined Runtime Attribute sets a value its property's declared type (`propertyType`) certainly
        /// cannot hold: a boolean into a `String`, a color into a `CGFloat`.
        case runtimeAttributeTypeMismatch(RuntimeAttributePlace, propertyType: String, propertyAttributeType: String)
        /// An object's custom class is none of the object classes passed (of a XIB, none of the nib classes passed):
        /// the framework makes it as its own class.
        ///
        /// `file` is the storyboard's or the XIB's identity without its extension (``InterfaceCatalog/paths``,
        /// ``InterfaceCatalog/nibPaths``); `scene` is `nil` for an object of a XIB, which has no scenes.
        case unknownObjectClass(file: String, scene: String?, element: String, className: String, frameworkClass: String,
                                location: SourceLocation)
        /// A finding of the lint.
        case lint(InterfaceFinding)

        /// What is wrong and what to change.
        public var description: String {
            switch self {
            case .unreadable(let error):
                error.description
            case let .unknownClass(storyboard, scene, className, location):
                "\(storyboard).storyboard:\(location): the scene \(scene) has the class \(className), which is not among the classes "
                    + "passed and not found in the module. Pass \(className).self in `classes:`, or the app's module name in `module:`."
            case let .classOfAnotherModule(storyboard, scene, className, module, passedModule, location):
                "\(storyboard).storyboard:\(location): the scene \(scene) has the class \(className) of the module \(module) "
                    + "(its customModule), and the \(className) passed is of the module \(passedModule). Pass \(module).\(className).self, "
                    + "or set the scene's module to \(passedModule) in Interface Builder."
            case let .unknownPrototypeClass(storyboard, scene, identifier, className, location):
                "\(storyboard).storyboard:\(location): the prototype '\(identifier)' of \(scene) has the class \(className), which is "
                    + "not among the prototype classes passed: a table or collection makes it as its framework class. Pass "
                    + "\(className).self in `AppClasses(prototypes:)` (the generated `Storyboards.appClasses` lists every one), or set the "
                    + "prototype's Custom Class to a class of the app in Interface Builder."
            case let .missingOutlet(place, isCollection, destinationClass, closest):
                "\(place.prefix) names no property of \(place.className): loading the \(place.scene == nil ? "nib" : "scene") raises "
                    + "NSUnknownKeyException (not key value coding-compliant for the key \(place.property)). "
                    + (closest.map { "Connect the outlet to \(place.className)'s \($0) in Interface Builder instead, or declare " }
                        ?? "Delete the outlet in Interface Builder's Connections inspector, or declare ")
                    + "the property: `\(Self.declaration(place.property, destinationClass, isCollection: isCollection))`."
            case let .outletTypeMismatch(place, propertyType, destinationClass, isCollection):
                "\(place.prefix) connects \(TypeName.withArticle(destinationClass))"
                    + (isCollection ? " into its property \(place.property), of type \(propertyType), which cannot hold one: "
                        : ", which its property \(place.property), of type \(propertyType), cannot hold: ")
                    + "the framework sets it anyway, and the "
                    + "property's first use crashes. Declare `\(Self.declaration(place.property, destinationClass, isCollection: isCollection))`, "
                    + "or connect the outlet to an object of the property's type."
            case let .outletCollectionNotArray(place, propertyType, destinationClass):
                "\(place.prefix) sets an array, and its property \(place.property) is of type \(propertyType). Declare "
                    + "`\(Self.declaration(place.property, destinationClass, isCollection: true))`."
            case let .missingRuntimeAttribute(place, closest):
                Self.missingRuntimeAttribute(place, closest: closest)
            case let .runtimeAttributeTypeMismatch(place, propertyType, propertyAttributeType):
                Self.runtimeAttributeTypeMismatch(place, propertyType: propertyType, propertyAttributeType: propertyAttributeType)
            case let .unknownObjectClass(file, scene?, element, className, frameworkClass, location):
                "\(file).storyboard:\(location): the \(element) in the scene \(scene) has the class \(className), which is not "
                    + Self.unknownClassConsequence(className, frameworkClass, list: "object")
                    + "\(className).self in `AppClasses(objects:)` (the generated `Storyboards.appClasses` lists every one), or set the "
                    + "\(element)'s Custom Class in Interface Builder to a class of the app."
            case let .unknownObjectClass(file, nil, element, className, frameworkClass, location):
                "\(file).xib:\(location): the \(element) has the class \(className), which is not "
                    + Self.unknownClassConsequence(className, frameworkClass, list: "nib")
                    + "\(className).self in `AppClasses(nibs:)` (the generated `Storyboards.appClasses` lists every one), or set the "
                    + "\(element)'s Custom Class in Interface Builder to a class of the app."
            case .lint(let finding):
                finding.description
            }
        }

        /// What the framework does with an object of a class it cannot find, up to the fix's `Pass `.
        private static func unknownClassConsequence(_ className: String, _ frameworkClass: String, list: String) -> String {
            "among the \(list) classes passed: where no class of that name exists at run time, the framework logs "
                + "\"Unknown class \(className) in Interface Builder file\" and makes \(TypeName.withArticle(frameworkClass)). Pass "
        }

        /// The property an outlet needs, as Swift declares it.
        private static func declaration(_ property: String, _ className: String, isCollection: Bool) -> String {
            isCollection ? "@IBOutlet var \(property): [\(className)]!" : "@IBOutlet weak var \(property): \(className)!"
        }
    }

    /// Where an outlet is, as its problems name it: the storyboard and the scene, or the XIB; the class of the object
    /// whose property it sets, the property and the line.
    public struct OutletPlace: Sendable, Hashable {
        /// The storyboard's or the XIB's identity without its extension, as the catalog knows it (`Main`,
        /// `Base.lproj/Main`, `Cells/ContactCell`).
        public let file: String
        /// The scene, as its controller's class, storyboard ID or id names it; `nil` for an outlet of a XIB, which has
        /// no scenes.
        public let scene: String?
        /// The custom class of the object whose property the outlet sets (of a XIB, File's Owner's class too).
        public let className: String
        /// The property the outlet names.
        public let property: String
        /// Where the `<outlet>` element is.
        public let location: SourceLocation

        /// `Main.storyboard:12:21: the outlet nameLabel of ContactCell, in the scene ContactListController,`, or
        /// `ContactCell.xib:12:21: the outlet nameLabel of ContactCell`.
        var prefix: String {
            guard let scene else { return "\(file).xib:\(location): the outlet \(property) of \(className)" }
            return "\(file).storyboard:\(location): the outlet \(property) of \(className), in the scene \(scene),"
        }
    }
}
