/// A `.xib` file read into typed values: its File's Owner, its top-level
/// objects, every object of a custom class, the outlets and actions that
/// connect them, and the images and colors it names.
///
/// A XIB holds one set of objects where a storyboard holds scenes: the view,
/// cell or window that code loads with `UINib(nibName:bundle:)`,
/// `Bundle.loadNibNamed(_:owner:)` or a controller's `init(nibName:bundle:)`,
/// and File's Owner, which stands for the object passed as the owner (the
/// controller, or the view that loads its own contents).
///
/// ```swift
/// let nib = try NibDocument(contentsOf: url)
/// print(nib.filesOwner?.customClass ?? "no class")
/// for cell in nib.topLevelObjects where cell.reuseIdentifier != nil { print(cell.customClass ?? cell.element) }
/// ```
public struct NibDocument: Sendable, Hashable {
    /// The file's name without `.xib`, the name code loads it by.
    public let name: String
    /// The platform, from the document `type`.
    public let platform: InterfacePlatform
    /// The document format's `version`: `3.0` for every XIB since Xcode 5.
    public let version: String
    /// The `toolsVersion` attribute as written: a number for Xcode, anything for other tools.
    public let toolsVersion: String?
    /// File's Owner: iOS and tvOS `<placeholder placeholderIdentifier="IBFilesOwner" id="-1">`, macOS
    /// `<customObject id="-2" userLabel="File's Owner">`, with the class the XIB names for it; `nil` when the file has
    /// none.
    public let filesOwner: NibTopLevelObject?
    /// The objects loading the nib makes at its top level, in file order: the placeholders (File's Owner, the first
    /// responder, AppKit's Application) left out, as `instantiate(withOwner:options:)` leaves them out.
    public let topLevelObjects: [NibTopLevelObject]
    /// Every object of the file that names a custom class, at any depth, in file order: the views, controls, cells,
    /// gesture recognizers and objects the nib makes by that class's name. File's Owner's class is in
    /// ``filesOwner``; the placeholders' are left out.
    public let objects: [InterfaceObject]
    /// The cell views of AppKit tables and outlines (a window's table's `<tableCellView>`s), which code makes by their
    /// identifier, in file order. A top-level cell's reuse identifier is in ``topLevelObjects``.
    public let prototypes: [InterfacePrototype]
    /// The outlets, outlet collections and actions of every object, File's Owner's included, in file order.
    public let connections: [InterfaceConnection]
    /// The User Defined Runtime Attributes of every object, File's Owner's included, in file order: the values
    /// key-value coding sets on the objects when the nib loads.
    public let runtimeAttributes: [InterfaceRuntimeAttribute]
    /// The `id`s of the first responder placeholders (iOS `IBFirstResponder`, macOS `id="-1"`), where actions sent
    /// along the responder chain are connected.
    public let firstResponderIDs: [String]
    /// The images and named colors the objects use, as its `<resources>` lists them (a system image,
    /// `catalog="system"`, left out).
    public let resources: [InterfaceResource]
    /// Elements and versions the reader kept but did not recognize.
    public let unrecognized: [UnrecognizedItem]

    /// The outlets and outlet collections File's Owner holds (`view`, `tableView`): properties its class must have.
    public var filesOwnerOutlets: [InterfaceConnection] {
        guard let owner = filesOwner?.id else { return [] }
        return connections.filter {
            if case .action = $0.kind { false } else { $0.sourceID == owner }
        }
    }

    /// The actions sent to File's Owner: methods its class must have.
    public var filesOwnerActions: [InterfaceConnection] {
        guard let owner = filesOwner?.id else { return [] }
        return connections.filter {
            if case .action = $0.kind { $0.destinationID == owner } else { false }
        }
    }

    /// The actions sent to the first responder, which travel along the responder chain (a menu's `copy:`).
    public var firstResponderActions: [InterfaceConnection] {
        connections.filter {
            if case .action = $0.kind { $0.destinationID.map(firstResponderIDs.contains) ?? false } else { false }
        }
    }

    /// The top-level object with the `id`, or `nil`.
    ///
    /// - Complexity: O(*n*) in top-level objects.
    package func topLevelObject(id: String) -> NibTopLevelObject? {
        topLevelObjects.first { $0.id == id }
    }
}
