/// The Swift property a User Defined Runtime Attribute needs, as the fix of a
/// missing key declares it: its type chosen from the attribute's type, as
/// Interface Builder spells it.
///
/// | Attribute type | Declaration |
/// |---|---|
/// | `number` | `@IBInspectable var cornerRadius: CGFloat = 0` |
/// | `boolean` | `@IBInspectable var isRound: Bool = false` |
/// | `string`, `localizedString` | `@IBInspectable var title: String = ""` |
/// | `color` | `@IBInspectable var borderColor: UIColor?` (`NSColor?` on macOS) |
/// | `image` | `@IBInspectable var icon: UIImage?` (`NSImage?` on macOS) |
/// | `point`, `size`, `rect` | `@IBInspectable var offset: CGPoint = .zero`, `CGSize`, `CGRect` |
/// | `range` | `@objc var selection: NSRange = NSRange()` |
/// | `nil`, any other | `@objc var value: Any?` |
///
/// A number is a `CGFloat`: Interface Builder writes `8` as an `<integer>` even
/// for a `CGFloat` property, so the value cannot tell an `Int` from it, and
/// key-value coding converts the number to whichever the property declares.
package enum RuntimeAttributeDeclaration {
    /// The declaration of the property `key` for an attribute of the type `type` (`number`, `color`), on AppKit
    /// (`appKit`) or UIKit.
    package static func of(_ key: String, type: String, appKit: Bool) -> String {
        switch type {
        case "range": return "@objc var \(key): NSRange = NSRange()"
        case "number", "boolean", "string", "localizedString", "color", "image", "point", "size", "rect":
            return "@IBInspectable var \(key): \(swiftType(of: type, appKit: appKit))"
        default: return "@objc var \(key): Any?"
        }
    }

    /// The type and initial value of the declaration: `CGFloat = 0`, `UIColor?`.
    private static func swiftType(of type: String, appKit: Bool) -> String {
        let prefix = appKit ? "NS" : "UI"
        return switch type {
        case "number": "CGFloat = 0"
        case "boolean": "Bool = false"
        case "color": prefix + "Color?"
        case "image": prefix + "Image?"
        case "point": "CGPoint = .zero"
        case "size": "CGSize = .zero"
        case "rect": "CGRect = .zero"
        default: "String = \"\""
        }
    }

    /// The type as the Identity inspector's menu names it: `Number`, `Localized String`.
    package static func inspectorName(of type: String) -> String {
        switch type {
        case "localizedString": "Localized String"
        case "nil": "Nil"
        default: type.prefix(1).uppercased() + type.dropFirst()
        }
    }
}
