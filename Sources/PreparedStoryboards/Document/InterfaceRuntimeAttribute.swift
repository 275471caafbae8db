/// A User Defined Runtime Attribute: a value Interface Builder sets on an
/// object by key-value coding (`setValue(_:forKeyPath:)`) when the scene or
/// the nib loads, as the Identity inspector lists it.
///
/// ```xml
/// <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
///     <integer key="value" value="8"/>
/// </userDefinedRuntimeAttribute>
/// <userDefinedRuntimeAttribute type="boolean" keyPath="hoverEnabled" value="YES"/>
/// ```
///
/// An `@IBInspectable` property set in the Attributes inspector is written
/// the same way. A property renamed or removed in Swift but not in Interface
/// Builder is `NSUnknownKeyException … not key value coding-compliant for the
/// key cornerRadius` when the object loads.
public struct InterfaceRuntimeAttribute: Sendable, Hashable {
    /// The type chosen in the Identity inspector, as the file spells it (`type="number"`).
    public enum ValueType: Sendable, Hashable, CustomStringConvertible {
        /// `boolean`: an `NSNumber` of `YES` or `NO`.
        case boolean
        /// `number`: an `NSNumber`, written as an `<integer>` or a `<real>`.
        case number
        /// `string`: an `NSString`.
        case string
        /// `localizedString`: an `NSString` looked up in the file's strings table.
        case localizedString
        /// `color`: a `UIColor` or an `NSColor`.
        case color
        /// `image`: a `UIImage` or an `NSImage` of the name.
        case image
        /// `point`: an `NSValue` of a `CGPoint`.
        case point
        /// `size`: an `NSValue` of a `CGSize`.
        case size
        /// `rect`: an `NSValue` of a `CGRect`.
        case rect
        /// `range`: an `NSValue` of an `NSRange`.
        case range
        /// `nil`: no value.
        case `nil`
        /// A type this reader does not know, as written.
        case other(String)

        /// The types this reader knows.
        private static let known: [ValueType] = [
            .boolean, .number, .string, .localizedString, .color, .image, .point, .size, .rect, .range, .nil,
        ]

        /// The type of the spelling `type` in the file.
        init(spelling type: String) {
            self = Self.known.first { $0.description == type } ?? .other(type)
        }

        /// The spelling the file writes: `number`, `localizedString`.
        public var description: String {
            switch self {
            case .boolean: "boolean"
            case .number: "number"
            case .string: "string"
            case .localizedString: "localizedString"
            case .color: "color"
            case .image: "image"
            case .point: "point"
            case .size: "size"
            case .rect: "rect"
            case .range: "range"
            case .nil: "nil"
            case .other(let spelling): spelling
            }
        }
    }

    /// The key path set, as written: `cornerRadius`, `layer.cornerRadius`.
    public let keyPath: String
    /// The value's type.
    public let type: ValueType
    /// The value as the file writes it, where it is text: `YES`, `8`, `0.5`, `Hello`, an image's or a named color's
    /// name, `{5, 4}` for a point, `{{0, 0}, {10, 20}}` for a rect; `nil` for a color of components and for `nil`.
    public let value: String?
    /// The `id` of the element that holds the attribute.
    package let objectID: String
    /// That element's name: `view`, `button`, `viewController`, `tableViewCell`, …
    package let objectElement: String
    /// That element's custom class (`customClass`), or `nil` when it is made as its framework class.
    package let customClass: String?
    /// The module of that class (`customModule`), when the file names one.
    package let customModule: String?
    /// `target` when that class is in the file's own target (`customModuleProvider`).
    package let customModuleProvider: String?
    /// Where the `<userDefinedRuntimeAttribute>` element starts.
    package let location: SourceLocation

    /// The first key of ``keyPath``, the one key-value coding asks the object itself for: `layer` of
    /// `layer.cornerRadius`.
    package var firstKey: String {
        String(keyPath.prefix { $0 != "." })
    }

    /// The attribute with its value read from the element inside it (`<integer key="value" value="8"/>`).
    func with(value: String?) -> InterfaceRuntimeAttribute {
        InterfaceRuntimeAttribute(keyPath: keyPath, type: type, value: value, objectID: objectID, objectElement: objectElement,
                                   customClass: customClass, customModule: customModule, customModuleProvider: customModuleProvider,
                                   location: location)
    }
}
