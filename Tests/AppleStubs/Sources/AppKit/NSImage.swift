import Foundation

// The named images and colors a storyboard shows, looked up as AppKit does, in a bundle's asset catalog; acted out on
// an asset catalog's folder layout (`Assets.xcassets/<name>.imageset`, `<name>.colorset`) in the bundle.

/// Stub of `NSImage` (Apple: `class NSImage`, a subclass of NSObject).
open class NSImage: NSObject {
    // Apple: `typealias NSImage.Name = String`
    public typealias Name = String

    override public init() {}

    // Apple: `init?(named name: NSImage.Name)`: an image of the main bundle, or one of AppKit's own (`NSTrashEmpty`),
    // which the stub knows by the `NS` prefix of their names.
    public init?(named name: NSImage.Name) {
        guard name.hasPrefix("NS") || StubAssetCatalog.has(name, kind: "imageset", in: .main) else { return nil }
        super.init()
    }
}

extension Bundle {
    // Apple: `func image(forResource name: NSImage.Name) -> NSImage?` (macOS 10.7+)
    public func image(forResource name: NSImage.Name) -> NSImage? {
        StubAssetCatalog.has(name, kind: "imageset", in: self) ? NSImage() : nil
    }
}

/// Stub of `NSColor` (Apple: `class NSColor`, a subclass of NSObject).
open class NSColor: NSObject {
    // Apple: `typealias NSColor.Name = String`
    public typealias Name = String

    override public init() {}

    // Apple: `init?(named name: NSColor.Name, bundle: Bundle?)` (macOS 10.13+)
    public init?(named name: NSColor.Name, bundle: Bundle?) {
        guard StubAssetCatalog.has(name, kind: "colorset", in: bundle ?? .main) else { return nil }
        super.init()
    }
}

/// The stubs' asset lookup: a folder `<name>.<kind>` in an `Assets.xcassets` folder of the bundle.
enum StubAssetCatalog {
    static func has(_ name: String, kind: String, in bundle: Bundle) -> Bool {
        let folder = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("Assets.xcassets/\(name).\(kind)")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

/// Stub of `NSApplication` (Apple: `@MainActor class NSApplication`, a subclass of NSResponder).
@MainActor
open class NSApplication: NSResponder {}
