import Prepared
import PreparedResources

/// Whether a class has the property an Interface Builder outlet sets by
/// key-value coding, asked of what can tell without an instance.
///
/// The app's Swift classes answer from the runtime's field records: a stored
/// property of that name, at any access level (`@IBOutlet private weak var`
/// included), in the class or a superclass. Where the Objective-C runtime
/// exists (the app's test target on a device or a simulator) it answers for
/// the rest: a property, a setter (`setName:`) or an instance variable that
/// key-value coding would find, which covers UIKit's and AppKit's own classes
/// and computed `@objc` properties. Without it (Linux, against the stubs), a
/// framework class's outlets are those Interface Builder offers on it and
/// its framework superclasses (``FrameworkOutlets``), and a class with a
/// level neither records nor that table can speak for is unresolved, never
/// reported.
enum OutletResolution {
    /// The property exists; its declared type when field records give it.
    case declared(type: Any.Type?)
    /// No level of the class has it: loading the scene raises `NSUnknownKeyException`.
    case missing
    /// Nothing that can tell without an instance says either way.
    case unresolved

    /// The modules whose classes are the platform's: on an Apple platform Objective-C classes, on Linux the stubs.
    static let frameworkModules: Set<String> = [
        "UIKit", "AppKit", "Foundation", "SwiftUI", "AVKit", "MapKit", "WebKit", "GLKit", "SceneKit", "SpriteKit", "ARKit",
        "QuickLook", "PDFKit", "MetalKit", "__C",
    ]

    /// Whether `property` of `type` is a property key-value coding can set.
    static func of(_ property: String, in type: AnyClass) -> OutletResolution {
        let declared = DeclaredProperties(of: type)
        var vouched = true
        for level in declared.levels {
            let isFramework = frameworkModules.contains(module(of: level.type))
            if level.hasFieldRecords, !isFramework {
                if let found = level.properties.first(where: { $0.name == property }) { return .declared(type: found.type) }
            } else if !hasObjectiveCRuntime {
                guard isFramework, let outlets = FrameworkOutlets.declared(byClassNamed: String(describing: level.type)) else {
                    vouched = false
                    continue
                }
                if outlets.contains(property) { return .declared(type: nil) }
            }
        }
        if let setsKey = ObjectiveCQueries.setsKey(type, property) { return setsKey ? .declared(type: nil) : .missing }
        return vouched ? .missing : .unresolved
    }

    /// Whether this platform has the Objective-C runtime to ask.
    static var hasObjectiveCRuntime: Bool {
        #if canImport(ObjectiveC)
        true
        #else
        false
        #endif
    }

    /// The module a class is declared in, as `String(reflecting:)` names it.
    static func module(of type: AnyClass) -> String {
        let name = String(reflecting: type)
        return name.firstIndex(of: ".").map { String(name[..<$0]) } ?? ""
    }
}
