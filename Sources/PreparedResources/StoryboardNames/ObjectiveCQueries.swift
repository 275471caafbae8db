import Foundation
#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// What the Objective-C runtime says of the names Interface Builder connects
/// by: whether a class implements a selector, whether key-value coding can
/// set a key. `nil` where there is no Objective-C runtime (Linux): only an
/// Apple platform can tell.
package enum ObjectiveCQueries {
    /// Whether instances of `type` respond to `selector` (`save:`).
    package static func instancesRespond(_ type: AnyClass, _ selector: String) -> Bool? {
        #if canImport(ObjectiveC)
        class_respondsToSelector(type, NSSelectorFromString(selector))
        #else
        nil
        #endif
    }

    /// Whether instances of one of `types` respond to `selector`.
    package static func anyResponds(_ types: [AnyClass], _ selector: String) -> Bool? {
        #if canImport(ObjectiveC)
        let selector = NSSelectorFromString(selector)
        return types.contains { class_respondsToSelector($0, selector) }
        #else
        nil
        #endif
    }

    /// Whether `setValue(_:forKey:)` finds `key` on instances of `type`: a property, the setters `setKey:` and
    /// `_setKey:`, or the instance variables `_key`, `_isKey`, `key`, `isKey`.
    package static func setsKey(_ type: AnyClass, _ key: String) -> Bool? {
        #if canImport(ObjectiveC)
        guard let first = key.first else { return false }
        let capitalized = first.uppercased() + key.dropFirst()
        if class_getProperty(type, key) != nil { return true }
        if ["set\(capitalized):", "_set\(capitalized):"].contains(where: { class_respondsToSelector(type, NSSelectorFromString($0)) }) {
            return true
        }
        return ["_\(key)", "_is\(capitalized)", key, "is\(capitalized)"].contains { class_getInstanceVariable(type, $0) != nil }
        #else
        nil
        #endif
    }

    /// The Objective-C class of the name `name` (`UIView`), the framework's, as an object without a custom class is
    /// made; `nil` where there is no Objective-C runtime, or no such class.
    package static func frameworkClass(named name: String) -> AnyClass? {
        #if canImport(ObjectiveC)
        NSClassFromString(name)
        #else
        nil
        #endif
    }
}
