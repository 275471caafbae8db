/// An object of a storyboard's scene or of a XIB that names a custom class: the
/// controller, a view, a control, a cell, a gesture recognizer, an object
/// (`<customObject>`), as UIKit or AppKit makes it by that class's name when
/// the scene or the nib loads.
///
/// A class renamed in Swift but not in Interface Builder is "Unknown class
/// in Interface Builder file" at run time, and the object is made as its
/// framework class; `WholeAppCheck` reports it in the app's tests.
public struct InterfaceObject: Sendable, Hashable {
    /// The element's `id`; empty when it has none.
    package let id: String
    /// The element's name: `viewController`, `view`, `button`, `tableViewCell`, `customObject`, …
    public let element: String
    /// The class Interface Builder names (`customClass`).
    public let customClass: String
    /// The module the class is in (`customModule`), when the file names one.
    public let customModule: String?
    /// `target` when the class is in the file's own target.
    package let customModuleProvider: String?
    /// Where the element starts.
    package let location: SourceLocation

    package init(id: String, element: String, customClass: String, customModule: String?, customModuleProvider: String?, location: SourceLocation) {
        self.id = id
        self.element = element
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.location = location
    }

    /// Whether the file names the class's module (its own target's, or another), as Xcode does for a Swift
    /// class; a class it names no module for is an Objective-C class, which Swift code may not see.
    package var namesModule: Bool {
        !(customModule ?? "").isEmpty || customModuleProvider == "target" || customClass.contains(".")
    }

    /// The class as `Module.Class` when the file names a module other than its target's; else as it is.
    package var qualifiedClassName: String {
        guard let customModule, !customModule.isEmpty, customModuleProvider != "target", !customClass.contains(".") else {
            return customClass
        }
        return "\(customModule).\(customClass)"
    }
}
