import Foundation

// The named images and colors a storyboard shows, looked up as UIKit does, in a bundle's asset catalog. The stubs act
// the lookup out on an asset catalog's folder layout (`Assets.xcassets/<name>.imageset`, `<name>.colorset`) in the
// bundle, where an app's built bundle holds the compiled `Assets.car`.

/// Stub of `UITraitCollection` (Apple: `class UITraitCollection`, a subclass of NSObject).
open class UITraitCollection: NSObject {}

/// Stub of `UIImage` (Apple: `class UIImage`, a subclass of NSObject).
open class UIImage: NSObject {
    // Apple: `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)`
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard StubAssets.has(name, kind: "imageset", in: bundle ?? .main) else { return nil }
        super.init()
    }
}

/// Stub of `UIColor` (Apple: `class UIColor`, a subclass of NSObject).
open class UIColor: NSObject {
    // Apple: `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)` (iOS 11.0+)
    @available(iOS 11.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard StubAssets.has(name, kind: "colorset", in: bundle ?? .main) else { return nil }
        super.init()
    }
}

/// The stubs' asset lookup: a folder `<name>.<kind>` in an `Assets.xcassets` folder of the bundle.
public enum StubAssets {
    /// Whether `bundle` holds the asset `name` of `kind` (`imageset`, `colorset`).
    public static func has(_ name: String, kind: String, in bundle: Bundle) -> Bool {
        let folder = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("Assets.xcassets/\(name).\(kind)")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
