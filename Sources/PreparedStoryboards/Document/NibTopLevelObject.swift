/// An object at the top of a XIB's `<objects>`: one that loading the nib
/// makes and returns (`UINib.instantiate(withOwner:options:)`,
/// `NSNib.instantiate(withOwner:topLevelObjects:)`), or File's Owner, the
/// placeholder that stands for the object the loader is given.
///
/// ```xml
/// <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController"/>
/// <tableViewCell reuseIdentifier="ContactCell" id="KGk-i7-Jjw" customClass="ContactCell" customModule="App"/>
/// ```
public struct NibTopLevelObject: Sendable, Hashable {
    /// The element's `id`; empty when it has none. File's Owner's is `-1` on iOS and tvOS, `-2` on macOS.
    public let id: String
    /// The element's name: `view`, `tableViewCell`, `window`, `menu`, `customObject`, `placeholder`, …
    public let element: String
    /// The `customClass` attribute: the app's class, or `nil` for the platform's own class (or, for File's Owner,
    /// when the XIB names no class for it).
    public let customClass: String?
    /// The `customModule` attribute.
    public let customModule: String?
    /// The `customModuleProvider` attribute (`target` when the class is in the app's own target).
    package let customModuleProvider: String?
    /// The identifier a table or collection view dequeues the object by, when it is a cell or a reusable view: the
    /// `reuseIdentifier` of a `tableViewCell`, `collectionViewCell` or `collectionReusableView`, the `identifier` of an
    /// AppKit `tableCellView`; `nil` for other objects, and for a cell without one.
    public let reuseIdentifier: String?
    /// Where the element starts.
    package let location: SourceLocation

    /// The class name as Swift spells it with its module (`App.ContactCell`), or without it when the XIB names
    /// none; `nil` without `customClass`.
    public var qualifiedClassName: String? {
        guard let customClass else { return nil }
        return customClass.contains(".") ? customClass : customModule.map { "\($0).\(customClass)" } ?? customClass
    }
}
