import Foundation
import Prepared

/// What a User Defined Runtime Attribute's value is, and what a declared
/// property's type can take, in the few kinds where a mismatch is certain.
///
/// Key-value coding converts an `NSNumber` to any number or `Bool`, and a
/// string to a number by parsing it; it unwraps an `NSValue` to a point, a
/// size, a rect or a range of the same kind only. An object of another class
/// it stores as it is. So a value is reported only where no conversion can
/// work: a boolean into a `String`, a color into a `CGFloat`, a point into a
/// `CGSize`, `nil` into a number. A type outside these kinds (a protocol,
/// `Any`, an enum, another class) is never reported.
enum RuntimeAttributeValueKind: String, Equatable {
    /// Each kind's raw value is the attribute type, as the file spells it, that sets a property of the kind.
    case number, string, color, image, point, size, rect, range

    /// The kind of value an attribute of `type` sets; `nil` for `nil` and a type this check does not know.
    init?(attribute type: InterfaceRuntimeAttribute.ValueType) {
        switch type {
        case .boolean, .number: self = .number
        case .string, .localizedString: self = .string
        case .color: self = .color
        case .image: self = .image
        case .point: self = .point
        case .size: self = .size
        case .rect: self = .rect
        case .range: self = .range
        case .nil, .other: return nil
        }
    }

    /// The kind a property of `type` takes, and whether it is optional; `nil` for a type outside these kinds.
    static func of(property type: Any.Type) -> (kind: RuntimeAttributeValueKind, isOptional: Bool)? {
        var type = type
        var isOptional = false
        while let optional = type as? any AnyOptional.Type {
            type = optional.wrappedType
            isOptional = true
        }
        let numbers: [Any.Type] = [Bool.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self,
                                   UInt16.self, UInt32.self, UInt64.self, Float.self, Double.self, CGFloat.self, NSNumber.self]
        let values: [(Any.Type, RuntimeAttributeValueKind)] = [
            (String.self, .string), (NSString.self, .string), (CGPoint.self, .point), (CGSize.self, .size), (CGRect.self, .rect),
            (NSRange.self, .range),
        ]
        let identifier = ObjectIdentifier(type)
        if numbers.contains(where: { ObjectIdentifier($0) == identifier }) { return (.number, isOptional) }
        if let found = values.first(where: { ObjectIdentifier($0.0) == identifier }) { return (found.1, isOptional) }
        // A color or an image: the framework's class (the stubs' on Linux) or a subclass of it.
        var current: AnyClass? = type as? AnyClass
        while let level = current {
            switch String(describing: level) {
            case "UIColor", "NSColor": return (.color, isOptional)
            case "UIImage", "NSImage": return (.image, isOptional)
            default: current = _getSuperclass(level)
            }
        }
        return nil
    }

    /// Whether an attribute of `type` certainly cannot set a property of `propertyType`.
    static func mismatches(_ type: InterfaceRuntimeAttribute.ValueType, _ propertyType: Any.Type) -> Bool {
        guard let property = of(property: propertyType) else { return false }
        guard let value = RuntimeAttributeValueKind(attribute: type) else {
            // `nil` into a number or a geometry value: key-value coding raises in setNilValueForKey:.
            return type == .nil && !property.isOptional && property.kind.isScalar
        }
        // A string into a number is parsed by key-value coding: not certainly wrong.
        if value == .string, property.kind == .number { return false }
        return value != property.kind
    }

    /// The attribute type, as the file spells it, that sets a property of `propertyType`: `boolean` for a `Bool`,
    /// `number`, `color`; `nil` for a type outside these kinds.
    static func attributeType(for propertyType: Any.Type) -> String? {
        var type = propertyType
        while let optional = type as? any AnyOptional.Type { type = optional.wrappedType }
        if type == Bool.self { return "boolean" }
        return of(property: type)?.kind.rawValue
    }

    /// Whether key-value coding unwraps the value to a scalar for this kind.
    var isScalar: Bool {
        switch self {
        case .number, .point, .size, .rect, .range: true
        case .string, .color, .image: false
        }
    }
}
