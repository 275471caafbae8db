/// An image or a color a storyboard or a XIB names, which UIKit or AppKit loads
/// by name from the app's bundle (its asset catalog) when a scene or a nib loads.
///
/// An image the asset catalog lost is a blank button, not an error: the bundle
/// check finds it on a device.
public struct InterfaceResource: Sendable, Hashable {
    /// What kind of resource it is.
    public enum Kind: Sendable, Hashable {
        /// `<image name="…">`: an image of the asset catalog or the bundle.
        case image
        /// `<namedColor name="…">`: a color of the asset catalog.
        case color
    }

    /// The name the file loads it by.
    public let name: String
    /// An image or a color.
    public let kind: Kind
    /// Where the element starts in the file's `<resources>`.
    package let location: SourceLocation
}
