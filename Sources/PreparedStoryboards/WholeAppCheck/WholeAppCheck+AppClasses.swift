import Foundation
import Prepared
import PreparedResources

extension WholeAppCheck {
    /// Reads the storyboards and XIBs at `locations` and checks them against
    /// every class they name: the whole-app check in one line.
    ///
    /// ```swift
    /// let check = WholeAppCheck(reading: [storyboards], appClasses: Storyboards.appClasses)
    /// #expect(check.isValid, "\(check)")
    /// ```
    ///
    /// The scene classes that adopt `ContextDeclaring` are checked from their
    /// tables, as with ``init(reading:classes:making:module:options:using:)``,
    /// and a hosting controller (`ContextHosting`) from its model's; the
    /// others declare no context and need no check. Every outlet of an object
    /// whose class is among the lists names a property of that class, of a
    /// type that holds what it connects (``Problem/missingOutlet(_:isCollection:destinationClass:closest:)``):
    /// the outlets of the storyboards' objects, and of the XIBs' objects and File's Owners. A XIB whose File's
    /// Owner's class is in no list (and not found in the module) has its File's Owner's outlets left unchecked,
    /// and is listed in ``uncheckedNibs``: no other class is guessed for it.
    ///
    /// A role of `appClasses` that is not empty is checked whole: a prototype whose custom class is none of
    /// `prototypes` (``Problem/unknownPrototypeClass(storyboard:scene:identifier:className:location:)``), and an
    /// object of a storyboard or a XIB that names a module and whose class is none of `objects` or `nibs`
    /// (``Problem/unknownObjectClass(file:scene:element:className:frameworkClass:location:)``).
    ///
    /// - Parameters:
    ///   - locations: `.storyboard` and `.xib` files and folders.
    ///   - appClasses: `Storyboards.appClasses`, from `prepared-storyboard generate`.
    ///   - module: The module to find classes in by name, for scenes whose class is not in the list.
    ///   - options: The lint's options.
    @MainActor
    public init(
        reading locations: [URL], appClasses: AppClasses, module: String? = nil, options: InterfaceLint.Options = InterfaceLint.Options()
    ) {
        let scenes = appClasses.scenes
        self.init(catalog: InterfaceCatalog(reading: locations), classes: scenes.compactMap { $0 as? any ContextDeclaring.Type },
                  hosts: scenes.compactMap { $0 as? any ContextHosting.Type }, prototypeClasses: appClasses.prototypes,
                  objectClasses: scenes + appClasses.objects, reportsUnknownObjectClasses: !appClasses.objects.isEmpty,
                  nibClasses: appClasses.nibs, making: [], module: module, options: options, using: .standard)
    }
}
