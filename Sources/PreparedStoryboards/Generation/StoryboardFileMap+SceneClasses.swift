import Foundation
import Prepared

extension StoryboardFileMap {
    /// Reads the storyboards and XIBs at `locations` and checks them against
    /// the generated lists of the app's scene, prototype, object and nib
    /// classes: the whole-app check in one line.
    ///
    /// ```swift
    /// let map = StoryboardFileMap(reading: [storyboards], sceneClasses: Storyboards.sceneClasses,
    ///                             prototypeClasses: Storyboards.prototypeClasses, objectClasses: Storyboards.objectClasses,
    ///                             nibClasses: Nibs.nibClasses)
    /// #expect(map.isValid, "\(map)")
    /// ```
    ///
    /// The classes that adopt `ContextDeclaring` are checked from their
    /// tables, as with ``init(reading:classes:making:module:options:using:)``,
    /// and a hosting controller (`ContextHosting`) from its model's; the
    /// others declare no context and need no check. Every outlet of an object
    /// whose class is among the lists names a property of that class, of a
    /// type that holds what it connects (``Problem/missingOutlet(_:isCollection:destinationClass:closest:)``):
    /// the outlets of the storyboards' objects, and of the XIBs' objects and File's Owners. A XIB whose File's
    /// Owner's class is in no list (and not found in the module) has its File's Owner's outlets left unchecked,
    /// and is listed in ``uncheckedNibs``: no other class is guessed for it.
    ///
    /// - Parameters:
    ///   - locations: `.storyboard` and `.xib` files and folders.
    ///   - sceneClasses: `Storyboards.sceneClasses`, from `prepared-storyboard generate`.
    ///   - prototypeClasses: `Storyboards.prototypeClasses`: when given, a prototype cell whose custom class
    ///     is none of them is a problem (``Problem/unknownPrototypeClass(storyboard:scene:identifier:className:location:)``).
    ///   - objectClasses: `Storyboards.objectClasses`: when given, a view, control, gesture recognizer, segue or
    ///     object whose custom class is none of them is a problem
    ///     (``Problem/unknownObjectClass(file:scene:element:className:frameworkClass:location:)``).
    ///   - nibClasses: `Nibs.nibClasses`, from `prepared-storyboard generate`: the classes of the XIBs' objects and
    ///     File's Owners. When given, an object of a XIB whose custom class (naming a module) is none of the classes
    ///     passed is a problem (``Problem/unknownObjectClass(file:scene:element:className:frameworkClass:location:)``,
    ///     with no scene).
    ///   - module: The module to find classes in by name, for scenes whose class is not in the list.
    ///   - options: The lint's options.
    @MainActor
    public init(
        reading locations: [URL], sceneClasses: [AnyClass], prototypeClasses: [AnyClass] = [], objectClasses: [AnyClass] = [],
        nibClasses: [AnyClass] = [], module: String? = nil, options: StoryboardLint.Options = StoryboardLint.Options()
    ) {
        self.init(catalog: StoryboardCatalog(reading: locations), classes: sceneClasses.compactMap { $0 as? any ContextDeclaring.Type },
                  hosts: sceneClasses.compactMap { $0 as? any ContextHosting.Type }, prototypeClasses: prototypeClasses,
                  objectClasses: sceneClasses + objectClasses, reportsUnknownObjectClasses: !objectClasses.isEmpty,
                  nibClasses: nibClasses, making: [], module: module, options: options, using: .standard)
    }
}
