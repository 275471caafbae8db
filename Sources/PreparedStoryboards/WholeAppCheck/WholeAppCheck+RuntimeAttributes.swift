import Prepared
import PreparedResources

extension WholeAppCheck {
    /// Where a User Defined Runtime Attribute is, as its problems name it: the storyboard and the scene, or the XIB;
    /// the class of the object it sets, and the attribute.
    public struct RuntimeAttributePlace: Sendable, Hashable {
        /// The storyboard's or the XIB's identity without its extension, as the catalog knows it (`Main`,
        /// `Cells/ContactCell`).
        public let file: String
        /// The scene, as its controller's class, storyboard ID or id names it; `nil` for an attribute of a XIB.
        public let scene: String?
        /// The class of the object the attribute sets: its custom class, or the framework class it is made as.
        public let className: String
        /// The attribute, with its key path, type, value and location.
        public let attribute: InterfaceRuntimeAttribute
        /// The platform, whose color and image classes a declaration names.
        package let platform: InterfacePlatform

        /// The attribute `attribute` of an object of `className`, in the scene `scene` of `file` or, without a scene, in
        /// the XIB `file`.
        package init(file: String, scene: String?, className: String, attribute: InterfaceRuntimeAttribute,
                     platform: InterfacePlatform) {
            (self.file, self.scene, self.className, self.attribute, self.platform) = (file, scene, className, attribute, platform)
        }

        /// `Main.storyboard:12:21: the runtime attribute cornerRadius of RoundButton, in the scene ContactListController,`,
        /// or `ContactCell.xib:12:21: the runtime attribute cornerRadius of RoundButton`.
        var prefix: String {
            let what = "the runtime attribute \(attribute.keyPath) of \(className)"
            guard let scene else { return "\(file).xib:\(attribute.location): \(what)" }
            return "\(file).storyboard:\(attribute.location): \(what), in the scene \(scene),"
        }

        /// `scene` or `nib`, what loading sets the attribute.
        var loaded: String { scene == nil ? "nib" : "scene" }

        /// The declaration of the attribute's first key, for its type.
        var declaration: String {
            RuntimeAttributeDeclaration.of(attribute.firstKey, type: attribute.type.description, appKit: platform == .macOS)
        }
    }
}

extension WholeAppCheck.Problem {
    /// The message of ``missingRuntimeAttribute(_:closest:)``.
    static func missingRuntimeAttribute(_ place: WholeAppCheck.RuntimeAttributePlace, closest: String?) -> String {
        let key = place.attribute.firstKey
        let consequence = "\(place.prefix) sets the key \(key), which \(place.className) does not have: loading the \(place.loaded) raises "
            + "NSUnknownKeyException (not key value coding-compliant for the key \(key)). "
        let fix: String
        if place.attribute.keyPath != key {
            // The type of the path's first key is not the attribute's: no declaration to give.
            fix = "Delete the attribute in Interface Builder's Identity inspector, or give \(place.className) a property \(key) whose "
                + "value has the key path's next key."
        } else if let closest {
            fix = "Change the key path to \(place.className)'s \(closest) in Interface Builder's Identity inspector, or declare the "
                + "property in \(place.className): `\(place.declaration)`."
        } else {
            fix = "Delete the attribute in Interface Builder's Identity inspector, or declare the property in \(place.className): "
                + "`\(place.declaration)`."
        }
        return consequence + fix
    }

    /// The message of ``runtimeAttributeTypeMismatch(_:propertyType:propertyAttributeType:)``.
    static func runtimeAttributeTypeMismatch(
        _ place: WholeAppCheck.RuntimeAttributePlace, propertyType: String, propertyAttributeType: String
    ) -> String {
        let type = place.attribute.type.description
        let name = RuntimeAttributeDeclaration.inspectorName(of: type)
        let article = name.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        let value = type == "nil" ? "nil" : "\(article) \(name)" + (place.attribute.value.map { " \($0)" } ?? "")
        return "\(place.prefix) sets \(value) into the property "
            + "\(place.attribute.firstKey), of type \(propertyType), which cannot hold it: loading the \(place.loaded) raises an "
            + "exception, or the property's first use crashes. Set the attribute's Type to "
            + "\(RuntimeAttributeDeclaration.inspectorName(of: propertyAttributeType)) in Interface Builder's Identity inspector, "
            + "or declare the property for the attribute: `\(place.declaration)`."
    }
}
